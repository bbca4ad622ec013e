import type { Page } from '@playwright/test';
import { expect, gateStates, seriousViolations, storedCookie, test } from './fixtures';

/** The partner page: only dist/elements/brand-age-gate.js and one <brand-age-gate> with a JSON script. */
const PARTNER = '/age-gate-partner.html';

test.use({ ageGranted: false });

const gate = (page: Page) => page.locator('brand-age-gate');
const dialog = (page: Page) => gate(page).getByRole('dialog');

/**
 * The gate's cookie in the browser's store (storedCookie: polled, and waited for before the cookies are cleared or the
 * page reloaded; a refusal landing after the clearing left a reloaded gate that asked nothing).
 */
async function gateCookie(page: Page): Promise<string | undefined> {
  return (await storedCookie(page.context(), 'sag_gb'))?.value;
}

/** The element the keyboard is on, through the shadow root. */
const focusedInDialog = (page: Page) =>
  page.evaluate(() => {
    const host = document.querySelector('brand-age-gate');
    const active = host?.shadowRoot?.activeElement;
    const dialogElement = host?.shadowRoot?.querySelector('[role="dialog"]');
    return document.activeElement === host && !!active && !!dialogElement?.contains(active);
  });

test.describe('age gate on a partner page', () => {
  test('first visit, yes, reload: the gate does not come back', async ({ page, problems }) => {
    await page.goto(PARTNER);
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page)).toHaveAttribute('aria-labelledby', 'age-gate-title');
    await expect(dialog(page).getByRole('heading', { name: 'Are you 18 or older?' })).toBeVisible();
    await expect(page.locator('main')).toHaveAttribute('inert');
    await dialog(page).getByRole('button', { name: 'Yes, I am 18+' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect.poll(() => gateCookie(page)).toBe('granted');
    const layer = await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer);
    expect(layer).toEqual([{ event: 'gatewayLegalAgeDisplay' }, { event: 'gatewayLegalAge', selectedLegalAgeBoolean: 'Yes' }]);
    await expect(page.locator('main')).not.toHaveAttribute('inert');
    await page.reload();
    expect(await gateStates(page)).toEqual({ 'brand-age-gate': 'granted' });
    await expect(dialog(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'Shop pouches' }).click();
    expect(problems.messages).toEqual([]);
  });

  test('the gate\'s own code only: given its content, it loads no content service; the dob answer loads the legal age service\'s', async ({ page, problems }) => {
    const services: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (/\/dist\/chunks\/(content|legalAge|http)-[^/]+\.js$/.test(path)) services.push(path.replace(/^.*\/chunks\/(\w+)-.*$/, '$1'));
    });
    await page.goto(PARTNER);
    await dialog(page).getByRole('button', { name: 'Yes, I am 18+' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect.poll(() => gateCookie(page)).toBe('granted');
    expect(services, 'the simplified gate, its content given').toEqual([]);
    await page.context().clearCookies();
    await page.goto(`${PARTNER}?sagVersion=dob`);
    await dialog(page).getByLabel('Month of birth').selectOption({ label: 'June' });
    await dialog(page).getByLabel('Year of birth').selectOption('1990');
    expect(services, 'the dob gate, before its answer').toEqual([]);
    await dialog(page).getByRole('button', { name: 'Enter site' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect.poll(() => gateCookie(page)).toBe('granted');
    expect(services.sort()).toEqual(['http', 'legalAge']);
    expect(problems.messages).toEqual([]);
  });

  test("the simplified gate needs neither React DOM nor the gate's component, a returning visitor neither nor the HTML sanitizer; the dob gate loads both", async ({ page, problems }) => {
    const react: string[] = [];
    page.on('request', (request) => {
      const chunk = /\/dist\/chunks\/(react|AgeGate)-[^/]+\.js$/.exec(new URL(request.url()).pathname);
      if (chunk) react.push(chunk[1]!);
    });
    await page.goto(PARTNER);
    await dialog(page).getByRole('button', { name: 'No, I am not' }).click();
    await expect(dialog(page).getByRole('alert')).toBeVisible();
    await expect.poll(() => gateCookie(page)).toBe('refused');
    await page.context().clearCookies();
    await page.reload();
    await dialog(page).getByRole('button', { name: 'Yes, I am 18+' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect.poll(() => gateCookie(page)).toBe('granted');
    expect(react, 'question, refusal and grant').toEqual([]);
    // A returning visitor's gate shows nothing: neither React DOM nor the HTML sanitizer its copy would need.
    const returning: string[] = [];
    page.on('request', (request) => {
      const chunk = /\/dist\/chunks\/(react|AgeGate|sanitizeHtml)-[^/]+\.js$/.exec(new URL(request.url()).pathname);
      if (chunk) returning.push(chunk[1]!);
    });
    await page.reload();
    expect(await gateStates(page)).toEqual({ 'brand-age-gate': 'granted' });
    await page.waitForLoadState('networkidle');
    expect(returning, 'a returning visit').toEqual([]);
    await page.context().clearCookies();
    await page.goto(`${PARTNER}?sagVersion=dob`);
    await expect(dialog(page).getByLabel('Month of birth')).toBeVisible();
    expect(react.sort()).toEqual(['AgeGate', 'react']);
    expect(problems.messages).toEqual([]);
  });

  test('first visit, no, reload: the error is shown directly', async ({ page, problems }) => {
    await page.goto(PARTNER);
    await dialog(page).getByRole('button', { name: 'No, I am not' }).click();
    await expect(dialog(page).getByRole('alert')).toHaveText('Sorry, you must be 18 or older to visit this website.');
    await expect.poll(() => gateCookie(page)).toBe('refused');
    await page.reload();
    await expect(dialog(page).getByRole('alert')).toHaveText('Sorry, you must be 18 or older to visit this website.');
    await expect(dialog(page).getByRole('button')).toHaveCount(0);
    expect(problems.messages).toEqual([]);
  });

  test('dob: validation messages for a missing month and a missing year', async ({ page }) => {
    await page.goto(`${PARTNER}?sagVersion=dob`);
    const month = dialog(page).getByLabel('Month of birth');
    const year = dialog(page).getByLabel('Year of birth');
    await expect(month).toHaveValue('');
    await dialog(page).getByRole('button', { name: 'Enter site' }).click();
    await expect(dialog(page).getByText('Please select the month you were born.')).toBeVisible();
    await expect(dialog(page).getByText('Please select the year you were born.')).toBeVisible();
    await expect(month).toHaveAttribute('aria-invalid', 'true');
    await expect(month).toHaveAccessibleDescription('Please select the month you were born.');

    await month.selectOption({ label: 'March' });
    await dialog(page).getByRole('button', { name: 'Enter site' }).click();
    await expect(dialog(page).getByText('Please select the month you were born.')).toHaveCount(0);
    await expect(dialog(page).getByText('Please select the year you were born.')).toBeVisible();
    await expect(year).toHaveAttribute('aria-invalid', 'true');

    await year.selectOption('1990');
    await month.selectOption('');
    await dialog(page).getByRole('button', { name: 'Enter site' }).click();
    await expect(dialog(page).getByText('Please select the month you were born.')).toBeVisible();
    await expect(dialog(page).getByText('Please select the year you were born.')).toHaveCount(0);
    expect(await gateCookie(page)).toBeUndefined();
  });

  test('dob: under the legal age is refused', async ({ page }) => {
    await page.goto(`${PARTNER}?sagVersion=dob`);
    const legalAge = page.waitForResponse((response) => response.url().includes('/mock/legal/markets/gb/legal-ages'));
    await dialog(page).getByLabel('Month of birth').selectOption({ label: 'January' });
    await dialog(page).getByLabel('Year of birth').selectOption(String(new Date().getFullYear() - 15));
    await dialog(page).getByRole('button', { name: 'Enter site' }).click();
    expect((await legalAge).status()).toBe(200);
    await expect(dialog(page).getByRole('alert')).toHaveText('Sorry, you must be 18 or older to visit this website.');
    await expect.poll(() => gateCookie(page)).toBe('refused');
  });

  test('dob: an adult is granted', async ({ page, problems }) => {
    await page.goto(`${PARTNER}?sagVersion=dob`);
    await dialog(page).getByLabel('Month of birth').selectOption({ label: 'June' });
    await dialog(page).getByLabel('Year of birth').selectOption('1990');
    await dialog(page).getByRole('button', { name: 'Enter site' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect.poll(() => gateCookie(page)).toBe('granted');
    expect(problems.messages).toEqual([]);
  });

  test('bypass grants and is removed from the URL', async ({ page }) => {
    await page.goto(`${PARTNER}?sagVersion=bypass#top`);
    await expect.poll(() => gateCookie(page)).toBe('granted');
    await expect.poll(() => new URL(page.url()).search).toBe('');
    expect(new URL(page.url()).hash).toBe('#top');
    await expect(dialog(page)).toHaveCount(0);
  });

  test('keyboard only: Tab stays in the dialog, Escape does not close it', async ({ page }) => {
    await page.goto(PARTNER);
    await expect(dialog(page)).toBeVisible();
    await expect.poll(() => focusedInDialog(page)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeVisible();
    for (let i = 0; i < 7; i++) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await focusedInDialog(page), `after key ${i + 1}`).toBe(true);
    }
    // Answer with the keyboard: focus the Yes button and press Enter.
    for (let i = 0; i < 4; i++) {
      const name = await page.evaluate(() => document.querySelector('brand-age-gate')?.shadowRoot?.activeElement?.textContent);
      if (name === 'Yes, I am 18+') break;
      await page.keyboard.press('Tab');
    }
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toHaveCount(0);
    await expect.poll(() => gateCookie(page)).toBe('granted');
  });

  test('keyboard only on the dob gate: selects, submit and Tab wrap-around stay inside', async ({ page }) => {
    await page.goto(`${PARTNER}?sagVersion=dob`);
    await expect(dialog(page)).toBeVisible();
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect(await focusedInDialog(page), `after Tab ${i + 1}`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeVisible();
  });

  for (const version of ['simplified', 'dob'] as const) {
    test(`axe: no serious or critical violations with the ${version} gate open`, async ({ page }) => {
      await page.goto(`${PARTNER}?sagVersion=${version}`);
      await expect(dialog(page)).toBeVisible();
      if (version === 'dob') {
        await dialog(page).getByRole('button', { name: 'Enter site' }).click();
        await expect(dialog(page).getByText('Please select the year you were born.')).toBeVisible();
      }
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('axe: no serious or critical violations with the refusal shown', async ({ page }) => {
    await page.goto(PARTNER);
    await dialog(page).getByRole('button', { name: 'No, I am not' }).click();
    await expect(dialog(page).getByRole('alert')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
