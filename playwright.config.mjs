// End-to-end and accessibility tests against the demo server, in the system Chromium.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findTestChromium } from './scripts/browser.mjs';

const port = Number(process.env.E2E_PORT ?? 8765);
const executablePath = await findTestChromium();

/**
 * The `ssr` project runs again, on the pages as the server renders them (every page.goto of a <brand-page>
 * demo page adds ?ssr=1, tests/e2e/fixtures.ts), the journeys whose server-rendered start differs from the
 * browser-rendered one: what shows and works before and during the takeover (the first screen, the header,
 * the gates and overlays, content per visitor type, a deep link's open item, timers and motion that start
 * with the page, the log-in page's redirects). Once taken over, a server-rendered page is the browser-rendered
 * page, node for node: serverRenderingParity.spec.ts proves that for every page of the demo, so the other
 * journeys, which start after that point, run once. The specs that compare the two themselves
 * (serverRendering*, csp) ask for ?ssr=1 in the chromium project.
 */
const SERVER_RENDERED_JOURNEYS = ['accordion', 'carousel', 'chrome', 'countdown', 'gates', 'login', 'motion', 'storefront', 'video', 'visitors'].map(
  (name) => `${name}.spec.ts`,
);
/**
 * The member, shop and form journeys start from server markup that waits for the visitor or for a first touch
 * (the account elements load at once, a form wakes whole): the `ssr-journeys` project runs each one's main
 * journeys again on server-rendered pages, the tests tagged `@ssr` (their faults and axe checks run once).
 */
const SERVER_RENDERED_TAGGED = [
  'accountAddresses',
  'accountDataAndAsk',
  'accountDevices',
  'accountNavigation',
  'accountOrders',
  'accountPersonalDetails',
  'accountProfile',
  'accountReceipt',
  'accountWallet',
  'cart',
  'checkout',
  'product',
  'referrals',
  'forms',
  'formText',
  'formChoices',
].map((name) => `${name}.spec.ts`);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: '.cache/test-results/playwright-artifacts',
  workers: 2,
  retries: 0,
  timeout: 30_000,
  // A storefront page's first paint of an account list is about 90 requests and two service calls after the load: 1 s
  // alone, over 5 s once on a fresh-clone run with both workers and the demo server on two busy cores. A wait that
  // passes is no slower for the longer limit.
  expect: { timeout: 10_000 },
  // A focused test (.only) fails the run instead of silently skipping the rest, locally too.
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: '.cache/test-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    trace: 'off',
    /**
     * One browser context and tab per worker, reset by Playwright between tests (cookies, storage, cache, routes, init
     * scripts, clock, viewport and media emulation; each test gets new Page and BrowserContext objects, so no listener
     * carries over) and by tests/e2e/fixtures.ts (permissions, DevTools sessions and the CPU rate they set, and the tab
     * left on about:blank while the test's routes still hold, so a navigation its page starts late cannot cut in);
     * isolation.spec.ts proves it. No new context and renderer process for each test: 6 to 18 % less time, the most on
     * short journeys (114 storefront tests 265 -> 217 s on two cores). A test with other context options (touch, no
     * JavaScript) gets a context of its own.
     */
    reuseContext: true,
  },
  projects: [
    { name: 'chromium' },
    // axe reads the page once it is taken over, which is the browser-rendered page (the parity spec): a check that
    // is only axe runs once; one that walks the page with the keyboard first runs in both.
    { name: 'ssr', use: { ssr: true }, testMatch: SERVER_RENDERED_JOURNEYS, grepInvert: /^(?!.*keyboard).*\baxe\b/i },
    { name: 'ssr-journeys', use: { ssr: true }, testMatch: SERVER_RENDERED_TAGGED, grep: /@ssr/ },
  ],
  webServer: {
    command: 'node demo/server.mjs',
    url: `http://127.0.0.1:${port}/mock/health`,
    env: { PORT: String(port) },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
