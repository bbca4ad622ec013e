import type { Page } from '@playwright/test';
import { THEMES, become, becomeFresh, expect, seriousViolations, test, waitForElements, injectFault } from './fixtures';

const DEVICES = '/storefront.html?theme=zyn&lang=en&page=devices';
const HOME = '/storefront.html?theme=zyn&lang=en&page=home';
const ACCOUNT = '/storefront.html?theme=zyn&lang=en&page=account';
/** A serial no other test registers (the mock refuses a serial any persona has). */
const freshSerial = () => `E2E${Math.random().toString(36).slice(2, 12).toUpperCase().padEnd(10, 'X')}`.slice(0, 13);
const NOTICE_DEV = 'Your device is registered.';
const NOTICE_HAV = 'Member exclusive';

const list = (page: Page) => page.locator('brand-account-devices');
const form = (page: Page) => page.locator('brand-account-register-device');
const serialInput = (page: Page) => form(page).locator('input[data-serial-input]');
const cards = (page: Page) => list(page).locator('[data-device-card]');
const notice = (page: Page) => page.locator('brand-header [data-notice-text]');
// The note for the other visitor type is hidden: not in the page at all when the browser renders it, written
// hidden (data-brand-invisible, display: none) when the server did.
/** The page's visibleTo text items: one for device owners, one for verified visitors without a device. */
const warrantyActive = (page: Page) => page.getByText('Your extended warranty is active.');
const warrantyInvite = (page: Page) => page.getByText('Register your device to extend its warranty.');

/** Marks the document, so a reload would show (the flag is gone). */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
}
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

async function faultOn(page: Page, path: string): Promise<void> {
  const url = test.info().project.use.baseURL ?? 'http://127.0.0.1';
  await injectFault(page.context(), '500', path, url);
}

async function faultOff(page: Page): Promise<void> {
  await page.context().clearCookies({ name: 'demo_fault' });
  await page.context().clearCookies({ name: 'demo_fault_path' });
}

test.describe('my devices on the storefront', () => {
  test('from the account menu to the devices page; register a device typed loosely: the visitor becomes a device owner without a reload, and it lasts', async ({ page }) => {
    await becomeFresh(page, 'demo-hav', HOME);
    await waitForElements(page);
    await page.locator('brand-header button[data-user-item="menu"]').click();
    await page.locator('brand-header').getByRole('link', { name: 'My devices' }).click();
    await page.waitForURL(/page=devices/);
    await waitForElements(page);
    await expect(list(page).locator('[data-devices-empty]')).toContainText('You have not registered a device yet.');
    await expect(notice(page)).toContainText(NOTICE_HAV);
    await expect(warrantyInvite(page)).toBeVisible();
    await expect(warrantyActive(page)).toBeHidden();
    await markDocument(page);

    await serialInput(page).fill('abcd efgh jk123');
    await serialInput(page).blur();
    await expect(serialInput(page)).toHaveValue('ABCDEFGHJK123');
    await form(page).locator('select[data-model-input]').selectOption('IQOS ILUMA ONE');
    await form(page).locator('[data-register-submit]').click();

    await expect(form(page).locator('[role="status"]')).toHaveText('Your device ABCDEFGHJK123 is registered.');
    await expect(serialInput(page)).toHaveValue('');
    await expect(list(page).locator('[data-device-card="ABCDEFGHJK123"] h3')).toHaveText('IQOS ILUMA ONE');
    await expect(notice(page)).toContainText(NOTICE_DEV);
    await expect(warrantyActive(page)).toBeVisible();
    await expect(warrantyInvite(page)).toBeHidden();
    expect(await sameDocument(page)).toBe(true);

    await page.reload();
    await waitForElements(page);
    await expect(list(page).locator('[data-device-card="ABCDEFGHJK123"]')).toBeVisible();
    await expect(notice(page)).toContainText(NOTICE_DEV);
  });

  test('a duplicate serial is refused with its message; an invalid one too, with nothing sent', async ({ page }) => {
    await becomeFresh(page, 'demo-hav', DEVICES);
    await waitForElements(page);
    const posts: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && request.url().includes('/assets') && posts.push(request.url()));

    await serialInput(page).fill('ilm1gb7k2q9x4');
    await form(page).locator('[data-register-submit]').click();
    await expect(form(page).locator('[data-hint="error"]')).toHaveText('This device is already registered.');
    await expect(serialInput(page)).toHaveValue('ILM1GB7K2Q9X4');
    await expect(serialInput(page)).toBeFocused();
    expect(posts.length).toBe(1);

    await serialInput(page).fill('ABC-12');
    await form(page).locator('[data-register-submit]').click();
    await expect(form(page).locator('[data-hint="error"]')).toContainText('13 letters and digits');
    await expect(serialInput(page)).toHaveAttribute('aria-invalid', 'true');
    expect(posts.length).toBe(1);
    await expect(notice(page)).toContainText(NOTICE_HAV);
  });

  test('remove a device after confirming: the visitor is no device owner any more, without a reload', { tag: '@ssr' }, async ({ page }) => {
    await becomeFresh(page, 'demo-dev', DEVICES);
    await waitForElements(page);
    await expect(cards(page)).toHaveCount(1);
    await expect(notice(page)).toContainText(NOTICE_DEV);
    await expect(warrantyActive(page)).toBeVisible();
    await expect(warrantyInvite(page)).toBeHidden();
    await markDocument(page);
    await list(page).locator('[data-remove-device]').click();
    const dialog = list(page).locator('[data-remove-device-dialog]');
    await expect(dialog).toContainText('ILM1GB7K2Q9X4');
    await expect(list(page).locator('[data-remove-device-cancel]')).toBeFocused();
    await list(page).locator('[data-remove-device-confirm]').click();
    await expect(list(page).locator('[data-devices-empty]')).toBeVisible();
    await expect(list(page).locator('[role="status"]')).toContainText('was removed');
    await expect(list(page).locator('h2')).toBeFocused();
    await expect(notice(page)).toContainText(NOTICE_HAV);
    await expect(warrantyInvite(page)).toBeVisible();
    await expect(warrantyActive(page)).toBeHidden();
    expect(await sameDocument(page)).toBe(true);
    await page.reload();
    await waitForElements(page);
    await expect(list(page).locator('[data-devices-empty]')).toBeVisible();
  });

  test('a 500 on the remove keeps the card with exactly one alert, focus back on Remove, and it is still there after a reload', async ({ page }) => {
    await becomeFresh(page, 'demo-dev', DEVICES);
    await waitForElements(page);
    await expect(cards(page)).toHaveCount(1);
    await faultOn(page, '/assets/ILM1GB7K2Q9X4');
    await list(page).locator('[data-remove-device]').click();
    await list(page).locator('[data-remove-device-confirm]').click();
    await expect(list(page).locator('[role="alert"]')).toHaveText('We could not remove your device. Please try again. Nothing has changed.');
    await expect(page.locator('[role="alert"]:not(:empty)')).toHaveCount(1);
    await expect(list(page).locator('[data-device-card="ILM1GB7K2Q9X4"]')).toBeVisible();
    await expect(list(page).locator('[data-remove-device]')).toBeFocused();
    await expect(notice(page)).toContainText(NOTICE_DEV);
    await faultOff(page);
    await page.reload();
    await waitForElements(page);
    await expect(list(page).locator('[data-device-card="ILM1GB7K2Q9X4"]')).toBeVisible();
  });

  test('a 500 on the list reload after a register keeps the cards on screen with one message, and the visitor a device owner', async ({ page }) => {
    await becomeFresh(page, 'demo-dev', DEVICES);
    await waitForElements(page);
    await expect(cards(page)).toHaveCount(1);
    let failing = false;
    await page.route('**/consumers/*/assets?history=false', async (route) => {
      if (failing && route.request().method() === 'GET') await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"server_error"}' });
      else await route.continue();
    });
    failing = true; // the list's reload and the re-resolution's asset count both fail
    const serial = freshSerial();
    await serialInput(page).fill(serial);
    await form(page).locator('[data-register-submit]').click();
    await expect(form(page).locator('[role="status"]')).toContainText(serial);
    await expect(list(page).locator('[role="alert"]')).toHaveText('We could not load your devices. Please try again in a moment.');
    await expect(page.locator('[role="alert"]:not(:empty)')).toHaveCount(1);
    await expect(list(page).locator('[data-device-card="ILM1GB7K2Q9X4"]')).toBeVisible();
    await expect(notice(page)).toContainText(NOTICE_DEV);
    await expect(warrantyActive(page)).toBeVisible();
  });

  test('from the overview\'s device card, "Upload a receipt" opens the receipt page with that device chosen, in a new tab too', async ({ page }) => {
    await becomeFresh(page, 'demo-dev', DEVICES);
    await waitForElements(page);
    const serial = freshSerial();
    await serialInput(page).fill(serial);
    await form(page).locator('[data-register-submit]').click();
    await expect(cards(page)).toHaveCount(2);
    await page.goto(ACCOUNT);
    await waitForElements(page);
    const card = page.locator('brand-account-device-card');
    await expect(card.locator(`[data-device-card="${serial}"]`)).toBeVisible();
    const link = card.locator('[data-upload-receipt]');
    const href = await link.getAttribute('href');
    expect(href).toContain(`serial=${serial}`);

    // a new tab has no copy of this tab's session: the URL chooses the device
    const tab = await page.context().newPage();
    await tab.goto(href!);
    await waitForElements(tab);
    await expect(tab.locator('brand-account-upload-receipt [data-device-select]')).toHaveValue(serial);
    await tab.close();

    await link.click();
    await page.waitForURL(/page=receipt/);
    await waitForElements(page);
    await expect(page.locator('brand-account-upload-receipt [data-device]')).toHaveAttribute('data-serial', serial);
    await expect(page.locator('brand-account-upload-receipt [data-device-select]')).toHaveValue(serial);
  });

  test('a 500 on register keeps what was typed with one message', async ({ page }) => {
    await becomeFresh(page, 'demo-hav', DEVICES);
    await waitForElements(page);
    await faultOn(page, '/assets');
    await serialInput(page).fill('QQQQ2222RRRR3');
    await form(page).locator('[data-register-submit]').click();
    await expect(form(page).locator('[role="alert"]')).toContainText('We could not register your device');
    await expect(page.locator('brand-account-register-device [role="alert"]:not(:empty)')).toHaveCount(1);
    await expect(serialInput(page)).toHaveValue('QQQQ2222RRRR3');
    await faultOff(page);
    await form(page).locator('[data-register-submit]').click();
    await expect(form(page).locator('[role="status"]')).toContainText('QQQQ2222RRRR3');
    await expect(form(page).locator('[role="alert"]')).toHaveText('');
  });

  test('a 500 on the list shows the error with "Try again", which loads it', async ({ page }) => {
    // demo_fault would break the visitor's own resolution too (the same assets call, made first on every page load):
    // here the page's first assets call (the resolution) passes and the list's calls answer 500 until turned off.
    // The route is in place before the first page of the test: a page opened earlier could still make its own
    // resolution's call after the route began counting, and the devices page's resolution would then fail.
    let calls = 0;
    let failing = true;
    await page.route('**/consumers/*/assets?history=false', async (route) => {
      calls += 1;
      if (calls > 1 && failing && route.request().method() === 'GET') {
        await route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"server_error"}' });
      } else await route.continue();
    });
    await becomeFresh(page, 'demo-dev', DEVICES);
    await waitForElements(page);
    await expect(list(page).locator('[role="alert"]')).toHaveText('We could not load your devices. Please try again in a moment.');
    await expect(notice(page)).toContainText(NOTICE_DEV);
    failing = false;
    await list(page).locator('[data-devices-retry]').click();
    await expect(cards(page)).toHaveCount(1);
    await expect(list(page).locator('[role="alert"]')).toHaveText('');
  });

  test('the devices page is axe clean, with the form in its error state too', async ({ page }) => {
    await become(page, 'demo-dev', DEVICES);
    await waitForElements(page);
    await expect(cards(page)).toHaveCount(1);
    await form(page).locator('[data-register-submit]').click();
    await expect(form(page).locator('[data-hint="error"]')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('an anonymous visitor is sent to log in and back', async ({ page }) => {
    await page.goto(DEVICES);
    await page.waitForURL(/page=login/);
    expect(decodeURIComponent(page.url())).toContain('return=/storefront.html?theme=zyn&lang=en&page=devices');
  });

  for (const theme of Object.keys(THEMES)) {
    test(`the gallery section is axe clean for a device owner: ${theme}, phone and desktop`, async ({ page }) => {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await become(page, 'demo-dev', `/elements.html?section=account-devices&theme=${theme}${width === 390 ? '&dir=rtl' : ''}`);
        await waitForElements(page);
        await expect(page.locator('#account-devices-demo [data-device-card]')).toHaveCount(1);
        await expect(page.locator('#account-register-device-demo form')).toBeVisible();
        expect(await seriousViolations(page, '#account-devices'), `${theme} ${width}`).toEqual([]);
      }
    });
  }
});
