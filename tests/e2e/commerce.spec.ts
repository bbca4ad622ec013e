// Issue 17 "Done when": the shop as a shopper meets it on the storefront, across its pages. The pages' own
// specs (shop, product, cart, reviews, stores) test each element; this one follows the journeys.
import { becomeFresh, expect, test, waitForElements } from './fixtures';
import type { Page } from '@playwright/test';

const page$ = (name: string, extra = '') => `/storefront.html?theme=zyn&lang=en&page=${name}${extra}`;
const PHONE = { width: 390, height: 844 };

type Pushed = { event?: string; ecommerce?: Record<string, any> };

/** Every data-layer push of the session, kept across page loads (each page starts its own dataLayer). */
async function recordDataLayer(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const layer: unknown[] = [];
    const push = layer.push.bind(layer);
    layer.push = (...items: unknown[]) => {
      const kept = JSON.parse(sessionStorage.getItem('e2e-data-layer') ?? '[]') as unknown[];
      sessionStorage.setItem('e2e-data-layer', JSON.stringify([...kept, ...items]));
      return push(...items);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
}
const pushed = (page: Page, event: string) =>
  page.evaluate((name) => (JSON.parse(sessionStorage.getItem('e2e-data-layer') ?? '[]') as Pushed[]).filter((item) => item.event === name), event);

const badge = (page: Page) => page.locator('brand-header [data-cart-badge]');
const miniCart = (page: Page) => page.locator('[data-mini-cart]');

async function listsLoaded(page: Page): Promise<void> {
  await waitForElements(page);
  await page.waitForFunction(() => [...document.querySelectorAll('brand-product-list')].every((list) => list.shadowRoot?.querySelector('ul:not([aria-busy])')));
}

test.describe('the shop, end to end', () => {
  test('an anonymous shopper adds a tin from the shop page and a pack from mix and match: the badge and the mini cart follow', async ({ page, problems }) => {
    await recordDataLayer(page);
    await page.setViewportSize(PHONE);
    await page.goto(page$('shop'));
    await listsLoaded(page);
    await expect(badge(page)).toHaveCount(0);
    const bestsellers = page.locator('brand-product-list').first();
    await bestsellers.locator('li[data-code="ZYN-COOLMINT-6MG"] .action button').first().click();
    await expect(miniCart(page)).toBeVisible();
    await expect(miniCart(page).locator('[data-cart-line="ZYN-COOLMINT-6MG"]')).toBeVisible();
    await expect(miniCart(page).locator('[data-mini-cart-total]')).toContainText('£4.50');
    await expect(badge(page)).toHaveText('1');
    await page.keyboard.press('Escape');
    await expect(miniCart(page)).toHaveCount(0);

    await page.goto(page$('pack'));
    await waitForElements(page);
    await expect(badge(page)).toHaveText('1');
    const wizard = page.locator('brand-mix-and-match');
    for (const code of ['ZYN-COOLMINT-6MG', 'ZYN-CITRUS-6MG', 'ZYN-ESPRESSO-9MG']) {
      await wizard.locator(`button.tin[data-code="${code}"]`).click();
      await wizard.locator('button.next').click();
    }
    await expect(wizard.locator('[data-total]')).toHaveText('£13.90');
    await wizard.locator('[part="summary"] button', { hasText: 'Add pack to cart' }).click();
    await expect(miniCart(page)).toBeVisible();
    await expect(miniCart(page).locator('[data-cart-line="ZYN-MIX-3"]')).toBeVisible();
    // the tin and the pack: £4.50 + £13.90
    await expect(miniCart(page).locator('[data-mini-cart-total]')).toContainText('£18.40');
    await expect(badge(page)).toHaveText('2');

    const added = (await pushed(page, 'addToCart')).flatMap((event) => event.ecommerce!.add.products as Array<{ id: string; quantity: number }>);
    expect(added).toHaveLength(4);
    expect(added[0]).toMatchObject({ id: 'ZYN-COOLMINT-6MG', quantity: 1 });
    // the pack's tins, each with the set's code as its variant
    expect(added.slice(1)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: 'ZYN-COOLMINT-6MG', quantity: 1, variant: 'ZYN-MIX-3' }),
        expect.objectContaining({ id: 'ZYN-CITRUS-6MG', quantity: 1, variant: 'ZYN-MIX-3' }),
        expect.objectContaining({ id: 'ZYN-ESPRESSO-9MG', quantity: 1, variant: 'ZYN-MIX-3' }),
      ]),
    );
    expect(problems.messages).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
  });

  test('productImpression, productClick, addToCart and miniCartDisplay carry the codes a merchandiser needs, across the pages', async ({ page, problems }) => {
    await recordDataLayer(page);
    await page.goto(page$('shop'));
    await listsLoaded(page);
    await expect.poll(async () => (await pushed(page, 'productImpression')).flatMap((event) => event.ecommerce!.impressions as Array<{ id: string }>).map((item) => item.id)).toContain('ZYN-CITRUS-6MG');
    // a card's name leads to its product page; the click is recorded before the page goes
    await page.locator('brand-product-list').first().locator('li[data-code="ZYN-CITRUS-6MG"] h3 a').click();
    await page.waitForURL(/page=product&product=ZYN-CITRUS-6MG/);
    const [click] = await pushed(page, 'productClick');
    expect(click!.ecommerce!.click).toMatchObject({ actionField: { list: 'Shop: bestsellers' }, products: [{ id: 'ZYN-CITRUS-6MG', position: 2, price: 4.5 }] });
    await waitForElements(page);
    const product = page.locator('brand-configure-and-buy');
    await product.locator('button', { hasText: 'Add to cart' }).click();
    await expect(miniCart(page)).toBeVisible();
    const [add] = await pushed(page, 'addToCart');
    expect(add!.ecommerce).toMatchObject({ currencyCode: 'GBP', add: { products: [{ id: 'ZYN-CITRUS-6MG', name: 'ZYN Citrus 6 mg', price: 4.5, quantity: 1 }] } });
    // the mini cart that opened: once
    expect(await pushed(page, 'miniCartDisplay')).toEqual([{ event: 'miniCartDisplay', trigger: 'addToCart', added: 'ZYN Citrus 6 mg' }]);
    expect(problems.messages).toEqual([]);
  });

  test("a logged-in shopper's cart survives a reload, and is there on a new device", async ({ page, context, problems }) => {
    // A copy of the persona for this test alone: the member's cart is kept by the mock OCC, and another test
    // (or this one in the other project) adding to the shared persona's would show in the badge.
    const uid = await becomeFresh(page, 'demo-lau', page$('product', '&product=ZYN-ESPRESSO-9MG'));
    await waitForElements(page);
    await page.locator('brand-configure-and-buy').locator('button', { hasText: 'Add to cart' }).click();
    await expect(miniCart(page)).toBeVisible();
    await expect(badge(page)).toHaveText('1');
    await page.reload();
    await waitForElements(page);
    await expect(badge(page)).toHaveText('1');
    // a new device: nothing stored locally, the cart page reads the member's cart from OCC
    await page.evaluate(() => localStorage.clear());
    await page.goto(page$('cart'));
    await waitForElements(page);
    const cart = page.locator('brand-cart');
    await expect(cart.locator('[data-cart-line="ZYN-ESPRESSO-9MG"]')).toBeVisible();
    await expect(cart.locator('[data-cart-total]')).toHaveText('£4.90');
    await expect(badge(page)).toHaveText('1');
    expect((await context.cookies()).some((cookie) => cookie.name === 'brand_uid' && cookie.value === uid)).toBe(true);
    expect(problems.messages).toEqual([]);
  });

  test('an out-of-stock product cannot be added, on its product page or in the shop', async ({ page, problems }) => {
    await page.goto(page$('product', '&product=ZYN-BLACKCHERRY-6MG'));
    await waitForElements(page);
    await expect(page.locator('brand-configure-and-buy').locator('button', { hasText: 'Add to cart' })).toBeDisabled();
    await page.goto(page$('shop'));
    await listsLoaded(page);
    await expect(page.locator('brand-product-list').nth(1).locator('li[data-code="ZYN-BLACKCHERRY"] .action button')).toBeDisabled();
    expect(await page.evaluate(() => localStorage.getItem('brand_cart'))).toBeNull();
    expect(problems.messages).toEqual([]);
  });
});
