import { expect } from 'chai';
import '../../src/elements/brand-product-list';
import { pageConfig } from '../../src/core/stores/pageConfig';
import { authoringStore } from '../../src/core/stores/authoring';
import { HYBRIS, PRODUCTS, restoreFetch, stubProducts } from './commerceStub';
import { captureConsole, cleanup, fixture, runtimeSettled, settle, shadow, until } from './helpers';

type Host = HTMLElement & { model?: unknown };
const dataLayer = () => ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ??= []);

function mount(codes: string[], extra: Record<string, unknown> = {}): { host: Host; root: ShadowRoot } {
  const host = fixture('<brand-product-list></brand-product-list>').querySelector<Host>('brand-product-list')!;
  host.model = { general: { title: 'Bestsellers' }, productConfig: codes.map((productCode) => ({ productCode })), productPageUrl: '#product-{code}', ...extra };
  return { host, root: shadow(host) };
}

const cards = (root: ShadowRoot) => [...root.querySelectorAll<HTMLElement>('li[data-code]')];
const impressed = () =>
  dataLayer()
    .filter((event) => event.event === 'productImpression')
    .flatMap((event) => (event.ecommerce as { impressions: Array<{ id: string; position: number }> }).impressions)
    .map((item) => [item.id, item.position]);

/** Which of `elements` are half in view, from a fresh IntersectionObserver's first report: after it, the list's own observers (made earlier) have reported too. */
async function inView(elements: Element[]): Promise<boolean[]> {
  const entries = await new Promise<IntersectionObserverEntry[]>((resolve) => {
    const observer = new IntersectionObserver((found) => {
      observer.disconnect();
      resolve(found);
    }, { threshold: 0.5 });
    elements.forEach((element) => observer.observe(element));
  });
  await settle();
  return elements.map((element) => entries.find((entry) => entry.target === element)?.isIntersecting ?? false);
}

describe('brand-product-list', () => {
  beforeEach(() => {
    pageConfig.set({ hybrisConfig: HYBRIS });
    dataLayer().length = 0;
  });
  afterEach(async () => {
    restoreFetch();
    cleanup();
    pageConfig.set({});
    authoringStore.set('disabled');
  });

  it('holds skeleton cards while loading, then shows each product with price, stock, link and its control', async () => {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const stub = stubProducts({ gate });
    const { root } = mount(['ZYN-COOLMINT', 'ZYN-COOLMINT-6MG', 'ZYN-BLACKCHERRY-6MG', 'ZYN-COOLMINT', ' ']);
    const busy = await until(() => root.querySelector('ul[aria-busy="true"]'), 3000, 'the skeletons');
    expect(busy.querySelectorAll('li[aria-hidden="true"]').length).to.equal(3);
    expect(busy.querySelector('li')!.getBoundingClientRect().height).to.be.greaterThan(100);
    expect(root.querySelector('.visually-hidden[role="status"]')!.textContent).to.equal('Loading products');
    open();
    await Promise.all(stub.pending);
    await until(() => cards(root).length === 3, 3000, 'three cards');
    expect(stub.requested.sort()).to.deep.equal(['ZYN-BLACKCHERRY-6MG', 'ZYN-COOLMINT', 'ZYN-COOLMINT-6MG']);
    const [base, variant, out] = cards(root) as [HTMLElement, HTMLElement, HTMLElement];
    expect(base.querySelector('.price')!.textContent).to.equal('from £4.50');
    expect(base.querySelector('h3 a')!.getAttribute('href')).to.equal('#product-ZYN-COOLMINT');
    expect(base.querySelector('.choose')!.textContent).to.equal('Choose');
    expect(base.querySelector('[role="img"]')!.getAttribute('aria-label')).to.equal('Rated 4.5 out of 5');
    expect(variant.querySelector('.price')!.textContent).to.equal('£4.50');
    expect(variant.querySelector('.stock')!.textContent).to.equal('In stock');
    expect(variant.querySelector('.action button')).to.exist;
    expect(out.querySelector('.stock')!.textContent).to.equal('Out of stock');
    expect(out.querySelector<HTMLButtonElement>('.action button')!.disabled).to.equal(true);
    const img = variant.querySelector('img')!;
    expect(img.getAttribute('loading')).to.equal('lazy');
    expect(img.getAttribute('width')).to.equal('600');
    expect(getComputedStyle(root.querySelector('ul')!).display).to.equal('grid');
    expect(root.querySelector('h2')!.textContent).to.equal('Bestsellers');
  });

  it('fills the stars in proportion to the rating, against the width of the five stars themselves', async () => {
    stubProducts();
    const { root } = mount(['ZYN-COOLMINT']);
    const stars = await until(() => root.querySelector<HTMLElement>('li[data-code] [role="img"]'), 3000, 'the stars');
    const filled = stars.querySelector<HTMLElement>('span[aria-hidden="true"]')!;
    // the card lays its parts out in a column: the stars must not stretch to the card's width
    const card = stars.closest('li')!.getBoundingClientRect().width;
    const whole = stars.getBoundingClientRect().width;
    expect(whole).to.be.lessThan(card / 2);
    expect(filled.getBoundingClientRect().width / whole).to.be.closeTo(4.5 / 5, 0.02);
  });

  it('leaves out a product that fails with ONE console error naming the element and the code', async () => {
    const { errors } = await captureConsole(async () => {
      const stub = stubProducts({ failing: ['ZYN-COOLMINT-6MG'] });
      const { root } = mount(['ZYN-COOLMINT', 'ZYN-COOLMINT-6MG', 'ZYN-CITRUS-6MG']);
      await until(() => stub.pending.length === 3, 3000, 'three requests');
      await Promise.all(stub.pending);
      await until(() => cards(root).length === 2 && !root.querySelector('[aria-busy]'), 3000, 'two cards');
      expect(cards(root).map((card) => card.dataset.code)).to.deep.equal(['ZYN-COOLMINT', 'ZYN-CITRUS-6MG']);
      expect(cards(root).map((card) => card.dataset.position)).to.deep.equal(['1', '2']);
      await settle();
    });
    expect(errors.length).to.equal(1);
    expect(errors[0]).to.contain('<brand-product-list>').and.contain('ZYN-COOLMINT-6MG');
  });

  it('says so when no product can be shown', async () => {
    const { errors } = await captureConsole(async () => {
      const stub = stubProducts({ failing: ['ZYN-COOLMINT', 'ZYN-CITRUS-6MG'] });
      const { root } = mount(['ZYN-COOLMINT', 'ZYN-CITRUS-6MG'], { errorMessage: 'Nothing to show.' });
      await until(() => stub.pending.length === 2, 3000, 'two requests');
      await Promise.all(stub.pending);
      const message = await until(() => root.querySelector('p[role="status"]:not(.visually-hidden)'), 3000, 'the message');
      expect(message.textContent).to.equal('Nothing to show.');
      expect(root.querySelector('ul')).to.equal(null);
    });
    expect(errors.length).to.equal(2);
  });

  it('pushes productImpression once per card seen (list, positions from 1) and productClick before following a link', async () => {
    const stub = stubProducts();
    const { root } = mount(['ZYN-COOLMINT', 'ZYN-CITRUS-6MG'], { listName: 'Shop: bestsellers' });
    await until(() => stub.pending.length === 2, 3000, 'two requests');
    await Promise.all(stub.pending);
    await until(() => dataLayer().some((event) => event.event === 'productImpression'), 3000, 'productImpression');
    const impressions = dataLayer().filter((event) => event.event === 'productImpression');
    const seen = impressions.flatMap((event) => (event.ecommerce as { impressions: Array<{ id: string; list: string; position: number }> }).impressions);
    expect(seen.map((item) => [item.id, item.list, item.position])).to.deep.equal([
      ['ZYN-COOLMINT', 'Shop: bestsellers', 1],
      ['ZYN-CITRUS-6MG', 'Shop: bestsellers', 2],
    ]);
    // scrolling the cards out of view and back in reports nothing new
    const spacer = document.body.appendChild(document.createElement('div'));
    spacer.style.blockSize = '300vh';
    window.scrollTo(0, document.documentElement.scrollHeight);
    expect(await inView(cards(root))).to.deep.equal([false, false]);
    window.scrollTo(0, 0);
    expect(await inView(cards(root))).to.deep.equal([true, true]);
    expect(dataLayer().filter((event) => event.event === 'productImpression').length).to.equal(impressions.length);
    const link = cards(root)[1]!.querySelector<HTMLAnchorElement>('h3 a')!;
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    const click = dataLayer().find((event) => event.event === 'productClick') as { ecommerce: { click: { actionField: { list: string }; products: Array<{ id: string; position: number }> } } };
    expect(click.ecommerce.click.actionField.list).to.equal('Shop: bestsellers');
    expect(click.ecommerce.click.products[0]).to.include({ id: 'ZYN-CITRUS-6MG', position: 2 });
  });

  it('reports a card once with the position it was seen at, when a product before it fails later', async () => {
    let failNow!: () => void;
    const late = new Promise<void>((resolve) => (failNow = resolve));
    const { errors } = await captureConsole(async () => {
      stubProducts({ failing: ['ZYN-CITRUS-6MG'] });
      const answer = window.fetch;
      window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).includes('/products/ZYN-CITRUS-6MG')) await late;
        return answer(input, init);
      }) as typeof fetch;
      const { root } = mount(['ZYN-COOLMINT-6MG', 'ZYN-CITRUS-6MG', 'ZYN-ESPRESSO-9MG'], { listName: 'Shop' });
      await until(() => impressed().length === 2, 3000, 'two impressions');
      expect(impressed()).to.deep.equal([['ZYN-COOLMINT-6MG', 1], ['ZYN-ESPRESSO-9MG', 3]]);
      failNow();
      await until(() => cards(root).length === 2 && !root.querySelector('li[aria-hidden]'), 3000, 'the failed card left out');
      await settle();
      expect(await inView(cards(root))).to.deep.equal([true, true]);
      expect(impressed()).to.deep.equal([['ZYN-COOLMINT-6MG', 1], ['ZYN-ESPRESSO-9MG', 3]]);
      expect(cards(root).map((card) => card.dataset.position)).to.deep.equal(['1', '3']);
      const link = cards(root)[1]!.querySelector<HTMLAnchorElement>('h3 a')!;
      link.addEventListener('click', (event) => event.preventDefault());
      link.click();
      const click = dataLayer().find((event) => event.event === 'productClick') as { ecommerce: { click: { products: Array<{ id: string; position: number }> } } };
      expect(click.ecommerce.click.products[0]).to.include({ id: 'ZYN-ESPRESSO-9MG', position: 3 });
    });
    expect(errors.length).to.equal(1);
  });

  it('names each card\'s controls by its product and links an unavailable button to its stock', async () => {
    const stub = stubProducts();
    const { root } = mount(['ZYN-COOLMINT-6MG', 'ZYN-BLACKCHERRY-6MG']);
    await until(() => stub.pending.length === 2, 3000, 'two requests');
    await Promise.all(stub.pending);
    await until(() => cards(root).length === 2 && !root.querySelector('li[aria-hidden]'), 3000, 'two cards');
    const [mint, cherry] = cards(root) as [HTMLElement, HTMLElement];
    const nameOf = (group: Element) => group.getAttribute('aria-labelledby')!.split(' ').map((id) => root.getElementById(id)?.textContent).join(' ');
    const mintGroup = mint.querySelector('[role="group"]')!;
    expect(nameOf(mintGroup)).to.equal('ZYN Cool Mint 6 mg');
    expect(mintGroup.querySelector('button[data-add-button]')!.getAttribute('aria-label')).to.equal('Add to cart: ZYN Cool Mint 6 mg');
    expect(nameOf(cherry.querySelector('[role="group"]')!)).to.equal('ZYN Black Cherry 6 mg');
    const unavailable = cherry.querySelector<HTMLButtonElement>('button.unavailable')!;
    expect(unavailable.getAttribute('aria-label')).to.equal('Add to cart: ZYN Black Cherry 6 mg');
    expect(root.getElementById(unavailable.getAttribute('aria-describedby')!)!.textContent).to.equal('Out of stock');
  });

  it('reads the products again only when the commerce config changes, not for another object with the same values', async () => {
    const stub = stubProducts();
    const { root } = mount(['ZYN-COOLMINT-6MG']);
    await until(() => stub.pending.length === 1, 3000, 'the request');
    await Promise.all(stub.pending);
    const card = await until(() => cards(root)[0], 3000, 'the card');
    pageConfig.set({ hybrisConfig: { ...HYBRIS } });
    await settle();
    await settle();
    expect(stub.requested.length).to.equal(1);
    expect(cards(root)[0]).to.equal(card);
    pageConfig.set({ hybrisConfig: { ...HYBRIS, site: 'brand-ie' } });
    await until(() => stub.requested.length === 2, 3000, 'a read for the new site');
  });

  it('shows OCC data as text: a script URL or markup in a product never becomes a link or an element', async () => {
    PRODUCTS['EVIL'] = { code: 'EVIL', name: '<img src=x onerror="window.__evil=1">', url: 'javascript:window.__evil=1', purchasable: true, price: { value: 1, formattedValue: '<b>£1</b>' }, images: [{ imageType: 'PRIMARY', format: 'product', url: 'javascript:alert(1)' }] };
    try {
      const stub = stubProducts();
      const { root } = mount(['EVIL'], { productPageUrl: undefined });
      await until(() => stub.pending.length === 1, 3000, 'the request');
      await Promise.all(stub.pending);
      const card = await until(() => cards(root)[0], 3000, 'the card');
      expect(card.querySelector('h3')!.textContent).to.equal('<img src=x onerror="window.__evil=1">');
      expect(card.querySelectorAll('a, img').length).to.equal(0);
      expect(card.querySelector('.price')!.textContent).to.equal('<b>£1</b>');
      expect((window as unknown as { __evil?: number }).__evil).to.equal(undefined);
    } finally {
      delete PRODUCTS['EVIL'];
    }
  });

  it('renders nothing live without general or product config, and the placeholder in the editor', async () => {
    const stub = stubProducts();
    const { host, root } = mount([], { general: undefined });
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
    expect(root.querySelector('section')).to.equal(null);
    expect(stub.requested.length).to.equal(0);
    authoringStore.set('edit');
    await until(() => root.textContent?.includes('Product list'), 3000, 'the placeholder');
    expect(host.isConnected).to.equal(true);
  });
});
