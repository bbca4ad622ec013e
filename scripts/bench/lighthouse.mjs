// Lighthouse (mobile, simulated slow 4G and CPU 4x: its defaults) on the storefront page of the
// demo server (rendered in the browser, and as the server renders it: LIGHTHOUSE_SSR_PAGE), as a returning visitor (the age gate's cookie `sag_gb=granted`) and on a first visit
// (no cookie: the age gate shows). An https origin is served over HTTP/2 with the bench's
// self-signed certificate, as a CDN serves dist/ (over HTTP/1.1 Lighthouse's simulation queues
// the requests on six connections). Lighthouse launches the Chromium (its own launcher, headless);
// Playwright attaches to it over the debugging protocol only to set the cookie in the browser's
// default context, the one Lighthouse opens its tab in.
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright';
import lighthouse from 'lighthouse';
import { findChromium } from '../browser.mjs';
import { median } from './mount.mjs';

export const LIGHTHOUSE_PAGE = '/storefront.html';
/** The same page rendered on the server (a first visit gets the age gate from the server's markup). */
export const LIGHTHOUSE_SSR_PAGE = '/storefront.html?ssr=1';
const VISITS = {
  returning: [{ name: 'sag_gb', value: 'granted' }],
  'first-visit': [],
};

async function once(origin, cookies, page) {
  const chrome = await chromeLauncher.launch({
    chromePath: await findChromium(),
    chromeFlags: [
      // The bench's own self-signed certificate (scripts/bench/tls.mjs) on 127.0.0.1.
      ...(origin.startsWith('https:') ? ['--ignore-certificate-errors'] : []),
      '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    if (cookies.length) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      await browser.contexts()[0].addCookies(cookies.map((cookie) => ({ ...cookie, url: origin })));
      // Leaves the browser running: closing a connected browser only disconnects.
      await browser.close();
    }
    const result = await lighthouse(
      `${origin}${page}`,
      // A first visit starts from empty storage; a returning visitor keeps the cookie set above.
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: cookies.length > 0 },
    );
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const protocol = lhr.audits['network-requests']?.details?.items?.[0]?.protocol;
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      performance: lhr.categories.performance.score,
      lcp: audit('largest-contentful-paint'),
      fcp: audit('first-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      si: audit('speed-index'),
      protocol,
      gate: lhr.audits['network-requests']?.details?.items?.some((item) => /brand-age-gate/.test(item.url)) === true,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Medians over `runs` Lighthouse runs per visit.
 * @returns {Promise<Record<string, { performance: number, lcp: number, fcp: number, tbt: number, cls: number, si: number, protocol: string, gateRequests: number }>>}
 */
export async function lighthouseSeries(origin, { runs, log, visits = Object.keys(VISITS), page = LIGHTHOUSE_PAGE }) {
  const out = {};
  for (const visit of visits) {
    const cookies = VISITS[visit];
    const results = [];
    for (let i = 0; i < runs; i++) {
      results.push(await once(origin, cookies, page));
      log(`lighthouse ${page} ${visit} ${results.at(-1).protocol} ${i + 1}/${runs}: performance ${results.at(-1).performance}, LCP ${results.at(-1).lcp.toFixed(0)} ms`);
    }
    const figures = ['performance', 'lcp', 'fcp', 'tbt', 'cls', 'si'];
    out[visit] = {
      ...Object.fromEntries(figures.map((key) => [key, median(results.map((r) => r[key]))])),
      protocol: results.at(-1).protocol,
      // In how many runs the age gate's code was downloaded (a returning visitor: none).
      gateRequests: results.filter((r) => r.gate).length,
    };
  }
  return out;
}
