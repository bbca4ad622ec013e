import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
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

  describe('lines: a quantity field and a remove button each', () => {
    const filledCart = async (entries = [tin('A', 2), tin('B', 1)]) => {
      stub.cart.entries = entries;
      updateLocalCartFromOccCart({ guid: 'guid-1', user: { uid: 'anonymous' } });
      const host = fixture('<brand-cart></brand-cart>').firstElementChild!;
      const root = shadow(host);
      await until(() => root.querySelectorAll('[data-cart-line]').length === entries.length, 3000, 'the lines read from OCC');
      await stub.idle();
      return root;
    };
    const field = (root: ShadowRoot, code: string) => root.querySelector<HTMLInputElement>(`[data-cart-line="${code}"] [data-quantity-field]`)!;
    /** Types into the field as a shopper does (all selected first), then Enter. */
    const typeQuantity = async (input: HTMLInputElement, typed: string) => {
      input.focus();
      input.select();
      await sendKeys({ press: 'Backspace' });
      if (typed) await sendKeys({ type: typed });
      await sendKeys({ press: 'Enter' });
    };
    const changes = () => stub.calls.filter((call) => call.method === 'PATCH' || (call.method === 'DELETE' && call.url.includes('/entries/')));

    it('each quantity is a spinbutton named Quantity within 1 and the line’s most; a typed one is sent on Enter, and OCC’s totals follow', async () => {
      const root = await filledCart([{ ...tin('A', 2), product: { code: 'A', name: 'Tin A', stock: { stockLevelStatus: 'lowStock', stockLevel: 5 }, maxOrderQuantity: 20 } as never }, tin('B', 1)]);
      const input = field(root, 'A');
      expect(input.type).to.equal('number'); // role spinbutton
      expect(input.labels?.[0]?.textContent).to.equal('Quantity');
      expect([input.min, input.max, input.value]).to.deep.equal(['1', '5', '2']);
      await typeQuantity(input, '4');
      // shown at once: the local cart (the header's badge) already says 5 units
      expect(localCartStore.getSnapshot().totalUnitCount).to.equal(5);
      await until(() => root.querySelector('[data-cart-status]')?.textContent === 'Tin A: quantity 4.', 3000, 'the status');
      expect(changes().map((call) => [call.method, call.url.replace(/^.*\/carts\//, ''), call.body])).to.deep.equal([['PATCH', 'guid-1/entries/0', { quantity: 4 }]]);
      await until(() => root.querySelector('[data-cart-total]')?.textContent === '£23.50', 3000, 'OCC’s total');
      expect(root.querySelector('[data-cart-line="A"] [data-line-total]')?.textContent).to.equal('£18.80');
      expect(input.value).to.equal('4');
      expect(root.activeElement).to.equal(input);
    });

    it('0, a negative number, more than the most or no number: a message under the field, nothing sent', async () => {
      const root = await filledCart([{ ...tin('A', 2), product: { code: 'A', name: 'Tin A', maxOrderQuantity: 20 } as never }]);
      const input = field(root, 'A');
      for (const [typed, message] of [
        ['0', 'Enter 1 or more, or remove the product.'],
        ['-3', 'Enter 1 or more, or remove the product.'],
        ['21', 'You can order at most 20 of this product.'],
        ['', 'Enter the quantity as a whole number.'],
        ['1.5', 'Enter the quantity as a whole number.'],
      ]) {
        await typeQuantity(input, typed!);
        const error = await until(() => root.querySelector('[data-line-error]'), 2000, `the message for ${typed}`);
        expect(error.textContent, typed).to.equal(message);
        expect(input.getAttribute('aria-invalid'), typed).to.equal('true');
        expect(input.getAttribute('aria-describedby'), typed).to.equal(error.id);
      }
      expect(changes()).to.deep.equal([]);
      expect(localCartStore.getSnapshot().totalUnitCount).to.equal(2);
      // a good one clears it
      await typeQuantity(input, '3');
      await until(() => !root.querySelector('[data-line-error]'), 2000, 'the message gone');
      expect(input.hasAttribute('aria-invalid')).to.equal(false);
      await until(() => changes().length === 1, 2000, 'the change sent');
    });

    it('Remove <name> takes the line away at once and sends DELETE; focus goes to the next line, then to the heading with the last', async () => {
      const root = await filledCart();
      const remove = root.querySelector<HTMLButtonElement>('[data-cart-line="A"] [data-remove-line]')!;
      expect(remove.getAttribute('aria-label')).to.equal('Remove Tin A');
      expect(remove.textContent).to.equal('Remove');
      remove.focus();
      await sendKeys({ press: 'Enter' });
      await until(() => !root.querySelector('[data-cart-line="A"]'), 2000, 'the line gone');
      expect(root.activeElement).to.equal(field(root, 'B'));
      await until(() => root.querySelector('[data-cart-status]')?.textContent === 'Tin A was removed from your cart.', 3000, 'the status');
      expect(changes().map((call) => [call.method, call.url.replace(/^.*\/carts\//, '')])).to.deep.equal([['DELETE', 'guid-1/entries/0']]);
      root.querySelector<HTMLButtonElement>('[data-cart-line="B"] [data-remove-line]')!.click();
      await until(() => root.querySelector('[data-cart-empty]'), 3000, 'the empty cart');
      expect(root.activeElement).to.equal(root.querySelector('h2'));
      await until(() => root.querySelector('[data-cart-status]')?.textContent === 'Tin B was removed from your cart.', 3000, 'the status');
      expect(localCartStore.getSnapshot().totalUnitCount).to.equal(0);
    });

    it('OCC refusing puts the line back as it was and says why', async () => {
      const root = await filledCart();
      let answer: (response: Response) => void = () => undefined;
      stub.nextChange = () => new Promise<Response>((resolve) => (answer = resolve));
      const { errors } = await captureConsole(async () => {
        await typeQuantity(field(root, 'A'), '6');
        // while OCC is asked: the new quantity, the line and the totals marked busy
        await until(() => root.querySelector('[data-cart-line="A"]')?.getAttribute('aria-busy') === 'true', 2000, 'busy');
        expect(field(root, 'A').value).to.equal('6');
        expect(root.querySelector('[data-cart-summary]')?.getAttribute('aria-busy')).to.equal('true');
        answer(new Response(JSON.stringify({ errors: [{ type: 'InternalServerError', message: 'boom' }] }), { status: 500, headers: { 'Content-Type': 'application/json' } }));
        await until(() => root.querySelector('[data-cart-message]')?.textContent === 'Something went wrong on our side. Your cart has not changed: please try again.', 3000, 'the alert');
      });
      expect(field(root, 'A').value).to.equal('2');
      expect(root.querySelector('[data-cart-line="A"]')?.hasAttribute('aria-busy')).to.equal(false);
      expect(localCartStore.getSnapshot().totalUnitCount).to.equal(3);
      expect(errors).to.deep.equal(['Unable to update the cart.']);
      // an out-of-stock answer names the product
      stub.nextChange = () => new Response(JSON.stringify({ errors: [{ type: 'InsufficientStockError', message: 'Product [B] cannot be shipped - out of stock online' }] }), { status: 400, headers: { 'Content-Type': 'application/json' } });
      await captureConsole(async () => {
        await typeQuantity(field(root, 'B'), '2');
        await until(() => root.querySelector('[data-cart-message]')?.textContent === 'Sorry, Tin B is out of stock: the quantity has not changed.', 3000, 'the stock alert');
      });
      expect(field(root, 'B').value).to.equal('1');
    });
  });
});
