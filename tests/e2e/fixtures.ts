import { test as base, expect, type Page } from '@playwright/test';

/** Console errors/warnings, page errors and failed requests seen while a test ran. */
export interface PageProblems {
  messages: string[];
  failedRequests: string[];
}

export const test = base.extend<{ problems: PageProblems; ageGranted: boolean }>({
  /**
   * Every page has an age gate; tests of other features start as a visitor who answered it
   * (the gate's own tests set `test.use({ ageGranted: false })`).
   */
  ageGranted: [true, { option: true }],
  context: async ({ context, ageGranted, baseURL }, use) => {
    if (ageGranted) {
      const url = baseURL ?? 'http://127.0.0.1';
      await context.addCookies(['sag_gb', 'sag_default'].map((name) => ({ name, value: 'granted', url })));
    }
    await use(context);
  },
  problems: async ({ page }, use) => {
    const problems: PageProblems = { messages: [], failedRequests: [] };
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.messages.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.messages.push(`pageerror: ${error.message}`));
    page.on('response', (response) => {
      if (response.status() >= 400) problems.failedRequests.push(`${response.status()} ${response.url()}`);
    });
    page.on('requestfailed', (request) => problems.failedRequests.push(`failed ${request.url()} ${request.failure()?.errorText}`));
    await use(problems);
  },
});

export { expect };

export const THEMES = {
  zyn: 'rgb(0, 169, 224)',
  zyn3: 'rgb(31, 111, 235)',
  iqos: 'rgb(0, 209, 210)',
  'veev-vape': 'rgb(109, 74, 255)',
  thunder: 'rgb(210, 32, 47)',
} as const;

/**
 * Waits until every brand-* element on the page has rendered into its shadow root (or chose to
 * render nothing). <brand-page> has no shadow root of its own: it is ready when not busy.
 */
export async function waitForElements(page: Page): Promise<number> {
  await page.waitForFunction(() => {
    if ([...document.querySelectorAll('brand-page')].some((el) => el.hasAttribute('aria-busy'))) return false;
    const hosts = [...document.querySelectorAll('*')].filter((el) => el.localName.startsWith('brand-') && el.localName !== 'brand-page');
    return hosts.length > 0 && hosts.every((host) => customElements.get(host.localName) && host.shadowRoot);
  });
  // One more frame for React's effects and lazy images to settle.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))));
  return page.evaluate(() => [...document.querySelectorAll('*')].filter((el) => el.localName.startsWith('brand-') && el.localName !== 'brand-page').length);
}
