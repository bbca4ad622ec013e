// The help page's embedded partner page (brand-iframe) and its contact options (brand-visibility-toggle).
import type { Page } from '@playwright/test';
import { become, expect, seriousViolations, test, waitForElements } from './fixtures';

const HELP = '/storefront.html?page=help&theme=zyn';

/** The partner page inside the help page's brand-iframe, once it listens for messages. */
async function partnerFrame(page: Page) {
  const iframe = page.locator('brand-iframe iframe');
  await iframe.scrollIntoViewIfNeeded();
  const frame = page.frameLocator('brand-iframe iframe');
  await expect(frame.locator('html[data-ready="true"]')).toHaveCount(1);
  // Loaded: the parent's load handler, which posts the user data, has its turn next.
  const content = await (await iframe.elementHandle())!.contentFrame();
  await content!.waitForFunction(() => document.readyState === 'complete');
  return { iframe, frame };
}

/** The focused element, through open shadow roots: its tag and text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return { tag: active?.localName, text: active?.textContent?.trim(), href: active?.getAttribute('href') };
  });

test.describe('help page: the embedded partner page', () => {
  test('a logged-in persona: the cross-origin page receives the user data, from the storefront origin', async ({ page, problems, baseURL }) => {
    await become(page, 'demo-dev', HELP);
    await waitForElements(page);
    const { iframe, frame } = await partnerFrame(page);
    const src = new URL((await iframe.getAttribute('src'))!);
    expect(src.hostname, 'the other loopback name: another origin').toBe('localhost');
    expect(src.searchParams.get('theme')).toBe('zyn');
    expect(await iframe.getAttribute('sandbox')).toContain('allow-same-origin');
    await expect(frame.locator('[data-field="affiliation"] dd')).toHaveText('LAU-HAV-DEV');
    await expect(frame.locator('[data-field="loginStatus"] dd')).toHaveText('Logged in');
    await expect(frame.locator('[data-field="userID"] dd')).toHaveText('demo-dev');
    await expect(frame.locator('[data-field="birthYear"] dd')).toHaveText('1979');
    await expect(frame.locator('[data-field="loyaltyBadge"] dd')).toHaveText('PLATINUM');
    await expect(frame.locator('[data-field="hasDeviceRegistered"] dd')).toHaveText('Yes');
    await expect(frame.locator('[data-field="emailHashed"] dd')).toHaveAttribute('title', /^[0-9a-f]{64}$/);
    await expect(frame.locator('#source')).toHaveText(`Received from ${new URL(baseURL!).origin}`);
    await expect(frame.locator('#empty')).toBeHidden();
    expect(problems.messages).toEqual([]);
  });

  test('an anonymous visitor: the page loads and is sent nothing, until the visitor signs in (no reload)', async ({ page, problems }) => {
    await page.goto(HELP);
    await waitForElements(page);
    const { frame } = await partnerFrame(page);
    await expect(frame.locator('#empty')).toHaveText('No visitor data received');
    // The settled signal: the visitor signs in through the package's JS API (the page's own stores),
    // and the partner page's first message is the member's. Messages from one window arrive in order,
    // so one sent while anonymous would have been counted first.
    await page.evaluate(async () => {
      const api = (await import(`${location.origin}/dist/brand-elements.js`)) as typeof import('../../src/index');
      await api.logIn({ email: 'devi.patel@example.co.uk', password: 'demo1234' }, { muleSoftConfig: api.pageConfig.getSnapshot().muleSoftConfig });
    });
    await expect(frame.locator('[data-field="affiliation"] dd')).toHaveText('LAU-HAV-DEV');
    expect(await frame.locator('html').getAttribute('data-messages')).toBe('1');
    expect(problems.messages).toEqual([]);
  });

  test("a partner the page's config.embedOrigins does not list is sent nothing, a logged-in member's page included", async ({ page, problems, ssr }) => {
    test.skip(ssr, 'the model is changed on its way to the browser; a server-rendered page embeds it');
    // The help page's own model, its list naming another partner only.
    await page.route('**/mock/storefront.model.json?*', async (route) => {
      const response = await route.fetch();
      const model = await response.json();
      model.config.embedOrigins = ['https://partner.example.com'];
      await route.fulfill({ response, json: model });
    });
    await become(page, 'demo-dev', HELP);
    await waitForElements(page);
    const { frame } = await partnerFrame(page);
    await expect(frame.locator('#empty')).toHaveText('No visitor data received');
    // The settled signal: the page then lists the partner's origin (the package's JS API, the page's own
    // store) and the partner's first message is the member's data. Messages from one window arrive in
    // order, so one sent while unlisted would have been counted first.
    await page.evaluate(async () => {
      const api = (await import(`${location.origin}/dist/brand-elements.js`)) as typeof import('../../src/index');
      const partner = new URL(document.querySelector('brand-iframe')!.shadowRoot!.querySelector('iframe')!.src).origin;
      api.pageConfig.set({ ...api.pageConfig.getSnapshot(), embedOrigins: ['https://partner.example.com', partner] });
    });
    await expect(frame.locator('[data-field="affiliation"] dd')).toHaveText('LAU-HAV-DEV');
    expect(await frame.locator('html').getAttribute('data-messages')).toBe('1');
    expect(problems.messages).toEqual([]);
  });

  test('a javascript: URL renders nothing, with one console error', async ({ page }) => {
    await page.goto('/elements.html');
    await waitForElements(page);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.evaluate(() => {
      const host = document.createElement('brand-iframe') as HTMLElement & { model?: unknown };
      host.id = 'refused-frame';
      host.model = { url: 'javascript:alert(document.domain)', title: 'Refused' };
      document.querySelector('main')!.append(host);
    });
    await expect.poll(() => errors.length).toBe(1);
    // Settled: the element shows what it was given (the refusal is logged from the render that refused it).
    await page.locator('#refused-frame').evaluate((host) => (host as HTMLElement & { updateComplete: Promise<void> }).updateComplete);
    expect(errors[0]).toContain('<brand-iframe>: refused url "javascript:alert(document.domain)"');
    expect(await page.locator('#refused-frame iframe').count()).toBe(0);
    expect(await page.locator('#refused-frame').evaluate((host) => host.getBoundingClientRect().height)).toBe(0);
    expect(errors).toHaveLength(1);
  });
});

test.describe('help page: the contact options toggle', () => {
  test('swaps by keyboard and mouse, keeps focus, and fires the event', async ({ page, problems }) => {
    await page.goto(HELP);
    await waitForElements(page);
    await page.evaluate(() => {
      const seen: unknown[] = [];
      (window as unknown as { __toggles: unknown[] }).__toggles = seen;
      document.addEventListener('brand-visibility-toggle', (event) => seen.push((event as CustomEvent).detail));
    });
    const toggles = () => page.evaluate(() => (window as unknown as { __toggles: unknown[] }).__toggles);
    const show = page.locator('#help-contact-show button');
    const hide = page.locator('#help-contact-hide button');
    const contact = page.locator('#help-contact-options');
    await expect(show).toBeVisible();
    await expect(contact).toBeHidden();
    await expect(show).toHaveAttribute('aria-expanded', 'false');

    // Keyboard: Enter on the trigger, which is inside the container it hides.
    await show.focus();
    await page.keyboard.press('Enter');
    await expect(contact).toBeVisible();
    await expect(show).toBeHidden();
    expect(await toggles()).toEqual([{ visible: false }]);
    expect(await focused(page), 'focus moves to the first control of the shown container').toMatchObject({ tag: 'a', href: 'tel:+442079460000' });

    // Tab reaches the way back, and Space uses it.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatchObject({ tag: 'button', text: 'Hide contact options' });
    await page.keyboard.press('Space');
    await expect(show).toBeVisible();
    await expect(contact).toBeHidden();
    expect(await focused(page)).toMatchObject({ tag: 'button', text: 'Show contact options' });

    // Mouse.
    await show.click();
    await expect(contact).toBeVisible();
    await hide.click();
    await expect(contact).toBeHidden();
    expect(await toggles()).toEqual([{ visible: false }, { visible: true }, { visible: false }, { visible: true }]);
    expect(problems.messages).toEqual([]);
  });
});

test.describe('help page: accessibility', () => {
  for (const { theme, lang, width } of [
    { theme: 'zyn', lang: 'en', width: 1280 },
    { theme: 'thunder', lang: 'ar', width: 390 },
  ]) {
    test(`${theme} ${lang} at ${width} px: axe clean with either container shown`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await become(page, 'demo-lau', `/storefront.html?page=help&theme=${theme}&lang=${lang}`);
      await waitForElements(page);
      await partnerFrame(page);
      expect(await seriousViolations(page)).toEqual([]);
      const show = page.locator('#help-contact-show button');
      await show.click();
      await expect(page.locator('#help-contact-options')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
