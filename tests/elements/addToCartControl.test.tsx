import { expect } from 'chai';
import { defineElement } from '../../src/elements/define';
import { AddToCartControl } from '../../src/react/addToCart/AddToCartControl';
import { clearLocalCart, localCartStore } from '../../src/core/stores/localCart';
import { closeMiniCart, miniCartStore } from '../../src/core/stores/miniCart';
import { forgetCommerceToken } from '../../src/core/services/commerceToken';
import { cleanup, fixture, settle, shadow, until } from './helpers';
import { CONFIG, install, restore, type Stub } from './cartFetch';

defineElement('test-add-to-cart-control', () => (
  <AddToCartControl
    request={{ type: 'standard', productCode: 'ZYN-COOLMINT-6MG', quantity: 1 }}
    label="Add to cart"
    productName="ZYN Cool Mint 6 mg"
    cartUrl="/cart"
    analytics={[{ id: 'ZYN-COOLMINT-6MG', name: 'ZYN Cool Mint 6 mg', price: 4.7 }]}
    hybrisConfig={CONFIG}
  />
));

defineElement('test-add-to-cart-control-b', () => (
  <AddToCartControl
    request={{ type: 'standard', productCode: 'ZYN-COOLMINT-6MG', quantity: 1 }}
    label="Add to basket"
    productName="ZYN Cool Mint (B)"
    cartUrl="/basket"
    miniCartLabels={{ viewCart: 'View basket' }}
    hybrisConfig={CONFIG}
  />
));

defineElement('test-add-to-cart-control-lending', () => (
  <AddToCartControl request={{ type: 'lending', productCode: 'DEVICE', quantity: 1, lendingConfigurationCode: 'LEND-30D' }} label="Borrow" hybrisConfig={CONFIG} />
));

const enter = (repeat: boolean) => new KeyboardEvent('keydown', { key: 'Enter', repeat, bubbles: true, composed: true, cancelable: true });

const dataLayer = () => ((window as unknown as { dataLayer?: { event?: string; ecommerce?: { add?: { products: { quantity: number }[] } } }[] }).dataLayer ?? []);

describe('AddToCartControl', () => {
  let stub: Stub;
  beforeEach(() => {
    stub = install();
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
    clearLocalCart();
    forgetCommerceToken();
  });

  it('adds the stepper quantity: progress, then the status, the local cart count, analytics and the mini cart', async () => {
    const host = fixture('<test-add-to-cart-control></test-add-to-cart-control>').firstElementChild!;
    const root = shadow(host);
    const button = await until(() => root.querySelector<HTMLButtonElement>('[data-add-button]'));
    root.querySelector<HTMLButtonElement>('[data-increase]')!.click();
    await until(() => root.querySelector('input')?.value === '2', 2000, 'the stepper at 2');
    stub.hold = true;
    button.click();
    await until(() => button.getAttribute('aria-busy') === 'true' && root.querySelector('[role="progressbar"]'), 2000, 'progress');
    stub.release();
    await until(() => root.querySelector('[role="status"]')?.textContent === 'Added to your cart.', 3000, 'the status');
    expect(button.hasAttribute('aria-busy')).to.equal(false);
    expect(localCartStore.getSnapshot().totalUnitCount).to.equal(2);
    const add = stub.calls.find((call) => call.method === 'POST' && call.url.includes('/entries'));
    expect(add?.body).to.deep.equal({ product: { code: 'ZYN-COOLMINT-6MG' }, quantity: 2 });
    const event = dataLayer().find((item) => item.event === 'addToCart');
    expect(event?.ecommerce?.add?.products[0]?.quantity).to.equal(2);
    expect(miniCartStore.getSnapshot()).to.include({ open: true, added: 'ZYN Cool Mint 6 mg' });
    const drawer = await until(() => root.querySelector('[data-mini-cart]'), 2000, 'the mini cart');
    await until(() => drawer.querySelector('[data-mini-cart-total]')?.textContent?.includes('£9.40'), 2000, 'the mini cart total');
    expect(drawer.querySelector('[data-mini-cart-view]')?.getAttribute('href')).to.equal('/cart');
    expect(root.querySelector('[role="alert"]')?.textContent).to.equal('');
  });

  it('the control that was clicked shows the mini cart, in its own shadow root with its own cartUrl and labels', async () => {
    // the first control sits in a hidden container: were the drawer in its shadow root, the page would freeze
    const container = fixture('<div hidden inert><test-add-to-cart-control></test-add-to-cart-control></div><test-add-to-cart-control-b></test-add-to-cart-control-b>');
    const first = container.querySelector('test-add-to-cart-control')!;
    const second = container.querySelector('test-add-to-cart-control-b')!;
    await until(() => shadow(first).querySelector('[data-add-button]'));
    const button = await until(() => shadow(second).querySelector<HTMLButtonElement>('[data-add-button]'));
    button.click();
    const drawer = await until(() => shadow(second).querySelector('[data-mini-cart]'), 3000, 'the mini cart in the clicked control');
    expect(shadow(first).querySelector('[data-mini-cart]')).to.equal(null);
    const view = drawer.querySelector('[data-mini-cart-view]');
    expect(view?.getAttribute('href')).to.equal('/basket');
    expect(view?.textContent).to.equal('View basket');
    // its "… was added." is part of the dialog's description
    const added = drawer.querySelector('[data-mini-cart-added]')!;
    expect(added.textContent).to.equal('ZYN Cool Mint (B) was added.');
    expect(added.id).to.not.equal('');
    expect(drawer.getAttribute('aria-describedby')).to.equal(added.id);
    expect(miniCartStore.getSnapshot().opener).to.be.a('string');
  });

  it('holding Enter does not repeat: the add button, Close and Continue ignore key repeats', async () => {
    const host = fixture('<test-add-to-cart-control></test-add-to-cart-control>').firstElementChild!;
    const root = shadow(host);
    const button = await until(() => root.querySelector<HTMLButtonElement>('[data-add-button]'));
    const held = enter(true);
    button.dispatchEvent(held);
    expect(held.defaultPrevented, 'a repeat on the add button').to.equal(true);
    const first = enter(false);
    button.dispatchEvent(first);
    expect(first.defaultPrevented, 'the first press still clicks').to.equal(false);
    button.click();
    const drawer = await until(() => root.querySelector('[data-mini-cart]'), 3000, 'the mini cart');
    for (const marker of ['[data-mini-cart-close]', '[data-mini-cart-continue]']) {
      const repeat = enter(true);
      drawer.querySelector(marker)!.dispatchEvent(repeat);
      expect(repeat.defaultPrevented, marker).to.equal(true);
    }
    expect(miniCartStore.getSnapshot().open).to.equal(true);
  });

  it('a double click adds once', async () => {
    const host = fixture('<test-add-to-cart-control></test-add-to-cart-control>').firstElementChild!;
    const button = await until(() => shadow(host).querySelector<HTMLButtonElement>('[data-add-button]'));
    button.click();
    button.click();
    await until(() => shadow(host).querySelector('[role="status"]')?.textContent, 3000, 'the status');
    await stub.idle();
    expect(stub.calls.filter((call) => call.method === 'POST' && call.url.includes('/entries')).length).to.equal(1);
    expect(localCartStore.getSnapshot().totalUnitCount).to.equal(1);
  });

  it('a failed add shows one message in an alert and changes nothing else', async () => {
    const host = fixture('<test-add-to-cart-control></test-add-to-cart-control>').firstElementChild!;
    const root = shadow(host);
    const button = await until(() => root.querySelector<HTMLButtonElement>('[data-add-button]'));
    stub.nextAdd = () => new Response('{}', { status: 500, headers: { 'Content-Type': 'application/json' } });
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args.join(' '));
    try {
      button.click();
      await until(() => root.querySelector('[role="alert"]')?.textContent, 3000, 'the alert');
    } finally {
      console.error = original;
    }
    expect(root.querySelector('[role="alert"]')?.textContent).to.equal('Something went wrong on our side. Please try again.');
    expect(root.querySelector('[role="status"]')?.textContent).to.equal('');
    expect(localCartStore.getSnapshot().totalUnitCount).to.equal(0);
    expect(miniCartStore.getSnapshot().open).to.equal(false);
    expect(dataLayer().some((item) => item.event === 'addToCart')).to.equal(false);
    expect(errors).to.deep.equal(['Unable to add to cart.']);
  });
});

describe('AddToCartControl stepper', () => {
  afterEach(() => cleanup());
  it('lets the shopper replace the number, keeps it within 1 to 20, and shows the value again on blur', async () => {
    const host = fixture('<test-add-to-cart-control></test-add-to-cart-control>').firstElementChild!;
    const input = await until(() => shadow(host).querySelector('input'));
    input.focus();
    input.select();
    document.execCommand('insertText', false, '');
    document.execCommand('delete');
    await until(() => input.value === '', 2000, 'an empty field while typing');
    document.execCommand('insertText', false, '35');
    await until(() => input.value === '35', 2000, 'the typed text');
    input.blur();
    await until(() => input.value === '20', 2000, 'the maximum');
    expect(shadow(host).querySelector('[data-increase]')!.getAttribute('aria-disabled')).to.equal('true');
  });

  it('at 1 and at the maximum the − / + stay focusable (aria-disabled) and do nothing', async () => {
    const host = fixture('<test-add-to-cart-control></test-add-to-cart-control>').firstElementChild!;
    const root = shadow(host);
    const input = await until(() => root.querySelector('input'));
    const decrease = root.querySelector<HTMLButtonElement>('[data-decrease]')!;
    const increase = root.querySelector<HTMLButtonElement>('[data-increase]')!;
    expect(decrease.getAttribute('aria-disabled')).to.equal('true');
    expect(increase.hasAttribute('aria-disabled')).to.equal(false);
    increase.click();
    await until(() => input.value === '2', 2000, 'the stepper at 2');
    decrease.focus();
    decrease.click();
    await until(() => input.value === '1', 2000, 'back at 1');
    await until(() => decrease.getAttribute('aria-disabled') === 'true', 2000, 'aria-disabled at 1');
    expect(decrease.disabled).to.equal(false);
    expect(root.activeElement, 'focus stays on −').to.equal(decrease);
    decrease.click();
    await settle();
    expect(input.value).to.equal('1');
    expect(getComputedStyle(decrease).cursor).to.equal('not-allowed');
  });

  it('no stepper for a lent device: a cart holds one', async () => {
    const host = fixture('<test-add-to-cart-control-lending></test-add-to-cart-control-lending>').firstElementChild!;
    await until(() => shadow(host).querySelector('[data-add-button]'));
    expect(shadow(host).querySelector('[data-stepper]')).to.equal(null);
  });
});
