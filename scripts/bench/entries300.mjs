// A <brand-page> of 300 texts from server-embedded initial state, loaded through the package's main entry
// (dist/brand-elements.js) and through the loader (dist/loader.js), against vanilla custom elements building
// the same 300 texts from the same JSON: how long after navigation each page shows all 300 (every text's
// shadow root has its paragraph, style and layout done). The page loads its code as a page would: the
// measure includes downloading, parsing and defining it. A fourth page runs the loader page's code as one inline
// script (inlinedPageScript): the same code without its files.
import { readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { build } from 'esbuild';
import { median } from './mount.mjs';
import { openAnsweredPage } from './page.mjs';

export const TEXTS = 300;
const PAGE = '/content/bench/texts';

function model() {
  const texts = {};
  for (let t = 0; t < TEXTS; t++) texts[`text${t}`] = { ':type': 'brand/components/text', text: `Benchmark text number ${t}` };
  const root = { ':type': 'wcm/foundation/components/responsivegrid', ':itemsOrder': Object.keys(texts), ':items': texts };
  // Every page has an age gate: the measured visitor has answered it (the sag_gb cookie).
  const config = { market: 'gb', sagConfig: { sagVersion: 'simplified', simplifiedContentPath: '/content/bench/age-gate' } };
  return { ':path': PAGE, ':type': 'brand/components/page', config, ':itemsOrder': ['root'], ':items': { root } };
}

/** Runs first in the page: records when every text shows its paragraph, checked each frame. */
const WATCH = `<script>
(() => {
  const tag = document.documentElement.dataset.tag;
  const check = () => {
    const all = document.querySelectorAll(tag);
    if (all.length === ${TEXTS} && [...all].every((el) => el.shadowRoot && el.shadowRoot.querySelector('p'))) {
      document.body.getBoundingClientRect();
      window.__ready = performance.now();
    } else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();
</script>`;

const state = () => `<script type="application/json" id="__INITIAL_STATE__">${JSON.stringify(model()).replace(/</g, '\\u003c')}</script>`;

/** The elements the pages' model uses, with <brand-page>: what the loader loads for it. */
const PAGE_ENTRIES = ['brand-page', 'brand-text', 'brand-responsive-grid'];

/**
 * The code the loader's page runs (PAGE_ENTRIES' entries in `distDir` with every chunk they import statically) as ONE
 * script, bundled by esbuild; what they import on demand stays in dist/ (the page imports none of it: the `inlined`
 * page checks that it requests nothing). No module boundary, no request, no loader: the page's time less what its
 * number of files costs, the bound of fewer, larger chunks.
 */
export async function inlinedPageScript(distDir) {
  const dist = resolve(distDir);
  const onDemand = {
    name: 'on-demand-stays-in-dist',
    setup(esbuild) {
      esbuild.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind !== 'dynamic-import') return undefined;
        return { path: `/dist/${relative(dist, resolve(args.resolveDir, args.path)).split(sep).join('/')}`, external: true };
      });
    },
  };
  const result = await build({
    stdin: { contents: PAGE_ENTRIES.map((tag) => `import ${JSON.stringify(join(dist, 'elements', `${tag}.js`))};`).join('\n'), resolveDir: dist, loader: 'js' },
    bundle: true,
    format: 'esm',
    minify: true,
    legalComments: 'none',
    write: false,
    logLevel: 'warning',
    plugins: [onDemand],
  });
  // (inline: nothing in it may end the script element)
  return result.outputFiles[0].text.replace(/<\/(script)/gi, '<\\/$1');
}

/**
 * The pages, path → HTML. `vanillaScript` is the vanilla-text element's bundle (scripts/bench/entries/vanilla.ts),
 * `inlinedScript` inlinedPageScript's.
 */
export function entryPages(vanillaScript, inlinedScript) {
  const page = (tag, body) => `<!doctype html><html lang="en" data-tag="${tag}"><head><meta charset="utf-8"><title>bench: ${TEXTS} texts</title><link rel="icon" href="data:,">${WATCH}${state()}${body}</head><body></body></html>`;
  const brandPage = (script) => page('brand-text', `<script type="module" src="${script}"></script></head><body><brand-page></brand-page>`).replace('</head><body></body>', '');
  return {
    '/bench-entry-main.html': brandPage('/dist/brand-elements.js'),
    '/bench-entry-loader.html': brandPage('/dist/loader.js'),
    '/bench-entry-inlined.html': page('brand-text', `<script type="module">${inlinedScript}</script></head><body><brand-page></brand-page>`).replace('</head><body></body>', ''),
    // The same texts from the same JSON, by hand: the model parsed, one element per item of the root grid.
    '/bench-entry-vanilla.html': page(
      'vanilla-text',
      `<script type="module">${vanillaScript}
const model = JSON.parse(document.getElementById('__INITIAL_STATE__').textContent);
const grid = model[':items'].root;
const fragment = document.createDocumentFragment();
for (const key of grid[':itemsOrder']) {
  const el = document.createElement('vanilla-text');
  el.setAttribute('text', grid[':items'][key].text);
  fragment.append(el);
}
document.body.append(fragment);
</script>`,
    ),
  };
}

export async function entrySeries(browser, origin, { runs, log }) {
  const results = { main: [], loader: [], inlined: [], vanilla: [] };
  for (let run = 1; run <= runs; run++) {
    for (const name of Object.keys(results)) {
      const { context, page, errors, requested } = await openAnsweredPage(browser, origin, `/bench-entry-${name}.html`);
      const ready = await page.waitForFunction(() => window.__ready, undefined, { timeout: 30_000, polling: 100 }).then((handle) => handle.jsonValue());
      await context.close();
      if (errors.length) throw new Error(`entries bench (${name}): the page logged errors: ${errors.join(' | ')}`);
      const fromDist = name === 'inlined' ? requested.filter((path) => path.startsWith('/dist/')) : [];
      if (fromDist.length > 0) throw new Error(`entries bench (inlined): the page requested ${fromDist.join(', ')}; it must run all of its code inline`);
      results[name].push(ready);
    }
    log(`entries${TEXTS} run ${run}/${runs}: ${Object.entries(results).map(([name, all]) => `${name} ${all.at(-1).toFixed(0)} ms`).join(', ')}`);
  }
  return Object.fromEntries(Object.entries(results).map(([name, all]) => [name, median(all)]));
}

/** The vanilla element's bundle, as bundleVariants wrote it. */
export const vanillaBundle = (outDir) => readFileSync(join(outDir, 'vanilla.js'), 'utf8');
