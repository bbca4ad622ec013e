import AxeBuilder from '@axe-core/playwright';
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

/** The WCAG levels every page is held to: 2.0, 2.1 and 2.2, A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * axe-core's serious and critical violations on the page as it is now (shadow roots included), one
 * line each with the rule and the nodes, so a failing test says what to fix.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Plays a demo persona (anonymous, demo-lau, demo-hav, demo-dev) through /login.html, then opens `path`. */
export async function become(page: Page, persona: string, path: string): Promise<void> {
  await page.goto(`/login.html?persona=${persona}&return=${encodeURIComponent(path)}`);
  await page.waitForURL(`**${path.split('?')[0]}*`);
}
