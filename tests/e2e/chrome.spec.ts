import type { Page } from '@playwright/test';
import { become, expect, seriousViolations, storedCookie, test, waitForElements } from './fixtures';

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

async function openStorefront(page: Page, query = 'theme=zyn&lang=en') {
  await page.goto(`/storefront.html?${query}`);
  await waitForElements(page);
  await page.locator('brand-header [data-bar]').waitFor();
  await page.locator('brand-footer footer').waitFor();
}

/** The element that has focus, looked up through shadow roots, as "tag[data-attribute]: text". */
const focused = (page: Page) =>
  page.evaluate(() => {
    let active: Element | null = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return active ? `${active.localName}: ${(active.textContent ?? '').trim()}` : '';
  });

test.describe('storefront header and footer', () => {
  for (const theme of ['zyn', 'zyn3', 'iqos', 'veev-vape', 'thunder']) {
    for (const viewport of [PHONE, DESKTOP]) {
      test(`${theme} at ${viewport.width}px: header and footer render, axe finds nothing serious`, async ({ page, problems }) => {
        await page.setViewportSize(viewport);
        await openStorefront(page, `theme=${theme}&lang=en`);
        const bar = await page.locator('brand-header [data-bar]').boundingBox();
        expect(bar!.height).toBe(viewport.width < 900 ? 56 : 72);
        expect(await page.locator('brand-header [data-logo]').textContent(), 'a wordmark, not the theme label').not.toContain('(');
        await expect(page.locator('brand-footer footer')).toBeVisible();
        expect(await seriousViolations(page)).toEqual([]);
        expect(problems.messages).toEqual([]);
      });
    }
  }

  for (const lang of ['ar', 'km']) {
    test(`lang=${lang}: the chrome in ${lang === 'ar' ? 'Arabic, right to left' : 'Khmer, with its font'}; axe finds nothing serious`, async ({ page, problems }) => {
      await openStorefront(page, `theme=zyn&lang=${lang}`);
      const style = await page.evaluate(() => {
        const host = document.querySelector('brand-header')!;
        const bar = host.shadowRoot!.querySelector('[data-bar]')!;
        return { direction: getComputedStyle(bar).direction, font: getComputedStyle(host).fontFamily };
      });
      if (lang === 'ar') {
        expect(style.direction).toBe('rtl');
        expect(style.font).toContain('Noto Sans Arabic');
        const logo = await page.locator('brand-header [data-logo]').boundingBox();
        const cart = await page.locator('brand-header [data-cart-link]').boundingBox();
        expect(logo!.x).toBeGreaterThan(cart!.x);
      } else {
        expect(style.font).toContain('Noto Sans Khmer');
      }
      expect(await seriousViolations(page)).toEqual([]);
      expect(problems.messages).toEqual([]);
    });
  }

  for (const persona of ['demo-lau', 'demo-hav', 'demo-dev']) {
    test(`${persona}: the member menu and notice; axe finds nothing serious`, async ({ page, problems }) => {
      await become(page, persona, '/storefront.html?theme=zyn&lang=en');
      await waitForElements(page);
      await expect(page.locator('brand-header button[data-top-item]', { hasText: 'Members' })).toBeVisible();
      await expect(page.locator('brand-header button[data-user-item="menu"]')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      expect(problems.messages).toEqual([]);
    });
  }

  test('keyboard only on desktop: the skip link, a sub-layer opened and closed with the keyboard', async ({ page, problems }) => {
    await page.setViewportSize(DESKTOP);
    await openStorefront(page);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('a: Skip to main content');
    const shop = page.locator('brand-header button[data-top-item]', { hasText: 'Shop' });
    await shop.focus();
    await page.keyboard.press('Enter');
    await expect(shop).toHaveAttribute('aria-expanded', 'true');
    // As a visitor does: Tab once the sub-layer is there (its code comes at idle, or at the first reach for the menu).
    await expect(page.locator('brand-header [data-sub-layer]')).toBeVisible();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('a: All Shop');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.locator('brand-header [data-nested-layer="nav-0-0"] a').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(shop).toHaveAttribute('aria-expanded', 'false');
    expect(await focused(page)).toBe('button: Shop');
    expect(problems.messages).toEqual([]);
  });

  test('keyboard only on a phone: the hamburger menu, a level down, back, and Escape', async ({ page, problems }) => {
    await page.setViewportSize(PHONE);
    await openStorefront(page);
    const hamburger = page.locator('brand-header [data-hamburger]');
    await hamburger.focus();
    await page.keyboard.press('Enter');
    await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('brand-header [data-mobile-menu]')).toBeVisible();
    await page.keyboard.press('Tab'); // the close button
    await page.keyboard.press('Tab'); // Shop
    expect(await focused(page)).toContain('button: Shop');
    await page.keyboard.press('Enter');
    await expect(page.locator('brand-header [data-drawer-head] h2')).toHaveText('Shop');
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toContain('Back');
    await page.keyboard.press('Enter');
    await expect(page.locator('brand-header [data-drawer-head] h2')).toHaveText('Menu');
    expect(await focused(page), 'focus moves to the level heading, never to the page').toBe('h2: Menu');
    await page.keyboard.press('Escape');
    await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(await focused(page)).toContain('button:');
    expect(problems.messages).toEqual([]);
  });

  test('the notice stays dismissed for cookiePersistence (7) days', async ({ page, context, problems }) => {
    await openStorefront(page);
    const before = Date.now() / 1000;
    await page.locator('brand-header [data-notice-close]').click();
    await expect(page.locator('brand-header [data-header-notice]')).toHaveCount(0);
    await expect.poll(async () => (await storedCookie(context, 'brand_notice_dismissed'))?.value).toBe('true');
    const cookie = (await storedCookie(context, 'brand_notice_dismissed'))!;
    expect(Math.abs(cookie.expires - before - 7 * 86_400)).toBeLessThan(60);
    await page.reload();
    await waitForElements(page);
    await expect(page.locator('brand-header [data-header-notice]')).toHaveCount(0);
    expect(problems.messages).toEqual([]);
  });

  test('the cart badge reads the local cart: hidden at 0, 99+ above 99, the auto-delivery link for such a cart', async ({ page, problems }) => {
    await openStorefront(page);
    await expect(page.locator('brand-header [data-cart-badge]')).toHaveCount(0);
    await page.evaluate(() => localStorage.setItem('brand_cart', JSON.stringify({ orderType: { typeId: 'AUTO_DELIVERY' }, totalUnitCount: 150, carts: [] })));
    await page.reload();
    await waitForElements(page);
    await expect(page.locator('brand-header [data-cart-badge]')).toHaveText('99+');
    await expect(page.locator('brand-header [data-cart-link]')).toHaveAttribute('href', /#auto-delivery-cart$/);
    await page.evaluate(() => localStorage.setItem('brand_cart', JSON.stringify({ orderType: { typeId: 'STANDARD' }, totalUnitCount: 3, carts: [] })));
    await page.reload();
    await waitForElements(page);
    await expect(page.locator('brand-header [data-cart-badge]')).toHaveText('3');
    // the cart page of the storefront (issue 17)
    await expect(page.locator('brand-header [data-cart-link]')).toHaveAttribute('href', /[?&]page=cart$/);
    expect(problems.messages).toEqual([]);
  });

  test('the language selector: more than two languages = a popover under a globe button', async ({ page, problems }) => {
    await page.setViewportSize(DESKTOP);
    await openStorefront(page);
    const trigger = page.locator('brand-header [data-actions] button[aria-expanded]', { hasText: 'English' });
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const links = page.locator('brand-header [data-actions] a[hreflang], brand-header [data-actions] a[href*="lang=ar"]');
    await expect(links.first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(problems.messages).toEqual([]);
  });

  test("the footer's rating: its label at once, its code once the page is idle or the rating nears; if that cannot load, the label stays and one error says so", async ({ page, problems }) => {
    const chunks: string[] = [];
    page.on('request', (request) => /\/dist\/chunks\/RatingWidget-[\w-]+\.js$/.test(request.url()) && chunks.push(request.url()));
    await page.route(/\/dist\/chunks\/RatingWidget-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.setViewportSize(PHONE);
    await openStorefront(page);
    const rating = page.locator('brand-footer [data-rating] [data-rating-widget]');
    await expect(rating).toHaveText('Rated excellent');
    await rating.scrollIntoViewIfNeeded();
    const failure = 'brand-footer: the rating widget could not load; its label stays.';
    await expect.poll(() => problems.messages.filter((message) => message.includes(failure))).toHaveLength(1);
    await expect(rating).toHaveAttribute('data-status', 'failed');
    await expect(rating).toHaveText('Rated excellent');
    expect(chunks).toHaveLength(1);
  });
});

test.describe('partner page with only the header', () => {
  test('loads brand-header.js alone, no <brand-page>, and the header works', async ({ page, problems }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/header-partner.html');
    await page.locator('brand-header [data-bar]').waitFor();
    expect(scripts.some((path) => path.includes('brand-page'))).toBe(false);
    expect(scripts.some((path) => path.endsWith('/loader.js') || path.endsWith('/brand-elements.js'))).toBe(false);
    await expect(page.locator('brand-header [data-logo]')).toHaveText('IQOS');
    const devices = page.locator('brand-header button[data-top-item]', { hasText: 'Devices' });
    await devices.click();
    await expect(devices).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('brand-header [data-sub-layer]')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems.messages).toEqual([]);
  });
});
