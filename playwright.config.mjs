// End-to-end and accessibility tests against the demo server, in the system Chromium.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/browser.mjs';

const port = Number(process.env.E2E_PORT ?? 8765);
const executablePath = await findChromium();

/**
 * The whole suite runs a second time on the pages as the server renders them (the `ssr` project: every
 * page.goto of a <brand-page> demo page adds ?ssr=1, tests/e2e/fixtures.ts), but for the specs that
 * open no such page (the same test twice would prove nothing more) and those that ask for ?ssr=1
 * themselves, next to the browser-rendered page.
 */
const NO_SERVER_RENDERED_PAGE = ['ageGate', 'demo', 'formChoices', 'formText', 'page', 'partnerForm', 'readme', 'reviews'];
const ASK_FOR_SSR_THEMSELVES = ['csp', 'serverRendering', 'serverRenderingDemo'];
const NOT_SERVER_RENDERED_SPECS = [...NO_SERVER_RENDERED_PAGE, ...ASK_FOR_SSR_THEMSELVES].map((name) => `${name}.spec.ts`);

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: '.cache/test-results/playwright-artifacts',
  workers: 2,
  retries: 0,
  timeout: 30_000,
  // A focused test (.only) fails the run instead of silently skipping the rest, locally too.
  forbidOnly: true,
  reporter: [['list'], ['json', { outputFile: '.cache/test-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: { executablePath, args: CHROMIUM_ARGS },
    trace: 'off',
  },
  projects: [
    { name: 'chromium' },
    { name: 'ssr', use: { ssr: true }, testIgnore: NOT_SERVER_RENDERED_SPECS },
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
