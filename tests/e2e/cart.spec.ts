import type { Page } from '@playwright/test';
import { becomeFresh, expect, seriousViolations, test, waitForElements, injectFault } from './fixtures';
import { ADD_TIMEOUT_MS } from '../../src/core/commerce/cart';

const GALLERY = '/elements.html?section=add-to-cart&theme=zyn';
const CART = '/storefront.html?theme=zyn&lang=en&page=cart';
const tin = (page: Page) => page.locator('#add-to-cart-tin');
const localCount = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('brand_cart') ?? '{"totalUnitCount":0}').totalUnitCount as number);

async function openGallery(page: Page) {
  await page.goto(GALLERY);
  await waitForElements(page);
  await expect(tin(page).locator('[data-add-button]')).toBeEnabled();
}

async function addTin(page: Page, quantity = 1) {
  for (let i = 1; i < quantity; i++) await tin(page).locator('[data-increase]').click();
  await tin(page).locator('[data-add-button]').click();
}

test.describe('add to cart and the cart page', () => {
  test('adding a tin fills the local cart, opens the mini cart with the total, pushes addToCart; the cart page lists it', { tag: '@ssr' }, async ({ page, problems }) => {
    await openGallery(page);
    await addTin(page, 2);
    await expect(tin(page).locator('[role="status"]')).toHaveText('Added to your cart.');
    const drawer = page.locator('[data-mini-cart]');
    await expect(drawer).toBeVisible();
    await expect(drawer.locator('[data-mini-cart-total]')).toContainText('£9.00');
    await expect(drawer.locator('[data-mini-cart-close]')).toBeFocused();
    expect(await localCount(page)).toBe(2);
    const added = await page.evaluate(() => (window as unknown as { dataLayer: { event: string; ecommerce?: { add?: { products: unknown[] } } }[] }).dataLayer.filter((item) => item.event === 'addToCart'));
    expect(added[0]?.ecommerce?.add?.products).toEqual([expect.objectContaining({ id: 'ZYN-COOLMINT-6MG', quantity: 2, price: 4.5 })]);
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(tin(page).locator('[data-add-button]')).toBeFocused();

    await page.locator('#add-to-cart-set [data-add-button]').click();
    await expect(page.locator('[data-mini-cart] [data-cart-line="ZYN-MIX-3"] [data-set-parts] li')).toHaveCount(2);
    expect(await localCount(page)).toBe(3);

    await page.goto(CART);
    await waitForElements(page);
    await expect(page.locator('brand-header [data-cart-badge]')).toHaveText('3');
    await expect(page.locator('brand-cart [data-cart-line]')).toHaveCount(2);
    await expect(page.locator('brand-cart [data-cart-total]')).toHaveText(/£/);
    expect(problems.messages).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
  });

  test('an out-of-stock product cannot be added', async ({ page, problems }) => {
    await openGallery(page);
    const out = page.locator('#add-to-cart-out');
    await expect(out.locator('[data-unavailable]')).toHaveText('Out of stock');
    await expect(out.locator('[data-add-button]')).toBeDisabled();
    expect(problems.messages).toEqual([]);
  });

  for (const fault of ['500', 'malformed', 'timeout'] as const) {
    test(`a ${fault} on the add shows one message and leaves the cart as it was`, async ({ page, context, baseURL }) => {
      // The timeout is the page's own timer: the page's clock is moved past it, not waited for.
      if (fault === 'timeout') await page.clock.install();
      await openGallery(page);
      await addTin(page);
      await expect(tin(page).locator('[role="status"]')).toHaveText('Added to your cart.');
      // the drawer opens once its code is here (fetched beside the add): closed, focus back on the button
      await expect(page.locator('[data-mini-cart] [data-mini-cart-close]')).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(page.locator('[data-mini-cart]')).toHaveCount(0);
      const before = await page.evaluate(() => localStorage.getItem('brand_cart'));
      const url = baseURL ?? 'http://127.0.0.1';
      await injectFault(context, fault, '/entries', url);
      const sent = page.waitForRequest((request) => request.url().includes('/entries') && request.method() === 'POST');
      await addTin(page);
      if (fault === 'timeout') {
        await sent;
        await page.clock.runFor(ADD_TIMEOUT_MS);
      }
      const alert = tin(page).locator('[role="alert"]');
      await expect(alert).toHaveText(fault === 'timeout' ? /taking too long/ : /went wrong on our side/);
      await expect(tin(page).locator('[role="status"]')).toHaveText('');
      await expect(page.locator('[data-mini-cart]')).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('brand_cart'))).toBe(before);
    });
  }

  test('clears the cart after a confirmation', async ({ page, problems }) => {
    await openGallery(page);
    await addTin(page);
    await expect(tin(page).locator('[role="status"]')).toHaveText('Added to your cart.');
    // The confirmation's code is not part of the cart page's: it is asked for as the pointer reaches the button.
    const dialogCode: string[] = [];
    page.on('request', (request) => /\/chunks\/ConfirmDialog-[\w-]+\.js$/.test(request.url()) && dialogCode.push(request.url()));
    await page.goto(CART);
    await waitForElements(page);
    await expect(page.locator('brand-cart [data-cart-line]')).toHaveCount(1);
    expect(dialogCode).toEqual([]);
    const asked = page.waitForRequest(/\/chunks\/ConfirmDialog-[\w-]+\.js$/);
    await page.locator('brand-cart [data-clear-cart]').hover();
    await asked;
    await page.locator('brand-cart [data-clear-cart]').click();
    await expect(page.locator('brand-cart [data-clear-cancel]')).toBeFocused();
    await page.locator('brand-cart [data-clear-confirm]').click();
    await expect(page.locator('brand-cart [data-cart-empty]')).toBeVisible();
    // the clear button went with the lines: focus on the heading, and a polite status says so
    await expect(page.locator('brand-cart h2')).toBeFocused();
    await expect(page.locator('brand-cart [role="status"][data-cart-status]')).toHaveText('Your cart was cleared.');
    await expect(page.locator('brand-header [data-cart-badge]')).toHaveCount(0);
    expect(await localCount(page)).toBe(0);
    expect(problems.messages).toEqual([]);
  });

  test('if the confirmation’s code cannot load, the browser asks instead: Cancel keeps the cart, OK clears it', async ({ page, problems }) => {
    await openGallery(page);
    await addTin(page);
    await expect(tin(page).locator('[role="status"]')).toHaveText('Added to your cart.');
    await page.route(/\/chunks\/ConfirmDialog-[\w-]+\.js$/, (route) => route.abort());
    await page.goto(CART);
    await waitForElements(page);
    const asked: string[] = [];
    page.on('dialog', (dialog) => {
      asked.push(`${dialog.type()}: ${dialog.message()}`);
      void (asked.length === 1 ? dialog.dismiss() : dialog.accept());
    });
    const question = 'confirm: Clear your cart?\n\nEverything in your cart will be removed.';
    await page.locator('brand-cart [data-clear-cart]').click();
    await expect.poll(() => asked).toEqual([question]);
    // Dismissed: nothing cleared, and the button asks again (the code is tried again first).
    await expect(page.locator('brand-cart [data-cart-line]')).toHaveCount(1);
    await page.locator('brand-cart [data-clear-cart]').click();
    await expect.poll(() => asked).toEqual([question, question]);
    await expect(page.locator('brand-cart [data-cart-empty]')).toBeVisible();
    expect(await localCount(page)).toBe(0);
    await expect(page.locator('brand-cart [data-clear-dialog]')).toHaveCount(0);
    // One error per failed load, naming what could not load (and the browser's own line for each aborted file).
    expect(problems.messages.filter((line) => !/Failed to load resource: net::ERR_FAILED/.test(line))).toEqual([
      expect.stringContaining('the confirmation dialog could not load; the browser asks instead.'),
      expect.stringContaining('the confirmation dialog could not load; the browser asks instead.'),
    ]);
  });

  test('if the cart’s calls cannot load, the cart page still lists what the local cart holds, and a change or a clear says it did not happen', async ({ page, problems }) => {
    await openGallery(page);
    await addTin(page);
    await expect(tin(page).locator('[role="status"]')).toHaveText('Added to your cart.');
    // The read of OCC's cart and the cart's calls are chunks the page loads as it renders; here neither arrives.
    await page.route(/\/chunks\/(cart|cartRefresh)-[\w-]+\.js$/, (route) => route.abort());
    await page.goto(CART);
    await waitForElements(page);
    const cart = page.locator('brand-cart');
    const quantity = cart.locator('[data-cart-line="ZYN-COOLMINT-6MG"]').getByRole('spinbutton', { name: 'Quantity' });
    await expect(quantity).toHaveValue('1');
    await expect(cart.locator('section')).toHaveAttribute('data-cart-state', 'filled');
    await quantity.fill('3');
    await quantity.press('Enter');
    await expect(cart.locator('[role="alert"][data-cart-message]')).toHaveText('We could not reach the shop. Your cart has not changed: check your connection and try again.');
    await expect(quantity).toHaveValue('1');
    expect(await localCount(page)).toBe(1);
    // "Clear cart" confirmed: it says the cart could not be cleared, and keeps it.
    await cart.locator('[data-clear-cart]').click();
    await cart.locator('[data-clear-confirm]').click();
    await expect(cart.locator('[role="alert"][data-cart-message]')).toHaveText('We could not clear your cart. Please try again. Your cart has not changed.');
    await expect(cart.locator('[data-clear-cart]')).toBeFocused();
    await expect(cart.locator('[data-cart-line]')).toHaveCount(1);
    expect(await localCount(page)).toBe(1);
    // One error for each load that failed, naming it (and the browser's own line for each aborted file).
    expect(problems.messages.filter((line) => !/Failed to load resource: net::ERR_FAILED/.test(line))).toEqual([
      expect.stringContaining('<brand-cart>: the cart could not be read: its code did not load.'),
      expect.stringContaining('The cart could not load; your cart has not changed.'),
      expect.stringContaining('The cart could not load; your cart has not changed.'),
    ]);
  });

  test('cart lines by keyboard: a quantity changed, a wrong one refused, a line removed; the totals and the badge follow', { tag: '@ssr' }, async ({ page, problems }) => {
    await openGallery(page);
    await addTin(page, 2);
    await expect(tin(page).locator('[role="status"]')).toHaveText('Added to your cart.');
    await expect(page.locator('[data-mini-cart] [data-mini-cart-close]')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('[data-mini-cart]')).toHaveCount(0);
    await page.locator('#add-to-cart-set [data-add-button]').click();
    await expect(page.locator('[data-mini-cart] [data-cart-line="ZYN-MIX-3"]')).toBeVisible();
    await page.goto(CART);
    await waitForElements(page);
    const cart = page.locator('brand-cart');
    const mint = cart.locator('[data-cart-line="ZYN-COOLMINT-6MG"]');
    const quantity = mint.getByRole('spinbutton', { name: 'Quantity' });
    await expect(quantity).toHaveValue('2');
    await expect(page.locator('brand-header [data-cart-badge]')).toHaveText('3');
    // from the heading, Tab reaches the first line's quantity
    await cart.locator('h2').focus();
    await page.keyboard.press('Tab');
    await expect(quantity).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('5');
    const patched = page.waitForRequest((request) => request.method() === 'PATCH' && /\/entries\/0$/.test(request.url()));
    await page.keyboard.press('Enter');
    expect((await patched).postDataJSON()).toEqual({ quantity: 5 });
    await expect(cart.locator('[data-cart-status]')).toHaveText('ZYN Cool Mint 6 mg: quantity 5.');
    await expect(mint.locator('[data-line-total]')).toHaveText('£22.50');
    await expect(cart.locator('[data-cart-total]')).toHaveText('£36.40');
    await expect(page.locator('brand-header [data-cart-badge]')).toHaveText('6');
    expect(await localCount(page)).toBe(6);
    // 0 is not a way to remove: it is refused under the field, nothing is sent
    let sent = 0;
    page.on('request', (request) => request.method() === 'PATCH' && sent++);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('0');
    await page.keyboard.press('Enter');
    await expect(mint.locator('[data-line-error]')).toHaveText('Enter 1 or more, or remove the product.');
    await expect(quantity).toHaveAttribute('aria-invalid', 'true');
    // the set's line goes by its own button, named after it
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('5');
    await page.keyboard.press('Tab');
    await expect(mint.locator('[data-line-error]')).toHaveCount(0);
    const remove = cart.getByRole('button', { name: 'Remove ZYN Mix: any 3 tins' });
    await remove.focus();
    const deleted = page.waitForRequest((request) => request.method() === 'DELETE' && /\/entries\/1$/.test(request.url()));
    await page.keyboard.press('Enter');
    await deleted;
    await expect(cart.locator('[data-cart-line="ZYN-MIX-3"]')).toHaveCount(0);
    await expect(quantity).toBeFocused();
    await expect(cart.locator('[data-cart-status]')).toHaveText('ZYN Mix: any 3 tins was removed from your cart.');
    await expect(cart.locator('[data-cart-total]')).toHaveText('£22.50');
    await expect(page.locator('brand-header [data-cart-badge]')).toHaveText('5');
    expect(sent).toBe(0);
    // the last line: the cart is empty, focus on its heading
    await page.keyboard.press('Tab');
    await expect(cart.getByRole('button', { name: 'Remove ZYN Cool Mint 6 mg' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(cart.locator('[data-cart-empty]')).toBeVisible();
    await expect(cart.locator('h2')).toBeFocused();
    await expect(page.locator('brand-header [data-cart-badge]')).toHaveCount(0);
    expect(await localCount(page)).toBe(0);
    // what OCC has: the cart is empty there too
    await page.reload();
    await waitForElements(page);
    await expect(cart.locator('[data-cart-empty]')).toBeVisible();
    expect(problems.messages).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
  });

  test('a member’s cart follows them: signed in on a second browser, the badge and the cart page show what the first filled', { tag: '@ssr' }, async ({ page, browser, baseURL, problems }) => {
    const uid = await becomeFresh(page, 'demo-lau', GALLERY);
    await waitForElements(page);
    await addTin(page, 2);
    await expect(tin(page).locator('[role="status"]')).toHaveText('Added to your cart.');
    // the same member on another device: a fresh browser context, signed in, nothing in its storage
    const url = baseURL ?? 'http://127.0.0.1';
    const other = await browser.newContext({ baseURL: url });
    await other.addCookies([
      ...['sag_gb', 'sag_default'].map((name) => ({ name, value: 'granted', url })),
      { name: 'brand_uid', value: uid, url, sameSite: 'Strict' as const },
      { name: 'brand_token', value: `token-${uid}`, url, sameSite: 'Strict' as const },
    ]);
    const second = await other.newPage();
    await second.goto('/storefront.html?theme=zyn&lang=en');
    await expect(second.locator('brand-header [data-cart-badge]')).toHaveText('2');
    await second.goto(CART);
    await expect(second.locator('brand-cart [data-cart-line="ZYN-COOLMINT-6MG"]').getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
    await other.close();
    expect(problems.messages).toEqual([]);
  });

  test('the mini cart’s lines change and go too: the drawer says so, and focus stays in it', async ({ page, problems }) => {
    await openGallery(page);
    await addTin(page, 2);
    const drawer = page.locator('[data-mini-cart]');
    await expect(drawer.locator('[data-mini-cart-total]')).toContainText('£9.00');
    const quantity = drawer.getByRole('spinbutton', { name: 'Quantity' });
    await quantity.fill('3');
    await quantity.press('Enter');
    await expect(drawer.locator('[data-mini-cart-status]')).toHaveText('ZYN Cool Mint 6 mg: quantity 3.');
    await expect(drawer.locator('[data-mini-cart-total]')).toContainText('£13.50');
    expect(await localCount(page)).toBe(3);
    await drawer.getByRole('button', { name: 'Remove ZYN Cool Mint 6 mg' }).click();
    await expect(drawer.locator('[data-cart-line]')).toHaveCount(0);
    await expect(drawer.locator('[data-mini-cart-close]')).toBeFocused();
    await expect(drawer.locator('[data-mini-cart-status]')).toHaveText('ZYN Cool Mint 6 mg was removed from your cart.');
    expect(await localCount(page)).toBe(0);
    expect(problems.messages).toEqual([]);
  });

  test('a change OCC cannot make (500, the tin gone out of stock) is put back and says why; the badge too', async ({ page, context, baseURL, problems }) => {
    await openGallery(page);
    await addTin(page, 2);
    await expect(tin(page).locator('[role="status"]')).toHaveText('Added to your cart.');
    await page.goto(CART);
    await waitForElements(page);
    const cart = page.locator('brand-cart');
    const quantity = cart.getByRole('spinbutton', { name: 'Quantity' });
    await injectFault(context, '500', '/entries/', baseURL ?? 'http://127.0.0.1');
    await quantity.fill('4');
    await quantity.press('Enter');
    await expect(cart.locator('[data-cart-message]')).toHaveText('Something went wrong on our side. Your cart has not changed: please try again.');
    await expect(quantity).toHaveValue('2');
    await expect(page.locator('brand-header [data-cart-badge]')).toHaveText('2');
    expect(await localCount(page)).toBe(2);
    await context.clearCookies({ name: 'demo_fault' });
    await page.route('**/entries/0', (route) =>
      route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ errors: [{ type: 'InsufficientStockError', message: 'Product [ZYN-COOLMINT-6MG] cannot be shipped - out of stock online' }] }) }),
    );
    await quantity.fill('3');
    await quantity.press('Enter');
    await expect(cart.locator('[data-cart-message]')).toHaveText('Sorry, ZYN Cool Mint 6 mg is out of stock: the quantity has not changed.');
    await expect(quantity).toHaveValue('2');
    // one console error per failed call (and the browser's own line for each), nothing else
    expect(problems.messages.filter((line) => line.includes('Unable to update the cart.'))).toHaveLength(2);
    expect(problems.messages.filter((line) => !/Unable to update the cart\.|Failed to load resource: the server responded with a status of (500|400)/.test(line))).toEqual([]);
  });

  for (const [theme, lang, width] of [['zyn', 'en', 390], ['iqos', 'en', 1280], ['thunder', 'ar', 390], ['zyn', 'ar', 1280]] as const) {
    test(`axe: the cart page and the open mini cart, ${theme} ${lang} at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(`/elements.html?section=add-to-cart&theme=${theme}&lang=${lang}`);
      await waitForElements(page);
      await addTin(page);
      await expect(page.locator('[data-mini-cart]')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto(`/storefront.html?theme=${theme}&lang=${lang}&page=cart`);
      await waitForElements(page);
      await expect(page.locator('brand-cart [data-cart-line]')).toHaveCount(1);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
