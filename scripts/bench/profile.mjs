#!/usr/bin/env node
// Where does a variant's mount time go? `node scripts/bench/profile.mjs [variant] [count]`
// bundles the variants unminified (same settings otherwise), mounts `count` elements (default
// 300) once with the DevTools CPU profiler running (sampling every 100 µs), writes the profile
// to .cache/bench/profile/<variant>.cpuprofile (open it in Chrome DevTools > Performance) and
// prints the top functions by self and by total time to stderr. Not part of `npm run bench`.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright';
import { findChromium, CHROMIUM_ARGS } from '../browser.mjs';
import { VARIANTS, bundleVariants, pageFor } from './variants.mjs';
import { startServer } from './server.mjs';
import { mountInPage } from './mount.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const variantName = process.argv[2] ?? 'ours';
const count = Number(process.argv[3] ?? 300);
const variant = VARIANTS.find((v) => v.name === variantName);
if (!variant) {
  console.error(`unknown variant "${variantName}"; one of ${VARIANTS.map((v) => v.name).join(', ')}`);
  process.exit(1);
}
const OUT = join(root, '.cache', 'bench', 'profile');
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
await bundleVariants(OUT, { minify: process.env.PROFILE_MINIFY === '1' });

const server = await startServer(OUT, { [`/${variant.name}.html`]: pageFor(variant) });
const browser = await chromium.launch({ executablePath: await findChromium(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage();
  await page.goto(`${server.origin}/${variant.name}.html`, { waitUntil: 'load' });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const result = await page.evaluate(mountInPage, { tag: variant.tag, count });
  const { profile } = await cdp.send('Profiler.stop');
  writeFileSync(join(OUT, `${variant.name}.cpuprofile`), JSON.stringify(profile));
  console.error(`${variant.name} ${count}: ${result.ms.toFixed(1)} ms (render ${result.renderMs.toFixed(1)}, layout ${result.layoutMs.toFixed(1)}), ${result.renderedCount} rendered`);

  // Self and total time per function (total counted once per sample even when recursive).
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const label = (node) => {
    const { functionName, url, lineNumber } = node.callFrame;
    return `${functionName || '(anonymous)'} ${url ? `${url.split('/').pop()}:${lineNumber + 1}` : ''}`.trim();
  };
  const self = new Map();
  const total = new Map();
  const deltas = profile.timeDeltas;
  let sampled = 0;
  profile.samples.forEach((id, i) => {
    const dt = (deltas[i + 1] ?? 0) / 1000;
    sampled += dt;
    const node = byId.get(id);
    self.set(label(node), (self.get(label(node)) ?? 0) + dt);
    const seen = new Set();
    for (let current = id; current !== undefined; current = parent.get(current)) {
      const name = label(byId.get(current));
      if (seen.has(name)) continue;
      seen.add(name);
      total.set(name, (total.get(name) ?? 0) + dt);
    }
  });
  const top = (map, n) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, ms]) => `  ${ms.toFixed(1).padStart(8)} ms  ${name}`)
      .join('\n');
  console.error(`sampled ${sampled.toFixed(1)} ms\nself time:\n${top(self, 25)}\ntotal time:\n${top(total, 40)}`);
} finally {
  await browser.close();
  await server.close();
}
