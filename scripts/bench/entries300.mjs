// A <brand-page> of 300 texts from server-embedded initial state, loaded through the package's main entry
// (dist/brand-elements.js) and through the loader (dist/loader.js), against vanilla custom elements building
// the same 300 texts from the same JSON: how long after navigation each page shows all 300 (every text's
// shadow root has its paragraph, style and layout done). The page loads its code as a page would: the
// measure includes downloading, parsing and defining it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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

/** The three pages, path → HTML. `vanillaScript` is the vanilla-text element's bundle (scripts/bench/entries/vanilla.ts). */
export function entryPages(vanillaScript) {
  const page = (tag, body) => `<!doctype html><html lang="en" data-tag="${tag}"><head><meta charset="utf-8"><title>bench: ${TEXTS} texts</title><link rel="icon" href="data:,">${WATCH}${state()}${body}</head><body></body></html>`;
  const brandPage = (script) => page('brand-text', `<script type="module" src="${script}"></script></head><body><brand-page></brand-page>`).replace('</head><body></body>', '');
  return {
    '/bench-entry-main.html': brandPage('/dist/brand-elements.js'),
    '/bench-entry-loader.html': brandPage('/dist/loader.js'),
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
  const results = { main: [], loader: [], vanilla: [] };
  for (let run = 1; run <= runs; run++) {
    for (const name of Object.keys(results)) {
      const { context, page, errors } = await openAnsweredPage(browser, origin, `/bench-entry-${name}.html`);
      const ready = await page.waitForFunction(() => window.__ready, undefined, { timeout: 30_000, polling: 100 }).then((handle) => handle.jsonValue());
      await context.close();
      if (errors.length) throw new Error(`entries bench (${name}): the page logged errors: ${errors.join(' | ')}`);
      results[name].push(ready);
    }
    log(`entries${TEXTS} run ${run}/${runs}: ${Object.entries(results).map(([name, all]) => `${name} ${all.at(-1).toFixed(0)} ms`).join(', ')}`);
  }
  return Object.fromEntries(Object.entries(results).map(([name, all]) => [name, median(all)]));
}

/** The vanilla element's bundle, as bundleVariants wrote it. */
export const vanillaBundle = (outDir) => readFileSync(join(outDir, 'vanilla.js'), 'utf8');
