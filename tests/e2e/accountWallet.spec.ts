import type { Page } from '@playwright/test';
import { become, becomeFresh, expect, seriousViolations, test, THEMES, waitForElements, injectFault } from './fixtures';

// demo-hav's wallet (docs/mock-api.md): a Mastercard •••• 4444 (default, 03/27) and an Amex •••• 0005 (11/29).
const WALLET = '/storefront.html?theme=zyn&lang=en&page=wallet';
const wallet = (page: Page) => page.locator('brand-account-wallet');
const card = (page: Page, id: string) => wallet(page).locator(`[data-card="${id}"]`);

async function openFresh(page: Page): Promise<void> {
  await becomeFresh(page, 'demo-hav', WALLET);
  await expect(wallet(page).locator('[data-card]')).toHaveCount(2);
}

async function reload(page: Page): Promise<void> {
  await page.reload();
  await expect(wallet(page).locator('[data-wallet-state="filled"], [data-wallet-state="empty"]')).toHaveCount(1);
}

/** Everything in the wallet's shadow root (dialogs included): page.content() does not see shadow roots. */
const shadowHtml = (page: Page) => wallet(page).evaluate((host) => host.shadowRoot?.innerHTML ?? '');

/** Breaks one mock call (docs/mock-api.md "Fault injection"): the calls whose path holds `path` answer 500. */
async function fault(page: Page, path: string): Promise<void> {
  const url = new URL(page.url()).origin;
  await injectFault(page.context(), '500', path, url);
}

/** What the page logged, beyond the browser's own line for a failed request (the injected 500). */
const logged = (messages: string[]) => messages.filter((message) => !message.startsWith('error: Failed to load resource'));

/** Counts the PATCH requests to the payment details from now on. */
function countPatches(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().includes('/paymentdetails/')) count += 1;
  });
  return () => count;
}

test.describe('my wallet', () => {
  test('reached from the header account menu: the cards, masked, and no accessibility problem on the page or in the editor', async ({ page, problems }) => {
    await become(page, 'demo-dev', '/storefront.html?theme=zyn&lang=en&page=home');
    await waitForElements(page);
    await page.locator('brand-header [data-user-item="menu"]').click();
    await page.locator('brand-header [data-user-menu] a', { hasText: 'My wallet' }).click();
    await page.waitForURL(/page=wallet/);
    await expect(wallet(page).locator('[data-card]')).toHaveCount(2);
    await expect(card(page, 'dev-visa').locator('[data-card-number]')).toHaveText('•••• 1881');
    await expect(card(page, 'dev-visa').locator('[data-badge="default"]')).toHaveText('Default');
    await expect(wallet(page).locator('[data-wallet-links] a')).toHaveCount(3);
    expect(await shadowHtml(page)).toContain('1881');
    expect(await shadowHtml(page)).not.toMatch(/\d{5,}1881/);
    expect(await seriousViolations(page, 'brand-account-wallet')).toEqual([]);

    const edit = card(page, 'dev-visa').locator('[data-edit-card]');
    await edit.click();
    const dialog = wallet(page).locator('[data-edit-card-dialog]');
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('[data-field="expiryMonth"]')).toBeFocused();
    expect(await shadowHtml(page)).toContain('Edit Visa ending 1881');
    expect(await shadowHtml(page)).not.toMatch(/\d{5,}1881/);
    expect(await seriousViolations(page, 'brand-account-wallet')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(edit).toBeFocused();
    expect(problems.messages).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
  });

  test("a card's new expiry survives a reload", { tag: '@ssr' }, async ({ page, problems }) => {
    await openFresh(page);
    await card(page, 'hav-amex').locator('[data-edit-card]').click();
    const dialog = wallet(page).locator('[data-edit-card-dialog]');
    await dialog.locator('[data-field="expiryMonth"]').selectOption('04');
    await dialog.locator('[data-field="expiryYear"]').selectOption('2031');
    await dialog.locator('[data-save-card]').click();
    await expect(dialog).toHaveCount(0);
    await expect(wallet(page).locator('[data-wallet-status]')).toHaveText('American Express ending 0005 now expires 04/31.');
    await expect(card(page, 'hav-amex').locator('[data-card-expiry]')).toHaveText('04/31');
    await reload(page);
    await expect(card(page, 'hav-amex').locator('[data-card-expiry]')).toHaveText('04/31');
    expect(problems.messages).toEqual([]);
  });

  test('a past expiry is refused with a message naming it, and nothing is sent', async ({ page }) => {
    // a fixed June: there is always an earlier month of this year to choose (the test ran never in January)
    await page.clock.setFixedTime(new Date('2026-06-15T12:00:00Z'));
    await openFresh(page);
    const patches = countPatches(page);
    await card(page, 'hav-master').locator('[data-edit-card]').click();
    const dialog = wallet(page).locator('[data-edit-card-dialog]');
    const past = { month: '05', year: '2026' };
    await dialog.locator('[data-field="expiryYear"]').selectOption(past.year);
    await dialog.locator('[data-field="expiryMonth"]').selectOption(past.month);
    await dialog.locator('[data-save-card]').click();
    const month = dialog.locator('[data-field="expiryMonth"]');
    await expect(month).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.locator('[data-hint="error"]')).toHaveText(`${past.month}/${past.year} is in the past. Choose the expiry date printed on your card.`);
    await expect(month).toBeFocused();
    expect(patches()).toBe(0);
    await page.keyboard.press('Escape');
    await expect(card(page, 'hav-master').locator('[data-card-expiry]')).toHaveText('03/27');
    expect(patches()).toBe(0);
  });

  test('a card removed after confirming stays removed after a reload', async ({ page, problems }) => {
    await openFresh(page);
    await card(page, 'hav-amex').locator('[data-remove-card]').click();
    const confirm = wallet(page).locator('[data-remove-card-dialog]');
    await expect(confirm).toContainText('American Express ending 0005 will be removed from your wallet.');
    await expect(wallet(page).locator('[data-remove-card-cancel]')).toBeFocused();
    await wallet(page).locator('[data-remove-card-confirm]').click();
    await expect(card(page, 'hav-amex')).toHaveCount(0);
    await expect(wallet(page).locator('h2')).toBeFocused();
    await expect(wallet(page).locator('[data-wallet-status]')).toHaveText('American Express ending 0005 was removed from your wallet.');
    await reload(page);
    await expect(wallet(page).locator('[data-card]')).toHaveCount(1);
    await expect(card(page, 'hav-amex')).toHaveCount(0);
    expect(problems.messages).toEqual([]);
  });

  test('another card made the default stays the default after a reload', async ({ page, problems }) => {
    await openFresh(page);
    await card(page, 'hav-amex').locator('[data-make-default]').click();
    await expect(card(page, 'hav-amex')).toHaveAttribute('data-default', '');
    await expect(wallet(page).locator('[data-wallet-status]')).toHaveText('American Express ending 0005 is now your default card.');
    await reload(page);
    await expect(card(page, 'hav-amex').locator('[data-badge="default"]')).toHaveText('Default');
    await expect(card(page, 'hav-master').locator('[data-badge="default"]')).toHaveCount(0);
    await expect(wallet(page).locator('[data-card]').first()).toHaveAttribute('data-card', 'hav-amex');
    expect(problems.messages).toEqual([]);
  });

  test('a 500 on the save keeps the card as it was with one message', async ({ page, context, baseURL, problems }) => {
    await openFresh(page);
    const url = baseURL ?? 'http://127.0.0.1';
    await injectFault(context, '500', '/paymentdetails/hav-amex', url);
    await card(page, 'hav-amex').locator('[data-edit-card]').click();
    const dialog = wallet(page).locator('[data-edit-card-dialog]');
    await dialog.locator('[data-field="expiryYear"]').selectOption('2032');
    await dialog.locator('[data-save-card]').click();
    await expect(dialog.locator('[role="alert"]')).toHaveText('We could not save your card. Please try again. Your card has not changed.');
    await expect(wallet(page).locator('[role="alert"]')).toHaveCount(2); // the wallet's own line stays empty
    await expect(wallet(page).locator('[data-wallet-alert]')).toHaveText('');
    await page.keyboard.press('Escape');
    await expect(card(page, 'hav-amex').locator('[data-card-expiry]')).toHaveText('11/29');
    expect(logged(problems.messages)).toEqual(['error: brand-account-wallet: Unable to update the payment details.']);
    await context.clearCookies({ name: 'demo_fault' });
    await reload(page);
    await expect(card(page, 'hav-amex').locator('[data-card-expiry]')).toHaveText('11/29');
  });

  test('a 500 on Remove keeps the cards with one message', async ({ page, problems }) => {
    await openFresh(page);
    await fault(page, '/paymentdetails/hav-amex');
    await card(page, 'hav-amex').locator('[data-remove-card]').click();
    await wallet(page).locator('[data-remove-card-confirm]').click();
    await expect(wallet(page).locator('[data-wallet-alert]')).toHaveText('We could not remove American Express ending 0005. Please try again. Your card is still saved.');
    await expect(wallet(page).locator('[data-remove-card-dialog]')).toHaveCount(0);
    await expect(wallet(page).locator('[data-card]')).toHaveCount(2);
    await expect(card(page, 'hav-amex').locator('[data-remove-card]')).toBeFocused();
    expect(logged(problems.messages)).toEqual(['error: brand-account-wallet: Unable to remove the payment details.']);
    await page.context().clearCookies({ name: 'demo_fault' });
    await reload(page);
    await expect(wallet(page).locator('[data-card]')).toHaveCount(2);
  });

  test('a 500 on Make default keeps the default as it was with one message', async ({ page, problems }) => {
    await openFresh(page);
    await fault(page, '/paymentdetails/hav-amex');
    await card(page, 'hav-amex').locator('[data-make-default]').click();
    await expect(wallet(page).locator('[data-wallet-alert]')).toHaveText('We could not make American Express ending 0005 your default card. Please try again.');
    await expect(card(page, 'hav-master')).toHaveAttribute('data-default', '');
    await expect(card(page, 'hav-amex')).not.toHaveAttribute('data-default', '');
    await expect(wallet(page).locator('[data-card]')).toHaveCount(2);
    expect(logged(problems.messages)).toEqual(['error: brand-account-wallet: Unable to update the payment details.']);
    await page.context().clearCookies({ name: 'demo_fault' });
    await reload(page);
    await expect(wallet(page).locator('[data-card]').first()).toHaveAttribute('data-card', 'hav-master');
  });

  test('a 500 on the list shows the error with Try again, which then loads the cards', async ({ page, context, baseURL, problems }) => {
    const url = baseURL ?? 'http://127.0.0.1';
    await injectFault(context, '500', '/paymentdetails', url);
    await becomeFresh(page, 'demo-hav', WALLET);
    await expect(wallet(page).locator('[data-wallet-alert]')).toHaveText('We could not load your saved cards. Please try again in a moment.');
    await expect(wallet(page).locator('[data-card]')).toHaveCount(0);
    expect(logged(problems.messages)).toEqual(['error: brand-account-wallet: Unable to load the payment details.']);
    await context.clearCookies({ name: 'demo_fault' });
    await wallet(page).locator('[data-retry]').click();
    await expect(wallet(page).locator('[data-card]')).toHaveCount(2);
    await expect(wallet(page).locator('[data-wallet-alert]')).toHaveText('');
  });

  for (const theme of ['zyn', 'thunder']) {
    for (const width of [390, 1280]) {
      test(`axe: the edit dialog and the remove confirmation in ${theme} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await become(page, 'demo-dev', `/storefront.html?theme=${theme}&lang=en&page=wallet`);
        await expect(wallet(page).locator('[data-card]')).toHaveCount(2);
        await card(page, 'dev-visa').locator('[data-edit-card]').click();
        await expect(wallet(page).locator('[data-edit-card-dialog]')).toBeVisible();
        expect(await seriousViolations(page, 'brand-account-wallet'), 'edit dialog').toEqual([]);
        await page.keyboard.press('Escape');
        await expect(wallet(page).locator('[data-edit-card-dialog]')).toHaveCount(0);
        await card(page, 'dev-visa').locator('[data-remove-card]').click();
        await expect(wallet(page).locator('[data-remove-card-dialog]')).toBeVisible();
        expect(await seriousViolations(page, 'brand-account-wallet'), 'remove confirmation').toEqual([]);
        await wallet(page).locator('[data-remove-card-cancel]').click();
      });
    }
  }

  test('no accessibility problem in any theme on a phone, right to left too', async ({ page, problems }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await become(page, 'demo-dev', '/storefront.html?theme=zyn&lang=en&page=wallet');
    for (const [theme, lang] of [...Object.keys(THEMES).map((name) => [name, 'en']), ['iqos', 'ar']]) {
      await page.goto(`/storefront.html?theme=${theme}&lang=${lang}&page=wallet`);
      await expect(wallet(page).locator('[data-card]')).toHaveCount(2);
      expect(await seriousViolations(page, 'brand-account-wallet'), `${theme} ${lang}`).toEqual([]);
      const edit = wallet(page).locator('[data-edit-card]').first();
      expect((await edit.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
    }
    expect(problems.messages).toEqual([]);
  });
});

test.describe('the card page', () => {
  const CARD = '/storefront.html?theme=zyn&lang=en&page=card';
  const form = (page: Page) => page.locator('brand-account-credit-card');

  test('opened directly it edits the default card; the new expiry shows in the wallet after a reload', async ({ page, problems }) => {
    await becomeFresh(page, 'demo-hav', CARD);
    await expect(form(page).locator('[data-card-editor]')).toHaveAttribute('data-card-editor', 'hav-master');
    await form(page).locator('[data-field="expiryMonth"]').selectOption('05');
    await form(page).locator('[data-field="expiryYear"]').selectOption('2030');
    await form(page).locator('[data-save-card]').click();
    await expect(form(page).locator('[data-editor-status]')).toHaveText('Your card was updated.');
    await expect(form(page).locator('[data-card-expiry]')).toHaveText('05/30');
    await page.goto(WALLET);
    await expect(card(page, 'hav-master').locator('[data-card-expiry]')).toHaveText('05/30');
    await reload(page);
    await expect(card(page, 'hav-master').locator('[data-card-expiry]')).toHaveText('05/30');
    expect(problems.messages).toEqual([]);
  });

  test('Cancel goes back to the wallet, sending nothing', async ({ page, problems }) => {
    const patches = countPatches(page);
    await becomeFresh(page, 'demo-hav', CARD);
    await form(page).locator('[data-field="expiryMonth"]').selectOption('06');
    await form(page).locator('[data-cancel-card]').click();
    await page.waitForURL(/page=wallet/);
    await expect(card(page, 'hav-master').locator('[data-card-expiry]')).toHaveText('03/27');
    expect(patches()).toBe(0);
    expect(problems.messages).toEqual([]);
  });
});
