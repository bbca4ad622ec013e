// Server rendering (dist/server.js) for npm run bench: what the storefront's server-rendered HTML
// weighs (raw and gzip, as the demo serves /storefront.html?ssr=1); renderPage's time for the
// storefront's home page model (median of 300 renders after a warm-up: pages a second on one core)
// against the floor measured in the same run, render for render in turns (React's own renderToString of the same components in
// one tree: scripts/bench/floor.tsx); the 1,001-node model of page.mjs; the streamed handler's time to
// its first byte beside the time to its last; the heap over 1,500 renders; dist/server.js's gzip size.
// Runs alone too: `node scripts/bench/ssr.mjs` (after npm run build) prints the same figures.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { muiNoCssVarsEsbuild } from '../muiNoCssVars.mjs';
import { bigModel } from './page.mjs';
import { median } from './mount.mjs';
import { storefrontModel } from '../../demo/mock/storefront.mjs';

export const SSR_RUNS = 300;
const WARM_UP = 30;
const STREAM_RUNS = 100;
const HEAP_RENDERS = 1500;

/**
 * Two renders timed in turns, render by render (medians): a stretch where the machine is slower, or a
 * collection, weighs on both alike, so their ratio holds from run to run.
 */
async function timedInTurns(first, second, runs) {
  for (let run = 0; run < WARM_UP; run++) {
    await first();
    await second();
  }
  const times = [[], []];
  for (let run = 0; run < runs; run++) {
    for (const [index, render] of [first, second].entries()) {
      const started = performance.now();
      await render();
      times[index].push(performance.now() - started);
    }
  }
  return times.map(median);
}

async function timed(render, runs) {
  for (let run = 0; run < WARM_UP; run++) await render();
  const times = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await render();
    times.push(performance.now() - started);
  }
  return median(times);
}

/** scripts/bench/floor.tsx bundled as dist/server.js is (the server's export conditions, production React). */
async function floorModule(root) {
  const outfile = join(root, '.cache', 'bench-floor.mjs');
  await build({
    entryPoints: [join(root, 'scripts/bench/floor.tsx')],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    conditions: ['workerd', 'edge-light', 'worker'],
    mainFields: ['module', 'main'],
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.woff2': 'empty' },
    jsx: 'automatic',
    plugins: [muiNoCssVarsEsbuild],
    logLevel: 'warning',
  });
  return import(`${pathToFileURL(outfile).href}?t=${Date.now()}`);
}

/** The streamed answer's first byte and last byte, from the call (medians). */
async function streamTimes(createRenderHandler, model) {
  const handle = createRenderHandler({ origin: 'https://shop.example' });
  const body = JSON.stringify(model);
  const request = () => new Request('https://shop.example/storefront.html', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const first = [];
  const last = [];
  for (let run = 0; run < WARM_UP + STREAM_RUNS; run++) {
    const started = performance.now();
    const response = await handle(request());
    const reader = response.body.getReader();
    await reader.read();
    const firstByte = performance.now() - started;
    while (!(await reader.read()).done);
    if (run >= WARM_UP) {
      first.push(firstByte);
      last.push(performance.now() - started);
    }
  }
  return { firstByteMs: median(first), lastByteMs: median(last) };
}

/** The heap after 1,500 renders against before, both after a full collection, in a process of its own. */
function heapGrowth(root) {
  const script = `
    const { renderPage } = await import(${JSON.stringify(pathToFileURL(join(root, 'dist', 'server.js')).href)});
    const { storefrontModel } = await import(${JSON.stringify(pathToFileURL(join(root, 'demo/mock/storefront.mjs')).href)});
    const models = ['zyn', 'iqos', 'velo'].map((theme) => storefrontModel(theme, 'en', 'home', { host: 'shop.example' }));
    for (let index = 0; index < 30; index++) await renderPage(models[index % 3], { path: '/storefront.html' });
    globalThis.gc(); globalThis.gc();
    const before = process.memoryUsage().heapUsed;
    for (let index = 0; index < ${HEAP_RENDERS}; index++) await renderPage(models[index % 3], { path: '/storefront.html?n=' + index });
    globalThis.gc(); globalThis.gc();
    process.stdout.write(JSON.stringify({ before, after: process.memoryUsage().heapUsed }));
  `;
  const run = spawnSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', script], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`ssr heap: ${run.stderr}`);
  const { before, after } = JSON.parse(run.stdout);
  return (after - before) / 1024 / 1024;
}

/**
 * Lighthouse's benchmarkIndex of this machine (its page function, run in the bench's Chromium; the
 * median of three): the figure that says how fast the CPU was when the absolute times above were taken.
 */
export async function benchmarkIndex(browser) {
  const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
  const page = await browser.newPage();
  try {
    const values = [];
    for (let run = 0; run < 3; run++) values.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
    return median(values);
  } finally {
    await page.close();
  }
}

export async function serverRenderingFigures(origin, { runs, log, root = process.cwd() }) {
  const { renderPage, createRenderHandler } = await import(pathToFileURL(join(root, 'dist', 'server.js')).href);
  let htmlBytes;
  let htmlGzipBytes;
  if (origin) {
    const page = await fetch(`${origin}/storefront.html?ssr=1`, { headers: { cookie: 'sag_gb=granted' } });
    if (!page.ok) throw new Error(`ssr: /storefront.html?ssr=1 answered ${page.status}`);
    const html = Buffer.from(await page.arrayBuffer());
    htmlBytes = html.length;
    htmlGzipBytes = gzipSync(html).length;
  }
  const model = storefrontModel('zyn', 'en', 'home', { host: 'shop.example' });
  const { renderFloor } = await floorModule(root);
  const [storefrontMs, floorMs] = await timedInTurns(() => renderPage(model, { path: '/storefront.html' }), () => renderFloor(model, '/storefront.html'), SSR_RUNS);
  const big = bigModel();
  const bigPageMs = await timed(() => renderPage(big, { path: '/content/bench/page.html' }), runs);
  const stream = await streamTimes(createRenderHandler, model);
  const heapMiB = heapGrowth(root);
  const serverGzipBytes = gzipSync(readFileSync(join(root, 'dist', 'server.js'))).length;
  log(`ssr: renderPage ${storefrontMs.toFixed(2)} ms, floor ${floorMs.toFixed(2)} ms; 1,001 nodes ${bigPageMs.toFixed(1)} ms; heap +${heapMiB.toFixed(1)} MiB`);
  return { htmlBytes, htmlGzipBytes, storefrontMs, floorMs, bigPageMs, ...stream, heapMiB, serverGzipBytes };
}

/** The figures as npm run bench prints them. */
export function printServerRendering(ssr, print, nodeCount) {
  if (ssr.benchmarkIndex !== undefined) print('machine.benchmarkIndex', ssr.benchmarkIndex.toFixed(0), "(Lighthouse's, median of 3, taken just before the server figures)");
  if (ssr.htmlBytes !== undefined) {
    print('ssr.storefront.html', (ssr.htmlBytes / 1024).toFixed(1), 'KiB');
    print('ssr.storefront.htmlGzip', (ssr.htmlGzipBytes / 1024).toFixed(1), 'KiB');
  }
  print('ssr.storefront.render', ssr.storefrontMs.toFixed(2), `ms (median of ${SSR_RUNS})`);
  print('ssr.storefront.pagesPerSecond', (1000 / ssr.storefrontMs).toFixed(0), 'pages/s (one core)');
  print('ssr.floor.render', ssr.floorMs.toFixed(2), `ms (median of ${SSR_RUNS}: React's renderToString of the same components in one tree)`);
  print('ratio.ssr.storefront/floor', (ssr.storefrontMs / ssr.floorMs).toFixed(2), 'x');
  print('ssr.storefront.firstByte', ssr.firstByteMs.toFixed(2), 'ms (streamed handler)');
  print('ssr.storefront.lastByte', ssr.lastByteMs.toFixed(2), 'ms (streamed handler)');
  print('ratio.ssr.firstByte/lastByte', (ssr.firstByteMs / ssr.lastByteMs).toFixed(2), 'x');
  print(`ssr.page${nodeCount}.render`, ssr.bigPageMs.toFixed(1), 'ms');
  print(`ssr.heap.after${HEAP_RENDERS}`, ssr.heapMiB.toFixed(1), 'MiB grown');
  print('ssr.server.gzip', (ssr.serverGzipBytes / 1024).toFixed(0), 'KiB (dist/server.js, everything it runs)');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = join(fileURLToPath(new URL('.', import.meta.url)), '..', '..');
  const { NODE_COUNT } = await import('./page.mjs');
  const { chromium } = await import('playwright');
  const { findChromium, CHROMIUM_ARGS } = await import('../browser.mjs');
  const browser = await chromium.launch({ executablePath: await findChromium(), args: CHROMIUM_ARGS });
  const index = await benchmarkIndex(browser);
  await browser.close();
  const ssr = { benchmarkIndex: index, ...(await serverRenderingFigures(undefined, { runs: 7, log: (message) => process.stderr.write(`bench: ${message}\n`), root })) };
  printServerRendering(ssr, (name, value, unit) => process.stdout.write(`${name}: ${value} ${unit}\n`), NODE_COUNT);
}
