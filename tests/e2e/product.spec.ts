// Issue 17: the storefront's product pages (?page=product&product=<code>) with brand-configure-and-buy:
// a tin by strength, the device by colour (buy or borrow), the image zoom, and axe in two themes and Arabic.
import type { Locator, Page } from '@playwright/test';
import { expect, seriousViolations, test, waitForElements } from './fixtures';

const PRODUCT = (code: string, theme = 'zyn', lang = 'en') => `/storefront.html?theme=${theme}&lang=${lang}&page=product&product=${code}`;
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

async function open(page: Page, code: string, theme = 'zyn', lang = 'en'): Promise<Locator> {
  await page.goto(PRODUCT(code, theme, lang));
  await waitForElements(page);
  const element = page.locator('brand-configure-and-buy');
  await expect(element.locator('[data-price]')).toBeVisible();
  return element;
}

/** The visitor's cart entries as the local cart holds them (localStorage brand_cart). */
const localEntries = (page: Page) =>
  page.evaluate(() => {
    const local = JSON.parse(localStorage.getItem('brand_cart') ?? '{}') as { carts?: { entries?: { product?: { code?: string }; quantity?: number }[] }[] };
    return (local.carts ?? []).flatMap((cart) => cart.entries ?? []).map((entry) => ({ code: entry.product?.code, quantity: entry.quantity }));
  });

test.describe('product pages', () => {
  test("the add's code comes when its button is first reached, the mini cart's with the first add", async ({ page, problems }) => {
    const code: string[] = [];
    page.on('request', (request) => {
      const chunk = /\/chunks\/(cart|MiniCart)-[\w-]+\.js$/.exec(request.url());
      if (chunk) code.push(chunk[1]!);
    });
    const element = await open(page, 'ZYN-COOLMINT-6MG');
    expect(code, 'neither before the button is reached').toEqual([]);
    await element.locator('[data-add-button]').hover();
    await expect.poll(() => code).toEqual(['cart']);
    await element.locator('[data-add-button]').click();
    await expect(page.locator('[data-mini-cart]')).toBeVisible();
    await expect(page.locator('[data-mini-cart] [data-mini-cart-close]')).toBeFocused();
    expect(code).toEqual(['cart', 'MiniCart']);
    expect(problems.messages).toEqual([]);
  });

  test("the add's code not loading says the shop could not be reached, once; the next add loads it and adds", async ({ page, problems }) => {
    let refused = 0;
    await page.route(/\/chunks\/cart-[\w-]+\.js$/, (route) => (refused++ === 0 ? route.abort('internetdisconnected') : route.continue()));
    const element = await open(page, 'ZYN-COOLMINT-6MG');
    await element.locator('[data-add-button]').click();
    await expect(element.locator('[role="alert"]')).toHaveText('We could not reach the shop. Check your connection and your cart, then try again.');
    expect(await localEntries(page)).toEqual([]);
    await element.locator('[data-add-button]').click();
    await expect(element.locator('[role="status"]')).toHaveText('Added to your cart.');
    await expect(element.locator('[role="alert"]')).toHaveText('');
    expect(await localEntries(page)).toEqual([{ code: 'ZYN-COOLMINT-6MG', quantity: 1 }]);
    expect(problems.messages.filter((message) => message.includes('The cart could not load'))).toHaveLength(1);
  });

  test("the product's view is code of its own, asked for beside the product: if it cannot load, the error message, and one error says so", async ({ page, problems }) => {
    await page.route(/\/chunks\/ProductView-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.goto(PRODUCT('ZYN-COOLMINT-6MG'));
    await waitForElements(page);
    const element = page.locator('brand-configure-and-buy');
    await expect(element.locator('[role="alert"]')).toHaveText('Sorry, this product cannot be shown right now.');
    await expect(element.locator('section')).not.toHaveAttribute('aria-busy');
    await expect(element.locator('[data-price]')).toHaveCount(0);
    expect(problems.messages.filter((message) => message.includes('<brand-configure-and-buy>: the product could not be shown'))).toHaveLength(1);
  });

  test('the tin: strengths as a radio group; choosing 9 mg changes the price to £4.90 and the URL', { tag: '@ssr' }, async ({ page, problems }) => {
    await page.setViewportSize(DESKTOP);
    const element = await open(page, 'ZYN-COOLMINT-6MG');
    await expect(element.getByRole('heading', { level: 1 })).toHaveText('ZYN Cool Mint 6 mg');
    await expect(element.locator('[data-price]')).toHaveText('£4.50');
    const strengths = element.getByRole('group', { name: /Strength/ });
    await expect(strengths.getByRole('radio')).toHaveCount(3);
    await expect(strengths.getByRole('radio', { name: '6 mg' })).toBeChecked();
    await strengths.getByRole('radio', { name: '9 mg' }).check();
    await expect(element.locator('[data-price]')).toHaveText('£4.90');
    await expect(element.getByRole('heading', { level: 1 })).toHaveText('ZYN Cool Mint 9 mg');
    await expect(page).toHaveURL(/product=ZYN-COOLMINT-9MG/);
    // keyboard: the arrow keys move the choice, as in any radio group
    const nine = strengths.getByRole('radio', { name: '9 mg' });
    await nine.focus();
    await expect(nine).toBeFocused();
    await expect(nine).toBeChecked();
    await page.keyboard.press('ArrowLeft');
    await expect(strengths.getByRole('radio', { name: '6 mg' })).toBeChecked();
    await expect(element.locator('[data-price]')).toHaveText('£4.50');
    await expect(page.getByRole('link', { name: 'Back to the shop' })).toBeVisible();
    expect(problems.messages).toEqual([]);
  });

  test('the device: Sunset Red says out of stock and cannot be added; borrowing adds a lending entry', async ({ page, problems }) => {
    await page.setViewportSize(DESKTOP);
    const element = await open(page, 'IQOS-ILUMA-KIT');
    const colours = element.getByRole('group', { name: /Colour/ });
    await expect(colours.getByRole('radio')).toHaveCount(3);
    await colours.getByRole('radio', { name: /Sunset Red/ }).check();
    await expect(element.locator('[data-stock]')).toHaveText('Out of stock');
    await expect(colours.locator('label', { hasText: 'Sunset Red' })).toContainText('out of stock');
    await expect(element.getByRole('button', { name: 'Add to cart' })).toBeDisabled();

    await colours.getByRole('radio', { name: 'Pebble Grey' }).check();
    await expect(element.locator('[data-stock]')).toHaveText('In stock');
    await element.getByRole('radio', { name: /Borrow it for 30 days/ }).check();
    const borrow = element.getByRole('button', { name: 'Borrow for 30 days' });
    await expect(borrow).toBeEnabled();
    await borrow.click();
    await expect(element.getByRole('status')).toContainText(/added/i);
    await expect.poll(() => localEntries(page)).toEqual([{ code: 'IQOS-ILUMA-KIT', quantity: 1 }]);
    // the mini cart opened on the add: Escape closes it
    await page.keyboard.press('Escape');
    expect(problems.messages).toEqual([]);
  });

  test('the main picture opens the zoom, Escape closes it and focus returns', async ({ page, problems }) => {
    await page.setViewportSize(PHONE);
    const element = await open(page, 'ZYN-COOLMINT-6MG');
    await element.locator('[data-thumb]').nth(1).click();
    await expect(element.locator('[data-thumb]').nth(1)).toHaveAttribute('aria-pressed', 'true');
    const main = element.getByRole('button', { name: /^Zoom image/ });
    await main.click();
    const dialog = element.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // The zoom takes focus as it opens: Escape pressed before that goes to the page, not to the zoom.
    await expect(dialog.locator('[data-zoom-close]')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(main).toBeFocused();
    expect(problems.messages).toEqual([]);
  });

  test('the mixed set and an unknown code', async ({ page, problems }) => {
    await page.goto(PRODUCT('ZYN-MIX-3'));
    await waitForElements(page);
    await expect(page.getByRole('link', { name: 'Build your own pack' })).toHaveAttribute('href', /(page=pack|#pack)$/);
    // brand-add-to-cart (another helper's element) of type product-set for the set
    await expect(page.locator('brand-add-to-cart')).toHaveCount(1);
    expect(await page.locator('brand-add-to-cart').evaluate((host) => (host as HTMLElement & { model?: { productReference?: string } }).model?.productReference ?? null)).toBe('ZYN-MIX-3');
    await page.goto(PRODUCT('NO-SUCH-THING'));
    await waitForElements(page);
    await expect(page.getByRole('heading', { name: 'We could not find that product' })).toBeVisible();
    await expect(page.locator('brand-configure-and-buy')).toHaveCount(0);
    expect(problems.messages).toEqual([]);
  });

  for (const [size, viewport] of [
    [390, PHONE],
    [1280, DESKTOP],
  ] as const) {
    test(`axe clean at ${size} px in two themes and right to left`, async ({ page, problems }) => {
      await page.setViewportSize(viewport);
      for (const [theme, lang, code] of [
        ['zyn', 'en', 'ZYN-COOLMINT-6MG'],
        ['iqos', 'en', 'IQOS-ILUMA-KIT'],
        ['thunder', 'ar', 'IQOS-ILUMA-KIT'],
      ] as const) {
        await open(page, code, theme, lang);
        expect(await seriousViolations(page), `${theme} ${lang}`).toEqual([]);
      }
      expect(problems.messages).toEqual([]);
    });
  }
});
