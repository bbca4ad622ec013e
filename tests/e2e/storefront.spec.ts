import type { Page } from '@playwright/test';
import { become, expect, firstInput, test, waitForElements, holdRequests } from './fixtures';

const STOREFRONT = '/storefront.html?theme=zyn&lang=en';

/** Records, from the first frame of each page load, the path of every module a `<link rel="modulepreload">` asks for. */
async function recordModulePreloads(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { preloaded: string[] };
    w.preloaded = [];
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes) if (node instanceof HTMLLinkElement && node.rel === 'modulepreload') w.preloaded.push(new URL(node.href).pathname);
    }).observe(document, { childList: true, subtree: true });
  });
}
const modulePreloads = (page: Page) => page.evaluate(() => (window as unknown as { preloaded: string[] }).preloaded);

/** The fonts Chromium drew the text of `selector` (in brand-header's shadow root) with, from the DevTools protocol. */
async function platformFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.getDocument');
  const { result } = await cdp.send('Runtime.evaluate', { expression: `document.querySelector('brand-header').shadowRoot.querySelector(${JSON.stringify(selector)})` });
  const { nodeId } = await cdp.send('DOM.requestNode', { objectId: result.objectId! });
  await cdp.send('CSS.enable');
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

test.describe('storefront: each persona gets its own notice', () => {
  const NOTICES: Array<[string, string]> = [
    ['anonymous', 'Free delivery on your first order.'],
    ['demo-lau', 'Verify your age once'],
    ['demo-hav', 'Member exclusive: 20% off bundles this week.'],
    ['demo-dev', 'Your device is registered. Extended warranty is active.'],
  ];
  for (const [persona, notice] of NOTICES) {
    test(`${persona}: "${notice}"`, async ({ page, problems }) => {
      await become(page, persona, STOREFRONT);
      await waitForElements(page);
      await expect(page.locator('brand-header [data-notice-text]')).toContainText(notice);
      const others = NOTICES.filter(([, text]) => text !== notice).map(([, text]) => text);
      for (const other of others) await expect(page.locator('brand-header [data-notice-text]')).not.toContainText(other);
      expect(problems.messages).toEqual([]);
    });
  }
});

test.describe('storefront: Khmer outside Khmer pages', () => {
  test('an English page downloads the Khmer font only once Khmer text shows, then renders it with that font', async ({ page, problems }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const khmerFont: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('noto-sans-khmer')) khmerFont.push(request.url());
    });
    await page.goto(STOREFRONT);
    await waitForElements(page);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    const khmerFace = () =>
      page.evaluate(() => [...document.fonts].find((face) => face.family.replace(/"/g, '') === 'Noto Sans Khmer Variable')?.status ?? 'missing');
    expect(await khmerFace(), 'declared, not downloaded: no Khmer glyph is on screen yet').toBe('unloaded');
    expect(khmerFont).toEqual([]);

    // The header's language list shows "ភាសាខ្មែរ".
    await page.locator('brand-header [data-language-selector="popover"] button').click();
    const khmerLink = page.locator('brand-header [data-language-selector="popover"] a[lang="km"]');
    await expect(khmerLink).toBeVisible();
    await expect(khmerLink).toHaveText('ភាសាខ្មែរ');
    await page.waitForFunction(() => document.fonts.check('16px "Noto Sans Khmer Variable"', 'ខ្មែរ') && [...document.fonts].some((face) => face.family.replace(/"/g, '') === 'Noto Sans Khmer Variable' && face.status === 'loaded'));
    expect(khmerFont).toHaveLength(1);
    // The glyphs are drawn with that face, not as empty boxes of a system font that lacks them.
    expect(await platformFonts(page, 'a[lang="km"] bdi')).toEqual(['Noto Sans Khmer']);
    expect(problems.messages).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
  });
});

test.describe('storefront: right to left', () => {
  test('lang=ar: authored text blocks take their own direction; "English" in the language list reads left to right', async ({ page, problems }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/storefront.html?theme=zyn&lang=ar');
    await waitForElements(page);
    const warning = page.locator('brand-header [data-health-warning] [dir="auto"]');
    await expect(warning).toContainText('النيكوتين');
    expect(await warning.evaluate((block) => getComputedStyle(block).direction)).toBe('rtl');
    await expect(page.locator('brand-footer [data-copyright]')).toHaveAttribute('dir', 'auto');
    await expect(page.locator('brand-header [data-notice-text]')).toHaveAttribute('dir', 'auto');

    await page.locator('brand-header [data-language-selector="popover"] button').click();
    const english = page.locator('brand-header [data-language-selector="popover"] a[lang="en"] bdi');
    await expect(english).toBeVisible();
    expect(await english.evaluate((label) => getComputedStyle(label).direction)).toBe('ltr');
    expect(problems.messages).toEqual([]);
  });
});

test.describe('storefront: the first screen first', () => {
  test('the hero is preloaded as soon as the model is known, eager with high priority, downloaded once; the shared runtime arrives compressed and immutable', async ({ page, problems }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.addInitScript(() => {
      const w = window as unknown as { imagePreloads: Array<{ href: string; priority: string }> };
      w.imagePreloads = [];
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof HTMLLinkElement && node.rel === 'preload' && node.as === 'image') w.imagePreloads.push({ href: node.href, priority: node.fetchPriority });
      }).observe(document, { childList: true, subtree: true });
    });
    const images: string[] = [];
    page.on('request', (request) => request.resourceType() === 'image' && images.push(request.url()));
    const runtime: Array<{ encoding?: string; cache?: string }> = [];
    page.on('response', (response) => {
      if (/\/dist\/chunks\/runtime-[^/]+\.js$/.test(response.url())) runtime.push({ encoding: response.headers()['content-encoding'], cache: response.headers()['cache-control'] });
    });
    await page.goto(STOREFRONT);
    await waitForElements(page);
    // The hero carousel's first slide; the others are out of view and wait (lazy).
    const hero = page.locator('brand-image[data-cq-data-path$="/main/hero/mint/image"] img');
    await expect(hero).toHaveAttribute('loading', 'eager');
    await expect(hero).toHaveAttribute('fetchpriority', 'high');
    await expect(page.locator('brand-image[data-cq-data-path$="/main/hero/citrus/image"] img')).toHaveAttribute('loading', 'lazy');
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // <brand-page> preloaded it as soon as the model was known, and the <img> used that download.
    const heroUrl = await hero.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(await page.evaluate(() => (window as unknown as { imagePreloads: unknown[] }).imagePreloads)).toEqual([{ href: heroUrl, priority: 'high' }]);
    expect(images.filter((url) => url === heroUrl)).toHaveLength(1);
    // (server-rendered, the hero's code, and the runtime with it, waits for the visitor's first input)
    await firstInput(page);
    await expect(page.locator('brand-carousel[data-cq-data-path$="/main/hero"] swiper-container[data-ready]')).toHaveCount(1);
    expect(runtime).toEqual([{ encoding: 'br', cache: 'public, max-age=31536000, immutable' }]);
    expect(problems.messages).toEqual([]);
  });

  test('everything starts at once: the model with <brand-page>\'s code, the shared runtime from a preload, each file once', async ({ page, problems, ssr }) => {
    test.skip(ssr, 'a server-rendered page embeds its model: there is no model request to start (tests/e2e/serverRendering.spec.ts)');
    await recordModulePreloads(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto(STOREFRONT);
    await waitForElements(page);
    const timing = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => {
        const { name, startTime, responseEnd } = entry as PerformanceResourceTiming;
        return { path: new URL(name).pathname, startTime, responseEnd };
      }),
    );
    const one = (pattern: RegExp) => {
      const found = timing.filter((entry) => pattern.test(entry.path));
      expect(found, String(pattern)).toHaveLength(1);
      return found[0]!;
    };
    const model = one(/\/storefront\.model\.json$/);
    const pageEntry = one(/^\/dist\/elements\/brand-page\.js$/);
    const runtime = one(/^\/dist\/chunks\/runtime-[^/]+\.js$/);
    const header = one(/^\/dist\/elements\/brand-header\.js$/);
    // The loader asks for the model before <brand-page>'s code, not after it has run.
    expect(model.startTime).toBeLessThanOrEqual(pageEntry.startTime);
    expect(model.startTime).toBeLessThan(pageEntry.responseEnd);
    // The shared runtime is preloaded by the loader, before any element entry needs it.
    expect(await modulePreloads(page)).toContain(runtime.path);
    expect(runtime.startTime).toBeLessThan(header.startTime);
    // Nothing is asked for twice (the early model response is the one <brand-page> uses).
    const twice = requested.filter((path, index) => requested.indexOf(path) !== index);
    expect(twice).toEqual([]);
    // The preload links are gone once loaded: nothing of ours is left in the page's DOM.
    await expect.poll(() => page.evaluate(() => document.querySelectorAll('link[rel="modulepreload"]').length)).toBe(0);
    expect(problems.messages).toEqual([]);
  });

  test("the header's desktop navigation and language selector come with its code on a wide screen, preloaded beside it, and never on a phone", async ({ page, problems, ssr }) => {
    test.skip(ssr, 'a server-rendered header loads its code at the first touch, and then hydrates both layouts (tests/e2e/serverRendering.spec.ts)');
    await recordModulePreloads(page);
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const desktopParts = (paths: string[]) => paths.filter((path) => /^\/dist\/chunks\/DesktopParts-[^/]+\.js$/.test(path));

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(STOREFRONT);
    await waitForElements(page);
    await expect(page.locator('brand-header [data-desktop-nav] [data-top-item]').first()).toBeVisible();
    expect(desktopParts(await modulePreloads(page)), 'preloaded with the header').toHaveLength(1);
    expect(desktopParts(requested), 'requested once').toHaveLength(1);

    requested.length = 0;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(STOREFRONT);
    await waitForElements(page);
    // Settled: the header's idle work on a phone (its menu's code) is done.
    await expect.poll(() => requested.some((path) => /^\/dist\/chunks\/MobileMenu-[^/]+\.js$/.test(path))).toBe(true);
    expect(desktopParts(requested)).toEqual([]);
    expect(problems.messages).toEqual([]);
  });

  test('the page is built once the code of its element types is there, so nothing painted moves down: elements render top to bottom', async ({ page, problems, ssr }) => {
    test.skip(ssr, 'a server-rendered page is painted before any code: its layout shifts are measured in tests/e2e/serverRendering.spec.ts');
    // From the first frame on: the order in which the page's elements show what they were given.
    await page.addInitScript(() => {
      const w = window as unknown as { settled: string[] };
      w.settled = [];
      const follow = (element: Element) => {
        void customElements.whenDefined(element.localName).then(async () => {
          await (element as HTMLElement & { updateComplete: Promise<void> }).updateComplete;
          w.settled.push(element.getAttribute('data-cq-data-path')!);
        });
      };
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes) {
            if (!(node instanceof Element)) continue;
            for (const element of [node, ...node.querySelectorAll('*')]) if (element.hasAttribute('data-cq-data-path')) follow(element);
          }
      }).observe(document, { childList: true, subtree: true });
    });
    // The code of an element near the top is slow; the footer's, near the bottom, is not.
    const release = await holdRequests(page, '**/dist/elements/brand-button.js');
    await page.goto(STOREFRONT);
    await page.waitForFunction(() => customElements.get('brand-footer') !== undefined);
    // The footer's code has run, but the page waits for the button's: nothing is built yet.
    expect(await page.evaluate(() => ({ busy: document.querySelector('brand-page')!.getAttribute('aria-busy'), built: document.querySelectorAll('brand-page [data-cq-data-path]').length }))).toEqual({ busy: 'true', built: 0 });
    release();
    await waitForElements(page);
    const { settled, documentOrder } = await page.evaluate(() => ({
      settled: (window as unknown as { settled: string[] }).settled,
      documentOrder: [...document.querySelectorAll('brand-page [data-cq-data-path]')].map((element) => element.getAttribute('data-cq-data-path')!),
    }));
    expect(documentOrder.length).toBeGreaterThan(5);
    expect(documentOrder.some((path) => path.endsWith('/footer'))).toBe(true);
    expect(settled).toEqual(documentOrder);
    expect(problems.messages).toEqual([]);
  });

  test('the bench\'s reference, the first screen written into the HTML (/first-screen.html), lays out and loads as the storefront\'s does', async ({ page, problems, ssr }) => {
    test.skip(ssr, 'the reference is compared with the page built in the browser');
    await page.setViewportSize({ width: 390, height: 844 });
    /** Where the header, the headline and the hero's first image are, and how the image loads. */
    const firstScreen = async (heroImage: string) => {
      await waitForElements(page);
      const hero = page.locator(heroImage);
      await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const box = async (selector: string) => {
        const { x, y, width, height } = (await page.locator(selector).first().boundingBox())!;
        return [x, y, width, height].map(Math.round);
      };
      return {
        header: await box('brand-header'),
        headline: await box('brand-text h1'),
        hero: await box(heroImage),
        loading: [await hero.getAttribute('loading'), await hero.getAttribute('fetchpriority')],
      };
    };
    await page.goto(STOREFRONT);
    const storefront = await firstScreen('brand-image[data-cq-data-path$="/main/hero/mint/image"] img');
    await page.goto('/first-screen.html');
    expect(await page.locator('brand-page').count()).toBe(0);
    const reference = await firstScreen('brand-carousel > brand-slide:first-of-type > brand-image img');
    expect(reference).toEqual(storefront);
    expect(reference.loading).toEqual(['eager', 'high']);
    expect(reference.hero[1]! + reference.hero[3]!).toBeLessThanOrEqual(844);
    expect(problems.messages).toEqual([]);
  });

  test('elements written into the HTML render top to bottom: when the header\'s code comes last, nothing below it is painted before it, and nothing moves', async ({ page, problems, ssr }) => {
    test.skip(ssr, 'the reference page is not server-rendered');
    await page.setViewportSize({ width: 390, height: 844 });
    // From the first frame on: layout shifts, and the order in which the elements show what they were given.
    await page.addInitScript(() => {
      const w = window as unknown as { settled: string[]; shifts: number[]; atHeader: { settled: string[]; images: number } };
      w.settled = [];
      w.shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) w.shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
      document.addEventListener('DOMContentLoaded', () => {
        [...document.querySelectorAll('*')]
          .filter((element) => element.localName.startsWith('brand-'))
          .forEach((element, index) => {
            void customElements.whenDefined(element.localName).then(async () => {
              await (element as HTMLElement & { updateComplete: Promise<void> }).updateComplete;
              // What the page showed below the header when the header showed itself.
              if (element.localName === 'brand-header') {
                const images = [...document.querySelectorAll('brand-image')].filter((image) => image.shadowRoot?.querySelector('img')).length;
                w.atHeader = { settled: [...w.settled], images };
              }
              w.settled.push(`${index} ${element.localName}`);
            });
          });
      });
    });
    // The header's code is slow; that of the carousel, its slides and images below it is not.
    const release = await holdRequests(page, '**/dist/elements/brand-header.js');
    await page.goto('/first-screen.html');
    // Their code is in before the header's.
    await page.waitForFunction(() => ['brand-carousel', 'brand-slide', 'brand-image', 'brand-text'].every((tag) => customElements.get(tag)));
    release();
    await waitForElements(page);
    const { settled, atHeader, documentOrder, shifts } = await page.evaluate(() => {
      const w = window as unknown as { settled: string[]; shifts: number[]; atHeader: { settled: string[]; images: number } };
      const order = [...document.querySelectorAll('*')].filter((element) => element.localName.startsWith('brand-')).map((element, index) => `${index} ${element.localName}`);
      return { settled: w.settled, atHeader: w.atHeader, documentOrder: order, shifts: w.shifts };
    });
    expect(documentOrder[0]).toBe('0 brand-header');
    // Recorded as it happened, not looked at after a wait: when the header showed itself, nothing below it had, and no image was on the page.
    expect(atHeader).toEqual({ settled: [], images: 0 });
    expect(settled).toEqual(documentOrder);
    expect(shifts).toEqual([]);
    await expect(page.locator('brand-carousel > brand-slide:first-of-type > brand-image img')).toBeVisible();
    expect(problems.messages).toEqual([]);
  });
});
