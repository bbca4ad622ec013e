import { expect } from 'chai';
import '../../src/elements/brand-configure-and-buy';
import { PRODUCTS, productView } from '../../demo/mock/occCatalogue.mjs';
import { captureConsole, cleanup, fixture, recordRequests, runtimeSettled, settle, shadow, until } from './helpers';
import { CONFIG as CART_CONFIG, install, restore } from './cartFetch';
import { clearLocalCart } from '../../src/core/stores/localCart';
import { closeMiniCart } from '../../src/core/stores/miniCart';
import { forgetCommerceToken } from '../../src/core/services/commerceToken';

type Host = HTMLElement & Record<string, unknown>;

const CONFIG = { apiUrl: '/occ', site: 'brand-gb' };
const originalFetch = window.fetch;

interface Stub {
  /** the product codes asked for, in order */
  asked: string[];
  /** every answer given (awaited at the end of each test) */
  answers: Promise<unknown>[];
  /** a code whose answer waits until released */
  hold?: string;
  release?: () => void;
  /** codes answered 500 */
  broken: Set<string>;
}

let stub: Stub;

/** The catalogue's pictures as the fixtures' pixel (no 404s), each still a distinct URL. */
function withTestPictures(view: { images?: { url?: string }[] }) {
  return { ...view, images: view.images?.map((image) => ({ ...image, url: `/tests/elements/fixtures/pixel.png?${new URL(image.url!, location.href).search.slice(1)}` })) };
}

/** OCC products from the demo catalogue, an unknown code → 400 as OCC answers. */
function stubFetch(): Stub {
  const state: Stub = { asked: [], answers: [], broken: new Set() };
  window.fetch = ((input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input), location.href);
    const match = /^\/occ\/v2\/brand-gb\/products\/([^/?]+)$/.exec(url.pathname);
    const code = match ? decodeURIComponent(match[1]!) : '';
    state.asked.push(code);
    const answer = async () => {
      if (state.hold === code) await new Promise<void>((resolve) => (state.release = resolve));
      if (state.broken.has(code)) return new Response('{"errors":[]}', { status: 500, headers: { 'content-type': 'application/json' } });
      if (!Object.hasOwn(PRODUCTS, code)) return new Response('{"errors":[{"type":"UnknownIdentifierError"}]}', { status: 400, headers: { 'content-type': 'application/json' } });
      return new Response(JSON.stringify(withTestPictures(productView(code))), { status: 200, headers: { 'content-type': 'application/json' } });
    };
    const response = answer();
    state.answers.push(response.catch(() => undefined));
    return response;
  }) as typeof fetch;
  return state;
}

function mount(model: Record<string, unknown>): Host {
  const container = fixture('<brand-configure-and-buy></brand-configure-and-buy>');
  const host = container.querySelector<Host>('brand-configure-and-buy')!;
  host.model = { hybrisConfig: CONFIG, addToCartLabel: 'Add to cart', ...model };
  return host;
}

const root = (host: Host) => shadow(host);
const price = (host: Host) => root(host).querySelector('[data-price]')?.textContent;
const radio = (host: Host, value: string) => root(host).querySelector<HTMLInputElement>(`input[type="radio"][value="${value}"]`);
const loaded = (host: Host, name: string) => until(() => root(host).querySelector('[data-name]')?.textContent === name, 3000, `${name} shown`);

describe('brand-configure-and-buy', () => {
  beforeEach(() => {
    stub = stubFetch();
  });
  afterEach(async () => {
    stub.release?.();
    await Promise.all(stub.answers);
    window.fetch = originalFetch;
    cleanup();
  });

  // First in this file: the product's view is a chunk of its own (in the test bundle, chunks/ProductView-<hash>.js),
  // and no test before has shown a product.
  it("draws the skeleton from its entry; the product's view is code asked for beside the product, once there is a product code", async () => {
    const { requested, stop } = recordRequests();
    const viewFetched = () => requested.some((name) => /\/ProductView[-.]/.test(name));
    try {
      const host = mount({ productCode: '' });
      await runtimeSettled();
      expect(viewFetched(), 'no product code: no view').to.equal(false);
      stub.hold = 'IQOS-ILUMA-KIT';
      host.model = { ...(host.model as object), productCode: 'IQOS-ILUMA-KIT' };
      await until(() => viewFetched() && stub.asked.includes('IQOS-ILUMA-KIT'), 3000, "the product and its view's code, asked for together");
      // The view's code is here, the product is not: still the skeleton, busy.
      await until(() => root(host).querySelector('section[aria-busy="true"] [data-skeleton]'), 3000, 'the skeleton');
      stub.release!();
      const name = await until(() => root(host).querySelector('[data-name]'), 5000, 'the product');
      expect(name.closest('section')!.hasAttribute('aria-busy')).to.equal(false);
      // The section keeps its own look and gains the product's: two classes.
      expect(name.closest('section')!.classList.length).to.equal(2);
    } finally {
      stop();
    }
  });

  it('a base product starts on its first variant in stock: name, price, stock, colours as a radio group with names, an out-of-stock choice says so', async () => {
    let host!: Host;
    const { errors } = await captureConsole(async () => {
      // The base product's answer waits until the skeleton has been seen: a state that could otherwise
      // come and go between two polls.
      stub.hold = 'IQOS-ILUMA';
      host = mount({ productCode: 'IQOS-ILUMA', swatchColors: { 'Pebble Grey': '#9a9a94', 'Sunset Red': 'url(javascript:x)' } });
      await until(() => stub.release && root(host).querySelector('[aria-busy="true"][data-loading]'), 3000, 'the skeleton first');
      stub.release!();
      await loaded(host, 'IQOS ILUMA Kit Pebble Grey');
      await settle();
    });
    expect(errors, 'the refused swatch, once').to.have.length(1);
    expect(errors[0]).to.contain('swatchColors.Sunset Red');
    expect(stub.asked).to.deep.equal(['IQOS-ILUMA', 'IQOS-ILUMA-KIT']);
    expect(price(host)).to.equal('£79.00');
    expect(root(host).querySelector('[data-stock]')!.textContent).to.equal('In stock');
    const fieldset = root(host).querySelector('fieldset[data-variants="swatch"]')!;
    expect(fieldset.querySelector('legend')!.textContent).to.contain('Colour');
    const radios = [...fieldset.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.map((input) => input.value)).to.deep.equal(['Pebble Grey', 'Moss Green', 'Sunset Red']);
    expect(radios[0]!.checked).to.equal(true);
    expect(new Set(radios.map((input) => input.name)).size).to.equal(1);
    const sunset = radios[2]!.closest('label')!;
    expect(sunset.textContent).to.equal('Sunset Redout of stock');
    expect(radios[2]!.disabled, 'an out-of-stock choice stays choosable').to.equal(false);
    // The authored swatch is applied; a refused one is not.
    expect((radios[0]!.parentElement!.querySelector('[data-swatch]') as HTMLElement).style.getPropertyValue('--swatch')).to.equal('#9a9a94');
    expect((sunset.querySelector('[data-swatch]') as HTMLElement).style.getPropertyValue('--swatch')).to.equal('');
    // Styled from the theme: a grid, 44 px choices.
    expect(getComputedStyle(root(host).querySelector('section')!).display).to.equal('grid');
    expect(radios[0]!.closest('label')!.getBoundingClientRect().height).to.be.at.least(44);
  });

  it('choosing a strength fetches that variant while the old one stays (aria-busy), then shows its price, and names it in ?product=', async () => {
    const before = location.href;
    history.replaceState(history.state, '', `${location.pathname}?page=product&product=ZYN-COOLMINT-6MG`);
    try {
      const host = mount({ productCode: 'ZYN-COOLMINT-6MG' });
      await loaded(host, 'ZYN Cool Mint 6 mg');
      expect(price(host)).to.equal('£4.50');
      expect(root(host).querySelector('fieldset[data-variants="pill"] legend')!.textContent).to.contain('Strength');
      stub.hold = 'ZYN-COOLMINT-9MG';
      radio(host, '9 mg')!.click();
      await until(() => root(host).querySelector('[data-details][aria-busy="true"]'), 3000, 'aria-busy');
      expect(radio(host, '9 mg')!.checked, 'the choice shows at once').to.equal(true);
      expect(price(host), 'the old price stays while loading').to.equal('£4.50');
      stub.release!();
      await loaded(host, 'ZYN Cool Mint 9 mg');
      expect(price(host)).to.equal('£4.90');
      expect(root(host).querySelector('[data-details]')!.hasAttribute('aria-busy')).to.equal(false);
      await until(() => new URL(location.href).searchParams.get('product') === 'ZYN-COOLMINT-9MG', 3000, 'the URL');
      expect(new URL(location.href).searchParams.get('page')).to.equal('product');
    } finally {
      history.replaceState(history.state, '', before);
    }
  });

  it('the rating summary links to the reviews; the gallery thumbnails are toggle buttons and the main picture opens the zoom in the shadow root', async () => {
    const host = mount({ productCode: 'ZYN-COOLMINT-6MG', headingLevel: 2 });
    await loaded(host, 'ZYN Cool Mint 6 mg');
    expect(root(host).querySelector('h2[data-name]')).to.exist;
    const view = productView('ZYN-COOLMINT-6MG') as { numberOfReviews?: number };
    const rating = root(host).querySelector<HTMLAnchorElement>('[data-rating] a');
    if (view.numberOfReviews) {
      expect(rating!.getAttribute('href')).to.equal('#reviews');
      expect(rating!.textContent).to.match(/^\d\.\d out of 5, \d+ reviews$/);
    } else expect(rating).to.equal(null);
    const thumbs = [...root(host).querySelectorAll<HTMLButtonElement>('[data-thumb]')];
    expect(thumbs).to.have.length(3);
    expect(thumbs.map((thumb) => thumb.getAttribute('aria-pressed'))).to.deep.equal(['true', 'false', 'false']);
    const main = root(host).querySelector<HTMLButtonElement>('[data-main]')!;
    const first = main.querySelector('img')!.src;
    thumbs[1]!.click();
    await until(() => thumbs[1]!.getAttribute('aria-pressed') === 'true', 3000, 'the second thumbnail pressed');
    expect(main.querySelector('img')!.src).to.not.equal(first);
    expect(main.getAttribute('aria-label')).to.match(/^Zoom image: ZYN Cool Mint 6 mg, open$/);
    main.click();
    const dialog = await until(() => root(host).querySelector('[role="dialog"]'), 5000, 'the zoom dialog');
    expect(dialog.getRootNode()).to.equal(root(host));
    await until(() => root(host).activeElement?.tagName === 'BUTTON' && root(host).activeElement !== main, 3000, 'focus in the dialog');
    root(host).activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));
    await until(() => !root(host).querySelector('[role="dialog"]'), 3000, 'the zoom closed');
  });

  it('borrowing is offered only for a lendable product, as a radio group beside buying', async () => {
    const options = [
      { type: 'buy', label: 'Buy it' },
      { type: 'lending', label: 'Borrow it', lendingConfigurationCode: 'LEND-30D' },
    ];
    const device = mount({ productCode: 'IQOS-ILUMA-KIT', purchaseOptions: options, purchaseOptionsLabel: 'How?' });
    const tin = mount({ productCode: 'ZYN-COOLMINT-6MG', purchaseOptions: options });
    await loaded(device, 'IQOS ILUMA Kit Pebble Grey');
    await loaded(tin, 'ZYN Cool Mint 6 mg');
    const purchase = root(device).querySelector('fieldset[data-purchase]')!;
    expect(purchase.querySelector('legend')!.textContent).to.equal('How?');
    expect([...purchase.querySelectorAll('label')].map((label) => label.textContent)).to.deep.equal(['Buy it', 'Borrow it£0.00']);
    expect(root(tin).querySelector('fieldset[data-purchase]')).to.equal(null);
  });

  it('an out-of-stock variant disables the add button and says why', async () => {
    const host = mount({ productCode: 'IQOS-ILUMA-KIT-SUNSET' });
    await loaded(host, 'IQOS ILUMA Kit Sunset Red');
    expect(root(host).querySelector('[data-stock="outOfStock"]')!.textContent).to.equal('Out of stock');
    const button = await until(() => [...root(host).querySelectorAll('button')].find((item) => item.textContent?.includes('Add to cart')), 3000, 'the add button');
    expect(button.disabled || button.getAttribute('aria-disabled') === 'true').to.equal(true);
  });

  it('a product that does not load: one console error naming the element, a message, nothing else breaks', async () => {
    stub.broken.add('ZYN-COOLMINT-6MG');
    const { errors } = await captureConsole(async () => {
      const host = mount({ productCode: 'ZYN-COOLMINT-6MG', errorMessage: 'Not today.' });
      const alert = await until(() => root(host).querySelector('[role="alert"]'), 3000, 'the message');
      expect(alert.textContent).to.equal('Not today.');
      await Promise.all(stub.answers);
      await settle();
    });
    expect(errors).to.have.length(1);
    expect(errors[0]).to.contain('<brand-configure-and-buy>');
  });

  it('renders nothing on the live site without a product code, and fetches nothing', async () => {
    const host = mount({ productCode: '' });
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
    expect(root(host).querySelector('section')).to.equal(null);
    expect(stub.asked).to.deep.equal([]);
  });
});

describe('brand-configure-and-buy adding to the cart', () => {
  afterEach(() => {
    closeMiniCart();
    restore();
    clearLocalCart();
    forgetCommerceToken();
    cleanup();
  });

  it('borrowing adds a lending entry of the chosen colour with its lending configuration, without a quantity stepper', async () => {
    const cart = install();
    clearLocalCart();
    forgetCommerceToken();
    for (const code of ['IQOS-ILUMA-KIT', 'IQOS-ILUMA-KIT-MOSS']) cart.products[code] = withTestPictures(productView(code));
    try {
      const container = fixture('<brand-configure-and-buy></brand-configure-and-buy>');
      const host = container.querySelector<Host>('brand-configure-and-buy')!;
      host.model = {
        hybrisConfig: CART_CONFIG,
        productCode: 'IQOS-ILUMA-KIT',
        addToCartLabel: 'Buy now',
        purchaseOptions: [
          { type: 'buy', label: 'Buy it' },
          { type: 'lending', label: 'Borrow it', addToCartLabel: 'Borrow for 30 days', lendingConfigurationCode: 'LEND-30D' },
        ],
      };
      await loaded(host, 'IQOS ILUMA Kit Pebble Grey');
      expect(root(host).querySelector('[data-stepper]'), 'a quantity when buying').to.exist;
      radio(host, 'Moss Green')!.click();
      await loaded(host, 'IQOS ILUMA Kit Moss Green');
      const purchase = root(host).querySelector('fieldset[data-purchase]')!;
      purchase.querySelectorAll<HTMLInputElement>('input')[1]!.click();
      const borrow = await until(() => [...root(host).querySelectorAll('button')].find((button) => button.textContent === 'Borrow for 30 days'), 3000, 'the borrow button');
      expect(root(host).querySelector('[data-stepper]'), 'no quantity when borrowing').to.equal(null);
      borrow.click();
      await until(() => cart.calls.some((call) => call.url.includes('/lendingentries')), 3000, 'the lending add');
      await cart.idle();
      const add = cart.calls.find((call) => call.url.includes('/lendingentries'))!;
      expect(add.method).to.equal('POST');
      expect(add.body).to.deep.include({ lendingConfigurationCode: 'LEND-30D' });
      expect((add.body as { product: { code: string } }).product.code).to.equal('IQOS-ILUMA-KIT-MOSS');
      await until(() => root(host).querySelector('[role="status"]')?.textContent, 3000, 'the status');
      await cart.idle();
    } finally {
      await cart.idle();
    }
  });
  it("choosing another variant starts the control afresh: the last add's message and quantity do not stay", async () => {
    const cart = install();
    clearLocalCart();
    forgetCommerceToken();
    for (const code of ['ZYN-COOLMINT-6MG', 'ZYN-COOLMINT-9MG']) cart.products[code] = withTestPictures(productView(code));
    try {
      const container = fixture('<brand-configure-and-buy></brand-configure-and-buy>');
      const host = container.querySelector<Host>('brand-configure-and-buy')!;
      host.model = { hybrisConfig: CART_CONFIG, productCode: 'ZYN-COOLMINT-6MG', addToCartLabel: 'Add to cart' };
      await loaded(host, 'ZYN Cool Mint 6 mg');
      const quantity = () => root(host).querySelector<HTMLInputElement>('[data-stepper] input')!.value;
      root(host).querySelector<HTMLButtonElement>('[data-increase]')!.click();
      await until(() => quantity() === '2', 3000, 'quantity 2');
      // the shop sold out meanwhile
      cart.nextAdd = () => new Response(JSON.stringify({ statusCode: 'noStock', quantityAdded: 0, quantity: 0 }), { status: 200, headers: { 'content-type': 'application/json' } });
      root(host).querySelector<HTMLButtonElement>('[data-add-button]')!.click();
      await until(() => root(host).querySelector('[data-alert]')?.textContent === 'Sorry, this product is out of stock.', 3000, 'the failure');
      await cart.idle();
      radio(host, '9 mg')!.click();
      await loaded(host, 'ZYN Cool Mint 9 mg');
      expect(root(host).querySelector('[data-stock]')!.getAttribute('data-stock')).to.not.equal('outOfStock');
      expect(root(host).querySelector('[data-alert]')!.textContent).to.equal('');
      expect(quantity()).to.equal('1');
    } finally {
      await cart.idle();
    }
  });
});
