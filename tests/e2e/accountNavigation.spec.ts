import type { Page } from '@playwright/test';
import { THEMES, become, expect, seriousViolations, test, waitForElements } from './fixtures';

const PAGE = (name: string, query = 'theme=zyn&lang=en') => `/storefront.html?${query}&page=${name}`;
const navigation = (page: Page) => page.locator('brand-account-navigation nav');
const breadcrumb = (page: Page) => page.locator('brand-account-breadcrumb nav');

/** What has focus, through shadow roots: the element's host tag, its text and aria-current. */
function focused(page: Page) {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    let host = '';
    while (active?.shadowRoot?.activeElement) {
      host = active.localName;
      active = active.shadowRoot.activeElement;
    }
    return { host, text: active?.textContent?.trim() ?? '', current: active?.getAttribute('aria-current') ?? null, tag: active?.localName ?? '' };
  });
}

/** Presses Tab until `match` holds for the focused element (at most `limit` times); the keyboard only. */
async function tabTo(page: Page, match: (f: Awaited<ReturnType<typeof focused>>) => boolean, limit = 60) {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (match(now)) return now;
  }
  throw new Error('the keyboard never reached the target');
}

test.describe('the account navigation and breadcrumb', () => {
  test('desktop, keyboard only: Tab to the menu, Enter opens another account page, which is then the current one', { tag: '@ssr' }, async ({ page, problems }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await become(page, 'demo-hav', PAGE('account'));
    await expect(navigation(page).locator('a[aria-current="page"]')).toHaveText('My account');
    // the account home has a one-item trail: no breadcrumb
    await expect(breadcrumb(page)).toHaveCount(0);
    await tabTo(page, (f) => f.host === 'brand-account-navigation' && f.current === 'page');
    const next = await tabTo(page, () => true, 1);
    expect(next).toMatchObject({ host: 'brand-account-navigation', text: 'My orders' });
    await page.keyboard.press('Enter');
    await page.waitForURL(/page=orders/);
    await expect(navigation(page).locator('a[aria-current="page"]')).toHaveText('My orders');
    await expect(navigation(page).locator('[aria-current]')).toHaveCount(1);
    // the new page starts from the top: the first Tab is the header's skip link, then the menu is reached again
    const first = await tabTo(page, () => true, 1);
    expect(first.host).toBe('brand-header');
    // the breadcrumb: My account › My orders, the last the current page; its link goes back with Enter
    await expect(breadcrumb(page).locator('li')).toHaveText(['My account', 'My orders']);
    await expect(breadcrumb(page).locator('[aria-current="page"]')).toHaveText('My orders');
    await tabTo(page, (f) => f.host === 'brand-account-breadcrumb' && f.text === 'My account');
    await page.keyboard.press('Enter');
    await page.waitForURL(/page=account/);
    await expect(navigation(page).locator('a[aria-current="page"]')).toHaveText('My account');
    expect(problems.messages).toEqual([]);
  });

  test('phone, keyboard only: the sideways menu shows the current page and Tab and Enter reach another', async ({ page, problems }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await become(page, 'demo-hav', PAGE('details'));
    const list = navigation(page).locator('ul');
    const current = navigation(page).locator('a[aria-current="page"]');
    await expect(current).toHaveText('Personal details');
    // one row that scrolls, the current item scrolled into its view
    expect(await list.evaluate((ul) => ul.scrollWidth > ul.clientWidth && getComputedStyle(ul).overflowX === 'auto')).toBe(true);
    await expect.poll(() => current.evaluate((a) => {
      const box = a.closest('ul')!.getBoundingClientRect();
      const item = a.getBoundingClientRect();
      return item.left >= box.left - 1 && item.right <= box.right + 1;
    })).toBe(true);
    const height = await current.evaluate((a) => a.getBoundingClientRect().height);
    expect(height).toBeGreaterThanOrEqual(44);
    await tabTo(page, (f) => f.host === 'brand-account-navigation' && f.text === 'Refer a friend');
    await page.keyboard.press('Enter');
    await page.waitForURL(/page=referrals/);
    await expect(current).toHaveText('Refer a friend');
    expect(problems.messages).toEqual([]);
  });

  test('right to left, Arabic: the menu and the trail are mirrored', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await become(page, 'demo-hav', PAGE('card', 'theme=iqos&lang=ar'));
    // the card page is the wallet's sub-page: its item is marked as the section (aria-current="true")
    await expect(navigation(page).locator('a[aria-current="true"]')).toHaveText('محفظتي');
    const nav = await page.locator('brand-account-navigation').boundingBox();
    const content = await page.locator('brand-account-panel > brand-container').boundingBox();
    expect(nav!.x).toBeGreaterThan(content!.x + content!.width - 1);
    await expect(breadcrumb(page).locator('li')).toHaveText(['حسابي', 'محفظتي', 'تعديل بطاقتك']);
    // the direction itself: both read right to left, the chevrons point left (mirrored), the menu's bar on the right
    expect(await navigation(page).evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    expect(await breadcrumb(page).evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');
    const chevrons = await breadcrumb(page).locator('li > svg').evaluateAll((svgs) => svgs.map((svg) => getComputedStyle(svg).transform));
    expect(chevrons).toEqual(['matrix(-1, 0, 0, 1, 0, 0)', 'matrix(-1, 0, 0, 1, 0, 0)']);
    const bar = await navigation(page).locator('a[aria-current]').evaluate((a) => ({ right: getComputedStyle(a).borderRightWidth, left: getComputedStyle(a).borderLeftWidth }));
    expect(bar).toEqual({ right: '3px', left: '0px' });
  });

  test('the current page without theme or language in the URL; one Breadcrumb landmark on an account page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await become(page, 'demo-hav', '/storefront.html?page=orders');
    await expect(navigation(page).locator('a[aria-current="page"]')).toHaveText('My orders');
    await expect(breadcrumb(page).locator('li')).toHaveText(['My account', 'My orders']);
    // the footer's trail is off in the account area: the account breadcrumb is the only one
    await expect(page.locator('brand-footer [data-footer-section="breadCrumb"]')).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => {
      const walk = (root: Document | ShadowRoot): Element[] =>
        [...root.querySelectorAll('*')].flatMap((element) => [element, ...(element.shadowRoot ? walk(element.shadowRoot) : [])]);
      return walk(document).filter((element) => element.localName === 'nav' && /breadcrumb/i.test(element.getAttribute('aria-label') ?? '')).length;
    })).toBe(1);
    // another page keeps the footer's trail
    await page.goto('/storefront.html?page=help');
    await expect(page.locator('brand-footer [data-footer-section="breadCrumb"]')).toHaveCount(1);
  });

  test('an anonymous visitor sees none of it: sent to log in and back', { tag: '@ssr' }, async ({ page }) => {
    // the login page answers 204 (the browser stays on the account page): what the account page showed is checked
    const sentTo: string[] = [];
    await page.route(/page=login/, (route) => {
      sentTo.push(route.request().url());
      return route.fulfill({ status: 204 });
    });
    await page.goto(PAGE('orders'));
    await expect.poll(() => sentTo.length).toBeGreaterThan(0);
    expect(decodeURIComponent(sentTo[0]!)).toContain('return=/storefront.html?theme=zyn&lang=en&page=orders');
    expect(page.url()).toContain('page=orders');
    // the gate held: no menu, no trail (nor its skeleton); the navigation's gate is in its login state. The shadow
    // roots are read directly: a locator would wait for the navigation the 204 cancelled.
    const state = () =>
      page.evaluate(() => {
        const nav = document.querySelector('brand-account-navigation')?.shadowRoot;
        const crumb = document.querySelector('brand-account-breadcrumb')?.shadowRoot;
        return {
          login: Boolean(nav?.querySelector('[data-account-state="login"]')),
          navigation: Boolean(nav?.querySelector('nav')),
          breadcrumb: Boolean(crumb?.querySelector('nav')),
          skeleton: Boolean(crumb?.querySelector('[data-account-breadcrumb-skeleton]')),
        };
      });
    await expect.poll(state).toEqual({ login: true, navigation: false, breadcrumb: false, skeleton: false });
  });

  for (const theme of Object.keys(THEMES)) {
    test(`axe clean: an account page and the gallery section, ${theme}, phone and desktop`, async ({ page }) => {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await become(page, 'demo-hav', PAGE('orders', `theme=${theme}&lang=${width === 390 ? 'ar' : 'en'}`));
        await expect(navigation(page).locator('a[aria-current="page"]')).toHaveCount(1);
        await expect(breadcrumb(page)).toHaveCount(1);
        expect(await seriousViolations(page, 'brand-account-panel'), `${theme} ${width} storefront`).toEqual([]);
        await page.goto(`/elements.html?section=account-navigation&theme=${theme}${width === 390 ? '&dir=rtl' : ''}`);
        await waitForElements(page);
        await expect(page.locator('#account-navigation-demo nav a[aria-current="page"]')).toHaveText('Overview');
        await expect(page.locator('#account-breadcrumb-demo nav li')).toHaveCount(3);
        expect(await seriousViolations(page, '#account-navigation'), `${theme} ${width} gallery`).toEqual([]);
      }
    });
  }
});
