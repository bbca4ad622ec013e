// <brand-page> on a large model: a 1,000-node page model of nested grids (1 root grid, 10 grids,
// 99 texts in each) from server-embedded initial state, rendered by dist/brand-elements.js; then
// one editor `replace` of a text. Reports both times and how many elements the replace created.
import { median } from './mount.mjs';

const GRIDS = 10;
const TEXTS_PER_GRID = 99;
const PAGE = '/content/bench/page';

export function bigModel() {
  const grid = (items) => ({
    ':type': 'wcm/foundation/components/responsivegrid',
    gridClassNames: 'aem-Grid aem-Grid--12',
    columnClassNames: Object.fromEntries(Object.keys(items).map((key) => [key, 'aem-GridColumn aem-GridColumn--default--12'])),
    ':itemsOrder': Object.keys(items),
    ':items': items,
  });
  const grids = {};
  for (let g = 0; g < GRIDS; g++) {
    const texts = {};
    for (let t = 0; t < TEXTS_PER_GRID; t++) texts[`text${t}`] = { ':type': 'brand/components/text', text: `Grid ${g}, text ${t}` };
    grids[`grid${g}`] = grid(texts);
  }
  // Every page has an age gate: the measured visitor has answered it (the sag_gb cookie below).
  const config = { market: 'gb', sagConfig: { sagVersion: 'simplified', simplifiedContentPath: '/content/bench/age-gate' } };
  return { ':path': PAGE, ':type': 'brand/components/page', config, ':itemsOrder': ['root'], ':items': { root: grid(grids) } };
}

export const NODE_COUNT = 1 + GRIDS + GRIDS * TEXTS_PER_GRID;

export function pageHtml() {
  const state = JSON.stringify(bigModel()).replace(/</g, '\\u003c');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench: brand-page</title><link rel="icon" href="data:,">
<script type="application/json" id="__INITIAL_STATE__">${state}</script>
<script type="module" src="/dist/brand-elements.js"></script></head><body></body></html>`;
}

/** Runs in the page. */
async function renderAndReplace({ page, expected }) {
  const yieldTask = () => new Promise((resolve) => { const c = new MessageChannel(); c.port1.onmessage = resolve; c.port2.postMessage(0); });
  // The elements' code in place first, as the page's own figure has always been taken: the main entry
  // defines every tag at once and loads an element's module when it is first used (the same module).
  await Promise.all(['brand-text', 'brand-responsive-grid'].map((tag) => import(`/dist/elements/${tag}.js`)));
  let created = 0;
  new MutationObserver((records) => {
    for (const r of records) for (const n of r.addedNodes) if (n instanceof Element) created += (n.hasAttribute('data-cq-data-path') ? 1 : 0) + n.querySelectorAll('[data-cq-data-path]').length;
  }).observe(document.body, { childList: true, subtree: true });
  const t0 = performance.now();
  const host = document.createElement('brand-page');
  document.body.append(host);
  const texts = () => host.querySelectorAll('brand-text');
  for (;;) {
    const all = texts();
    if (all.length === expected && [...all].every((el) => el.shadowRoot?.querySelector('p'))) break;
    await yieldTask();
  }
  document.body.getBoundingClientRect();
  const renderMs = performance.now() - t0;
  await new Promise((resolve) => setTimeout(resolve, 50));
  const elements = host.querySelectorAll('[data-cq-data-path]').length;
  const target = `${page}/jcr:content/root/grid5/text50`;
  const element = host.querySelector(`[data-cq-data-path="${target}"]`);
  created = 0;
  const t1 = performance.now();
  window.dispatchEvent(new CustomEvent('cq-pagemodel-update', { detail: { msg: { cmd: 'replace', path: target, data: { key: 'text50', value: { ':type': 'brand/components/text', text: 'Replaced' } } } } }));
  while (element.shadowRoot.querySelector('p')?.textContent !== 'Replaced') await yieldTask();
  document.body.getBoundingClientRect();
  const replaceMs = performance.now() - t1;
  await new Promise((resolve) => setTimeout(resolve, 20));
  const sameElement = host.querySelector(`[data-cq-data-path="${target}"]`) === element;
  return { renderMs, replaceMs, recreated: created, elements, sameElement };
}

/**
 * A fresh page for a visitor who answered the age gate (the sag_gb cookie), loaded from `path`, with the
 * errors it logs and the paths it requested collected.
 */
export async function openAnsweredPage(browser, origin, path) {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'sag_gb', value: 'granted', url: origin }]);
  const page = await context.newPage();
  const errors = [];
  // the paths of the page's requests
  const requested = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(`${origin}${path}`, { waitUntil: 'load' });
  return { context, page, errors, requested };
}

export async function pageSeries(browser, origin, { runs, log }) {
  const results = [];
  for (let run = 1; run <= runs; run++) {
    const { context, page, errors } = await openAnsweredPage(browser, origin, '/bench-page.html');
    const result = await page.evaluate(renderAndReplace, { page: PAGE, expected: GRIDS * TEXTS_PER_GRID });
    await context.close();
    if (errors.length) throw new Error(`brand-page bench: the page logged errors: ${errors.join(' | ')}`);
    if (result.elements !== NODE_COUNT) throw new Error(`brand-page bench: ${result.elements} elements rendered, expected ${NODE_COUNT}`);
    if (!result.sameElement) throw new Error('brand-page bench: the replaced element was re-created');
    log(`page${NODE_COUNT} run ${run}/${runs}: render ${result.renderMs.toFixed(1)} ms, replace ${result.replaceMs.toFixed(1)} ms, ${result.recreated} re-created`);
    results.push(result);
  }
  return {
    renderMs: median(results.map((r) => r.renderMs)),
    replaceMs: median(results.map((r) => r.replaceMs)),
    recreated: Math.max(...results.map((r) => r.recreated)),
  };
}
