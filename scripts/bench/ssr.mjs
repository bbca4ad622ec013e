// Server rendering in Node: what the storefront's server-rendered HTML weighs (raw and gzip, as the
// demo serves /storefront.html?ssr=1) and how long renderPage (dist/server.js) takes for the
// storefront's home page model and for the 1,001-node model of page.mjs (medians, after a first
// render that builds the themes).
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bigModel } from './page.mjs';
import { median } from './mount.mjs';

async function timed(render, runs) {
  await render();
  const times = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await render();
    times.push(performance.now() - started);
  }
  return median(times);
}

export async function serverRenderingFigures(origin, { runs, log, root = process.cwd() }) {
  const { renderPage } = await import(pathToFileURL(join(root, 'dist', 'server.js')).href);
  const page = await fetch(`${origin}/storefront.html?ssr=1`, { headers: { cookie: 'sag_gb=granted' } });
  if (!page.ok) throw new Error(`ssr: /storefront.html?ssr=1 answered ${page.status}`);
  const html = Buffer.from(await page.arrayBuffer());
  const model = await (await fetch(`${origin}/mock/storefront.model.json?theme=zyn&lang=en`)).json();
  const storefrontMs = await timed(() => renderPage(model, { path: '/storefront.html' }), runs);
  const big = bigModel();
  const bigPageMs = await timed(() => renderPage(big, { path: '/content/bench/page.html' }), runs);
  log(`ssr: storefront ${html.length} bytes, renderPage ${storefrontMs.toFixed(1)} ms; 1,001 nodes ${bigPageMs.toFixed(1)} ms`);
  return { htmlBytes: html.length, htmlGzipBytes: gzipSync(html).length, storefrontMs, bigPageMs };
}
