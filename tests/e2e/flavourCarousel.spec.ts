// Issue 16: the flavour carousel on the storefront's flavours page (groups mint, fruit, coffee;
// Arctic Frost has no url, so the data rules leave it out) and in the gallery.
import type { Locator, Page } from '@playwright/test';
import { expect, expectFocusWithin, seriousViolations, test, waitForElements } from './fixtures';

const FLAVOURS = (lang = 'en', theme = 'zyn') => `/storefront.html?theme=${theme}&lang=${lang}&page=flavours`;
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

async function open(page: Page, lang = 'en', theme = 'zyn'): Promise<Locator> {
  await page.goto(FLAVOURS(lang, theme));
  await waitForElements(page);
  const carousel = page.locator('brand-flavour-carousel');
  await expect(carousel.locator('swiper-container[data-ready]')).toBeAttached();
  return carousel;
}
const thumb = (carousel: Locator, name: string) => carousel.getByRole('button', { name, exact: true });
const counter = (carousel: Locator) => carousel.locator('[data-counter] [dir="ltr"]');
const detailTitle = (carousel: Locator) => carousel.locator('[data-detail]:not([data-leaving]) h3');

test.describe('flavour carousel', () => {
  test('mouse: groups, thumbnails by intensity, the counter, the detail panel and the select event', async ({ page, problems }) => {
    await page.setViewportSize(DESKTOP);
    const carousel = await open(page);
    await expect(carousel.getByRole('tab')).toHaveText(['Mint', 'Fruit', 'Coffee']);
    await expect(carousel.locator('[data-thumb]')).toHaveText(['Wintergreen', 'Cool Mint', 'Peppermint', 'Spearmint']); // Arctic Frost dropped
    await expect(thumb(carousel, 'Wintergreen')).toHaveAttribute('aria-pressed', 'true');
    await expect(counter(carousel)).toHaveText('1 / 4');
    const events = await page.evaluateHandle(() => {
      const seen: unknown[] = [];
      document.querySelector('brand-flavour-carousel')!.addEventListener('brand-flavour-select', (event) => seen.push((event as CustomEvent).detail));
      return seen;
    });
    await thumb(carousel, 'Spearmint').click();
    await expect(detailTitle(carousel)).toHaveText('Spearmint');
    await expect(counter(carousel)).toHaveText('4 / 4');
    await expect(carousel.getByRole('link', { name: 'Discover: Spearmint' })).toHaveAttribute('href', '/storefront.html?theme=zyn&lang=en&page=flavours&flavour=spearmint'); // the shopper's brand and language kept
    await expect(carousel.getByRole('meter')).toHaveAttribute('aria-valuetext', '5-out-of-12');
    await thumb(carousel, 'Spearmint').click(); // the active one: nothing happens
    await carousel.getByRole('tab', { name: 'Coffee' }).click();
    await expect(carousel.locator('[data-thumb]')).toHaveText(['Espressino', 'Cinnamon', 'Mocha']);
    await expect(detailTitle(carousel)).toHaveText('Espressino');
    expect(await events.jsonValue()).toEqual([
      { groupId: 'mint', index: 3, title: 'Spearmint' },
      { groupId: 'coffee', index: 0, title: 'Espressino' },
    ]);
    // the thumbnails fit at 1280: Swiper measured them and locked itself, so no arrows
    await expect.poll(() => carousel.locator('swiper-container').evaluate((element) => (element as HTMLElement & { swiper?: { isLocked?: boolean } }).swiper?.isLocked)).toBe(true);
    await expect(carousel.locator('[data-arrow]:visible')).toHaveCount(0);
    expect(problems.messages).toEqual([]);
  });

  test('keyboard on a phone: tabs by arrow keys, next / previous with the edge messages, focus kept', async ({ page, problems }) => {
    await page.setViewportSize(PHONE);
    const carousel = await open(page, 'en', 'iqos');
    const next = carousel.locator('[data-arrow="next"]');
    const previous = carousel.locator('[data-arrow="previous"]');
    await expect(next).toBeVisible(); // the thumbnails overflow on a phone
    await expect(previous).toBeHidden(); // at the start, hidden (hide-on-disabled)
    await carousel.getByRole('tab', { name: 'Mint' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(carousel.getByRole('tab', { name: 'Fruit' })).toBeFocused();
    await expect(carousel.getByRole('tab', { name: 'Fruit' })).toHaveAttribute('aria-selected', 'true');
    await expect(detailTitle(carousel)).toHaveText('Citrus');
    await page.keyboard.press('ArrowLeft');
    await expect(carousel.getByRole('tab', { name: 'Mint' })).toBeFocused();
    await next.focus();
    await expect(next).toHaveAccessibleName('Next flavour');
    await page.keyboard.press('Enter');
    await expect(counter(carousel)).toHaveText('2 / 4');
    await expect(previous).toBeVisible();
    await expect(previous).toHaveAccessibleName('Previous flavour');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(counter(carousel)).toHaveText('4 / 4');
    await expect(detailTitle(carousel)).toHaveText('Spearmint');
    // next hid at the end: focus went to the chosen thumbnail, not to the page
    await expect(next).toBeHidden();
    await expect(thumb(carousel, 'Spearmint')).toBeFocused();
    // a thumbnail by keyboard
    await page.keyboard.press('Shift+Tab');
    await expect(thumb(carousel, 'Peppermint')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(counter(carousel)).toHaveText('3 / 4');
    await expect(detailTitle(carousel)).toHaveText('Peppermint');
    const box = await thumb(carousel, 'Peppermint').boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(problems.messages).toEqual([]);
  });

  test('with hide-on-disabled off the edge arrows stay, disabled, named by the first / last messages (gallery)', async ({ page, problems }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/elements.html?section=flavour-carousel&theme=iqos');
    await waitForElements(page);
    const carousel = page.locator('brand-flavour-carousel');
    await carousel.scrollIntoViewIfNeeded();
    const previous = carousel.locator('[data-arrow="previous"]');
    const next = carousel.locator('[data-arrow="next"]');
    await expect(previous).toBeVisible();
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await expect(previous).toHaveAccessibleName('This is the first flavour');
    for (const expected of ['2 / 4', '3 / 4', '4 / 4']) {
      await next.click();
      await expect(counter(carousel)).toHaveText(expected);
    }
    await expect(next).toHaveAccessibleName('This is the last flavour');
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await next.focus(); // disabled but focusable (aria-disabled): pressing it does nothing
    await page.keyboard.press('Enter');
    await expect(counter(carousel)).toHaveText('4 / 4');
    expect(problems.messages).toEqual([]);
  });

  test("keyboard: the detail image opens the full-screen image zoom, + zooms, Escape closes it back on the image", async ({ page, problems }) => {
    await page.setViewportSize(DESKTOP);
    const carousel = await open(page);
    const trigger = carousel.locator('[data-detail]:not([data-leaving]) button[data-zoom]');
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await trigger.focus();
    await page.keyboard.press('Enter');
    const zoom = carousel.locator('[role="dialog"][data-image-zoom]');
    await expect(zoom).toBeVisible();
    await expectFocusWithin(zoom);
    const picture = zoom.locator('img[data-zoom-image]');
    await expect(picture).toHaveAttribute('data-scale', '1');
    await page.keyboard.press('+');
    await expect(picture).toHaveAttribute('data-scale', '1.5');
    await expect(zoom.getByRole('status')).toHaveText('Zoom 150%');
    await page.keyboard.press('Escape');
    await expect(zoom).toHaveCount(0);
    await expect(trigger).toBeFocused();
    expect(problems.messages).toEqual([]);
  });

  test('the action opens a dialog of every flavour; choosing closes it, Escape closes it, focus returns', async ({ page, problems }) => {
    await page.setViewportSize(DESKTOP);
    const carousel = await open(page);
    const action = carousel.getByRole('button', { name: 'All flavours' });
    await action.click();
    const dialog = carousel.getByRole('dialog', { name: 'All flavours' });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('[data-choice]')).toHaveCount(10);
    await dialog.getByRole('button', { name: /Mango/ }).click();
    await expect(dialog).toBeHidden();
    await expect(detailTitle(carousel)).toHaveText('Mango');
    await expect(carousel.getByRole('tab', { name: 'Fruit' })).toHaveAttribute('aria-selected', 'true');
    await action.click();
    await expect(dialog).toBeVisible();
    await expectFocusWithin(dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(action).toBeFocused();
    await action.click();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    expect(problems.messages).toEqual([]);
  });

  // The flavours page's own elements (not the header and footer, checked on their own pages) in all five themes.
  const SHOWCASE = 'brand-flavour-carousel, brand-consumables-table, brand-info-cards-slider';
  for (const [size, viewport] of [['390', PHONE], ['1280', DESKTOP]] as const) {
    test(`the flavours page is axe clean in every theme at ${size} px`, async ({ page, problems }) => {
      test.setTimeout(60_000);
      await page.setViewportSize(viewport);
      for (const theme of ['zyn', 'zyn3', 'iqos', 'veev-vape', 'thunder']) {
        await open(page, 'en', theme);
        await expect(page.locator('brand-info-cards-slider swiper-container[data-ready]')).toBeAttached();
        await expect(page.getByRole('table', { name: 'Compare the tins' })).toBeVisible();
        expect(await seriousViolations(page, SHOWCASE), theme).toEqual([]);
      }
      expect(problems.messages).toEqual([]);
    });
  }

  for (const [size, viewport] of [['390', PHONE], ['1280', DESKTOP]] as const) {
    test(`axe clean at ${size} px (and right to left), the dialog too`, async ({ page, problems }) => {
      await page.setViewportSize(viewport);
      for (const [lang, theme] of [['en', 'zyn'], ['ar', 'thunder']]) {
        const carousel = await open(page, lang, theme);
        await carousel.scrollIntoViewIfNeeded();
        expect(await seriousViolations(page), `${lang} ${theme}`).toEqual([]);
      }
      const carousel = page.locator('brand-flavour-carousel');
      await carousel.locator('[data-action]').click();
      await expect(carousel.getByRole('dialog')).toBeVisible();
      expect(await seriousViolations(page), 'dialog').toEqual([]);
      expect(problems.messages).toEqual([]);
    });
  }
});
