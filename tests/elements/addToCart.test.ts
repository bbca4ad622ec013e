import { expect } from 'chai';
import '../../src/elements/brand-add-to-cart';
import { pageConfig } from '../../src/core/stores/pageConfig';
import { clearLocalCart, localCartStore } from '../../src/core/stores/localCart';
import { closeMiniCart } from '../../src/core/stores/miniCart';
import { forgetCommerceToken } from '../../src/core/services/commerceToken';
import { captureConsole, cleanup, fixture, runtimeSettled, settle, shadow, until } from './helpers';
import { CONFIG, install, restore, type Stub } from './cartFetch';

const product = (code: string, stockLevelStatus: string) => ({
  code,
  name: `Tin ${code}`,
  price: { value: 4.7, currencyIso: 'GBP', formattedValue: '£4.70' },
  stock: { stockLevelStatus },
  purchasable: true,
});

type Pushed = { event?: string; ecommerce?: { add?: { products: Record<string, unknown>[] } } };
const pushed = () => ((window as unknown as { dataLayer?: Pushed[] }).dataLayer ?? []).filter((item) => item.event === 'addToCart');

describe('brand-add-to-cart', () => {
  let stub: Stub;
  beforeEach(() => {
    stub = install();
    stub.products = { IN: product('IN', 'inStock'), LOW: product('LOW', 'lowStock'), OUT: product('OUT', 'outOfStock') };
    pageConfig.set({ hybrisConfig: CONFIG });
    clearLocalCart();
    forgetCommerceToken();
    (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
  });
  afterEach(async () => {
    stub.release();
    await stub.idle();
    closeMiniCart();
    cleanup();
    restore();
    pageConfig.set({});
    clearLocalCart();
    forgetCommerceToken();
  });

  it('adds the product once it is read, with its name and price', async () => {
    stub.hold = false;
    const host = fixture('<brand-add-to-cart product-code="IN" add-to-cart-label="Add to basket"></brand-add-to-cart>').firstElementChild!;
    const root = shadow(host);
    const button = await until(() => root.querySelector<HTMLButtonElement>('[data-add-button]'));
    expect(button.textContent).to.equal('Add to basket');
    await until(() => !button.disabled, 3000, 'the product read');
    expect(root.querySelector('[data-skeleton]')).to.equal(null);
    button.click();
    await until(() => root.querySelector('[role="status"]')?.textContent, 3000, 'the status');
    expect(localCartStore.getSnapshot().totalUnitCount).to.equal(1);
    expect(pushed()[0]?.ecommerce?.add?.products).to.deep.equal([{ id: 'IN', name: 'Tin IN', price: 4.7, quantity: 1 }]);
  });

  it('shows the skeleton while loading', async () => {
    let answer: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (answer = resolve));
    const real = window.fetch;
    window.fetch = (async (...args: Parameters<typeof fetch>) => {
      await gate;
      return real(...args);
    }) as typeof fetch;
    const host = fixture('<brand-add-to-cart product-code="IN" add-to-cart-label="Add"></brand-add-to-cart>').firstElementChild!;
    const root = shadow(host);
    await until(() => root.querySelector('[data-skeleton]'), 3000, 'the skeleton');
    expect(root.querySelector<HTMLButtonElement>('[data-add-button]')!.disabled).to.equal(true);
    answer();
    await until(() => !root.querySelector('[data-skeleton]'), 3000, 'loaded');
    window.fetch = real;
  });

  it('low stock shows a hint; out of stock disables the button with the authored reason', async () => {
    const container = fixture(
      '<brand-add-to-cart product-code="LOW" add-to-cart-label="Add"></brand-add-to-cart><brand-add-to-cart product-code="OUT" add-to-cart-label="Add" out-of-stock-label="Sold out"></brand-add-to-cart>',
    );
    const [low, out] = [...container.children].map((host) => shadow(host));
    await until(() => low!.querySelector('[data-hint]'), 3000, 'the hint');
    expect(low!.querySelector('[data-hint]')?.textContent).to.equal('Only a few left');
    const reason = await until(() => out!.querySelector('[data-unavailable]'), 3000, 'the reason');
    expect(reason.textContent).to.equal('Sold out');
    expect(out!.querySelector<HTMLButtonElement>('[data-add-button]')!.disabled).to.equal(true);
    expect(out!.querySelector<HTMLButtonElement>('[data-increase]')!.disabled).to.equal(true);
  });

  it('a product that cannot be read: disabled, a short message, one console error naming the element', async () => {
    const { errors } = await captureConsole(async () => {
      const host = fixture('<brand-add-to-cart product-code="NOPE" add-to-cart-label="Add"></brand-add-to-cart>').firstElementChild!;
      const reason = await until(() => shadow(host).querySelector('[data-unavailable]'), 3000, 'the message');
      expect(reason.textContent).to.equal('This product cannot be added right now.');
      expect(shadow(host).querySelector<HTMLButtonElement>('[data-add-button]')!.disabled).to.equal(true);
    });
    expect(errors.length).to.equal(1);
    expect(errors[0]).to.contain('<brand-add-to-cart>');
  });

  it('a product set adds its entries under the reference, without a stepper', async () => {
    const host = document.createElement('brand-add-to-cart') as HTMLElement & { model?: unknown };
    host.model = {
      addToCartLabel: 'Add the pack',
      type: 'product-set',
      productReference: 'ZYN-MIX-3',
      entries: [{ productCode: 'A', quantity: 2 }, { productCode: 'B', quantity: 1 }],
    };
    fixture('').append(host);
    const root = shadow(host);
    const button = await until(() => root.querySelector<HTMLButtonElement>('[data-add-button]'));
    expect(root.querySelector('[data-stepper]')).to.equal(null);
    button.click();
    await until(() => root.querySelector('[role="status"]')?.textContent, 3000, 'the status');
    const add = stub.calls.find((call) => call.url.includes('/product-set/entries'));
    expect(add?.body).to.deep.include({ productReference: 'ZYN-MIX-3' });
    expect(pushed()[0]?.ecommerce?.add?.products).to.deep.equal([
      { id: 'A', quantity: 2, variant: 'ZYN-MIX-3' },
      { id: 'B', quantity: 1, variant: 'ZYN-MIX-3' },
    ]);
  });

  it('a lending entry goes to lendingentries with its configuration, one device, with no stepper (a cart holds one)', async () => {
    stub.products.DEVICE = product('DEVICE', 'inStock');
    const host = fixture(
      '<brand-add-to-cart product-code="DEVICE" type="lending" lending-configuration-code="LEND-30D" add-to-cart-label="Borrow it"></brand-add-to-cart>',
    ).firstElementChild!;
    const root = shadow(host);
    await until(() => root.querySelector('[data-add-button]'), 3000, 'the button');
    expect(root.querySelector('[data-stepper]'), 'no stepper while loading').to.equal(null);
    const button = await until(() => root.querySelector<HTMLButtonElement>('[data-add-button]:not([disabled])'), 3000, 'the product read');
    expect(root.querySelector('[data-stepper]'), 'no stepper once read').to.equal(null);
    button.click();
    await until(() => root.querySelector('[role="status"]')?.textContent, 3000, 'the status');
    const add = stub.calls.find((call) => call.url.includes('/lendingentries'));
    expect(add?.body).to.deep.equal({ product: { code: 'DEVICE' }, quantity: 1, lendingConfigurationCode: 'LEND-30D' });
  });

  it('without addToCartLabel it renders nothing on the live site', async () => {
    const host = fixture('<brand-add-to-cart product-code="IN"></brand-add-to-cart>').firstElementChild!;
    // A check that nothing happened waits until the runtime has worked through its queue, not a fixed time.
    await runtimeSettled();
    expect(host.shadowRoot?.querySelector('button') ?? null).to.equal(null);
    expect(stub.calls.length).to.equal(0);
  });
});
