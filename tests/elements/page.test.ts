import { expect } from 'chai';
import '../../src/index';
import { pageConfig } from '../../src/core/stores/pageConfig';
import { pageVisibility } from '../../src/core/stores/pageVisibility';
import { setViewport } from '@web/test-runner-commands';
import { captureConsole, cleanup, runtimeSettled, settle, shadow, until } from './helpers';

const FIXTURES = '/tests/elements/fixtures';
const HOME = '/content/brand/gb/en/home/jcr:content';

async function loadPage(attributes = `model-url="${FIXTURES}/home.model.json"`): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = `<brand-page ${attributes}></brand-page>`;
  document.body.append(container);
  const page = container.querySelector<HTMLElement>('brand-page')!;
  await until(() => !page.hasAttribute('aria-busy') && (page.children.length > 0 || page.hasAttribute('data-brand-error')), 5000, 'page model');
  await settle();
  return page;
}

const byPath = (root: ParentNode, path: string) => root.querySelector<HTMLElement>(`[data-cq-data-path="${path}"]`);

function update(cmd: string, path: string, data?: unknown): void {
  window.dispatchEvent(new CustomEvent('cq-pagemodel-update', { detail: { msg: { cmd, path, data } } }));
}

describe('<brand-page>', () => {
  afterEach(async () => {
    cleanup();
    pageConfig.set({});
    await settle();
  });

  it('renders an AEM page model as elements with their model paths, grids and column classes', async () => {
    const { errors } = await captureConsole(async () => {
      const page = await loadPage();
      const grid = byPath(page, `${HOME}/root/responsivegrid`)!;
      expect(grid.localName).to.equal('brand-responsive-grid');
      expect(grid.parentElement!.localName).to.equal('brand-responsive-grid'); // nested in root
      const text = byPath(grid, `${HOME}/root/responsivegrid/text`)!;
      expect(text.localName).to.equal('brand-text');
      expect(text.className).to.equal('aem-GridColumn aem-GridColumn--tablet--12 aem-GridColumn--default--6');
      expect([...grid.children].map((child) => child.getAttribute('data-cq-data-path')!.split('/').pop())).to.deep.equal(['title', 'text', 'image', 'cta']);
      const p = await until(() => shadow(text).querySelector('p'));
      expect(p.textContent).to.equal('Tobacco-free nicotine pouches.\nFor adult nicotine users only.');
      const h1 = await until(() => shadow(byPath(grid, `${HOME}/root/responsivegrid/title`)!).querySelector('h1'));
      expect(h1.textContent).to.equal('Find your flavour');
      // The 800px test page is "tablet": text and image each take the full width there.
      expect(Math.round(text.getBoundingClientRect().width)).to.equal(Math.round(grid.getBoundingClientRect().width));
      // The root model's config themes the page; its visibility is handed on to the visibility gate.
      expect(pageConfig.getSnapshot()).to.include({ theme: 'iqos', market: 'gb' });
      expect(pageVisibility.getSnapshot()).to.include({ gateType: 'redirection', redirectTo: '/login.html' });
    });
    expect(errors).to.deep.equal(['Component not mapped for resourcetype: acme/components/mystery']);
  });

  it("a page outside Adobe's Universal Editor (no connection meta) carries no data-aue-* attribute", async () => {
    const page = await loadPage();
    const attributes = [page, ...page.querySelectorAll('*')].flatMap((element) => element.getAttributeNames().filter((name) => name.startsWith('data-aue-')));
    expect(page.querySelectorAll('[data-cq-data-path]').length).to.be.greaterThan(4);
    expect(attributes).to.deep.equal([]);
  });

  it('lays out columns from the default and tablet classes', async () => {
    const page = await loadPage();
    const grid = byPath(page, `${HOME}/root/responsivegrid`)!;
    const text = byPath(grid, `${HOME}/root/responsivegrid/text`)!; // tablet--12, default--6
    const image = byPath(grid, `${HOME}/root/responsivegrid/image`)!; // tablet--12, default--6
    const title = byPath(grid, `${HOME}/root/responsivegrid/title`)!; // default--12
    try {
      await setViewport({ width: 1300, height: 800 });
      await until(() => Math.abs(text.getBoundingClientRect().width * 2 - title.getBoundingClientRect().width) < 2, 2000, 'half-width columns');
      expect(Math.round(image.getBoundingClientRect().top)).to.equal(Math.round(text.getBoundingClientRect().top)); // side by side
      expect(image.getBoundingClientRect().left).to.be.greaterThan(text.getBoundingClientRect().left);
      await setViewport({ width: 800, height: 800 });
      await until(() => Math.abs(text.getBoundingClientRect().width - title.getBoundingClientRect().width) < 2, 2000, 'tablet: full width');
      expect(image.getBoundingClientRect().top).to.be.greaterThan(text.getBoundingClientRect().top); // stacked
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  it('applies editor commands in place: only the changed element gets a new model, none is re-created', async () => {
    const page = await loadPage();
    const grid = byPath(page, `${HOME}/root/responsivegrid`)!;
    const before = new Map([...page.querySelectorAll<HTMLElement>('[data-cq-data-path]')].map((el) => [el.getAttribute('data-cq-data-path'), el]));
    const textPath = `${HOME}/root/responsivegrid/text`;
    const imageModel = (byPath(grid, `${HOME}/root/responsivegrid/image`) as HTMLElement & { model: unknown }).model;
    const loaded: unknown[] = [];
    const onLoaded = (event: Event) => loaded.push((event as CustomEvent).detail.model);
    window.addEventListener('cq-pagemodel-loaded', onLoaded);

    update('replace', textPath, { key: 'text', value: { text: 'Edited in the editor', ':type': 'brand/components/text' } });
    await settle();
    const text = byPath(grid, textPath)!;
    expect(text).to.equal(before.get(textPath));
    expect(await until(() => shadow(text).querySelector('p')?.textContent === 'Edited in the editor')).to.equal(true);
    for (const [path, element] of before) expect(byPath(page, path!), path!).to.equal(element);
    expect((byPath(grid, `${HOME}/root/responsivegrid/image`) as HTMLElement & { model: unknown }).model).to.equal(imageModel);

    update('insertAfter', textPath, { key: 'note', value: { text: 'Inserted after the text', ':type': 'brand/components/text' } });
    await settle();
    const order = () => [...grid.children].map((child) => child.getAttribute('data-cq-data-path')!.split('/').pop());
    expect(order()).to.deep.equal(['title', 'text', 'note', 'image', 'cta']);

    update('insertBefore', `${HOME}/root/responsivegrid/title`, { key: 'lead', value: { text: 'First', ':type': 'brand/components/text' } });
    await settle();
    expect(order()).to.deep.equal(['lead', 'title', 'text', 'note', 'image', 'cta']);

    update('delete', `${HOME}/root/responsivegrid/image`);
    await settle();
    expect(order()).to.deep.equal(['lead', 'title', 'text', 'note', 'cta']);
    expect(byPath(page, textPath)).to.equal(before.get(textPath));

    window.removeEventListener('cq-pagemodel-loaded', onLoaded);
    expect(loaded).to.have.length(4);
  });

  it('swaps the page content on a route change through history.pushState', async () => {
    const page = await loadPage();
    const original = location.pathname + location.search;
    const changed: unknown[] = [];
    const onChanged = (event: Event) => changed.push((event as CustomEvent).detail.model);
    window.addEventListener('cq-pagemodel-route-changed', onChanged);
    try {
      history.pushState({}, '', `${FIXTURES}/about.html`);
      const about = await until(() => byPath(page, `${FIXTURES}/about/jcr:content/root/text`), 5000, 'about page');
      expect(await until(() => shadow(about).querySelector('p')?.textContent)).to.equal('About us: made in Sweden.');
      expect(byPath(page, `${HOME}/root`)).to.equal(null);
      expect(changed).to.have.length(1);
    } finally {
      window.removeEventListener('cq-pagemodel-route-changed', onChanged);
      history.replaceState({}, '', original);
    }
  });

  it('the images of the first screen are eager with high priority; later ones stay lazy; an authored lazyLoading stays', async () => {
    const image = (label: string, extra = {}) => ({ ':type': 'brand/components/image', alt: label, src: `${FIXTURES}/pixel.png?${label}`, width: '10', height: '10', ...extra });
    const model = {
      ':path': '/content/hero',
      ':itemsOrder': ['first', 'second'],
      ':items': {
        first: { ':type': 'brand/components/container', layout: 'simple', ':itemsOrder': ['hero', 'authored'], ':items': { hero: image('hero'), authored: image('authored', { lazyLoading: true }) } },
        second: { ':type': 'brand/components/container', layout: 'simple', ':itemsOrder': ['later'], ':items': { later: image('later') } },
      },
    };
    const container = document.createElement('div');
    container.innerHTML = `<brand-page><script type="application/json" id="__INITIAL_STATE__">${JSON.stringify(model)}</script></brand-page>`;
    document.body.append(container);
    const page = container.querySelector('brand-page')!;
    const img = (key: string) => until(() => byPath(page, `/content/hero/jcr:content/${key}`)?.shadowRoot?.querySelector('img'), 5000, key);
    const hero = await img('first/hero');
    expect([hero.loading, hero.getAttribute('fetchpriority')]).to.deep.equal(['eager', 'high']);
    const authored = await img('first/authored');
    expect([authored.loading, authored.getAttribute('fetchpriority')]).to.deep.equal(['lazy', null]);
    const later = await img('second/later');
    expect([later.loading, later.getAttribute('fetchpriority')]).to.deep.equal(['lazy', null]);
  });

  it('uses the server-embedded initial state without fetching', async () => {
    const model = await (await fetch(`${FIXTURES}/home.model.json`)).json();
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = '__INITIAL_STATE__';
    script.textContent = JSON.stringify({ ...model, title: 'From initial state' });
    document.body.append(script);
    const requests: string[] = [];
    const observer = new PerformanceObserver((list) => list.getEntries().forEach((entry) => requests.push(entry.name)));
    observer.observe({ type: 'resource' });
    // Requests as they start (a resource entry comes only once its response has ended).
    const realFetch = window.fetch;
    window.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      requests.push(String(input instanceof Request ? input.url : input));
      return realFetch(input, init);
    }) as typeof fetch;
    try {
      const page = await loadPage('');
      expect(byPath(page, `${HOME}/root/responsivegrid/text`)).to.exist;
      // "Nothing fetched" waits until every element has rendered and run its effects, and until a
      // request made now has been reported (entries of the page's own requests come with or before it).
      await runtimeSettled();
      const marker = `${FIXTURES}/pixel.png?marker=${Date.now()}`;
      await realFetch(marker).catch(() => undefined);
      await until(() => requests.filter((url) => url === new URL(marker, location.href).href).length > 0, 3000, 'the marker request to be reported');
      // No page model was fetched (the age gate's own content is another matter).
      expect(requests.filter((url) => url.includes('.model.json') && !url.includes('age-gate'))).to.deep.equal([]);
    } finally {
      window.fetch = realFetch;
      observer.disconnect();
      script.remove();
    }
  });

  it('hydrates matching server-rendered elements and re-renders mismatched ones with one error', async () => {
    const { errors } = await captureConsole(async () => {
      const container = document.createElement('div');
      container.innerHTML = `<brand-page model-url="${FIXTURES}/home.model.json"><brand-text data-cq-data-path="${HOME}/wrong"></brand-text></brand-page>`;
      document.body.append(container);
      const page = container.querySelector<HTMLElement>('brand-page')!;
      await until(() => byPath(page, `${HOME}/root`), 5000);
      expect(byPath(page, `${HOME}/wrong`)).to.equal(null);
    });
    expect(errors.filter((line) => line.startsWith('Error while hydrating application'))).to.have.length(1);
  });

  it('keeps every server-rendered element that matches at any depth and re-creates only the one that does not', async () => {
    const base = '/content/ssr-test/jcr:content';
    const text = (value: string) => ({ ':type': 'brand/components/text', text: value });
    const model = {
      ':path': '/content/ssr-test',
      ':itemsOrder': ['grid'],
      ':items': { grid: { ':type': 'wcm/foundation/components/responsivegrid', ':itemsOrder': ['a', 'b'], ':items': { a: text('A'), b: text('B') } } },
    };
    const { errors } = await captureConsole(async () => {
      const container = document.createElement('div');
      container.innerHTML = `<script type="application/json" id="__INITIAL_STATE__">${JSON.stringify(model)}</script>
        <brand-page data-brand-server-rendered><brand-responsive-grid data-cq-data-path="${base}/grid"><brand-text data-cq-data-path="${base}/grid/a"></brand-text><brand-image data-cq-data-path="${base}/grid/b"></brand-image></brand-responsive-grid></brand-page>`;
      const grid = container.querySelector('brand-responsive-grid')!;
      const first = container.querySelector('brand-text')!;
      document.body.append(container);
      try {
        const page = container.querySelector<HTMLElement>('brand-page')!;
        const second = await until(() => page.querySelector(`brand-text[data-cq-data-path="${base}/grid/b"]`), 5000, 'b re-created');
        expect(page.querySelector('brand-responsive-grid')).to.equal(grid);
        expect(page.querySelector(`[data-cq-data-path="${base}/grid/a"]`)).to.equal(first);
        expect(page.querySelector('brand-image')).to.equal(null);
        expect([...grid.children].map((child) => child.getAttribute('data-cq-data-path'))).to.deep.equal([`${base}/grid/a`, `${base}/grid/b`]);
        expect(second.parentElement).to.equal(grid);
      } finally {
        container.remove();
      }
    });
    const hydration = errors.filter((line) => line.startsWith('Error while hydrating application'));
    expect(hydration).to.have.length(1);
    expect(hydration[0]).to.contain(`${base}/grid/b`);
  });

  it('a server-rendered page whose code runs before the parser reached its state (code loaded async) waits for it, and fetches nothing', async () => {
    const base = '/content/ssr-late/jcr:content';
    const model = { ':path': '/content/ssr-late', ':itemsOrder': ['a'], ':items': { a: { ':type': 'brand/components/text', text: 'From the late state' } } };
    const requests: string[] = [];
    const observer = new PerformanceObserver((list) => list.getEntries().forEach((entry) => requests.push(entry.name)));
    observer.observe({ type: 'resource' });
    // The document as the element's code sees it while the parser is still reading the page.
    Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'loading' });
    const container = document.createElement('div');
    try {
      // The elements are there, the state (renderPage writes it last) is not yet.
      container.innerHTML = `<brand-page data-brand-server-rendered model-url="${FIXTURES}/home.model.json"><brand-text data-cq-data-path="${base}/a"></brand-text></brand-page>`;
      document.body.append(container);
      const page = container.querySelector<HTMLElement>('brand-page')!;
      const host = page.querySelector<HTMLElement>('brand-text')!;
      await settle();
      expect(page.getAttribute('aria-busy')).to.equal('true');
      // The parser reaches the state, then the end of the document.
      const script = document.createElement('script');
      script.type = 'application/json';
      script.id = '__INITIAL_STATE__';
      script.textContent = JSON.stringify(model);
      page.append(script);
      delete (document as { readyState?: unknown }).readyState;
      document.dispatchEvent(new Event('DOMContentLoaded'));
      await until(() => shadow(host).querySelector('p')?.textContent === 'From the late state', 5000, 'the text from the state');
      expect(page.querySelector('brand-text')).to.equal(host);
      expect(page.hasAttribute('aria-busy')).to.equal(false);
      expect(requests.filter((url) => url.includes('.model.json') && !url.includes('age-gate'))).to.deep.equal([]);
    } finally {
      delete (document as { readyState?: unknown }).readyState;
      observer.disconnect();
      container.remove();
    }
  });

  describe('bad input', () => {
    it('a model that is not JSON: a console error and a visible error state', async () => {
      const { errors } = await captureConsole(async () => {
        const page = await loadPage(`model-url="${FIXTURES}/broken.model.json"`);
        expect(page.getAttribute('data-brand-error')).to.be.a('string');
        expect(page.querySelector('[role="alert"]')!.textContent).to.contain('could not be loaded');
      });
      expect(errors.some((line) => line.startsWith('<brand-page>: the page model could not be loaded'))).to.equal(true);
    });

    it('a node without :type and an :itemsOrder naming a missing item: errors, and the rest renders', async () => {
      const model = {
        ':path': '/content/bad',
        ':itemsOrder': ['ghost', 'typeless', 'ok'],
        ':items': { typeless: { text: 'no type' }, ok: { text: 'Still here', ':type': 'brand/components/text' } },
      };
      const { errors } = await captureConsole(async () => {
        const container = document.createElement('div');
        container.innerHTML = `<brand-page><script type="application/json" id="__INITIAL_STATE__">${JSON.stringify(model)}</script></brand-page>`;
        document.body.append(container);
        const page = container.querySelector('brand-page')!;
        const ok = await until(() => byPath(page, '/content/bad/jcr:content/ok'), 5000);
        expect(await until(() => shadow(ok).querySelector('p')?.textContent)).to.equal('Still here');
      });
      expect(errors.some((line) => line.includes('names "ghost", which is not in ":items"'))).to.equal(true);
      expect(errors.some((line) => line.includes('/content/bad/jcr:content/typeless has no ":type"'))).to.equal(true);
    });

    it('a model id becomes the host id (#anchor, getElementById); a brand type with no element is logged as not mapped and renders nothing', async () => {
      const model = {
        ':path': '/content/ids',
        ':itemsOrder': ['intro', 'nope'],
        ':items': {
          intro: { id: 'intro', text: 'Anchored', ':type': 'brand/components/text' },
          nope: { text: 'no element for me', ':type': 'brand/components/no-such-component' },
        },
      };
      const { errors } = await captureConsole(async () => {
        const container = document.createElement('div');
        container.innerHTML = `<brand-page><script type="application/json" id="__INITIAL_STATE__">${JSON.stringify(model)}</script></brand-page>`;
        document.body.append(container);
        const page = container.querySelector('brand-page')!;
        const intro = await until(() => document.querySelector<HTMLElement>('#intro'), 5000, '#intro');
        expect(intro.localName).to.equal('brand-text');
        expect(document.getElementById('intro')).to.equal(intro);
        expect(await until(() => shadow(intro).querySelector('p')?.textContent)).to.equal('Anchored');
        expect(page.querySelector('brand-no-such-component'), 'no bare unknown tag').to.equal(null);
        expect([...page.children].filter((child) => child.hasAttribute('data-cq-data-path')).length).to.equal(1);
      });
      expect(errors.filter((line) => line === 'Component not mapped for resourcetype: brand/components/no-such-component')).to.have.length(1);
    });

    it('nesting 200 levels deep: one error, and the levels above the limit render', async () => {
      let node: Record<string, unknown> = { text: 'deepest', ':type': 'brand/components/text' };
      for (let i = 0; i < 200; i++) node = { ':type': 'brand/components/container', layout: 'simple', ':itemsOrder': ['c'], ':items': { c: node } };
      const model = { ':path': '/content/deep', ':itemsOrder': ['top', 'c'], ':items': { top: { text: 'Top text', ':type': 'brand/components/text' }, c: node } };
      const { errors } = await captureConsole(async () => {
        const container = document.createElement('div');
        container.innerHTML = `<brand-page><script type="application/json" id="__INITIAL_STATE__">${JSON.stringify(model)}</script></brand-page>`;
        document.body.append(container);
        const page = container.querySelector('brand-page')!;
        const top = await until(() => byPath(page, '/content/deep/jcr:content/top'), 5000);
        expect(await until(() => shadow(top).querySelector('p')?.textContent)).to.equal('Top text');
        expect(page.querySelectorAll('brand-container').length).to.be.within(10, 64);
      });
      expect(errors.filter((line) => line.includes('nests deeper than'))).to.have.length(1);
    });

    it('an experience fragment that contains itself: rendered once, the cycle reported', async () => {
      const { errors } = await captureConsole(async (captured) => {
        const container = document.createElement('div');
        container.innerHTML = `<brand-experience-fragment fragment-variation-path="${FIXTURES}/xf-promo"></brand-experience-fragment>`;
        document.body.append(container);
        const xf = container.querySelector('brand-experience-fragment')!;
        const text = await until(() => xf.querySelector('brand-text'), 5000, 'fragment content');
        expect(await until(() => shadow(text).querySelector('p')?.textContent)).to.equal('Shared promo from a fragment');
        await until(() => xf.querySelectorAll('brand-experience-fragment').length === 1);
        // The nested copy gives up once it reports the cycle: from then on nothing more renders.
        await until(() => captured.errors.some((line) => line.includes('contains itself (a cycle)')), 5000, 'the cycle reported');
        await settle();
        expect(xf.querySelectorAll('brand-text').length).to.equal(1);
      });
      expect(errors.filter((line) => line.includes('contains itself (a cycle)'))).to.have.length(1);
    });
  });
});
