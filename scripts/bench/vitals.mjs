// Loading figures of demo pages on a slow phone: largest contentful paint (LCP) and total
// blocking time (TBT), with the CPU throttled 4x through the DevTools protocol
// (Emulation.setCPUThrottlingRate), at a 390 x 844 phone viewport, each page in a fresh context.
//
// - LCP: the last `largest-contentful-paint` entry once the page is quiet (content inside shadow
//   roots counts: it is painted text and images like any other).
// - TBT: the sum over long tasks (> 50 ms) that start after the first contentful paint of the
//   part above 50 ms, until the page has had no long task for QUIET_MS (the idea of
//   time-to-interactive without network heuristics).
//
// The home page (`/`, plain HTML, no element) is the baseline the storefront page is compared with
// in the same run: same server, same throttling, same viewport. The storefront's first screen written
// into the HTML (`/first-screen.html`: no page model, no <brand-page>) is the reference for what the
// elements alone cost.
import { median } from './mount.mjs';

export const CPU_SLOWDOWN = 4;
/** Loads per page unless BENCH_RUNS_VITALS says otherwise: whole cycles of loadOrder for VITALS_PAGES. */
export const DEFAULT_RUNS_VITALS = 12;
const QUIET_MS = 3000;
const TIMEOUT_MS = 60_000;

/** Installed before any page script: records paint, LCP and long-task entries as they happen. */
function observeVitals() {
  const vitals = { lcp: 0, lcpElement: '', fcp: 0, cls: 0, longTasks: [] };
  window.__vitals = vitals;
  const describe = (element) => {
    if (!element) return '';
    const host = element.getRootNode()?.host;
    return `${host ? `${host.localName} >>> ` : ''}${element.localName}${element.id ? `#${element.id}` : ''}`;
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      vitals.lcp = entry.startTime;
      // Inside a shadow root the entry has no element: its URL (an image) or its size says what it was.
      vitals.lcpElement = describe(entry.element) || (entry.url ? `image ${new URL(entry.url).pathname}` : `text ${entry.size} px²`);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') vitals.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  // Every layout shift not caused by input, summed (the whole load: hydration included).
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) vitals.cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

async function measure(browser, url, { ready, cookies }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  if (cookies.length) await context.addCookies(cookies.map((cookie) => ({ ...cookie, url })));
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await page.addInitScript(observeVitals);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS });
    if (ready) await page.waitForFunction(ready, undefined, { timeout: TIMEOUT_MS, polling: 100 });
    // Quiet: no long task for QUIET_MS (checked in the page's own clock).
    const result = await page.evaluate(
      async ({ quietMs, timeoutMs }) => {
        const vitals = window.__vitals;
        const started = performance.now();
        const lastTaskEnd = () => Math.max(0, ...vitals.longTasks.map((task) => task.start + task.duration));
        while (performance.now() - Math.max(lastTaskEnd(), started) < quietMs && performance.now() - started < timeoutMs) {
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        const tbt = vitals.longTasks
          .filter((task) => task.start >= vitals.fcp)
          .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
        // Every script the page loaded by now (the visitor has done nothing): its path, for its gzip size.
        const scripts = [...new Set(performance.getEntriesByType('resource').map((entry) => new URL(entry.name)).filter((url) => url.origin === location.origin && /\.m?js$/.test(url.pathname)).map((url) => url.pathname))];
        return { lcp: vitals.lcp, lcpElement: vitals.lcpElement, fcp: vitals.fcp, cls: vitals.cls, tbt, longTasks: vitals.longTasks.length, scripts };
      },
      { quietMs: QUIET_MS, timeoutMs: TIMEOUT_MS },
    );
    if (errors.length) throw new Error(`vitals: ${url} logged errors: ${errors.join(' | ')}`);
    if (!result.lcp) throw new Error(`vitals: ${url} reported no largest contentful paint`);
    return result;
  } finally {
    await context.close();
  }
}

/** The storefront is rendered: the model's elements, the header and the footer showing their content. */
function storefrontReady() {
  const page = document.querySelector('brand-page');
  const header = document.querySelector('brand-header')?.shadowRoot;
  const footer = document.querySelector('brand-footer')?.shadowRoot;
  return page && !page.hasAttribute('aria-busy') && header?.querySelector('a') && footer?.querySelector('footer a');
}

/**
 * A server-rendered storefront is interactive: rendered, and every element that has woken (README "Islands":
 * the others keep the server's final markup until needed) no longer shows the server's markup (its <style>).
 */
function hydratedReady() {
  const page = document.querySelector('brand-page');
  const hosts = [...document.querySelectorAll('[data-cq-data-path]')];
  const asleep = (host) => ['never', 'visible', 'interaction'].includes(host.getAttribute('data-brand-hydrate') ?? '');
  return (
    page &&
    !page.hasAttribute('aria-busy') &&
    hosts.length > 0 &&
    // (children, not querySelector(':scope > style'): in a shadow root :scope matches nothing)
    hosts.every((host) => asleep(host) || ![...(host.shadowRoot?.children ?? [])].some((child) => child.localName === 'style'))
  );
}

/** The first screen written into the HTML is rendered: the header's links and the hero's first image. */
function firstScreenReady() {
  const header = document.querySelector('brand-header')?.shadowRoot;
  const hero = document.querySelector('brand-carousel > brand-slide brand-image')?.shadowRoot?.querySelector('img');
  return Boolean(header?.querySelector('a') && hero?.complete && hero.naturalWidth > 0);
}

/** The pages measured: `name` → path and what "rendered" means there. */
export const VITALS_PAGES = [
  { name: 'home', path: '/', ready: undefined },
  { name: 'storefront', path: '/storefront.html', ready: storefrontReady },
  // The same page rendered on the server (dist/server.js) and made interactive in the browser.
  { name: 'storefrontSsr', path: '/storefront.html?ssr=1', ready: hydratedReady },
  // The storefront's first screen written into the HTML, loaded by dist/loader.js: no page model and
  // no <brand-page>, the cost of the elements alone (the reference the storefront is compared with).
  { name: 'firstScreen', path: '/first-screen.html', ready: firstScreenReady },
];

/**
 * The order of the pages in run `run` (from 0), a Williams design: a page always measured right
 * after the same one (a heavy one, its teardown still on the CPU) would pay for it, and rotating
 * the list alone keeps every page after the same neighbour (a, b, c; b, c, a; c, a, b: b always
 * follows a). Run r takes the pages in the order r, r + 1, r - 1, r + 2, r - 2, … (modulo their
 * number); with an odd number of pages the next as many runs take those orders backwards. Over
 * loadOrderCycle(pages) runs, each page follows each other page equally often, and takes each
 * place equally often.
 * @template T
 * @param {readonly T[]} pages
 * @param {number} run
 * @returns {T[]}
 */
export function loadOrder(pages, run) {
  const n = pages.length;
  const start = run % n;
  const order = Array.from({ length: n }, (_, place) => {
    // 0, 1, -1, 2, -2, …
    const step = place % 2 === 1 ? (place + 1) / 2 : -place / 2;
    return pages[(((start + step) % n) + n) % n];
  });
  return n % 2 === 1 && Math.floor(run / n) % 2 === 1 ? order.reverse() : order;
}

/** The number of runs after which loadOrder has balanced the pages: their number if even, twice it if odd. */
export function loadOrderCycle(pages) {
  return pages.length % 2 === 0 ? pages.length : 2 * pages.length;
}

/**
 * Medians of `runs` fresh loads per page, as a returning visitor (age gate answered). The pages take
 * turns (run 1 of each page, then run 2, …, in loadOrder's order), so a machine that is slower for a
 * while weighs on every page alike, not on whichever was being measured, and each page follows each
 * other equally often; each page is asked for once first, unmeasured, as
 * a warm server (or a CDN in front of the renderer) would already have it.
 * `scriptGzip(path)`: the gzip bytes of a script the page loaded (its path), for `scriptKiB`.
 * @returns {Promise<Record<string, { lcp: number, tbt: number, fcp: number, lcpElement: string, scriptKiB?: number, scriptFiles: number, packageKiB?: number, packageFiles: number }>>}
 */
export async function vitalsSeries(browser, origin, { runs, log, scriptGzip }) {
  const cookies = ['sag_gb', 'sag_default'].map((name) => ({ name, value: 'granted' }));
  const cookieHeader = cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
  for (const { path } of VITALS_PAGES) await (await fetch(`${origin}${path}`, { headers: { cookie: cookieHeader } })).arrayBuffer();
  const results = Object.fromEntries(VITALS_PAGES.map(({ name }) => [name, []]));
  for (let run = 1; run <= runs; run++) {
    for (const { name, path, ready } of loadOrder(VITALS_PAGES, run - 1)) {
      const result = await measure(browser, `${origin}${path}`, { ready, cookies });
      log(`vitals ${name} run ${run}/${runs}: FCP ${result.fcp.toFixed(0)} ms, LCP ${result.lcp.toFixed(0)} ms (${result.lcpElement}), TBT ${result.tbt.toFixed(0)} ms, CLS ${result.cls.toFixed(3)}, ${result.longTasks} long tasks`);
      results[name].push(result);
    }
  }
  const out = {};
  for (const { name } of VITALS_PAGES) {
    const ofPage = results[name];
    out[name] = {
      lcp: median(ofPage.map((r) => r.lcp)),
      fcp: median(ofPage.map((r) => r.fcp)),
      tbt: median(ofPage.map((r) => r.tbt)),
      cls: Math.max(...ofPage.map((r) => r.cls)),
      // The scripts of the last run (the same every run: the page's code does not depend on timing), gzip.
      scriptKiB: scriptGzip ? ofPage.at(-1).scripts.reduce((sum, path) => sum + scriptGzip(path), 0) / 1024 : undefined,
      scriptFiles: ofPage.at(-1).scripts.length,
      // Of those, the package's (dist/): the rest is the demo page's own (its persona pill, its page script).
      packageKiB: scriptGzip ? ofPage.at(-1).scripts.filter((path) => path.startsWith('/dist/')).reduce((sum, path) => sum + scriptGzip(path), 0) / 1024 : undefined,
      packageFiles: ofPage.at(-1).scripts.filter((path) => path.startsWith('/dist/')).length,
      lcpElement: ofPage.at(-1).lcpElement,
    };
  }
  return out;
}
