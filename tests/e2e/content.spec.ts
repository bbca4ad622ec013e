// Issue 14's content pieces on the demo: the promo code's copy to clipboard (home page), the help
// page's article list and topic chips, and the gallery's missing copy target.
import { expect, seriousViolations, test, waitForElements } from './fixtures';

const HOME = '/storefront.html?theme=zyn&lang=en';
const HELP = (lang: string, theme = 'zyn') => `/storefront.html?theme=${theme}&lang=${lang}&page=help`;
const PHONE = { width: 390, height: 844 };

test.describe('copy to clipboard', () => {
  test('the home page\'s promo code copies to the clipboard and the feedback is announced politely', async ({ page, context, problems }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto(HOME);
    await waitForElements(page);
    await expect(page.locator('#promo-code')).toHaveText('WELCOME10');
    const copy = page.locator('brand-copy-to-clipboard');
    const status = copy.locator('[role="status"]');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveText('');
    await copy.getByRole('button', { name: 'Copy the promo code' }).click();
    await expect(status).toHaveText('Code copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('WELCOME10');
    await expect(copy.locator('[role="alert"]')).toHaveText('');
    // axe's target-size treats the sticky header as if it scrolled with the page (dequelabs/axe-core#3720),
    // so with the page scrolled it reports buttons far above the viewport as covered: check from the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems.messages).toEqual([]);
  });

  test('without the Clipboard API the textarea fallback copies, from the keyboard', async ({ page, context, problems }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true }));
    await page.goto('/storefront.html?theme=iqos&lang=ar');
    await waitForElements(page);
    const button = page.locator('brand-copy-to-clipboard button');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('brand-copy-to-clipboard [role="status"]')).toHaveText('تم نسخ الرمز');
    await expect(button).toBeFocused();
    // The page itself has no clipboard API now: read it back from a second page of the same context.
    const reader = await context.newPage();
    await reader.goto('/mock/health');
    expect(await reader.evaluate(() => navigator.clipboard.readText())).toBe('WELCOME10');
    expect(problems.messages).toEqual([]);
  });

  test('a missing target shows a visible error and copies nothing', async ({ page, problems }) => {
    await page.goto('/elements.html');
    await waitForElements(page);
    const broken = page.locator('brand-copy-to-clipboard', { hasText: 'Copy a missing element' });
    await broken.getByRole('button').click();
    const alert = broken.getByRole('alert');
    await expect(alert).toHaveText('Nothing to copy: this element is missing from the page.');
    await expect(alert).toBeVisible();
    await expect(broken.locator('[role="status"]')).toHaveText('');
    expect(problems.messages).toEqual([
      'error: <brand-copy-to-clipboard>: no element with id "no-such-element" on the page; nothing was copied.',
    ]);
  });
});

test.describe('help page: article list and topic chips', () => {
  test('the list shows its dates in English on an English page, with links and descriptions', async ({ page, problems }) => {
    await page.goto(HELP('en'));
    await waitForElements(page);
    const list = page.locator('brand-list');
    await expect(list.locator('li')).toHaveCount(4);
    await expect(list.locator('time').first()).toHaveText('March 12, 2026');
    await expect(list.locator('time').first()).toHaveAttribute('datetime', '2026-03-12');
    const links = list.getByRole('link');
    await expect(links).toHaveCount(4);
    await expect(links.first()).toHaveText('When will my order arrive?');
    expect(await links.first().getAttribute('href')).toContain('#article-1');
    await expect(list).toContainText('Delivery times and how to track your parcel.');
    expect(problems.messages).toEqual([]);
  });

  test('the list shows its dates in Arabic on an Arabic page', async ({ page, problems }) => {
    await page.goto(HELP('ar'));
    await waitForElements(page);
    await expect(page.locator('brand-list time').first()).toHaveText(/^12 مارس 2026$/);
    await expect(page.locator('brand-list').getByRole('link').first()).toHaveText('متى سيصل طلبي؟');
    expect(problems.messages).toEqual([]);
  });

  test('a list without linkItems has no links (gallery)', async ({ page }) => {
    await page.goto('/elements.html');
    await waitForElements(page);
    const plain = page.locator('brand-list', { hasText: 'Espresso' });
    await expect(plain.locator('li')).toHaveCount(3);
    await expect(plain.getByRole('link')).toHaveCount(0);
  });

  test('chips with a link are links, the one without is plain text', async ({ page, problems }) => {
    await page.goto(HELP('en'));
    await waitForElements(page);
    const chips = page.locator('brand-chip');
    await expect(chips).toHaveCount(4);
    for (const label of ['Orders', 'Delivery', 'Returns']) {
      const link = chips.filter({ hasText: label }).getByRole('link', { name: label });
      await expect(link).toBeVisible();
      expect(await link.getAttribute('href')).toContain('#help-');
    }
    const plain = chips.filter({ hasText: 'Account' });
    await expect(plain.getByRole('link')).toHaveCount(0);
    await expect(plain.getByRole('button')).toHaveCount(0);
    await expect(plain.locator('[part="chip"]')).toHaveText('Account');
    // Keyboard: Tab reaches the linked chips only.
    await chips.filter({ hasText: 'Orders' }).getByRole('link').focus();
    await page.keyboard.press('Tab');
    await expect(chips.filter({ hasText: 'Delivery' }).getByRole('link')).toBeFocused();
    expect(problems.messages).toEqual([]);
  });

  for (const [lang, theme] of [['en', 'thunder'], ['ar', 'veev-vape']] as const) {
    test(`axe: the help page in ${theme}, ${lang}, on a phone, and the home page`, async ({ page, problems }) => {
      await page.setViewportSize(PHONE);
      await page.goto(HELP(lang, theme));
      await waitForElements(page);
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(`/storefront.html?theme=${theme}&lang=${lang}`);
      await waitForElements(page);
      expect(await seriousViolations(page)).toEqual([]);
      expect(problems.messages).toEqual([]);
    });
  }
});
