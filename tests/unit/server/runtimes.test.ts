// dist/server.js runs unchanged on any Web-standard runtime (CONTRACT.md "The renderer runs on any
// Web-standard runtime"): it loads nothing (no `node:` module, no Node built-in, no package), it renders
// the same HTML in Cloudflare's workerd (started here through miniflare, a devDependency) as in Node,
// and its heap stays flat over many renders. npm test builds dist/ first; alone, run npm run build.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { Miniflare } from 'miniflare';
import { storefrontModel } from '../../../demo/mock/storefront.mjs';

const ROOT = join(__dirname, '../../..');
const DIST = join(ROOT, 'dist');

describe('dist/server.js imports nothing', () => {
  it('bundles on its own for a neutral platform: no import of a Node built-in, a package or another file', async () => {
    for (const file of ['server.js', 'openwhisk.js']) {
      // esbuild with the neutral platform knows no built-in module: any import or require() but
      // openwhisk's of server.js would fail the build or show as an input.
      const result = await esbuild.build({ entryPoints: [join(DIST, file)], bundle: true, write: false, platform: 'neutral', metafile: true, logLevel: 'silent', format: 'esm' });
      const inputs = Object.keys(result.metafile.inputs).map((input) => input.replace(/^.*dist\//, ''));
      expect(inputs.sort()).toEqual(file === 'server.js' ? ['server.js'] : ['openwhisk.js', 'server.js']);
      const imports = Object.values(result.metafile.inputs).flatMap((input) => input.imports.map((entry) => entry.path));
      expect(imports.filter((path) => !path.endsWith('dist/server.js'))).toEqual([]);
    }
  });

  it('is under 1 MiB gzip with everything it needs (a Workers free plan takes 3 MiB)', () => {
    const gzip = gzipSync(readFileSync(join(DIST, 'server.js'))).length;
    expect(gzip).toBeLessThan(1024 * 1024);
  });
});

describe('the same renderer in workerd and in Node', () => {
  let miniflare: Miniflare | undefined;
  const worker = readFileSync(join(ROOT, 'examples/cloudflare/worker.js'), 'utf8');
  beforeAll(async () => {
    // The Workers example as written, its package import pointed at the built file beside it.
    miniflare = new Miniflare({
      modules: [
        { type: 'ESModule', path: join(DIST, 'worker.js'), contents: worker.replace("'brand-elements/server.js'", "'./server.js'") },
        { type: 'ESModule', path: join(DIST, 'server.js'), contents: readFileSync(join(DIST, 'server.js'), 'utf8') },
      ],
      compatibilityDate: '2026-07-30',
      bindings: { SITE_ORIGIN: 'https://shop.example', ASSET_BASE: '/dist/' },
    });
    await miniflare.ready;
  }, 60_000);
  afterAll(async () => {
    await miniflare?.dispose();
  });

  it('renders the storefront in five themes, Arabic and Khmer to the same bytes as Node does', async () => {
    const { createRenderHandler } = (await import(pathToFileURL(join(DIST, 'server.js')).href)) as { createRenderHandler: (options: object) => (request: Request) => Promise<Response> };
    const node = createRenderHandler({ origin: 'https://shop.example', assetBase: '/dist/', cache: { sMaxAge: 60, staleWhileRevalidate: 600 } });
    const pages: Array<[string, string]> = [
      ['zyn', 'en'],
      ['zyn3', 'en'],
      ['iqos', 'ar'],
      ['veev-vape', 'km'],
      ['thunder', 'en'],
    ];
    for (const [theme, lang] of pages) {
      const model = storefrontModel(theme, lang, 'home', { host: 'shop.example' });
      // The countdown's time left depends on the clock: it is taken out of both before comparing.
      const body = JSON.stringify(model);
      const init = { method: 'POST', headers: { 'content-type': 'application/json', 'wcm-mode': 'disabled' }, body };
      const url = `https://shop.example/storefront.html?theme=${theme}&lang=${lang}`;
      const [inWorkerd, inNode] = await Promise.all([miniflare!.dispatchFetch(url, init), node(new Request(url, init))]);
      expect(inWorkerd.status).toBe(200);
      expect(inWorkerd.headers.get('etag')).toBe(inNode.headers.get('etag'));
      expect(inWorkerd.headers.get('cache-control')).toBe(inNode.headers.get('cache-control'));
      const [workerdHtml, nodeHtml] = await Promise.all([inWorkerd.text(), inNode.text()]);
      expect(workerdHtml.length).toBeGreaterThan(100_000);
      const withoutClock = (html: string) => html.replace(/<div[^>]*data-unit="[a-z]+"[\s\S]*?<\/div>|aria-atomic="true" part="announcement">[^<]*/g, '');
      expect(withoutClock(workerdHtml)).toBe(withoutClock(nodeHtml));
    }
  }, 60_000);
});

describe('memory', () => {
  it('grows the heap by less than 8 MiB over 500 renders of the storefront (npm run bench measures 1,500 against 24 MiB)', () => {
    // In a child process of its own, with the collector exposed, so the figure is the renderer's alone.
    const script = `
      const { renderPage } = await import(${JSON.stringify(pathToFileURL(join(DIST, 'server.js')).href)});
      const { storefrontModel } = await import(${JSON.stringify(pathToFileURL(join(ROOT, 'demo/mock/storefront.mjs')).href)});
      const models = ['zyn', 'iqos', 'velo'].map((theme) => storefrontModel(theme, 'en', 'home', { host: 'shop.example' }));
      for (let index = 0; index < 30; index++) await renderPage(models[index % 3], { path: '/storefront.html' });
      globalThis.gc(); globalThis.gc();
      const before = process.memoryUsage().heapUsed;
      for (let index = 0; index < 500; index++) await renderPage(models[index % 3], { path: '/storefront.html?n=' + index });
      globalThis.gc(); globalThis.gc();
      process.stdout.write(JSON.stringify({ before, after: process.memoryUsage().heapUsed }));
    `;
    const run = spawnSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 120_000 });
    expect(run.status, run.stderr).toBe(0);
    const { before, after } = JSON.parse(run.stdout) as { before: number; after: number };
    expect((after - before) / 1024 / 1024).toBeLessThan(8);
  }, 120_000);
});
