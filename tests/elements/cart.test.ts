import { expect } from 'chai';
import '../../src/elements/brand-cart';
import { pageConfig } from '../../src/core/stores/pageConfig';
import { clearLocalCart, localCartStore, updateLocalCartFromOccCart } from '../../src/core/stores/localCart';
import { forgetCommerceToken } from '../../src/core/services/commerceToken';
import { captureConsole, cleanup, fixture, shadow, until } from './helpers';
import { CONFIG, cartView, install, restore, type Stub } from './cartFetch';

const tin = (code: string, quantity: number) => ({ product: { code, name: `Tin ${code}` }, quantity, totalPrice: { formattedValue: `£${(4.7 * quantity).toFixed(2)}`, value: 4.7 * quantity } });

describe('brand-cart', () => {
  let stub: Stub;
  beforeEach(() => {
    stub = install();
    pageConfig.set({ hybrisConfig: CONFIG });
    clearLocalCart();
    forgetCommerceToken();
  });
  afterEach(async () => {
    await stub.idle();
    cleanup();
    restore();
    pageConfig.set({});
    clearLocalCart();
    forgetCommerceToken();
  });

  it('reads the cart from OCC on mount, lists it with its totals, and follows the local cart', async () => {
    stub.cart.entries = [tin('A', 2)];
    updateLocalCartFromOccCart({ guid: 'guid-1', user: { uid: 'anonymous' }, entries: [], totalUnitCount: 0 });
    const host = fixture('<brand-cart></brand-cart>').firstElementChild!;
    const root = shadow(host);
    await until(() => root.querySelector('[data-cart-line="A"]'), 3000, 'the line read from OCC');
    expect(root.querySelector('[data-cart-total]')?.textContent).to.equal('£9.40');
    expect(root.querySelector('[data-tax]')?.textContent).to.equal('Tax included');
    expect(stub.calls.some((call) => call.method === 'GET' && call.url.includes('/carts/guid-1'))).to.equal(true);
    stub.cart.entries.push(tin('B', 1));
    updateLocalCartFromOccCart(cartView(stub)); // an add elsewhere on the page or in another tab
    await until(() => root.querySelector('[data-cart-line="B"]'), 3000, 'the new line');
    expect(root.querySelector('[data-cart-total]')?.textContent).to.equal('£14.10');
  });

  it('an empty cart says so and links to the shop', async () => {
    const host = fixture('<brand-cart shop-url="/shop" empty-message="Nothing here yet."></brand-cart>').firstElementChild!;
    const empty = await until(() => shadow(host).querySelector('[data-cart-empty]'), 3000, 'the empty state');
    expect(empty.querySelector('p')?.textContent).to.equal('Nothing here yet.');
    expect(empty.querySelector('a')?.getAttribute('href')).to.equal('/shop');
  });

  it('clears the cart after a confirmation; a failed clear says so and keeps the cart', async () => {
    stub.cart.entries = [tin('A', 1)];
    updateLocalCartFromOccCart({ guid: 'guid-1', user: { uid: 'anonymous' } });
    const host = fixture('<brand-cart></brand-cart>').firstElementChild!;
    const root = shadow(host);
    const clear = await until(() => root.querySelector<HTMLButtonElement>('[data-clear-cart]'), 3000, 'the clear button');
    // a failure first
    stub.failDelete = true;
    clear.click();
    const dialog = await until(() => root.querySelector('[data-clear-dialog]'), 2000, 'the confirmation');
    expect(dialog.getAttribute('role')).to.equal('alertdialog');
    expect(dialog.getAttribute('aria-modal')).to.equal('true');
    expect(root.getElementById(dialog.getAttribute('aria-labelledby')!)?.textContent).to.equal('Clear your cart?');
    await until(() => root.activeElement?.hasAttribute('data-clear-cancel'), 2000, 'focus on Cancel');
    const { errors } = await captureConsole(async () => {
      root.querySelector<HTMLButtonElement>('[data-clear-confirm]')!.click();
      await until(() => root.querySelector('[role="alert"]')?.textContent, 3000, 'the failure');
    });
    expect(errors).to.deep.equal(['Unable to clear the cart.']);
    expect(root.querySelector('[data-cart-line="A"]')).to.not.equal(null);
    expect(localCartStore.getSnapshot().totalUnitCount).to.equal(1);
    // then it works
    stub.failDelete = false;
    root.querySelector<HTMLButtonElement>('[data-clear-cart]')!.click();
    (await until(() => root.querySelector<HTMLButtonElement>('[data-clear-confirm]'), 2000, 'the confirmation again')).click();
    await until(() => root.querySelector('[data-cart-empty]'), 3000, 'the empty cart');
    expect(stub.calls.some((call) => call.method === 'DELETE')).to.equal(true);
    expect(localCartStore.getSnapshot().totalUnitCount).to.equal(0);
    expect(root.querySelector('[role="alert"]')?.textContent).to.equal('');
    // the clear button is gone: focus is on the heading and a polite status says what happened
    await until(() => root.activeElement === root.querySelector('h2'), 2000, 'focus on the heading');
    expect(root.querySelector('h2')!.getAttribute('tabindex')).to.equal('-1');
    expect(root.querySelector('[role="status"][data-cart-status]')?.textContent).to.equal('Your cart was cleared.');
  });

  it('says an authored cleared message, and drops it when the cart fills again', async () => {
    stub.cart.entries = [tin('A', 1)];
    updateLocalCartFromOccCart({ guid: 'guid-1', user: { uid: 'anonymous' } });
    const host = fixture('<brand-cart cleared-message="Cart emptied."></brand-cart>').firstElementChild!;
    const root = shadow(host);
    (await until(() => root.querySelector<HTMLButtonElement>('[data-clear-cart]'), 3000, 'the clear button')).click();
    (await until(() => root.querySelector<HTMLButtonElement>('[data-clear-confirm]'), 2000, 'the confirmation')).click();
    const status = await until(() => root.querySelector('[data-cart-status]')?.textContent === 'Cart emptied.' && root.querySelector('[data-cart-status]')!, 3000, 'the status');
    expect(status.getAttribute('role')).to.equal('status');
    stub.cart.entries = [tin('B', 1)];
    updateLocalCartFromOccCart(cartView(stub));
    await until(() => root.querySelector('[data-cart-line="B"]'), 3000, 'the new line');
    await until(() => status.textContent === '', 2000, 'the status emptied');
  });

  it('Cancel keeps the cart', async () => {
    stub.cart.entries = [tin('A', 1)];
    updateLocalCartFromOccCart({ guid: 'guid-1', user: { uid: 'anonymous' } });
    const host = fixture('<brand-cart></brand-cart>').firstElementChild!;
    const root = shadow(host);
    (await until(() => root.querySelector<HTMLButtonElement>('[data-clear-cart]'), 3000, 'the clear button')).click();
    (await until(() => root.querySelector<HTMLButtonElement>('[data-clear-cancel]'), 2000, 'Cancel')).click();
    await until(() => !root.querySelector('[data-clear-dialog]'), 2000, 'closed');
    expect(stub.calls.some((call) => call.method === 'DELETE')).to.equal(false);
  });
});
