// The page chrome: mount time of <brand-header> and <brand-footer> with the storefront demo's
// models (demo/mock/storefront.mjs), from dist/brand-elements.js, against one <brand-text> mounted
// the same way in the same page (the baseline the ratios use). Each element is appended, and the
// time runs until its shadow root shows its content and layout is done. It runs against the demo
// server (the footer's logos and rating script come from its mock backend); the page itself is
// handed to the browser by Playwright.
import { median } from './mount.mjs';
import { storefrontModel } from '../../demo/mock/storefront.mjs';

export function chromeHtml() {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bench: chrome</title><link rel="icon" href="data:,">
<script type="module" src="/dist/brand-elements.js"></script></head><body></body></html>`;
}

/** Runs in the page. */
async function mountChrome({ header, footer }) {
  const yieldTask = () => new Promise((resolve) => { const c = new MessageChannel(); c.port1.onmessage = resolve; c.port2.postMessage(0); });
  // Their code in place first (the main entry loads an element's module when it is first used: the same module).
  await Promise.all(['brand-text', 'brand-header', 'brand-footer'].map((tag) => import(`/dist/elements/${tag}.js`)));
  const time = async (tag, model, ready) => {
    const host = document.createElement(tag);
    host.model = model;
    const t0 = performance.now();
    document.body.append(host);
    while (!ready(host.shadowRoot)) await yieldTask();
    document.body.getBoundingClientRect();
    return performance.now() - t0;
  };
  // A first element warms the shared root up for all three.
  await time('brand-text', { text: 'warm up' }, (root) => root?.querySelector('p'));
  const textMs = await time('brand-text', { text: 'Baseline' }, (root) => root?.querySelector('p'));
  const headerMs = await time('brand-header', header, (root) => root?.querySelectorAll('[data-top-item], [data-hamburger]').length > 0 && root.querySelector('[data-cart-link]'));
  const footerMs = await time('brand-footer', footer, (root) => root?.querySelector('footer a'));
  return { textMs, headerMs, footerMs };
}

export async function chromeSeries(browser, origin, { runs, log }) {
  const model = storefrontModel('zyn', 'en');
  const { header, footer } = model[':items'];
  const results = [];
  for (let run = 1; run <= runs; run++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.route('**/bench-chrome.html', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: chromeHtml() }));
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(`${origin}/bench-chrome.html`, { waitUntil: 'load' });
    const result = await page.evaluate(mountChrome, { header, footer });
    await context.close();
    if (errors.length) throw new Error(`chrome bench: the page logged errors: ${errors.join(' | ')}`);
    log(`chrome run ${run}/${runs}: text ${result.textMs.toFixed(1)} ms, header ${result.headerMs.toFixed(1)} ms, footer ${result.footerMs.toFixed(1)} ms`);
    results.push(result);
  }
  return {
    textMs: median(results.map((r) => r.textMs)),
    headerMs: median(results.map((r) => r.headerMs)),
    footerMs: median(results.map((r) => r.footerMs)),
  };
}
