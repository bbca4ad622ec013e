import type { Page } from '@playwright/test';
import { afterNextFrame, expect, seriousViolations, test, waitForElements } from './fixtures';

const HOME = '/storefront.html?page=home';

/** The video of the first host with this tag (inside its shadow root). */
const video = (page: Page, tag: string) => page.locator(`${tag} video`).first();
const paused = (page: Page, tag: string) => video(page, tag).evaluate((v: HTMLVideoElement) => v.paused);

test.describe('video banner and parallax on the storefront home page', () => {
  test('the banner plays muted; its button pauses and plays it again, saying what it will do', async ({ page, problems }) => {
    await page.goto(HOME);
    // The page built first: scrolled to while the elements above it were still rendering, the banner was pushed
    // back out of view as they grew, and (rightly) never played (seen twice in fresh-clone runs).
    await waitForElements(page);
    const banner = page.locator('brand-video-banner');
    await banner.scrollIntoViewIfNeeded();
    await expect.poll(() => video(page, 'brand-video-banner').evaluate((v: HTMLVideoElement) => !v.paused && v.muted && v.currentTime > 0), { timeout: 15000 }).toBe(true);
    const button = banner.locator('button[part="toggle"]');
    await expect(button).toHaveAccessibleName('Pause the background video');
    await button.click();
    await expect.poll(() => paused(page, 'brand-video-banner')).toBe(true);
    const stoppedAt = await video(page, 'brand-video-banner').evaluate((v: HTMLVideoElement) => v.currentTime);
    await expect(button).toHaveAccessibleName('Play the background video');
    expect(await video(page, 'brand-video-banner').evaluate((v: HTMLVideoElement) => v.currentTime)).toBe(stoppedAt);
    await button.press('Enter');
    await expect.poll(() => paused(page, 'brand-video-banner')).toBe(false);
    await expect(button).toHaveAccessibleName('Pause the background video');
    expect(problems.messages).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
  });

  test('the parallax background lags behind the scroll', async ({ page }) => {
    await page.goto(HOME);
    await waitForElements(page);
    const measure = () =>
      page.evaluate(() => {
        const host = document.querySelector('brand-video-parallax')!;
        return { host: host.getBoundingClientRect().top, layer: host.shadowRoot!.querySelector('[part="media"]')!.getBoundingClientRect().top };
      });
    // centred (instantly, whatever the page's scroll-behavior), so the 120 px below stay inside the background's overscan
    await page.locator('brand-video-parallax').evaluate((host) => host.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await expect(page.locator('brand-video-parallax [part="media"]')).toHaveAttribute('style', /translate3d/);
    await afterNextFrame(page);
    await afterNextFrame(page);
    const before = await measure();
    await page.evaluate(() => window.scrollBy({ top: 120, behavior: 'instant' }));
    await expect
      .poll(async () => {
        const after = await measure();
        const moved = before.host - after.host;
        const layerMoved = before.layer - after.layer;
        return moved > 100 && layerMoved > 0 && layerMoved < moved - 10;
      })
      .toBe(true);
  });

  test('axe finds nothing serious with both on the page, at 1280 and 390 px', async ({ page }) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(HOME);
      await waitForElements(page);
      expect(await seriousViolations(page)).toEqual([]);
    }
  });
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('neither video starts or downloads, nothing moves, and play is offered', async ({ page }) => {
    const media: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.webm')) media.push(request.url());
    });
    await page.goto(HOME);
    await waitForElements(page);
    for (const tag of ['brand-video-banner', 'brand-video-parallax']) {
      await page.locator(tag).scrollIntoViewIfNeeded();
      await expect(page.locator(`${tag} button[part="toggle"]`)).toHaveAccessibleName('Play the background video');
      expect(await paused(page, tag)).toBe(true);
    }
    await expect(page.locator('brand-video-parallax [part="media"]')).not.toHaveAttribute('style', /translate/);
    expect(media).toEqual([]);
    await page.locator('brand-video-banner button[part="toggle"]').click();
    await expect.poll(() => paused(page, 'brand-video-banner')).toBe(false);
  });
});

test('a banner that is the first thing on a page paints its poster first: eager, fetchpriority high', async ({ page, problems }) => {
  await page.route('**/video-first.html', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Video first</title><script type="module" src="/dist/loader.js"></script></head><body><main>
<brand-video-banner video-url="/media/loop.webm" poster-url="/media/poster.jpg" cta-label="Shop" cta-url="/shop"><script type="application/json">{"title": "Fresh"}</script></brand-video-banner>
</main></body></html>`,
    }),
  );
  // The film held back until the poster has painted: on a phone it is the heavier file by far, and a frame
  // of it painted first (loopback serves both at once) would be the largest paint whatever the poster did.
  let releaseFilm = () => {};
  const filmHeld = new Promise<void>((resolve) => (releaseFilm = resolve));
  await page.route('**/media/loop.webm', async (route) => {
    await filmHeld;
    await route.continue().catch(() => {});
  });
  // Every largest-contentful-paint candidate from the first frame: the title's text may come first.
  await page.addInitScript(() => {
    const w = window as unknown as { lcpUrls: string[]; lcpRecord: (entries: PerformanceEntryList) => void; lcpObserver: PerformanceObserver };
    w.lcpUrls = [];
    w.lcpRecord = (entries) => {
      for (const entry of entries as Array<PerformanceEntry & { url?: string }>) w.lcpUrls.push(entry.url ?? '');
    };
    w.lcpObserver = new PerformanceObserver((list) => w.lcpRecord(list.getEntries()));
    w.lcpObserver.observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto('/video-first.html');
  const poster = page.locator('brand-video-banner img[part="poster"]');
  await expect(poster).toHaveAttribute('loading', 'eager');
  await expect(poster).toHaveAttribute('fetchpriority', 'high');
  await expect(page.locator('brand-video-banner video')).toHaveAttribute('preload', /none|auto/);
  // The poster's own entry is reported once it has painted (after it has loaded and a frame has gone by); after
  // it, nothing larger may take over. On a timeout the message lists what was reported instead.
  await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
  const reported = () => page.evaluate(() => (window as unknown as { lcpUrls: string[] }).lcpUrls);
  await expect.poll(async () => (await reported()).join(' '), { message: 'the poster is reported as a largest paint', timeout: 10_000 }).toMatch(/\/media\/poster\.jpg\b/);
  // Then the film plays in the poster's box: nothing larger takes over.
  releaseFilm();
  await expect.poll(() => page.locator('brand-video-banner video').evaluate((video: HTMLVideoElement) => video.currentTime > 0), { timeout: 15_000 }).toBe(true);
  // A frame of the film on screen (requestVideoFrameCallback: presented), then the paint after it has been
  // timed: every largest-paint entry the film could make is queued by then, delivered or not (takeRecords).
  await page.locator('brand-video-banner video').evaluate(
    (video: HTMLVideoElement) =>
      new Promise<void>((resolve) => video.requestVideoFrameCallback(() => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))),
  );
  await page.evaluate(() => {
    const w = window as unknown as { lcpRecord: (entries: PerformanceEntryList) => void; lcpObserver: PerformanceObserver };
    w.lcpRecord(w.lcpObserver.takeRecords());
  });
  const lcp = (await reported()).at(-1) ?? '';
  expect(lcp, `the poster is the largest paint (reported: ${(await reported()).join(', ')})`).toMatch(/\/media\/poster\.jpg$/);
  expect(problems.messages).toEqual([]);
});
