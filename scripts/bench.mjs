#!/usr/bin/env node
// npm run bench: mount time, <style> tags and JS heap of our element runtime against the
// alternatives (per-root styles, a React root per element, vanilla custom elements), in
// headless Chromium, plus the gzip size of every dist entry with its static imports.
//
// stdout: only `name: value unit` lines (and '#' comments); progress goes to stderr.
// Env: BENCH_RUNS (default 7) runs of 300 elements per variant; BENCH_RUNS_1000 (default 5)
// runs of 1,000 elements for ours and vanilla (a median of three moved by 0.5x between runs of
// the same code: one slow run is enough).
//
// Parts live in scripts/bench/: variants.mjs (what is compared, how it is bundled),
// server.mjs (static server), mount.mjs (the in-page measurement), sizes.mjs (dist sizes),
// page.mjs (<brand-page> with 1,000 nodes), entries300.mjs (300 texts through each entry),
// chrome.mjs (header and footer), vitals.mjs (LCP and TBT of demo pages with the CPU throttled 4x),
// lighthouse.mjs (Lighthouse on the storefront, over HTTP/2 with tls.mjs's throwaway certificate).
// Limits: budget.json (scripts/budget.mjs). BENCH_RUNS_VITALS (default 12) loads per page for the
// vitals, BENCH_RUNS_LIGHTHOUSE (default 3) Lighthouse runs per visit.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { buildIfStale } from './ensureBuilt.mjs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { chromium } from 'playwright';
import { findChromium, CHROMIUM_ARGS } from './browser.mjs';
import { VARIANTS, bundleVariants, pageFor } from './bench/variants.mjs';
import { startServer } from './bench/server.mjs';
import { mountSeries } from './bench/mount.mjs';
import { NODE_COUNT, pageHtml, pageSeries } from './bench/page.mjs';
import { TEXTS, entryPages, entrySeries, inlinedPageScript, vanillaBundle } from './bench/entries300.mjs';
import { OWN_CODE_KIB, OWN_CODE_SWIPER_KIB, ownSizes } from './bench/sizes.mjs';
import { chromeSeries } from './bench/chrome.mjs';
import { CPU_SLOWDOWN, DEFAULT_RUNS_VITALS, vitalsSeries } from './bench/vitals.mjs';
import { benchmarkIndex, printServerRendering, serverRenderingFigures } from './bench/ssr.mjs';
import { LIGHTHOUSE_PAGE, LIGHTHOUSE_SSR_PAGE, lighthouseSeries } from './bench/lighthouse.mjs';
import { checkSizes, readBudget, verdict } from './budget.mjs';
import { startServer as startDemoServer } from '../demo/server.mjs';
import { selfSignedCertificate } from './bench/tls.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

const log = (message) => process.stderr.write(`bench: ${message}\n`);
const print = (name, value, unit) => process.stdout.write(`${name}: ${value} ${unit}\n`);
const positiveInt = (value, fallback, name) => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, got "${value}"`);
  return n;
};

const RUNS = positiveInt(process.env.BENCH_RUNS, 7, 'BENCH_RUNS');
const RUNS_1000 = positiveInt(process.env.BENCH_RUNS_1000, 5, 'BENCH_RUNS_1000');
const RUNS_VITALS = positiveInt(process.env.BENCH_RUNS_VITALS, DEFAULT_RUNS_VITALS, 'BENCH_RUNS_VITALS');
const RUNS_LIGHTHOUSE = positiveInt(process.env.BENCH_RUNS_LIGHTHOUSE, 3, 'BENCH_RUNS_LIGHTHOUSE');
const OUT = join(root, '.cache', 'bench');

async function main() {
  const started = Date.now();
  const budget = readBudget();

  // 1. dist
  // The build's own output goes to stderr: stdout carries figures only.
  buildIfStale({ stdio: ['ignore', 2, 2], log });

  // 2. bundles
  rmSync(OUT, { recursive: true, force: true });
  mkdirSync(OUT, { recursive: true });
  const bundleBytes = await bundleVariants(OUT);
  log(`bundled ${Object.entries(bundleBytes).map(([name, bytes]) => `${name} ${(bytes / 1024).toFixed(0)} KiB`).join(', ')}`);

  // 3. server and browser
  const pages = Object.fromEntries(VARIANTS.map((variant) => [`/${variant.name}.html`, pageFor(variant)]));
  let server;
  let projectServer;
  let demoServer;
  let secureDemoServer;
  let browser;
  try {
    server = await startServer(OUT, pages);
    const executablePath = await findChromium();
    browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    log(`${executablePath} ${browser.version()}, serving ${server.origin}`);

    // 4. 300 elements, every variant
    const mount300 = await mountSeries(browser, server.origin, VARIANTS, { count: 300, runs: RUNS, log });
    // 5. 1,000 elements, ours and vanilla
    const byName = Object.fromEntries(VARIANTS.map((variant) => [variant.name, variant]));
    const mount1000 = await mountSeries(browser, server.origin, [byName.ours, byName.vanilla], { count: 1000, runs: RUNS_1000, log });
    // 7. <brand-page> on a 1,000-node model and one editor replace, with the real dist/ bundle
    projectServer = await startServer(root, { '/bench-page.html': pageHtml(), ...entryPages(vanillaBundle(OUT), await inlinedPageScript(join(root, 'dist'))) });
    const bigPage = await pageSeries(browser, projectServer.origin, { runs: RUNS_1000, log });
    // 7b. <brand-page> of 300 texts through the main entry, the loader and inlined, against vanilla, from navigation
    const entries = await entrySeries(browser, projectServer.origin, { runs: RUNS, log });
    // 8. the header and the footer, against one brand-text in the same page
    demoServer = await startDemoServer({ port: 0 });
    const chrome = await chromeSeries(browser, demoServer.url.replace(/\/$/, ''), { runs: RUNS, log });
    // 9. demo pages loading on a slow phone (CPU 4x slower): LCP and TBT
    // A script of the demo's is a file of demo/ or of dist/ (/dist/…): its gzip size, as the budgets count.
    const scriptGzip = (path) => {
      try {
        return gzipSync(readFileSync(path.startsWith('/dist/') ? join(root, path) : join(root, 'demo', path)), { level: 9 }).length;
      } catch {
        return 0;
      }
    };
    const vitals = await vitalsSeries(browser, demoServer.url.replace(/\/$/, ''), { runs: RUNS_VITALS, log, scriptGzip });
    // Server rendering in Node: the storefront's HTML (as the demo serves it with ?ssr=1) and renderPage's time.
    const ssr = { benchmarkIndex: await benchmarkIndex(browser), ...(await serverRenderingFigures(demoServer.url.replace(/\/$/, ''), { runs: RUNS, log, root })) };
    // 10. Lighthouse on the storefront (mobile, simulated slow 4G and CPU 4x), returning visitor and
    // first visit, served over HTTP/2 as a CDN serves dist/; the returning visit over HTTP/1.1 too.
    const certificate = selfSignedCertificate();
    if (certificate.tls) secureDemoServer = await startDemoServer({ port: 0, tls: certificate.tls });
    else log(`Lighthouse over HTTP/1.1 only: ${certificate.reason}`);
    const audits = await lighthouseSeries((secureDemoServer ?? demoServer).url.replace(/\/$/, ''), { runs: RUNS_LIGHTHOUSE, log });
    const ssrAudits = await lighthouseSeries((secureDemoServer ?? demoServer).url.replace(/\/$/, ''), { runs: RUNS_LIGHTHOUSE, log, page: LIGHTHOUSE_SSR_PAGE });
    const http1Audits = secureDemoServer
      ? await lighthouseSeries(demoServer.url.replace(/\/$/, ''), { runs: RUNS_LIGHTHOUSE, log, visits: ['returning'] })
      : {};

    process.stdout.write(`# brand-elements bench: Chromium ${browser.version()}, medians of ${RUNS} fresh pages (300 elements), ${RUNS_1000} (1000)\n`);
    for (const [name, r] of Object.entries(mount300)) print(`mount300.${name}`, r.ms.toFixed(1), 'ms');
    const ratio = (a, b) => (a / b).toFixed(2);
    print('ratio.ours/vanilla', ratio(mount300.ours.ms, mount300.vanilla.ms), 'x');
    print('ratio.ours/root-per-element', ratio(mount300.ours.ms, mount300['root-per-element'].ms), 'x');
    print('ratio.ours/ours-per-root-styles', ratio(mount300.ours.ms, mount300['ours-per-root-styles'].ms), 'x');
    for (const [name, r] of Object.entries(mount300)) print(`render300.${name}`, r.renderMs.toFixed(1), 'ms');
    for (const [name, r] of Object.entries(mount300)) print(`layout300.${name}`, r.layoutMs.toFixed(1), 'ms');
    for (const [name, r] of Object.entries(mount300)) print(`spread300.${name}`, `${r.min.toFixed(1)}-${r.max.toFixed(1)}`, 'ms');
    for (const [name, r] of Object.entries(mount1000)) print(`mount1000.${name}`, r.ms.toFixed(1), 'ms');
    print('ratio1000.ours/vanilla', ratio(mount1000.ours.ms, mount1000.vanilla.ms), 'x');
    for (const [name, r] of Object.entries(mount1000)) print(`spread1000.${name}`, `${r.min.toFixed(1)}-${r.max.toFixed(1)}`, 'ms');
    for (const [name, r] of Object.entries(mount300)) print(`styleTags.${name}`, r.styleTags, 'count');
    for (const [name, r] of Object.entries(mount300)) print(`adoptedSheets.${name}`, r.adoptedSheets, 'count');
    for (const [name, r] of Object.entries(mount300)) print(`heap.${name}`, r.heapMB.toFixed(1), 'MB');
    for (const [name, r] of Object.entries(mount300)) print(`load.${name}`, r.loadMs.toFixed(1), 'ms');
    for (const [name, bytes] of Object.entries(bundleBytes)) print(`benchBundle.${name}`, (bytes / 1024).toFixed(1), 'KiB');
    print(`page${NODE_COUNT}.render`, bigPage.renderMs.toFixed(1), 'ms');
    print(`page${NODE_COUNT}.replace`, bigPage.replaceMs.toFixed(1), 'ms');
    print(`page${NODE_COUNT}.replaceRecreated`, bigPage.recreated, 'elements');
    for (const [name, ms] of Object.entries(entries)) print(`entries${TEXTS}.${name}`, ms.toFixed(1), 'ms from navigation');
    print('ratio.entries.main/vanilla', ratio(entries.main, entries.vanilla), 'x');
    print('ratio.entries.loader/vanilla', ratio(entries.loader, entries.vanilla), 'x');
    // the loader page's code without its files: what fewer, larger chunks could bring at most
    print('ratio.entries.inlined/vanilla', ratio(entries.inlined, entries.vanilla), 'x');
    print('chrome.text.mount', chrome.textMs.toFixed(1), 'ms');
    print('chrome.header.mount', chrome.headerMs.toFixed(1), 'ms');
    print('chrome.footer.mount', chrome.footerMs.toFixed(1), 'ms');
    print('ratio.header/text', ratio(chrome.headerMs, chrome.textMs), 'x');
    print('ratio.footer/text', ratio(chrome.footerMs, chrome.textMs), 'x');
    process.stdout.write(`# vitals: medians of ${RUNS_VITALS} loads, 390x844 phone, CPU ${CPU_SLOWDOWN}x slower; the home page (plain HTML) is the baseline\n`);
    for (const [name, v] of Object.entries(vitals)) {
      print(`vitals.${name}.lcp`, v.lcp.toFixed(0), 'ms');
      print(`vitals.${name}.tbt`, v.tbt.toFixed(0), 'ms');
      print(`vitals.${name}.fcp`, v.fcp.toFixed(0), 'ms');
      print(`vitals.${name}.cls`, v.cls.toFixed(3), 'score (largest of the runs)');
      if (v.scriptKiB !== undefined) print(`vitals.${name}.script`, v.scriptKiB.toFixed(1), `KiB gzip in ${v.scriptFiles} files, before any input`);
      if (v.packageKiB !== undefined) print(`vitals.${name}.packageScript`, v.packageKiB.toFixed(1), `KiB gzip in ${v.packageFiles} files of dist/ (the rest: the demo page's own)`);
      process.stdout.write(`# vitals.${name}: largest contentful paint was ${v.lcpElement}\n`);
    }
    print('ratio.storefront/home.lcp', ratio(vitals.storefront.lcp, vitals.home.lcp), 'x');
    print('ratio.storefrontSsr/home.fcp', ratio(vitals.storefrontSsr.fcp, vitals.home.fcp), 'x');
    print('ratio.storefrontSsr/home.lcp', ratio(vitals.storefrontSsr.lcp, vitals.home.lcp), 'x');
    // The reference: the same first screen written into the HTML, without <brand-page> or a page model.
    print('ratio.firstScreen/home.lcp', ratio(vitals.firstScreen.lcp, vitals.home.lcp), 'x');
    print('ratio.storefront/firstScreen.lcp', ratio(vitals.storefront.lcp, vitals.firstScreen.lcp), 'x');
    process.stdout.write('# server rendering: dist/server.js in Node, the storefront home page model (scripts/bench/ssr.mjs)\n');
    printServerRendering(ssr, print, NODE_COUNT);
    process.stdout.write(
      `# lighthouse: ${LIGHTHOUSE_PAGE}, mobile, simulated slow 4G and CPU 4x, medians of ${RUNS_LIGHTHOUSE} runs, over ${audits.returning.protocol}; returning = cookie sag_gb=granted\n`,
    );
    const printAudits = (name, series) => {
      for (const [visit, a] of Object.entries(series)) {
        print(`lighthouse.${name}.${visit}.performance`, a.performance.toFixed(2), 'score');
        print(`lighthouse.${name}.${visit}.lcp`, a.lcp.toFixed(0), 'ms');
        print(`lighthouse.${name}.${visit}.fcp`, a.fcp.toFixed(0), 'ms');
        print(`lighthouse.${name}.${visit}.tbt`, a.tbt.toFixed(0), 'ms');
        print(`lighthouse.${name}.${visit}.cls`, a.cls.toFixed(3), 'score');
        print(`lighthouse.${name}.${visit}.ageGateRequests`, a.gateRequests, 'runs');
      }
    };
    printAudits('storefront', audits);
    process.stdout.write(`# lighthouse: ${LIGHTHOUSE_SSR_PAGE}, the same page rendered on the server (a first visit: the age gate from its markup)\n`);
    printAudits('storefrontSsr', ssrAudits);
    for (const [visit, a] of Object.entries(http1Audits)) {
      process.stdout.write(`# lighthouse over ${a.protocol}: the same, with every request queued on six connections\n`);
      print(`lighthouse.http1.storefront.${visit}.performance`, a.performance.toFixed(2), 'score');
      print(`lighthouse.http1.storefront.${visit}.lcp`, a.lcp.toFixed(0), 'ms');
      print(`lighthouse.http1.storefront.${visit}.tbt`, a.tbt.toFixed(0), 'ms');
      print(`lighthouse.http1.storefront.${visit}.cls`, a.cls.toFixed(3), 'score');
    }
    for (const [name, limit] of Object.entries(budget.vitals)) {
      if (name.startsWith('$')) continue;
      const [pageName, figure] = name.split('.');
      const value = vitals[pageName]?.[figure];
      if (value === undefined) throw new Error(`budget.json: vitals.${name} names no figure the bench measures`);
      const v = verdict(value, limit, budget.tolerancePercent);
      print(`budget.vitals.${name}`, v.percentOfLimit.toFixed(0), '%');
      if (v.over) process.stdout.write(`# over budget: vitals.${name} ${value.toFixed(0)} ms, limit ${limit} ms\n`);
    }
  } finally {
    await browser?.close().catch(() => {});
    await server?.close().catch(() => {});
    await projectServer?.close().catch(() => {});
    await demoServer?.close().catch(() => {});
    await secureDemoServer?.close().catch(() => {});
  }

  // 6. sizes, and each as a percentage of its budget (npm test fails on the same check)
  // One pass over dist/: the check's rows carry every entry's size, with or without a limit.
  const sizes = checkSizes(join(root, 'dist'), budget);
  for (const row of sizes.rows) print(`size.${row.name}`, row.kib.toFixed(1), 'KiB gzip');
  for (const row of sizes.rows) {
    if (row.limit !== undefined) print(`budget.size.${row.name}`, row.percentOfLimit.toFixed(0), '%');
  }
  for (const problem of sizes.problems) process.stdout.write(`# over budget: ${problem}\n`);
  // Each element's own code beyond the shared runtime (what one more element adds to a page that has another).
  const own = ownSizes(join(root, 'dist'));
  print('size.sharedRuntime', own.shared.reduce((sum, file) => sum + file.kib, 0).toFixed(1), `KiB gzip in ${own.shared.length} files (${own.shared.map((file) => file.file).join(', ')})`);
  for (const row of own.rows) print(`size.own.${row.name}`, row.kib.toFixed(1), 'KiB gzip');
  const overOwn = own.rows.filter((row) => row.kib > row.limit);
  print('size.own.over15', overOwn.length, `of ${own.rows.length} elements above ${OWN_CODE_KIB} KiB (${OWN_CODE_SWIPER_KIB} with Swiper, which the sliders load)${overOwn.length ? ` (${overOwn.map((row) => row.name.replace('elements/', '')).join(', ')})` : ''}`);

  log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((error) => {
  log(`FAILED: ${error?.stack ?? error}`);
  process.exitCode = 1;
});
