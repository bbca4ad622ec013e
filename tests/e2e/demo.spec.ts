import { animationsSettled, expect, seriousViolations, test, THEMES, waitForElements } from './fixtures';

test.describe('demo server', () => {
  test('serves the index, the bundles and the mock backend, and 404s the rest', async ({ request }) => {
    const index = await request.get('/');
    expect(index.status()).toBe(200);
    expect(index.headers()['content-type']).toContain('text/html');
    const bundle = await request.get('/dist/brand-elements.js');
    expect(bundle.status()).toBe(200);
    expect(bundle.headers()['content-type']).toContain('javascript');
    const manifest = await request.get('/dist/custom-elements.json');
    expect((await manifest.json()).schemaVersion).toBe('2.1.0');
    expect(await (await request.get('/mock/health')).json()).toEqual({ ok: true });
    expect((await request.get('/no-such-page.html')).status()).toBe(404);
    expect((await request.get('/dist/%2e%2e/package.json')).status()).toBeGreaterThanOrEqual(400);
  });

  test('links every demo page from the index, and every link works', async ({ page, request }) => {
    await page.goto('/');
    const links = await page.$$eval('a[href]', (anchors) =>
      anchors.map((a) => (a as HTMLAnchorElement).href).filter((href) => href.startsWith(location.origin)),
    );
    for (const page of ['/elements.html', '/partner.html', '/playground.html']) expect(links.some((href) => new URL(href).pathname === page), page).toBe(true);
    for (const href of new Set(links.map((link) => link.split('#')[0]!))) {
      expect((await request.get(href)).status(), href).toBe(200);
    }
  });
});

test.describe('elements page', () => {
  for (const [theme, main] of Object.entries(THEMES)) {
    test(`renders every element in the ${theme} theme with no console noise, axe clean`, async ({ page, problems }) => {
      // A page of every element, then axe over all of it: 6 to 11 s alone on a two-core machine, and one run of
      // CI's, beside the other worker's tests, went over 30 s (the cold first of the five).
      test.setTimeout(60_000);
      // The primary contained button's background, from the first frame that has it: the page is
      // in its theme from the start, not in the default one fading to it.
      await page.addInitScript(() => {
        const w = window as unknown as { firstButtonBackground?: string };
        const read = () => {
          const host = [...document.querySelectorAll('brand-button')].find(
            (el) => !el.getAttribute('variant') || el.getAttribute('variant') === 'contained',
          );
          const button = host?.shadowRoot?.querySelector('.MuiButton-contained');
          if (button) w.firstButtonBackground = getComputedStyle(button).backgroundColor;
          else requestAnimationFrame(read);
        };
        requestAnimationFrame(read);
      });
      await page.goto(`/elements.html?theme=${theme}`);
      const count = await waitForElements(page);
      expect(count).toBeGreaterThan(15);
      const first = await page.waitForFunction(() => (window as unknown as { firstButtonBackground?: string }).firstButtonBackground);
      expect(await first.jsonValue()).toBe(main);
      // And once no transition runs.
      await animationsSettled(page);
      const background = await page.evaluate(() => {
        const host = [...document.querySelectorAll('brand-button')].find(
          (el) => !el.getAttribute('variant') || el.getAttribute('variant') === 'contained',
        );
        return getComputedStyle(host!.shadowRoot!.querySelector('.MuiButton-contained')!).backgroundColor;
      });
      expect(background).toBe(main);
      // Nothing of ours in document.head, no <style> tags anywhere.
      expect(await page.evaluate(() => document.querySelectorAll('style[data-emotion]').length)).toBe(0);
      // The theme's axe check (WCAG 2.2 A and AA) on this same page: accessibility.spec.ts counts it as its own.
      expect(await seriousViolations(page)).toEqual([]);
      expect(problems.messages).toEqual([]);
      expect(problems.failedRequests).toEqual([]);
    });
  }

  test('shows editor placeholders for empty elements in edit mode only', async ({ page, problems }) => {
    const placeholders = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('*')]
          .filter((el) => el.localName.startsWith('brand-'))
          .map((el) => el.shadowRoot?.querySelector('[data-brand-placeholder]')?.textContent)
          .filter(Boolean),
      );
    await page.goto('/elements.html');
    await waitForElements(page);
    expect(await placeholders()).toEqual([]);
    await page.goto('/elements.html?cq:wcmmode=edit');
    await waitForElements(page);
    const labels = await placeholders();
    expect(labels).toContain('Text: add some text');
    expect(labels).toContain('Spacer: set a height');
    expect(problems.messages).toEqual([]);
  });

  test('goes right to left with the Arabic font and mirrored styles; left-to-right pages never load the mirroring', async ({ page, problems }) => {
    const rtlChunks: string[] = [];
    page.on('request', (request) => {
      if (/stylis-rtl/.test(request.url())) rtlChunks.push(request.url());
    });
    const iconMargins = () =>
      page.evaluate(() => {
        const host = document.querySelector('brand-button[icon="cart"]')!;
        const icon = host.shadowRoot!.querySelector('.MuiButton-startIcon')!;
        return { left: getComputedStyle(icon).marginLeft, right: getComputedStyle(icon).marginRight };
      });
    await page.goto('/elements.html');
    await waitForElements(page);
    expect(await iconMargins()).toEqual({ left: '-4px', right: '8px' });
    expect(rtlChunks).toEqual([]);

    await page.goto('/elements.html?dir=rtl');
    await waitForElements(page);
    const style = await page.evaluate(() => {
      const host = document.querySelector('brand-text')!;
      const text = host.shadowRoot!.querySelector('p, [data-rich-text]')!;
      return { direction: getComputedStyle(text).direction, font: getComputedStyle(host).fontFamily };
    });
    expect(style.direction).toBe('rtl');
    expect(style.font).toContain('Noto Sans Arabic');
    expect(await iconMargins()).toEqual({ left: '8px', right: '-4px' });
    expect(rtlChunks).toHaveLength(1);
    expect(problems.messages).toEqual([]);
  });

  test('uses the Khmer font for lang=km, and downloads it', async ({ page, problems }) => {
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.woff2')) fontRequests.push(request.url());
    });
    await page.goto('/elements.html?lang=km');
    await waitForElements(page);
    const font = await page.evaluate(() => getComputedStyle(document.querySelector('brand-text')!).fontFamily);
    expect(font).toContain('Noto Sans Khmer');
    await page.evaluate(() => document.fonts.ready);
    expect(fontRequests.some((url) => url.includes('noto-sans-khmer'))).toBe(true);
    expect(problems.messages).toEqual([]);
  });
});

test.describe('partner page with the loader', () => {
  test('loads only the elements the page uses, and renders them', async ({ page, problems }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/partner.html');
    await waitForElements(page);
    expect(scripts).toContain('/dist/loader.js');
    expect(scripts).toContain('/dist/elements/brand-text.js');
    expect(scripts).toContain('/dist/elements/brand-button.js');
    expect(scripts).toContain('/dist/elements/brand-image.js');
    expect(scripts).not.toContain('/dist/elements/brand-spacer.js');
    expect(scripts).not.toContain('/dist/brand-elements.js');
    // The partner's serif font does not leak into the elements, and theirs does not leak out.
    const fonts = await page.evaluate(() => ({
      page: getComputedStyle(document.body).fontFamily,
      text: getComputedStyle(document.querySelector('brand-text')!.shadowRoot!.querySelector('[data-rich-text]')!).fontFamily,
    }));
    expect(fonts.page).toContain('Georgia');
    expect(fonts.text).toContain('ZYN Sans');
    expect(problems.messages).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
  });

  test('loads an element that appears later, once', async ({ page }) => {
    await page.goto('/partner.html');
    await waitForElements(page);
    const spacerLoads: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/elements/brand-spacer.js')) spacerLoads.push(request.url());
    });
    await page.evaluate(() => {
      for (let i = 0; i < 3; i++) {
        const spacer = document.createElement('brand-spacer');
        spacer.setAttribute('height', '24px');
        document.querySelector('main')!.append(spacer);
      }
    });
    await page.waitForFunction(() => !!customElements.get('brand-spacer'));
    const height = await page.waitForFunction(() => {
      const box = document.querySelector('brand-spacer')?.shadowRoot?.querySelector('[data-spacer]');
      return box ? box.getBoundingClientRect().height : 0;
    });
    expect(await height.jsonValue()).toBe(24);
    expect(spacerLoads).toHaveLength(1);
  });
});

test.describe("the package's main entry (dist/brand-elements.js)", () => {
  test("its asynchronous calls load their code at the first call: a page of elements downloads none of it; a call does and resolves as before; a failed download rejects that call and the next loads again", async ({ page, problems }) => {
    // The modules of the calls (OCC's products and carts, the commerce token, the cart's add, the login, the content
    // and legal-age services; the country's is left out: this page's geofence loads it).
    const CALLS = /\/dist\/chunks\/(occProducts|occCart|commerceToken|cart|login|legalAge|content)-[\w-]+\.js$/;
    const asked: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (CALLS.test(path)) asked.push(path.replace(/^\/dist\/chunks\/|-[\w-]+\.js$/g, ''));
    });
    await page.goto('/accordion.html');
    // Settled: the entry's static imports all came before its elements were defined and rendered.
    await waitForElements(page);
    expect(asked).toEqual([]);

    const search = () =>
      page.evaluate(async () => {
        const api = (await import(`${location.origin}/dist/brand-elements.js`)) as typeof import('../../src/index');
        try {
          const found = await api.searchProducts({ apiUrl: '/mock/occ', site: 'brand-gb' }, { query: 'cool mint' });
          return { codes: found.products?.map((product) => product.code) ?? [] };
        } catch (error) {
          return { error: (error as Error).message };
        }
      });
    await page.route(/\/dist\/chunks\/occProducts-[\w-]+\.js$/, (route) => route.abort());
    expect(await search()).toEqual({ error: expect.stringMatching(/^brand-elements: the code of this call could not load \(.+\); it was not made\.$/) });
    await page.unroute(/\/dist\/chunks\/occProducts-[\w-]+\.js$/);
    const found = await search();
    expect(found.codes).toContain('ZYN-COOLMINT');
    expect(asked).toEqual(['occProducts', 'occProducts']);
    expect(problems.messages.filter((line) => !/Failed to load resource: net::ERR_FAILED/.test(line))).toEqual([]);
  });
});
