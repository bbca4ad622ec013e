import type { Page } from '@playwright/test';
import { expect, seriousViolations, storedCookie, test, waitForElements, injectFault } from './fixtures';

const LOGIN = '/storefront.html?theme=zyn&lang=en&page=login';
const form = (page: Page) => page.locator('brand-login form');
const alert = (page: Page) => page.locator('brand-login [role="alert"]');

/** Opens the log-in page as an anonymous visitor, marking the document so a reload would show. */
async function openLogin(page: Page, path = LOGIN): Promise<void> {
  await page.goto(path);
  await waitForElements(page);
  await expect(form(page)).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
    (window as unknown as { logins: unknown[] }).logins = [];
    document.addEventListener('brand-login', (event) => (window as unknown as { logins: unknown[] }).logins.push((event as CustomEvent).detail));
  });
}

async function logInWith(page: Page, email: string, password: string): Promise<void> {
  await page.locator('brand-login input[name="email"]').fill(email);
  await page.locator('brand-login input[name="password"]').fill(password);
  await page.locator('brand-login button[type="submit"]').click();
}

test.describe('brand-login on the storefront', () => {
  test('a visitor logs in: the header, the notice and the visibleTo content change without a reload', async ({ page, problems }) => {
    await openLogin(page);
    await expect(page.locator('brand-header [data-notice-text]')).toContainText('Free delivery on your first order.');
    await expect(page.getByText('Demo accounts')).toBeVisible();
    // (Hidden, not absent: a server-rendered page writes content for every visitor type, hidden until it knows the visitor.)
    await expect(page.getByText('Members only')).toBeHidden();
    await expect(page.locator('brand-header button[data-top-item]', { hasText: 'Members' })).toHaveCount(0);

    await logInWith(page, 'harvey.avery@example.co.uk', 'demo1234');

    await expect(page.locator('brand-login [role="status"]')).toContainText('You are logged in.');
    await expect(page.locator('brand-login [role="status"]')).toBeFocused();
    await expect(page.locator('brand-header [data-notice-text]')).toContainText('Member exclusive: 20% off bundles this week.');
    await expect(page.locator('brand-header button[data-user-item="menu"]')).toBeVisible();
    await expect(page.locator('brand-header button[data-top-item]', { hasText: 'Members' })).toBeVisible();
    await expect(page.getByText('Members only')).toBeVisible();
    await expect(page.getByText('Demo accounts')).toBeHidden();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { logins: unknown[] }).logins)).toEqual([{ visitorType: 'LAU-HAV' }]);
    // (written by the page a moment before they reach the browser's store)
    await expect.poll(async () => [(await storedCookie(page.context(), 'brand_uid'))?.value, (await storedCookie(page.context(), 'brand_token'))?.value]).toEqual(['demo-hav', 'token-demo-hav']);
    const cookies = Object.fromEntries((await page.context().cookies()).map((cookie) => [cookie.name, cookie]));
    expect(cookies.brand_uid).toMatchObject({ value: 'demo-hav', secure: true, sameSite: 'Strict', path: '/' });
    expect(cookies.brand_token).toMatchObject({ value: 'token-demo-hav', secure: true, sameSite: 'Strict' });
    expect(problems.messages).toEqual([]);
  });

  test('a wrong password shows the message, empties the password and keeps the visitor anonymous', async ({ page, problems }) => {
    await openLogin(page);
    await logInWith(page, 'laura.underwood@example.co.uk', 'not-the-password');
    await expect(alert(page)).toHaveText('The email address or password is not right. Check them and try again.');
    await expect(page.locator('brand-login input[name="password"]')).toHaveValue('');
    await expect(page.locator('brand-login input[name="password"]')).toBeFocused();
    await expect(page.locator('brand-login input[name="email"]')).toHaveValue('laura.underwood@example.co.uk');
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('brand_uid');
    await expect(page.locator('brand-header [data-notice-text]')).toContainText('Free delivery on your first order.');
    // The consumer service's 401 is the one failed request, and Chromium's own line about it the one
    // message: the element logs nothing (the password least of all).
    expect(problems.failedRequests.map((line) => line.replace(/^(\d+) .*\/web\//, '$1 /web/'))).toEqual(['401 /web/v1/api/v1/consumer/login']);
    expect(problems.messages).toEqual(['error: Failed to load resource: the server responded with a status of 401 (Unauthorized)']);
  });

  test('a locked account, a failing service and a lost connection each say what happened', async ({ page }) => {
    await openLogin(page);
    await logInWith(page, 'locked@example.co.uk', 'demo1234');
    await expect(alert(page)).toHaveText('Your account is locked after too many attempts. Reset your password to unlock it.');

    await injectFault(page.context(), '500', '/consumer/login', page.url());
    await logInWith(page, 'laura.underwood@example.co.uk', 'demo1234');
    await expect(alert(page)).toHaveText('We cannot log you in right now. Please try again later.');

    await page.route('**/consumer/login', (route) => route.abort('internetdisconnected'));
    await logInWith(page, 'laura.underwood@example.co.uk', 'demo1234');
    await expect(alert(page)).toHaveText('You seem to be offline. Check your connection and try again.');
  });

  test('keyboard only: the fields say what is missing, the password shows and hides, Enter logs in', async ({ page, problems }) => {
    await openLogin(page);
    const email = page.locator('brand-login input[name="email"]');
    const password = page.locator('brand-login input[name="password"]');
    await email.focus();
    await page.keyboard.press('Enter');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    await expect(page.locator('brand-login [data-problem]').first()).toHaveText('Enter your email address.');
    await page.keyboard.type('devi.patel@example.co.uk');
    await page.keyboard.press('Tab');
    await expect(password).toBeFocused();
    await page.keyboard.type('demo1234');
    await page.keyboard.press('Tab');
    const reveal = page.locator('brand-login button[data-reveal]');
    await expect(reveal).toBeFocused();
    await expect(reveal).toHaveAccessibleName('Show password');
    await page.keyboard.press('Space');
    await expect(password).toHaveAttribute('type', 'text');
    await expect(reveal).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Space');
    await expect(password).toHaveAttribute('type', 'password');
    await password.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('brand-login [role="status"]')).toBeFocused();
    await expect(page.locator('brand-header [data-notice-text]')).toContainText('Your device is registered.');
    expect(problems.messages).toEqual([]);
  });

  for (const [theme, lang, width] of [
    ['zyn', 'en', 390],
    ['thunder', 'ar', 1280],
  ] as const) {
    test(`axe finds nothing serious: ${theme}, ${lang}, ${width} px, form and error`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openLogin(page, `/storefront.html?theme=${theme}&lang=${lang}&page=login`);
      await page.locator('brand-login button[type="submit"]').click();
      await expect(page.locator('brand-login [data-problem]')).toHaveCount(2);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
