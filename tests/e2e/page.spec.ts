import { expect, holdRequests, test, waitForElements } from './fixtures';

const HOME = '/content/brand/gb/en/home/jcr:content/root';

test.describe('page model playground', () => {
  test('renders a page model with grid, container and experience fragment, themed from its config', async ({ page, problems }) => {
    await page.goto('/playground.html');
    await expect(page.locator('#status')).toContainText('Model loaded');
    await waitForElements(page);
    const paths = await page.$$eval('brand-page [data-cq-data-path]', (elements) => elements.map((el) => el.getAttribute('data-cq-data-path')));
    expect(paths).toContain(`${HOME}/headline`);
    expect(paths).toContain(`${HOME}/flavours/citrus`);
    // The fragment's own content, loaded by its path.
    await expect(page.locator('brand-experience-fragment brand-text')).toHaveCount(1);
    const fragmentText = await page.waitForFunction(
      () => document.querySelector('brand-experience-fragment brand-text')?.shadowRoot?.textContent ?? '',
    );
    expect(await fragmentText.jsonValue()).toContain('Free delivery');
    // At 1280px the three flavour tiles sit in one row (default--4).
    const tops = await page.$$eval('brand-container > brand-image', (images) => images.map((el) => Math.round(el.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    expect(problems.messages).toEqual([]);
    expect(problems.failedRequests).toEqual([]);
  });

  test('editor commands patch the page in place', async ({ page, problems }) => {
    await page.goto('/playground.html');
    await expect(page.locator('#status')).toContainText('Model loaded');
    // The experience fragment's content comes from a request of its own, after the page's: counting
    // "created" before it has arrived would count it as the command's.
    await page.waitForFunction(() => {
      const fragment = document.querySelector('brand-page brand-experience-fragment');
      return !!fragment?.querySelector('[data-cq-data-path]') && !fragment.shadowRoot?.querySelector('[aria-busy]');
    });
    await waitForElements(page);
    await page.evaluate(() => {
      (window as unknown as { before: Element[] }).before = [...document.querySelectorAll('brand-page [data-cq-data-path]')];
    });
    await page.getByRole('button', { name: 'Replace the first text' }).click();
    await expect(page.locator('#status')).toContainText('replace root/headline: 0 element(s) created');
    const heading = await page.waitForFunction(() => document.querySelector(`brand-page [data-cq-data-path$="/root/headline"]`)?.shadowRoot?.querySelector('h1')?.textContent ?? '');
    expect(await heading.jsonValue()).toContain('Edited at');
    const unchanged = await page.evaluate(() => {
      const before = (window as unknown as { before: Element[] }).before;
      return before.every((element) => element.isConnected);
    });
    expect(unchanged).toBe(true);
    await page.getByRole('button', { name: 'Insert a text after it' }).click();
    await expect(page.locator('#status')).toContainText('insertAfter root/headline: 1 element(s) created');
    await page.getByRole('button', { name: 'Delete the last item' }).click();
    await expect(page.locator(`[data-cq-data-path="${HOME}/cta"]`)).toHaveCount(0);
    expect(problems.messages).toEqual([]);
  });

  test('an unsupported editor command is reported and changes nothing', async ({ page, problems }) => {
    await page.goto('/playground.html');
    await expect(page.locator('#status')).toContainText('Model loaded');
    await expect(page.locator('brand-experience-fragment brand-text')).toHaveCount(1);
    const before = await page.locator('brand-page [data-cq-data-path]').count();
    await page.getByRole('button', { name: 'Send an unsupported command' }).click();
    await expect(page.locator('#status')).toContainText('unsupported');
    expect(await page.locator('brand-page [data-cq-data-path]').count()).toBe(before);
    expect(problems.messages.some((line) => line.includes('unsupported command move'))).toBe(true);
  });

  test('a model that is not JSON shows an error state', async ({ page, problems }) => {
    await page.goto('/playground.html');
    await page.locator('#model').selectOption('/content/brand/gb/en/broken.model.json');
    await expect(page.locator('brand-page [role="alert"]')).toContainText('could not be loaded');
    // The playground's own status says so too, instead of "Loading the model…" forever.
    await expect(page.locator('#status')).toHaveText(/^The model could not be loaded: Invalid JSON in the model at \/content\/brand\/gb\/en\/broken\.model\.json/);
    expect(problems.messages.some((line) => line.includes('<brand-page>: the page model could not be loaded'))).toBe(true);
    // And a good model loads again after it.
    await page.locator('#model').selectOption('/content/brand/gb/en/home.model.json');
    await expect(page.locator('#status')).toContainText('Model loaded');
  });
});

test.describe('loader', () => {
  test('a chunk that fails to load shows its error state; the rest of the page lives on', async ({ page, problems }) => {
    await page.route('**/dist/elements/brand-button.js', (route) => route.abort());
    await page.goto('/partner.html');
    const notice = page.locator('brand-button').first().locator('[data-load-error]');
    await expect(notice).toContainText('could not be loaded');
    await expect(page.locator('brand-button').first()).toHaveAttribute('data-brand-load-error', /.+/);
    const text = await page.waitForFunction(() => document.querySelector('brand-text')?.shadowRoot?.querySelector('[data-rich-text]')?.textContent ?? '');
    expect(await text.jsonValue()).toContain('crisp mint');
    expect(problems.messages.filter((line) => line.includes('could not load <brand-button>'))).toHaveLength(1);
  });

  for (const [how, state, modelUrl] of [
    ['embeds its model', true, ''],
    ['names its model URL', false, ' model-url="/models/texts.model.json"'],
  ] as const) {
    test(`through the loader, a page that ${how} asks for the code of the elements the model names beside <brand-page>'s own${state ? ', and no React DOM when none renders in it' : ''}`, async ({ page, problems }) => {
      const react: string[] = [];
      page.on('request', (request) => /\/dist\/chunks\/react-[^/]+\.js$/.test(request.url()) && react.push(request.url()));
      const model = {
        ':path': '/content/texts',
        ':type': 'brand/components/page',
        ':itemsOrder': ['root'],
        ':items': {
          root: {
            ':type': 'wcm/foundation/components/responsivegrid',
            ':itemsOrder': ['a', 'b'],
            ':items': { a: { ':type': 'brand/components/text', text: '<p>First</p>' }, b: { ':type': 'brand/components/spacer', height: '4' } },
          },
        },
      };
      await page.route('**/models/texts.model.json', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify(model) }));
      const embedded = state ? `<script type="application/json" id="__INITIAL_STATE__">${JSON.stringify(model)}</script>` : '';
      await page.route('**/texts.html', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html lang="en"><head><title>Texts</title>${embedded}<script type="module" src="/dist/loader.js"></script></head><body><brand-page${modelUrl}></brand-page></body></html>`,
        }),
      );
      // <brand-page>'s code is held: what is asked for meanwhile was asked for from the model by the loader.
      const release = await holdRequests(page, '**/dist/elements/brand-page.js');
      const asked = (name: string) => page.waitForRequest((request) => request.url().includes(`/dist/elements/${name}.js`));
      const named = Promise.all([asked('brand-responsive-grid'), asked('brand-text'), asked('brand-spacer')]);
      await page.goto('/texts.html');
      await named;
      expect(await page.evaluate(() => customElements.get('brand-page'))).toBeUndefined();
      // A fetched model's elements are not known yet when it is asked for: React DOM is asked for at once.
      expect(react, 'React DOM asked for while the model was on its way').toHaveLength(state ? 0 : 1);
      release();
      await waitForElements(page);
      await expect(page.locator('brand-text').getByText('First')).toBeVisible();
      // The grid, the text and the spacer are drawn without React.
      if (state) expect(react).toEqual([]);
      expect(problems.messages).toEqual([]);
    });
  }

  test("the loader asks for the code of the page's elements at its start, in one pass over the document: not for one that sleeps until it is seen, nor for another library's", async ({ page, problems }) => {
    await page.route('**/start.html', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><title>Start</title><script type="module" src="/dist/loader.js"></script></head><body><main>
<brand-text text="&lt;p&gt;Hello&lt;/p&gt;"></brand-text><brand-spacer height="4"></brand-spacer>
<brand-button data-brand-hydrate="visible" label="Later"></brand-button><other-widget></other-widget></main></body></html>`,
      }),
    );
    const entries: string[] = [];
    page.on('request', (request) => {
      const entry = /\/dist\/elements\/([a-z-]+)\.js$/.exec(request.url());
      if (entry) entries.push(entry[1]!);
    });
    // The loader's runtime (which finds elements as they connect) is held: what is asked for meanwhile, the loader
    // asked for from the document (with the whole preload map, which has their entries).
    const release = await holdRequests(page, '**/dist/chunks/autoload-*.js');
    const asked = (name: string) => page.waitForRequest((request) => request.url().endsWith(`/dist/elements/${name}.js`));
    const named = Promise.all([asked('brand-text'), asked('brand-spacer')]);
    await page.goto('/start.html');
    await named;
    // The loader starts a batch of requests in one task: one started with those is seen before this round trip's answer.
    await page.evaluate(() => document.readyState);
    expect(entries.slice().sort()).toEqual(['brand-spacer', 'brand-text']);
    release();
    await waitForElements(page);
    await expect(page.locator('brand-text').getByText('Hello')).toBeVisible();
    expect(entries.filter((entry) => entry === 'brand-text'), 'each asked for once').toHaveLength(1);
    expect(problems.messages).toEqual([]);
  });

  // React DOM (dist/chunks/react-*.js) only where an element renders in React: paragraphs are drawn without it.
  for (const script of ['/dist/loader.js', '/dist/brand-elements.js']) {
    test(`through ${script}: a page of paragraphs and spacers loads no React DOM, until one of them needs React`, async ({ page, problems }) => {
      const react: string[] = [];
      page.on('request', (request) => /\/dist\/chunks\/react-[^/]+\.js$/.test(request.url()) && react.push(request.url()));
      await page.route('**/paragraphs.html', (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: `<!doctype html><html lang="en"><head><title>Paragraphs</title><script type="module" src="${script}"></script></head><body><main>${[1, 2, 3]
            .map((n) => `<brand-text text="&lt;p&gt;Paragraph ${n}&lt;/p&gt;"></brand-text><brand-spacer height="4"></brand-spacer>`)
            .join('')}</main></body></html>`,
        }),
      );
      await page.goto('/paragraphs.html');
      await waitForElements(page);
      const texts = page.locator('brand-text');
      for (const n of [1, 2, 3]) await expect(texts.nth(n - 1).getByText(`Paragraph ${n}`)).toBeVisible();
      // The spacers between them take their height.
      const heights = await page.locator('brand-spacer').evaluateAll((hosts) => hosts.map((host) => host.getBoundingClientRect().height));
      expect(heights).toHaveLength(3);
      for (const height of heights) expect(height).toBeGreaterThan(0);
      expect(react, 'no React DOM for paragraphs and spacers').toEqual([]);
      // Shown to some visitors only: a state the runtime renders in React, which loads now.
      await texts.first().evaluate((host) => host.setAttribute('visible-to', 'LAS'));
      await expect.poll(() => react.length).toBe(1);
      await waitForElements(page);
      await expect(texts.first().getByText('Paragraph 1')).toBeVisible();
      await expect(texts.first()).not.toHaveAttribute('data-brand-error', /.*/);
      expect(problems.messages).toEqual([]);
    });
  }
});
