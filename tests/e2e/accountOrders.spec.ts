import type { Page } from '@playwright/test';
import { become, becomeFresh, expect, seriousViolations, test, waitForElements, injectFault } from './fixtures';

const ORDERS = '/storefront.html?page=orders';
const orders = (page: Page) => page.locator('brand-account-orders');
const card = (page: Page, code: string) => orders(page).locator(`[data-order="${code}"]`);
const codes = (page: Page) => orders(page).locator('[data-order]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-order')));
const placedTimes = (page: Page) =>
  orders(page).locator('[data-order] [data-placed]').evaluateAll((cells) => cells.map((cell) => cell.textContent ?? ''));

test.describe('my orders (brand-account-orders) on the storefront', () => {
  test('demo-dev opens the orders from the account menu: 6 orders newest first across pages, one opened with its timeline', { tag: '@ssr' }, async ({ page, problems }) => {
    await become(page, 'demo-dev', '/storefront.html?page=home');
    await waitForElements(page);
    await page.locator('brand-header button[data-user-item="menu"]').click();
    await page.locator('brand-header [data-user-menu] a', { hasText: 'My orders' }).click();
    await page.waitForURL('**page=orders*');
    await expect(orders(page).locator('[data-order]')).toHaveCount(5);
    const first = await codes(page);
    const pager = orders(page).locator('nav[data-orders-pager]');
    await expect(pager.locator('[aria-current="page"]')).toHaveText('1');
    await pager.locator('[data-page-next]').click();
    await expect(orders(page).locator('[data-order]')).toHaveCount(1);
    await expect(orders(page).locator('h2')).toBeFocused();
    await expect(pager.locator('[aria-current="page"]')).toHaveText('2');
    const second = await codes(page);
    expect(new Set([...first, ...second]).size).toBe(6);
    expect(second).toEqual(['00010015']); // the oldest
    await pager.locator('[data-page-previous]').click();
    await expect(orders(page).locator('[data-order]')).toHaveCount(5);
    // newest first by the date placed
    const dates = (await placedTimes(page)).map((text) => Date.parse(text.replace(/^Placed /, '')));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);

    const ready = card(page, '00010029');
    await ready.locator('[data-order-trigger]').click();
    await expect(ready.locator('[data-order-trigger]')).toHaveAttribute('aria-expanded', 'true');
    await expect(ready.locator('[data-step]')).toHaveCount(4);
    await expect(ready.locator('[data-step="placed"]')).toHaveAttribute('data-state', 'complete');
    await expect(ready.locator('[data-step="processing"]')).toHaveAttribute('data-state', 'active');
    await expect(ready.locator('[data-card-number]')).toHaveText('•••• 5100');
    await expect(ready.locator('[data-order-action]')).toHaveText(['Buy again']);
    expect(problems.messages).toEqual([]);
  });

  test('cancels an order after the confirmation; the status changes and survives a reload', async ({ page, problems }) => {
    await becomeFresh(page, 'demo-hav', ORDERS);
    const order = card(page, '00010021');
    await order.locator('[data-order-trigger]').click();
    await order.locator('[data-order-action="cancel"]').click();
    await expect(orders(page).locator('[data-order-cancel]')).toBeFocused();
    await orders(page).locator('[data-order-confirm]').click();
    await expect(order.locator('[data-order-status]')).toHaveText('Order 00010021 is cancelled.');
    await expect(order.locator('[data-status]')).toHaveText('Cancelled');
    await expect(order.locator('[data-order-action="cancel"]')).toHaveCount(0);
    await expect(order.locator('[data-step="cancelled"]')).toHaveAttribute('data-state', 'error');
    await page.reload();
    await expect(card(page, '00010021').locator('[data-status]')).toHaveText('Cancelled');
    expect(problems.messages).toEqual([]);
  });

  test('a 500 on the cancel keeps the order as it was with one message', async ({ page, context, problems, baseURL }) => {
    await becomeFresh(page, 'demo-hav', ORDERS);
    const order = card(page, '00010021');
    await order.locator('[data-order-trigger]').click();
    await expect(order.locator('[data-order-action="cancel"]')).toBeVisible();
    const url = baseURL ?? 'http://127.0.0.1';
    await injectFault(context, '500', '/cancellation', url);
    await order.locator('[data-order-action="cancel"]').click();
    await orders(page).locator('[data-order-confirm]').click();
    await expect(order.locator('[data-order-alert]')).toHaveText(/has not changed/);
    await expect(orders(page).locator('[role="alert"]:not(:empty)')).toHaveCount(1);
    await expect(order.locator('[data-status]')).toHaveText('Placed');
    await expect(order.locator('[data-order-action="cancel"]')).toBeFocused();
    expect(problems.messages.filter((m) => m.includes('brand-account-orders'))).toEqual(['error: brand-account-orders: Unable to cancel the order.']);
  });

  test('a 500 on the list load shows the error with Try again, which then loads', async ({ page, context, baseURL }) => {
    const url = baseURL ?? 'http://127.0.0.1';
    await injectFault(context, '500', '/users/current/orders', url);
    await become(page, 'demo-dev', ORDERS);
    await expect(orders(page).locator('[data-orders-failed] [role="alert"]')).toHaveText(/could not load your orders/);
    await context.clearCookies({ name: 'demo_fault' });
    await orders(page).locator('[data-orders-retry]').click();
    await expect(orders(page).locator('[data-order]')).toHaveCount(5);
    await expect(orders(page).locator('h2')).toBeFocused();
  });

  test('an anonymous visitor is sent to log in and, once logged in with brand-login, comes back to the orders', async ({ page, problems }) => {
    // the orders' code, a module of its own behind the account gate (dist/chunks/OrdersList-….js)
    const ordersCode: string[] = [];
    page.on('request', (request) => {
      if (/\/chunks\/OrdersList-[\w-]+\.js$/.test(request.url())) ordersCode.push(request.url());
    });
    await page.goto(ORDERS);
    await page.waitForURL('**page=login*');
    expect(new URL(page.url()).searchParams.get('return')).toContain('page=orders');
    expect(ordersCode, 'a visitor sent to log in downloads none of the code of the orders').toEqual([]);
    await waitForElements(page);
    await page.locator('brand-login input[name="email"]').fill('devi.patel@example.co.uk');
    await page.locator('brand-login input[name="password"]').fill('demo1234');
    await page.locator('brand-login button[type="submit"]').click();
    await page.waitForURL('**page=orders*');
    await expect(orders(page).locator('[data-order]')).toHaveCount(5);
    expect(ordersCode, 'once a member, the code of the orders').toHaveLength(1);
    expect(problems.messages).toEqual([]);
  });

  test('reorder puts the items in the cart: the header badge follows and a line links to the cart', async ({ page, problems }) => {
    await becomeFresh(page, 'demo-hav', ORDERS);
    const order = card(page, '00010017');
    await order.locator('[data-order-trigger]').click();
    await order.locator('[data-order-action="reorder"]').click();
    await orders(page).locator('[data-order-confirm]').click();
    await expect(order.locator('[data-order-status]')).toContainText('The items are in your cart.');
    await expect(order.locator('[data-order-status] a')).toHaveAttribute('href', /page=cart/);
    await expect(page.locator('brand-header [data-cart-badge]')).toHaveText('10');
    expect(problems.messages).toEqual([]);
  });

  test('the account overview shows the newest order expanded and links to the other account pages', async ({ page, problems }) => {
    await become(page, 'demo-dev', '/storefront.html?page=account');
    const newest = page.locator('brand-account-order-card [data-order]');
    await expect(newest).toHaveAttribute('data-order', '00010034');
    await expect(newest.locator('h3 [data-order-trigger]')).toHaveAttribute('aria-expanded', 'true');
    await expect(newest.locator('[data-timeline]')).toBeVisible();
    for (const target of ['orders', 'wallet', 'addresses', 'devices']) {
      await expect(page.locator(`brand-link a[href*="page=${target}"]`)).toHaveCount(1);
    }
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems.messages).toEqual([]);
  });

  test('axe: the orders page with an order open, no serious violations', async ({ page }) => {
    await become(page, 'demo-dev', ORDERS);
    await card(page, '00010034').locator('[data-order-trigger]').click();
    await expect(card(page, '00010034').locator('[data-timeline]')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  const actionsOf = (page: Page, code: string) => card(page, code).locator('[data-order-action]').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-order-action')));
  const openCard = async (page: Page, code: string) => {
    await card(page, code).locator('[data-order-trigger]').click();
    await expect(card(page, code).locator('[data-timeline]')).toBeVisible();
  };
  const decide = async (page: Page, code: string, action: string) => {
    await card(page, code).locator(`[data-order-action="${action}"]`).click();
    await orders(page).locator('[data-order-confirm]').click();
  };

  const decisions = [
    ['keep', '00010019', 'The device is yours to keep.', ['reorder']],
    ['extend', '00010019', 'Your trial has 14 more days.', ['keep', 'trial-return', 'reorder']],
    ['trial-return', '00010019', 'Your return is requested. We will email you a label.', ['reorder']],
    ['return', '00010024', 'Your return is requested. We will email you a label.', ['reorder']],
  ] as const;
  for (const [action, code, done, after] of decisions) {
    test(`${action} on order ${code} after the confirmation; the actions left survive a reload`, async ({ page, problems }) => {
      await becomeFresh(page, 'demo-dev', ORDERS);
      await openCard(page, code);
      expect(await actionsOf(page, code)).toContain(action);
      await decide(page, code, action);
      await expect(card(page, code).locator('[data-order-status]')).toHaveText(done);
      await expect.poll(() => actionsOf(page, code)).toEqual([...after]);
      await page.reload();
      await openCard(page, code);
      await expect.poll(() => actionsOf(page, code)).toEqual([...after]);
      expect(problems.messages).toEqual([]);
    });
  }

  test("a 500 on an order's details keeps the list with one message; Try again then reads them", async ({ page, context, problems, baseURL }) => {
    await becomeFresh(page, 'demo-dev', ORDERS);
    await expect(orders(page).locator('[data-order]')).toHaveCount(5);
    const url = baseURL ?? 'http://127.0.0.1';
    await injectFault(context, '500', '/orders/00010031', url);
    const order = card(page, '00010031');
    await order.locator('[data-order-trigger]').click();
    await expect(order.locator('[data-order-alert]')).toHaveText('We could not load this order.');
    await expect(orders(page).locator('[role="alert"]:not(:empty)')).toHaveCount(1);
    await expect(orders(page).locator('[data-order]')).toHaveCount(5);
    await expect(order.locator('[data-status]')).toHaveText('Placed'); // the summary row stays
    await context.clearCookies({ name: 'demo_fault' });
    await order.locator('[data-order-retry]').click();
    await expect(order.locator('[data-timeline]')).toBeVisible();
    await expect(order.locator('[data-sub-heading]').first()).toBeFocused();
    await expect(orders(page).locator('[role="alert"]:not(:empty)')).toHaveCount(0);
    expect(problems.messages.filter((m) => m.includes('brand-account-orders'))).toEqual(['error: brand-account-orders: Unable to load the order.']);
  });

  test('a 500 on reorder keeps the order and the cart as they were with one message; focus back on Buy again', async ({ page, context, problems, baseURL }) => {
    await becomeFresh(page, 'demo-dev', ORDERS);
    await openCard(page, '00010029');
    const badge = await page.locator('brand-header [data-cart-badge]').count() ? await page.locator('brand-header [data-cart-badge]').textContent() : null;
    const url = baseURL ?? 'http://127.0.0.1';
    await injectFault(context, '500', '/cartFromOrder', url);
    await decide(page, '00010029', 'reorder');
    const order = card(page, '00010029');
    await expect(order.locator('[data-order-alert]')).toHaveText(/has not changed/);
    await expect(orders(page).locator('[role="alert"]:not(:empty)')).toHaveCount(1);
    await expect(order.locator('[data-order-status]')).toHaveText('');
    await expect(order.locator('[data-order-action="reorder"]')).toBeFocused();
    await expect(order.locator('[data-entry]')).toHaveCount(2);
    if (badge !== null) await expect(page.locator('brand-header [data-cart-badge]')).toHaveText(badge);
    expect(problems.messages.filter((m) => m.includes('brand-account-orders'))).toEqual(['error: brand-account-orders: Unable to reorder.']);
  });

  test('reorder of the newest demo-dev order says the mix pack is no longer available and how many were added', async ({ page, problems }) => {
    await becomeFresh(page, 'demo-dev', ORDERS);
    await openCard(page, '00010034');
    await decide(page, '00010034', 'reorder');
    await expect(card(page, '00010034').locator('[data-order-status]')).toContainText(/^4 of 5 items added; .+ is no longer available\./);
    await expect(card(page, '00010034').locator('[data-order-alert]')).toHaveText('');
    await expect(page.locator('brand-header [data-cart-badge]')).toHaveText('4');
    expect(problems.messages).toEqual([]);
  });

  for (const [theme, lang, width] of [['zyn', 'en', 390], ['zyn', 'en', 1280], ['thunder', 'ar', 390], ['thunder', 'ar', 1280]] as const) {
    test(`axe: the confirmation open, ${theme} ${lang} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await become(page, 'demo-dev', `/storefront.html?theme=${theme}&lang=${lang}&page=orders`);
      await openCard(page, '00010034');
      await card(page, '00010034').locator('[data-order-action="cancel"]').click();
      await expect(orders(page).locator('[data-order-cancel]')).toBeFocused();
      expect(await seriousViolations(page)).toEqual([]);
      await orders(page).locator('[data-order-cancel]').click();
    });
  }
});
