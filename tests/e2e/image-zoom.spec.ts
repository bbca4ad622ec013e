import type { Page } from '@playwright/test';
import { expect, seriousViolations, test, waitForElements } from './fixtures';

const HOME = '/storefront.html?page=home';

const opener = (page: Page) => page.locator('brand-image button[data-zoom-open]');
const dialog = (page: Page) => page.locator('brand-image [role="dialog"][data-image-zoom]');
const image = (page: Page) => dialog(page).locator('img[data-zoom-image]');

/** Two taps at the stage's centre, as the browser reports a finger: pointer events 80 ms apart, dispatched in the page. */
async function doubleTap(page: Page): Promise<void> {
  await dialog(page)
    .locator('[data-zoom-stage]')
    .evaluate((stage) => {
      const rect = stage.getBoundingClientRect();
      const at = { clientX: rect.left + rect.width / 2 + 20, clientY: rect.top + rect.height / 2 + 20 };
      const send = (type: string, pointerId: number) =>
        stage.dispatchEvent(new PointerEvent(type, { ...at, pointerId, pointerType: 'touch', isPrimary: true, bubbles: true, composed: true, cancelable: true }));
      // Back to back: a real pause between the taps could outlast the 300 ms window on a busy machine.
      for (const id of [1, 2]) {
        send('pointerdown', id);
        send('pointerup', id);
      }
    });
}

test.describe('image zoom on the storefront', () => {
  test('a keyboard user opens the tin full screen, zooms with + and closes with Escape back to the image', async ({ page, problems }) => {
    await page.goto(HOME);
    await waitForElements(page);
    const button = opener(page);
    await expect(button).toHaveAttribute('aria-label', 'Zoom image: Cool Mint tin, top view');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toBeVisible();
    await expect(dialog(page).locator('[data-zoom-close]')).toBeFocused();
    await expect(image(page)).toHaveAttribute('src', /1200x1200\.svg/);
    // How far the arrows pan depends on the picture's laid-out size: until it has loaded it has none,
    // and there is nothing to pan (the ssr run once pressed ArrowRight before it had).
    await expect.poll(() => image(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(dialog(page).getByRole('status')).toHaveText('Zoom 100%');
    await page.keyboard.press('+');
    await expect(image(page)).toHaveAttribute('data-scale', '1.5');
    await expect(dialog(page).getByRole('status')).toHaveText('Zoom 150%');
    await page.keyboard.press('+');
    await page.keyboard.press('ArrowRight');
    await expect(image(page)).toHaveAttribute('data-scale', '2');
    await expect(image(page)).toHaveAttribute('style', /translate\(-48px, 0px\) scale\(2\)/);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(button).toBeFocused();
    expect(problems.messages).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

    test('a tap opens it, a double tap zooms to 300% and back, the close button closes it', async ({ page, problems }) => {
      await page.goto(HOME);
      await waitForElements(page);
      await opener(page).scrollIntoViewIfNeeded();
      await opener(page).tap();
      await expect(dialog(page)).toBeVisible();
      const box = await dialog(page).boundingBox();
      expect(box).toEqual({ x: 0, y: 0, width: 390, height: 844 });
      const close = dialog(page).locator('[data-zoom-close]');
      const closeBox = await close.boundingBox();
      expect(closeBox!.width).toBeGreaterThanOrEqual(44);
      expect(closeBox!.height).toBeGreaterThanOrEqual(44);
      await doubleTap(page);
      await expect(image(page)).toHaveAttribute('data-scale', '3');
      await doubleTap(page);
      await expect(image(page)).toHaveAttribute('data-scale', '1');
      await close.tap();
      await expect(dialog(page)).toHaveCount(0);
      expect(problems.messages).toEqual([]);
    });
  });

  test('in Arabic the controls speak Arabic and sit at the top left; with reduced motion the zoom does not animate', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${HOME}&lang=ar`);
    await waitForElements(page);
    await expect(opener(page)).toHaveAttribute('aria-label', 'تكبير الصورة: علبة كول منت، منظر علوي');
    await opener(page).click();
    const close = dialog(page).locator('[data-zoom-close]');
    await expect(close).toHaveAttribute('aria-label', 'إغلاق');
    const box = await close.boundingBox();
    expect(box!.x).toBeLessThan(100);
    // The dialog takes focus as it opens: a key pressed before that goes to the page, not to the zoom.
    await expect(close).toBeFocused();
    await page.keyboard.press('+');
    await expect(image(page)).toHaveAttribute('data-scale', '1.5');
    expect(await image(page).evaluate((element) => getComputedStyle(element).transitionDuration)).toBe('0s');
  });

  test('axe finds nothing serious with the dialog open', async ({ page }) => {
    await page.goto(HOME);
    await waitForElements(page);
    await opener(page).click();
    await expect(dialog(page)).toBeVisible();
    // The dialog takes focus as it opens: a key pressed before that goes to the page, not to the zoom.
    await expect(dialog(page).locator('[data-zoom-close]')).toBeFocused();
    await page.keyboard.press('+');
    await expect(image(page)).toHaveAttribute('data-scale', '1.5');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
