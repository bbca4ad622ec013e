// Issue 15's carousels on the demo: the home page's hero (variant a, rotating) and card row of
// flavours (variant b), and Adobe's core carousel export rendered by <brand-page>. Time is
// Playwright's clock, paused as soon as the page is ready, so a rotation happens when the test says,
// not when a machine gets to it; the slide shown then is read, not assumed (a slow load may rotate once).
import type { Locator, Page } from '@playwright/test';
import { expect, firstInput, seriousViolations, test, waitForElements } from './fixtures';

const HOME = '/storefront.html?theme=zyn&lang=en';
const ROTATION_DELAY = 6000; // the hero's authored delay (demo/mock/pages/carousels.mjs)

const HERO_SLIDES = ['Cool Mint', 'Citrus', 'Berry Frost'];

const hero = (page: Page) => page.locator('brand-carousel[data-cq-data-path$="/main/hero"]');
const selectedTab = (carousel: Locator) => carousel.locator('[role="tab"][aria-selected="true"]');
const liveRegion = (carousel: Locator) => carousel.locator('[aria-live]');

/**
 * Stops the page's clock (a little ahead: it keeps running until the call arrives, and it cannot go
 * back): from then on timers fire only when the test moves time.
 */
async function pauseClock(page: Page): Promise<void> {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2000);
}

/**
 * The home page with its hero ready and time paused; the index of the slide shown at that moment. Server-rendered,
 * the hero waits for the visitor's first input (a Shift key press) before it wakes and rotates.
 */
async function openHome(page: Page): Promise<{ carousel: Locator; shown: number }> {
  await page.clock.install();
  await page.goto(HOME);
  await waitForElements(page);
  await firstInput(page);
  const carousel = hero(page);
  await expect(carousel.locator('swiper-container[data-ready]')).toHaveCount(1);
  await pauseClock(page);
  const shown = HERO_SLIDES.indexOf((await selectedTab(carousel).textContent()) ?? '');
  expect(shown).toBeGreaterThanOrEqual(0);
  return { carousel, shown };
}

const after = (shown: number, steps: number) => HERO_SLIDES[(shown + steps) % HERO_SLIDES.length]!;

test.describe('carousel', () => {
  test('the hero rotates on its own, pauses under the mouse and while focus is in it, and stops with its rotation control', async ({ page, problems }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const { carousel, shown } = await openHome(page);
    const rotation = carousel.locator('[data-rotation]');
    await expect(rotation).toHaveAccessibleName('Stop automatic slide show');
    await expect(liveRegion(carousel)).toHaveAttribute('aria-live', 'off');
    await page.clock.runFor(ROTATION_DELAY);
    const next = after(shown, 1);
    await expect(selectedTab(carousel)).toHaveText(next);
    // That slide is the one in view (Swiper moved), the one before is out of it (inert).
    await expect(carousel.locator('swiper-slide').nth(HERO_SLIDES.indexOf(next))).not.toHaveAttribute('inert', '');
    await expect(carousel.locator('swiper-slide').nth(shown)).toHaveAttribute('inert', '');

    // Hover pauses.
    await carousel.locator('swiper-container').hover();
    await expect(liveRegion(carousel)).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(ROTATION_DELAY * 2);
    await expect(selectedTab(carousel)).toHaveText(next);
    await page.mouse.move(5, 890);
    await expect(liveRegion(carousel)).toHaveAttribute('aria-live', 'off');

    // Focus inside pauses.
    await selectedTab(carousel).focus();
    await expect(liveRegion(carousel)).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(ROTATION_DELAY * 2);
    await expect(selectedTab(carousel)).toHaveText(next);
    await page.locator('body').focus();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(liveRegion(carousel)).toHaveAttribute('aria-live', 'off');

    // The rotation control stops it for good, and starts it again.
    await rotation.click();
    await page.mouse.move(5, 890);
    await expect(rotation).toHaveAccessibleName('Start automatic slide show');
    await expect(liveRegion(carousel)).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(ROTATION_DELAY * 3);
    await expect(selectedTab(carousel)).toHaveText(next);
    await rotation.click();
    await expect(rotation).toHaveAccessibleName('Stop automatic slide show');
    await page.mouse.move(5, 890);
    await rotation.evaluate((button: HTMLElement) => button.blur());
    await page.clock.runFor(ROTATION_DELAY);
    await expect(selectedTab(carousel)).toHaveText(after(shown, 2));
    expect(problems.messages).toEqual([]);
  });

  test('the hero is fully usable with the keyboard, and axe finds nothing on the home page', async ({ page, problems }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const { carousel } = await openHome(page);
    // Tab order, coming from the headline's side: the rotation control first, then the slides'
    // content, previous, the chosen slide's tab, next.
    await carousel.evaluate((host) => {
      const before = document.createElement('button');
      before.id = 'before-hero';
      before.textContent = 'Before';
      host.before(before);
    });
    await page.locator('#before-hero').focus();
    await page.keyboard.press('Tab');
    await expect(carousel.locator('[data-rotation]')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(carousel.locator('[data-rotation]')).toHaveAccessibleName('Start automatic slide show');
    await page.keyboard.press('Tab');
    await expect(carousel.locator('[data-arrow="previous"]')).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(selectedTab(carousel)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(selectedTab(carousel)).toHaveText('Cool Mint');
    await page.keyboard.press('ArrowRight');
    await expect(selectedTab(carousel)).toHaveText('Citrus');
    await expect(selectedTab(carousel)).toBeFocused();
    await page.keyboard.press('End');
    await expect(selectedTab(carousel)).toHaveText('Berry Frost');
    await page.keyboard.press('Tab');
    await expect(carousel.locator('[data-arrow="next"]')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(selectedTab(carousel)).toHaveText('Cool Mint');
    await page.locator('#before-hero').evaluate((button) => button.remove());
    // What a screen reader hears: the shown slide's name, the others are out of the tree.
    await expect(carousel.locator('swiper-slide:not([inert])')).toHaveCount(1);
    await expect(carousel.locator('swiper-slide:not([inert])')).toHaveAccessibleName('1 of 3: Cool Mint');
    await expect(carousel.locator('swiper-slide:not([inert])')).toHaveAttribute('role', 'tabpanel');
    await page.clock.resume();
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await seriousViolations(page)).toEqual([]);
    expect(problems.messages).toEqual([]);
  });

  test.describe('on a touch screen', () => {
    test.use({ hasTouch: true, viewport: { width: 390, height: 844 } });

    test('a swipe with a finger moves the card row of flavours; its cards link to the shop', async ({ page, problems }) => {
      await page.goto(HOME);
      await waitForElements(page);
      const cards = page.locator('brand-carousel[data-cq-data-path$="/main/flavours"]');
      await cards.scrollIntoViewIfNeeded();
      await expect(cards.locator('swiper-container[data-ready]')).toHaveCount(1);
      await expect(cards.getByRole('tab')).toHaveCount(5);
      await expect(cards.locator('brand-slide').first().getByRole('link')).toHaveAttribute('href', /shop\/mint/);
      const box = (await cards.locator('swiper-container').boundingBox())!;
      const first = cards.locator('swiper-slide').first();
      const startX = (await first.boundingBox())!.x;
      // What the page receives is counted: touch events and touch pointers, no mouse.
      await page.evaluate(() => {
        const seen = ((window as unknown as { seenInput: string[] }).seenInput = [] as string[]);
        for (const type of ['touchstart', 'touchend', 'mousedown']) document.addEventListener(type, () => seen.push(type), { capture: true });
        document.addEventListener('pointerdown', (event) => seen.push(`pointerdown:${event.pointerType}`), { capture: true });
      });
      // Playwright's touchscreen only taps: the finger's drag goes through the DevTools protocol
      // (Input.dispatchTouchEvent), which Chromium turns into touch and pointer events as a real screen would.
      const cdp = await page.context().newCDPSession(page);
      const y = box.y + box.height / 2;
      const at = (fraction: number) => [{ x: box.x + box.width * fraction, y }];
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0.8) });
      for (let step = 1; step <= 8; step++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(0.8 - step * 0.08) });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await expect.poll(async () => (await first.boundingBox())!.x).toBeLessThan(startX - 100);
      const seen = await page.evaluate(() => (window as unknown as { seenInput: string[] }).seenInput);
      expect(seen).toContain('touchstart');
      expect(seen).toContain('pointerdown:touch');
      expect(seen).not.toContain('mousedown');
      expect(problems.messages).toEqual([]);
    });
  });

  test('in Arabic and Khmer the controls speak the page\'s language (the model\'s accessibility words)', async ({ page, problems }) => {
    for (const [lang, words] of [
      ['ar', { tablist: 'اختر شريحة', previous: 'الشريحة السابقة', next: 'الشريحة التالية', rotation: /^(بدء|إيقاف) العرض التلقائي للشرائح$/, first: '1 من 3: نعناع بارد' }],
      ['km', { tablist: 'ជ្រើសរើសស្លាយ', previous: 'ស្លាយមុន', next: 'ស្លាយបន្ទាប់', rotation: /^(ចាប់ផ្ដើមបង្ហាញ|បញ្ឈប់ការបង្ហាញ)ស្លាយដោយស្វ័យប្រវត្តិ$/, first: '1 នៃ 3: ជីអង្កាមត្រជាក់' }],
    ] as const) {
      await page.goto(`/storefront.html?theme=zyn&lang=${lang}`);
      await waitForElements(page);
      await firstInput(page);
      const carousel = hero(page);
      await expect(carousel.getByRole('tablist')).toHaveAccessibleName(words.tablist);
      await expect(carousel.locator('[data-arrow="previous"]')).toHaveAccessibleName(words.previous);
      await expect(carousel.locator('[data-arrow="next"]')).toHaveAccessibleName(words.next);
      await expect(carousel.locator('[data-rotation]')).toHaveAccessibleName(words.rotation);
      await expect(carousel.locator('swiper-slide').first()).toHaveAttribute('aria-label', words.first);
    }
    expect(problems.messages).toEqual([]);
  });

  test("Adobe's core carousel export renders with the slide it names first, its labels and its words", async ({ page, problems }) => {
    // Paused from the start: the slide the export names must be the one shown, not one rotated to.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 60_000);
    await page.goto('/carousel.html');
    // (the page's scripts have run by its load: the first input is heard)
    await firstInput(page);
    const carousel = page.locator('brand-carousel');
    await expect(carousel.locator('swiper-container[data-ready]')).toHaveCount(1);
    await expect(carousel.getByRole('region', { name: 'Offers of the month' })).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(carousel.getByRole('tab')).toHaveText(['Free delivery', 'Mix and match', 'Subscribe']);
    await expect(carousel.getByRole('tablist')).toHaveAccessibleName('Choose a slide to display');
    // The export names its second slide (activeItem item_2): that one opens, not the first.
    await expect(selectedTab(carousel)).toHaveText('Mix and match');
    const shown = carousel.locator('swiper-slide:not([inert])');
    await expect(shown).toHaveCount(1);
    await expect(shown).toHaveAccessibleName('Slide 2 of 3: Mix and match');
    await expect(carousel.locator('brand-image').nth(1).getByRole('img')).toHaveAccessibleName('Mix any five cans and save 10%');
    await expect(carousel.locator('[data-rotation]')).toHaveAccessibleName('Pause');
    await page.clock.runFor(6000);
    await expect(selectedTab(carousel)).toHaveText('Subscribe');
    expect(problems.messages).toEqual([]);
  });

  test('Swiper is loaded only by pages with a slider: not by the contact page, by the home page', async ({ page }) => {
    // Swiper's chunk (dist/chunks/register-<hash>.js), imported on demand by the first slider to mount.
    const swiperChunk = /\/chunks\/register-[\w-]+\.js$/;
    const requested: string[] = [];
    page.on('request', (request) => {
      if (swiperChunk.test(new URL(request.url()).pathname)) requested.push(request.url());
    });
    await page.goto('/storefront.html?theme=zyn&lang=en&page=contact');
    expect(await waitForElements(page)).toBeGreaterThan(0);
    const sliders = 'brand-carousel, brand-flavour-carousel, brand-info-cards-slider, swiper-container';
    expect(await page.locator(sliders).count(), 'the contact page has no slider').toBe(0);
    await page.waitForLoadState('networkidle');
    expect(requested, 'no Swiper chunk without a slider').toEqual([]);

    await page.goto(HOME);
    await waitForElements(page);
    await firstInput(page);
    await expect(hero(page).locator('swiper-container[data-ready]')).toHaveCount(1);
    expect(requested, 'the home page loads Swiper once').toHaveLength(1);
  });
});
