// Makes the demo's looping videos and their posters without ffmpeg: headless Chromium records 3 s of an
// animated canvas with MediaRecorder (VP8). loop.webm / poster.jpg (cool, the banner) and drift.webm /
// drift.jpg (warm, the parallax section: its own file, so a page with both asks for nothing twice).
// Run: node demo/media/generate.mjs
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/browser.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const browser = await chromium.launch({ executablePath: await findChromium(), args: CHROMIUM_ARGS });
const page = await browser.newPage();
const VARIANTS = [
  { name: 'loop', posterName: 'poster', stops: ['#0d3b4f', '#1b5e6b', '#231a4a'], hue: 170 },
  { name: 'drift', posterName: 'drift', stops: ['#3a1c12', '#6b3a1b', '#2a1438'], hue: 20 },
];
for (const variant of VARIANTS) {
const { video, poster } = await page.evaluate(async ({ stops, hue }) => {
  const W = 640, H = 360, SECONDS = 3;
  const canvas = document.createElement('canvas');
  canvas.width = W; canvas.height = H;
  document.body.append(canvas);
  const ctx = canvas.getContext('2d');
  // A slow drift of soft lights over a deep teal-to-indigo gradient: a calm scene, periodic over SECONDS.
  const draw = (t) => {
    const phase = (t / SECONDS) * Math.PI * 2;
    const bg = ctx.createLinearGradient(0, 0, W, H);
    bg.addColorStop(0, stops[0]);
    bg.addColorStop(0.5 + 0.2 * Math.sin(phase), stops[1]);
    bg.addColorStop(1, stops[2]);
    ctx.fillStyle = bg;
    ctx.fillRect(0, 0, W, H);
    for (let i = 0; i < 7; i++) {
      const a = phase + (i * Math.PI * 2) / 7;
      const x = W / 2 + Math.cos(a) * (W * 0.32) * Math.cos(i);
      const y = H / 2 + Math.sin(a * 1) * (H * 0.28);
      const r = 40 + 25 * ((i % 3) + 1);
      const glow = ctx.createRadialGradient(x, y, 0, x, y, r);
      glow.addColorStop(0, `hsla(${hue + i * 18}, 80%, 70%, 0.55)`);
      glow.addColorStop(1, 'hsla(200, 80%, 60%, 0)');
      ctx.fillStyle = glow;
      ctx.beginPath(); ctx.arc(x, y, r, 0, Math.PI * 2); ctx.fill();
    }
  };
  draw(0);
  const poster = canvas.toDataURL('image/jpeg', 0.8);
  const stream = canvas.captureStream(24);
  const recorder = new MediaRecorder(stream, { mimeType: 'video/webm;codecs=vp8', videoBitsPerSecond: 350_000 });
  const chunks = [];
  recorder.ondataavailable = (e) => chunks.push(e.data);
  const stopped = new Promise((r) => (recorder.onstop = r));
  recorder.start();
  const start = performance.now();
  await new Promise((resolve) => {
    const frame = () => {
      const t = (performance.now() - start) / 1000;
      draw(Math.min(t, SECONDS));
      if (t < SECONDS) requestAnimationFrame(frame); else resolve();
    };
    requestAnimationFrame(frame);
  });
  recorder.stop();
  await stopped;
  const buffer = await new Blob(chunks, { type: 'video/webm' }).arrayBuffer();
  let binary = '';
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte);
  return { video: btoa(binary), poster: poster.split(',')[1] };
}, variant);
writeFileSync(join(here, `${variant.name}.webm`), Buffer.from(video, 'base64'));
writeFileSync(join(here, `${variant.posterName}.jpg`), Buffer.from(poster, 'base64'));
console.log(`${variant.name}.webm`, Buffer.from(video, 'base64').length, 'bytes');
}
await browser.close();
