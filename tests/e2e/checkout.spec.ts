import type { Page } from '@playwright/test';
import { becomeFresh, expect, seriousViolations, test, waitForElements } from './fixtures';

const GALLERY = '/elements.html?section=add-to-cart&theme=zyn';
const CART = '/storefront.html?theme=zyn&lang=en&page=cart';
const CHECKOUT = '/storefront.html?theme=zyn&lang=en&page=checkout';

async function addTins(page: Page, quantity: number) {
  await page.goto(GALLERY);
  await waitForElements(page);
  const tin = page.locator('#add-to-cart-tin');
  for (let i = 1; i < quantity; i++) await tin.locator('[data-increase]').click();
  await tin.locator('[data-add-button]').click();
  await expect(tin.locator('[role="status"]')).toHaveText('Added to your cart.');
}

/** Presses Tab until `target` has focus (at most `limit` times): the keyboard's way there. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 40) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((element) => element.matches(':focus'))) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('checkout on SAP Commerce OCC', () => {
  test('a member, keyboard only, from an empty cart to the confirmation; the order is in their orders', { tag: '@ssr' }, async ({ page, problems }) => {
    await becomeFresh(page, 'demo-hav', CART);
    await waitForElements(page);
    await expect(page.locator('brand-cart [data-cart-empty]')).toBeVisible();
    await addTins(page, 3);
    await page.goto(CART);
    await waitForElements(page);
    const cart = page.locator('brand-cart');
    await expect(cart.locator('[data-cart-total]')).toHaveText('£13.50');
    expect(await seriousViolations(page)).toEqual([]);
    await cart.locator('h2').focus();
    await tabTo(page, cart.getByRole('link', { name: 'Checkout' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/page=checkout/);
    await waitForElements(page);

    const checkout = page.locator('brand-checkout');
    const home = checkout.getByRole('radio', { name: /22 Queen Street/ });
    await expect(home).toBeChecked();
    expect(await seriousViolations(page)).toEqual([]);
    await home.focus();
    await page.keyboard.press('ArrowDown');
    await expect(checkout.getByRole('radio', { name: /100 Deansgate/ })).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(checkout.getByRole('button', { name: 'Continue' })).toBeFocused();
    await page.keyboard.press('Enter');
    // the delivery modes: focus on the chosen one
    const nextDay = checkout.getByRole('radio', { name: /Next day delivery/ });
    await expect(checkout.getByRole('radio', { name: /Standard delivery/ })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(nextDay).toBeChecked();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(checkout.locator('[data-delivery-cost]')).toHaveText('£6.99');
    await expect(checkout.locator('[data-checkout-total]')).toHaveText('£20.49');
    // the card: the default one, named by its last four digits only
    await expect(checkout.getByRole('radio', { name: 'Mastercard ending 4444, expires 03/2027' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const terms = checkout.getByRole('checkbox', { name: 'I accept the terms and conditions of sale' });
    await expect(terms).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    // Place order without the terms: said, and nothing is sent
    let orders = 0;
    page.on('request', (request) => request.method() === 'POST' && /\/users\/[^/]+\/orders\?/.test(request.url()) && orders++);
    await page.keyboard.press('Tab');
    await expect(checkout.getByRole('button', { name: 'Place order' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(checkout.locator('[data-terms-error]')).toHaveText('Tick the box to accept the terms before you place your order.');
    await expect(terms).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const confirmation = checkout.locator('[data-checkout-state="confirmed"]');
    await expect(confirmation.getByRole('heading', { name: 'Thank you for your order' })).toBeFocused();
    const number = await confirmation.locator('[data-order-number]').getAttribute('data-order-number');
    expect(number).toMatch(/^\d{8}$/);
    await expect(confirmation).toContainText('100 Deansgate');
    await expect(confirmation).toContainText('Next day delivery');
    await expect(confirmation.locator('[data-order-total]')).toHaveText('£20.49');
    expect(orders).toBe(1);
    await expect(page.locator('brand-header [data-cart-badge]')).toHaveCount(0);
    const purchase = await page.evaluate(() => (window as unknown as { dataLayer: { event: string; ecommerce?: { transaction_id?: string } }[] }).dataLayer.filter((item) => item.event === 'purchase'));
    expect(purchase.map((item) => item.ecommerce?.transaction_id)).toEqual([number]);
    expect(await seriousViolations(page)).toEqual([]);
    // the order is with the member's orders
    await tabTo(page, confirmation.getByRole('link', { name: 'See it in your orders' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/page=orders/);
    await waitForElements(page);
    await expect(page.locator('brand-account-orders').getByText(number!).first()).toBeVisible();
    expect(problems.messages).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
  });

  test('an anonymous visitor is sent to log in and brought back to the checkout', async ({ page }) => {
    await page.goto(CHECKOUT);
    await page.waitForURL(/page=login.*return=/);
    expect(decodeURIComponent(new URL(page.url()).searchParams.get('return') ?? '')).toContain('page=checkout');
    await waitForElements(page);
    await page.locator('brand-login input[name="email"]').fill('harvey.avery@example.co.uk');
    await page.locator('brand-login input[name="password"]').fill('demo1234');
    await page.locator('brand-login input[name="password"]').press('Enter');
    await page.waitForURL(/page=checkout/);
    await waitForElements(page);
    // back at the checkout as a member: it shows (an empty cart here), not the way to log in
    await expect(page.locator('brand-checkout [data-checkout-state]')).toBeVisible();
    await expect(page.locator('brand-checkout h2')).toHaveText('Checkout');
  });
});
