import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/elements/brand-account-order-card';
import { pageConfig } from '../../src/core/stores/pageConfig';
import { forgetCommerceToken } from '../../src/core/services/commerceToken';
import { clearLocalCart, localCartStore } from '../../src/core/stores/localCart';
import { captureConsole, cleanup, fixture, shadow, until } from './helpers';
import { CONFIG, install, logIn, logOut, order, type OrdersStub } from './accountOrdersFetch';

const DAY = 86_400_000;
const sap = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, '+0000');

function trial(code: string) {
  const lent = order(code, 'COMPLETED', sap(Date.now() - 5 * DAY), { consignments: [{ status: 'DELIVERY_COMPLETED', statusDate: sap(Date.now() - 3 * DAY) }] });
  Object.assign(lent.entries[0]!, { lendingConfigurationCode: 'LEND-30D', lendingDays: 14, cancellableQuantity: 0 });
  return lent;
}

const actions = (root: ShadowRoot) => [...root.querySelectorAll('[data-order-action]')].map((b) => b.getAttribute('data-order-action'));

describe('brand-account-order-card', () => {
  let stub: OrdersStub;
  beforeEach(() => {
    stub = install();
    stub.orders = [order('0001', 'CREATED', '2026-10-01T10:00:00+0000'), order('0002', 'CANCELLED', '2026-11-01T10:00:00+0000'), trial('0003')];
    pageConfig.set({ hybrisConfig: CONFIG });
    forgetCommerceToken();
    clearLocalCart();
  });
  afterEach(() => {
    cleanup();
    stub.restore();
    pageConfig.set({});
    forgetCommerceToken();
    clearLocalCart();
    logOut();
  });

  it('an anonymous visitor reads the signed-out notice and nothing is requested', async () => {
    const host = fixture('<brand-account-order-card></brand-account-order-card>').firstElementChild!;
    const notice = await until(() => shadow(host).querySelector('[data-account-signed-out]'), 3000, 'the notice');
    expect(notice.textContent).to.equal('Log in to see your account.');
    expect(stub.calls).to.deep.equal([]);
  });

  it('shows the order orderCode expanded, as an h2 accordion item', async () => {
    logIn();
    const host = fixture('<brand-account-order-card order-code="0001"></brand-account-order-card>').firstElementChild!;
    const root = shadow(host);
    const trigger = await until(() => root.querySelector<HTMLButtonElement>('[data-order="0001"] [data-order-trigger]'), 3000, 'the order');
    expect(trigger.closest('h2')).to.not.equal(null);
    expect(trigger.getAttribute('aria-expanded')).to.equal('true');
    await until(() => root.querySelector('[data-timeline]'), 3000, 'the timeline');
    expect(actions(root)).to.deep.equal(['cancel', 'reorder']);
    expect(stub.calls.some((call) => call.url.includes('/orders?'))).to.equal(false);
    // keyboard: the heading's button toggles the panel with Enter and with Space
    trigger.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => trigger.getAttribute('aria-expanded') === 'false', 2000, 'closed with Enter');
    expect(root.getElementById(trigger.getAttribute('aria-controls')!)!.hidden).to.equal(true);
    await sendKeys({ press: 'Space' });
    await until(() => trigger.getAttribute('aria-expanded') === 'true', 2000, 'opened with Space');
    expect(root.activeElement).to.equal(trigger);
  });

  it('without orderCode shows the newest order, read whole when it opens', async () => {
    logIn();
    const host = fixture('<brand-account-order-card></brand-account-order-card>').firstElementChild!;
    const root = shadow(host);
    await until(() => root.querySelector('[data-order="0003"] [data-timeline]'), 3000, 'the newest order');
    const list = stub.calls.find((call) => call.url.includes('/orders?'))!;
    expect(new URL(list.url).searchParams.get('pageSize')).to.equal('1');
    // a trial order within its days: keep, extend, return the device; and reorder
    expect(actions(root)).to.deep.equal(['keep', 'extend', 'trial-return', 'reorder']);
    expect([...root.querySelectorAll('[data-step]')].map((s) => s.getAttribute('data-state'))).to.deep.equal(['complete', 'complete', 'complete', 'complete']);
  });

  it('keep decides the loan, and the order read again has no trial actions left', async () => {
    logIn();
    const host = fixture('<brand-account-order-card order-code="0003" keep-label="Buy it"></brand-account-order-card>').firstElementChild!;
    const root = shadow(host);
    const keep = await until(() => root.querySelector<HTMLButtonElement>('[data-order-action="keep"]'), 3000, 'keep');
    expect(keep.textContent).to.equal('Buy it');
    keep.click();
    (await until(() => root.querySelector<HTMLButtonElement>('[data-order-confirm]'), 2000, 'the confirmation')).click();
    await until(() => root.querySelector('[data-order-status]')?.textContent === 'The device is yours to keep.', 3000, 'the result');
    const decision = stub.calls.find((call) => call.url.includes('/orders/0003/lending'))!;
    expect(decision.body).to.deep.equal({ decision: 'keep' });
    expect(actions(root)).to.not.include('keep');
  });

  it('reorder fills the local cart and links to the cart page', async () => {
    logIn();
    const host = fixture('<brand-account-order-card order-code="0002" cart-url="/cart"></brand-account-order-card>').firstElementChild!;
    const root = shadow(host);
    (await until(() => root.querySelector<HTMLButtonElement>('[data-order-action="reorder"]'), 3000, 'reorder')).click();
    (await until(() => root.querySelector<HTMLButtonElement>('[data-order-confirm]'), 2000, 'the confirmation')).click();
    const link = await until(() => root.querySelector('[data-order-status] a'), 3000, 'the cart link');
    expect(link.getAttribute('href')).to.equal('/cart');
    expect(localCartStore.getSnapshot().totalUnitCount).to.equal(2);
  });

  it('reorder with an unavailable product says how many were added and names it; nothing added is an alert', async () => {
    logIn();
    const two = order('0004', 'COMPLETED', '2026-11-02T10:00:00+0000');
    two.entries = [
      { entryNumber: 0, product: { code: 'TIN', name: 'Cool Mint' }, quantity: 4, totalPrice: { formattedValue: '£18.00' } },
      { entryNumber: 1, product: { code: 'MIX', name: 'Mix pack' }, quantity: 1, totalPrice: { formattedValue: '£13.50' } },
    ];
    stub.orders.push(two);
    stub.modifications = [
      { statusCode: 'success', quantityAdded: 4, quantity: 4, entry: { product: { code: 'TIN' } } },
      { statusCode: 'unavailable', quantityAdded: 0, quantity: 0, entry: { product: { code: 'MIX' } } },
    ];
    const host = fixture('<brand-account-order-card order-code="0004" cart-url="/cart"></brand-account-order-card>').firstElementChild!;
    const root = shadow(host);
    (await until(() => root.querySelector<HTMLButtonElement>('[data-order-action="reorder"]'), 3000, 'reorder')).click();
    (await until(() => root.querySelector<HTMLButtonElement>('[data-order-confirm]'), 2000, 'the confirmation')).click();
    const status = await until(() => root.querySelector('[data-order-status]')?.textContent || undefined, 3000, 'the result');
    expect(status).to.equal('4 of 5 items added; Mix pack is no longer available. View your cart');
    expect(root.querySelector('[data-order-alert]')?.textContent).to.equal('');
    // nothing added: an alert, no cart link
    stub.modifications = [
      { statusCode: 'noStock', quantityAdded: 0, entry: { product: { code: 'TIN' } } },
      { statusCode: 'unavailable', quantityAdded: 0, entry: { product: { code: 'MIX' } } },
    ];
    (await until(() => root.querySelector<HTMLButtonElement>('[data-order-action="reorder"]'), 3000, 'reorder again')).click();
    (await until(() => root.querySelector<HTMLButtonElement>('[data-order-confirm]'), 2000, 'the confirmation again')).click();
    const alert = await until(() => root.querySelector('[data-order-alert]')?.textContent || undefined, 3000, 'the alert');
    expect(alert).to.equal('Nothing could be added to your cart: Cool Mint, Mix pack is no longer available.');
    expect(root.querySelector('[data-order-status]')?.textContent).to.equal('');
  });

  it('a failed load offers Try again; its success puts focus on the order', async () => {
    logIn();
    stub.fail = '/orders/0001';
    let host!: Element;
    await captureConsole(async () => {
      host = fixture('<brand-account-order-card order-code="0001"></brand-account-order-card>').firstElementChild!;
      await until(() => shadow(host).querySelector('[data-order-retry]'), 3000, 'Try again');
    });
    stub.fail = undefined;
    const root = shadow(host);
    root.querySelector<HTMLButtonElement>('[data-order-retry]')!.focus();
    root.querySelector<HTMLButtonElement>('[data-order-retry]')!.click();
    const trigger = await until(() => root.querySelector('[data-order="0001"] [data-order-trigger]'), 3000, 'the order');
    await until(() => root.activeElement === trigger, 2000, 'focus on the order');
  });

  it('no order at all: the empty state; an unknown order (404): not found, without Try again', async () => {
    logIn();
    stub.orders = [];
    const host = fixture('<brand-account-order-card shop-url="/shop"></brand-account-order-card>').firstElementChild!;
    const empty = await until(() => shadow(host).querySelector('[data-order-empty]'), 3000, 'the empty state');
    expect(empty.textContent).to.contain('You have no orders yet.');
    cleanup();
    const { errors } = await captureConsole(async () => {
      const other = fixture('<brand-account-order-card order-code="9999"></brand-account-order-card>').firstElementChild!;
      const alert = await until(() => shadow(other).querySelector('[data-order-not-found] [role="alert"]'), 3000, 'not found');
      expect(alert.textContent).to.equal('This order was not found.');
      expect(shadow(other).querySelector('[data-order-retry]')).to.equal(null);
      expect(shadow(other).querySelector('[data-order-failed]')).to.equal(null);
    });
    expect(errors).to.deep.equal(['brand-account-order-card: Unable to load the order.']);
    cleanup();
    const authored = fixture('<brand-account-order-card order-code="9999" not-found-message="No such order."></brand-account-order-card>').firstElementChild!;
    await captureConsole(async () => {
      const alert = await until(() => shadow(authored).querySelector('[data-order-not-found] [role="alert"]'), 3000, 'not found, authored');
      expect(alert.textContent).to.equal('No such order.');
    });
  });
});
