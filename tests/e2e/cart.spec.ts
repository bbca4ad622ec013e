import type { Page } from '@playwright/test';
import { expect, seriousViolations, test, waitForElements, injectFault } from './fixtures';
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
      await page.keyboard.press('Escape');
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
    await page.goto(CART);
    await waitForElements(page);
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
