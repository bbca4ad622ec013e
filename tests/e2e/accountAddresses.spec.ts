import type { Locator, Page } from '@playwright/test';
import { becomeFresh, expect, seriousViolations, test, waitForElements, injectFault } from './fixtures';

const HOME = '/storefront.html?theme=zyn&lang=en&page=home';
const ADDRESSES = '/storefront.html?theme=zyn&lang=en&page=addresses';
const book = (page: Page) => page.locator('brand-account-addresses');
const card = (page: Page, line1: string) => book(page).locator('[data-address-card]', { has: page.locator('address', { hasText: line1 }) });
const dialog = (page: Page) => book(page).locator('[data-address-dialog]');
const field = (scope: Locator, name: string) => scope.locator(`[data-address-field="${name}"]`);

async function openAddresses(page: Page) {
  await page.goto(ADDRESSES);
  await waitForElements(page);
  await expect(book(page).locator('[data-address-card]').first()).toBeVisible();
}

async function fillNew(scope: Locator, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await field(scope, name).fill(value);
}

const ADA = { firstName: 'Ada', lastName: 'Lovelace', line1: '12 St James Square', town: 'London', postalCode: 'sw1y4jh' };

async function addresses(page: Page) {
  return page.evaluate(async () => {
    const response = await fetch('/mock/occ/oauth/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'client_credentials', username: decodeURIComponent(document.cookie.match(/brand_uid=([^;]+)/)![1]!), client_id: 'demo-occ-client', client_secret: 'demo-occ-secret' }),
    });
    const { access_token: token } = await response.json();
    const list = await fetch('/mock/occ/v2/brand-gb/users/current/addresses', { headers: { Authorization: `Bearer ${token}` } });
    return ((await list.json()).addresses ?? []) as { line1: string; postalCode: string; defaultAddress: boolean }[];
  });
}

test.describe('my addresses', () => {
  test('reached from the account menu: add (postcode normalised), edit, make default, remove; each survives a reload', async ({ page, problems }) => {
    test.setTimeout(60_000);
    await becomeFresh(page, 'demo-hav', HOME);
    await waitForElements(page);
    await page.locator('brand-header button[data-user-item="menu"]').click();
    await page.locator('brand-header [data-user-menu] a', { hasText: 'My addresses' }).click();
    await expect(page).toHaveURL(/page=addresses/);
    await expect(book(page).locator('[data-address-card]')).toHaveCount(2);
    await expect(book(page).locator('[data-address-card]').first()).toContainText('22 Queen Street');

    // add, the postcode typed in lower case
    await book(page).locator('[data-addresses-head] [data-address-add]').click();
    await expect(field(dialog(page), 'titleCode')).toBeFocused();
    await fillNew(dialog(page), ADA);
    await field(dialog(page), 'phone').focus();
    await expect(field(dialog(page), 'postalCode')).toHaveValue('SW1Y 4JH');
    await dialog(page).locator('[data-address-save]').click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(book(page).locator('[data-addresses-status]')).toHaveText('Your address was saved.');
    await expect(card(page, '12 St James Square')).toContainText('SW1Y 4JH');
    await page.reload();
    await waitForElements(page);
    await expect(card(page, '12 St James Square')).toContainText('SW1Y 4JH');

    // edit it
    await card(page, '12 St James Square').locator('[data-address-edit]').click();
    await expect(field(dialog(page), 'line1')).toHaveValue('12 St James Square');
    await field(dialog(page), 'line1').fill('14 St James Square');
    await dialog(page).locator('[data-address-save]').click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(card(page, '14 St James Square')).toBeVisible();
    await expect(card(page, '14 St James Square').locator('[data-address-edit]')).toBeFocused();
    await page.reload();
    await waitForElements(page);
    await expect(card(page, '14 St James Square')).toBeVisible();

    // clear an optional field: line 2 of the seeded work address goes, and stays gone
    await expect(card(page, '100 Deansgate')).toContainText('Level 12');
    await card(page, '100 Deansgate').locator('[data-address-edit]').click();
    await field(dialog(page), 'line2').fill('');
    await dialog(page).locator('[data-address-save]').click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(card(page, '100 Deansgate')).not.toContainText('Level 12');
    await page.reload();
    await waitForElements(page);
    await expect(card(page, '100 Deansgate')).toBeVisible();
    await expect(card(page, '100 Deansgate')).not.toContainText('Level 12');

    // make it the default
    await card(page, '14 St James Square').locator('[data-address-make-default]').click();
    await expect(card(page, '14 St James Square').locator('[data-address-badge]')).toHaveText('Default');
    await expect(book(page).locator('[data-address-card]').first()).toContainText('14 St James Square');
    await page.reload();
    await waitForElements(page);
    await expect(book(page).locator('[data-address-card]').first().locator('[data-address-badge]')).toBeVisible();
    await expect(book(page).locator('[data-address-card]').first()).toContainText('14 St James Square');

    // remove another one
    await card(page, '100 Deansgate').locator('[data-address-remove]').click();
    const confirm = book(page).locator('[data-remove-address-dialog]');
    await expect(confirm).toContainText('100 Deansgate will be removed from your address book.');
    await expect(confirm.locator('[data-remove-address-cancel]')).toBeFocused();
    await confirm.locator('[data-remove-address-confirm]').click();
    await expect(card(page, '100 Deansgate')).toHaveCount(0);
    await expect(book(page).locator('h2')).toBeFocused();
    await expect(book(page).locator('[data-addresses-status]')).toHaveText('100 Deansgate was removed from your address book.');
    await page.reload();
    await waitForElements(page);
    await expect(book(page).locator('[data-address-card]')).toHaveCount(2);
    await expect(card(page, '100 Deansgate')).toHaveCount(0);
    expect(problems.messages).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
  });

  test('an invalid postcode is refused with its message and nothing is sent', async ({ page }) => {
    await becomeFresh(page, 'demo-hav', ADDRESSES);
    await waitForElements(page);
    await book(page).locator('[data-addresses-head] [data-address-add]').click();
    await fillNew(dialog(page), { ...ADA, postalCode: '12345' });
    const posts: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && request.url().includes('/addresses') && posts.push(request.url()));
    await dialog(page).locator('[data-address-save]').click();
    await expect(field(dialog(page), 'postalCode')).toBeFocused();
    await expect(field(dialog(page), 'postalCode')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog(page).locator('[data-hint="error"]')).toHaveText('Enter a UK postcode like SW1A 1AA.');
    expect(posts).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(book(page).locator('[data-addresses-head] [data-address-add]')).toBeFocused();
    expect((await addresses(page)).length).toBe(2);
  });

  test('a 500 on the POST keeps the dialog open with what was typed and one message', async ({ page, context, baseURL, problems }) => {
    await becomeFresh(page, 'demo-hav', ADDRESSES);
    await waitForElements(page);
    await book(page).locator('[data-addresses-head] [data-address-add]').click();
    await fillNew(dialog(page), ADA);
    const url = baseURL ?? 'http://127.0.0.1';
    await injectFault(context, '500', '/users/current/addresses', url);
    await dialog(page).locator('[data-address-save]').click();
    await expect(dialog(page).locator('[role="alert"]')).toHaveText('We could not save your address. Please try again in a moment.');
    await expect(field(dialog(page), 'line1')).toHaveValue('12 St James Square');
    await expect(book(page).locator('[data-address-card]')).toHaveCount(2);
    expect(problems.messages.filter((message) => message.startsWith('error: brand-account-addresses'))).toHaveLength(1);
  });

  test('a 500 on the list load shows the error with Try again', async ({ page, context, baseURL }) => {
    const url = baseURL ?? 'http://127.0.0.1';
    await injectFault(context, '500', '/users/current/addresses', url);
    await becomeFresh(page, 'demo-hav', ADDRESSES);
    await waitForElements(page);
    await expect(book(page).locator('[role="alert"]')).toHaveText('We could not load your addresses. Please try again in a moment.');
    await context.clearCookies({ name: 'demo_fault' });
    await book(page).locator('[data-addresses-retry]').click();
    await expect(book(page).locator('[data-address-card]')).toHaveCount(2);
    await expect(book(page).locator('[role="alert"]')).toHaveText('');
  });

  test('the address page adds a new address and returns to the list, which has it after a reload', { tag: '@ssr' }, async ({ page, problems }) => {
    await becomeFresh(page, 'demo-hav', '/storefront.html?theme=zyn&lang=en&page=address');
    await waitForElements(page);
    const form = page.locator('brand-account-edit-address');
    await expect(form.locator('h2')).toHaveText('Add an address');
    await fillNew(form, ADA);
    await form.locator('[data-address-save]').click();
    await expect(page).toHaveURL(/page=addresses/);
    await waitForElements(page);
    await expect(card(page, '12 St James Square')).toContainText('SW1Y 4JH');
    await page.reload();
    await waitForElements(page);
    await expect(card(page, '12 St James Square')).toContainText('SW1Y 4JH');
    expect(await page.evaluate(() => sessionStorage.getItem('brand_edit_address_id'))).toBeNull();
    expect(problems.messages).toEqual([]);
  });

  test('the address page edits the address handed over by a list with editAddressUrl', async ({ page }) => {
    await becomeFresh(page, 'demo-hav', ADDRESSES);
    await waitForElements(page);
    await expect(book(page).locator('[data-address-card]')).toHaveCount(2);
    // a second address list on the page, editing on the address page (as an author may place one)
    await page.evaluate(() => {
      const list = document.createElement('brand-account-addresses');
      list.setAttribute('edit-address-url', '/storefront.html?theme=zyn&lang=en&page=address');
      list.id = 'linked';
      document.querySelector('brand-account-addresses')!.after(list);
    });
    const linked = page.locator('#linked');
    await linked.locator('[data-address-card]', { has: page.locator('address', { hasText: '100 Deansgate' }) }).locator('[data-address-edit]').click();
    await expect(page).toHaveURL(/page=address(&|$)/);
    await waitForElements(page);
    const form = page.locator('brand-account-edit-address');
    await expect(field(form, 'line1')).toHaveValue('100 Deansgate');
    await field(form, 'town').fill('Salford');
    await form.locator('[data-address-save]').click();
    await expect(page).toHaveURL(/page=addresses/);
    await waitForElements(page);
    await expect(card(page, '100 Deansgate')).toContainText('Salford');
  });

  for (const [what, target, act] of [
    ['the edit PATCH', '100 Deansgate', async (page: Page) => {
      await card(page, '100 Deansgate').locator('[data-address-edit]').click();
      await field(dialog(page), 'line1').fill('101 Deansgate');
      await dialog(page).locator('[data-address-save]').click();
      // the dialog stays open with what was typed: its message is the one alert
      await expect(dialog(page).locator('[data-address-form-message]')).toHaveText('We could not save your address. Please try again in a moment.');
    }],
    ['the make-default PATCH', '100 Deansgate', async (page: Page) => {
      await card(page, '100 Deansgate').locator('[data-address-make-default]').click();
      await expect(book(page).locator('[data-addresses-message]')).toHaveText('We could not change your default address. Please try again.');
    }],
    ['the DELETE', '100 Deansgate', async (page: Page) => {
      await card(page, '100 Deansgate').locator('[data-address-remove]').click();
      await book(page).locator('[data-remove-address-confirm]').click();
      await expect(book(page).locator('[data-addresses-message]')).toHaveText('We could not remove the address. Please try again.');
    }],
  ] as const) {
    test(`a 500 on ${what} keeps the cards unchanged with exactly one alert`, async ({ page, context, baseURL }) => {
      await becomeFresh(page, 'demo-hav', ADDRESSES);
      await waitForElements(page);
      await expect(book(page).locator('[data-address-card]')).toHaveCount(2);
      const before = await book(page).locator('[data-address-card]').allInnerTexts();
      const id = await card(page, target).getAttribute('data-address-card');
      const url = baseURL ?? 'http://127.0.0.1';
      await injectFault(context, '500', `/users/current/addresses/${id}`, url);
      await act(page);
      expect(await book(page).locator('[data-address-card]').allInnerTexts()).toEqual(before);
      const alerts = await book(page).locator('[role="alert"]').allInnerTexts();
      expect(alerts.filter((text) => text.trim() !== '')).toHaveLength(1);
    });
  }

  for (const [theme, lang, width] of [['zyn', 'en', 390], ['iqos', 'en', 1280], ['thunder', 'ar', 390]] as const) {
    test(`axe: the page and the open dialog, ${theme} ${lang} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await becomeFresh(page, 'demo-hav', `/storefront.html?theme=${theme}&lang=${lang}&page=addresses`);
      await waitForElements(page);
      await expect(book(page).locator('[data-address-card]')).toHaveCount(2);
      expect(await seriousViolations(page)).toEqual([]);
      await book(page).locator('[data-addresses-head] [data-address-add]').click();
      await dialog(page).locator('[data-address-save]').click(); // with its fields in the error state
      await expect(field(dialog(page), 'firstName')).toBeFocused();
      expect(await seriousViolations(page, 'brand-account-addresses')).toEqual([]);
    });
  }
});
