import { expect } from 'chai';
import '../../src/elements/brand-account-orders';
import { pageConfig } from '../../src/core/stores/pageConfig';
import { forgetCommerceToken } from '../../src/core/services/commerceToken';
import { captureConsole, cleanup, fixture, runtimeSettled, settle, shadow, until } from './helpers';
import { CONFIG, install, logIn, logOut, order, type OrdersStub } from './accountOrdersFetch';

const SIX = [
  order('0001', 'COMPLETED', '2026-08-01T10:00:00+0000', { consignments: [{ status: 'DELIVERY_COMPLETED', statusDate: '2026-08-03T10:00:00+0000' }] }),
  order('0002', 'CANCELLED', '2026-09-01T10:00:00+0000'),
  order('0003', 'READY', '2026-10-01T10:00:00+0000', { consignments: [{ status: 'READY', statusDate: '2026-10-01T10:00:00+0000' }] }),
  order('0004', 'PAYMENT_CAPTURED', '2026-11-01T10:00:00+0000'),
  order('0005', 'CREATED', '2026-11-20T10:00:00+0000'),
  order('0006', 'CREATED', '2026-11-22T10:00:00+0000'),
];

const codes = (root: ShadowRoot) => [...root.querySelectorAll('[data-order]')].map((card) => card.getAttribute('data-order'));

describe('brand-account-orders', () => {
  let stub: OrdersStub;
  beforeEach(() => {
    stub = install();
    stub.orders = structuredClone(SIX);
    pageConfig.set({ hybrisConfig: CONFIG });
    forgetCommerceToken();
  });
  afterEach(() => {
    cleanup();
    stub.restore();
    pageConfig.set({});
    forgetCommerceToken();
    logOut();
  });

  it('an anonymous visitor without a loginUrl reads the signed-out notice and nothing is requested', async () => {
    logOut();
    const host = fixture('<brand-account-orders signed-out-message="Log in first."></brand-account-orders>').firstElementChild!;
    const notice = await until(() => shadow(host).querySelector('[data-account-signed-out]'), 3000, 'the notice');
    expect(notice.textContent).to.equal('Log in first.');
    expect(stub.calls).to.deep.equal([]);
  });

  it('an anonymous visitor with a loginUrl is sent there with this page as return, and nothing is requested', async () => {
    logOut();
    const destinations: string[] = [];
    // The Navigation API lets the test keep its page: the gate's location.replace is seen and cancelled.
    const nav = (window as unknown as { navigation: EventTarget }).navigation;
    const stop = (event: Event) => {
      destinations.push((event as Event & { destination: { url: string } }).destination.url);
      event.preventDefault();
    };
    nav.addEventListener('navigate', stop);
    try {
      const host = fixture('<brand-account-orders login-url="/login.html"></brand-account-orders>').firstElementChild!;
      await until(() => shadow(host).querySelector('[data-account-state="login"]'), 3000, 'the login state');
      await until(() => destinations.length > 0, 3000, 'the navigation');
      const target = new URL(destinations[0]!);
      expect(target.pathname).to.equal('/login.html');
      expect(target.searchParams.get('return')).to.equal(location.pathname + location.search);
      expect(stub.calls).to.deep.equal([]);
    } finally {
      nav.removeEventListener('navigate', stop);
    }
  });

  it('lists the orders newest first a page at a time; the pager moves focus to the heading', async () => {
    logIn();
    const host = fixture('<brand-account-orders page-size="5"></brand-account-orders>').firstElementChild!;
    const root = shadow(host);
    await until(() => root.querySelectorAll('[data-order]').length === 5, 3000, 'the first page');
    expect(codes(root)).to.deep.equal(['0006', '0005', '0004', '0003', '0002']);
    expect(root.querySelector('h2')?.textContent).to.equal('My orders');
    const list = stub.calls.find((call) => call.url.includes('/users/current/orders?'))!;
    expect(new URL(list.url).searchParams.get('pageSize')).to.equal('5');
    const pager = root.querySelector('nav[data-orders-pager]')!;
    expect(pager.getAttribute('aria-label')).to.equal('Order pages');
    expect(pager.querySelector('[aria-current="page"]')?.textContent).to.equal('1');
    expect(pager.querySelector<HTMLButtonElement>('[data-page-previous]')!.disabled).to.equal(true);
    // the summary row: number, status, total, item count (from the history: none until read)
    const first = root.querySelector('[data-order="0006"]')!;
    expect(first.querySelector('[data-code]')?.textContent).to.equal('Order 0006');
    expect(first.querySelector('[data-status]')?.textContent).to.equal('Placed');
    expect(first.querySelector('[data-placed]')?.textContent).to.equal('Placed 22 Nov 2026');
    expect(first.querySelector('[data-total]')?.textContent).to.equal('Total £12.99');
    pager.querySelector<HTMLButtonElement>('[data-page-next]')!.click();
    await until(() => codes(root).join() === '0001', 3000, 'the second page');
    await until(() => root.activeElement === root.querySelector('h2'), 2000, 'focus on the heading');
    expect(root.querySelector('[aria-current="page"]')?.textContent).to.equal('2');
    expect(root.querySelector<HTMLButtonElement>('[data-page-next]')!.disabled).to.equal(true);
  });

  it('while its first answer is awaited the busy section keeps the room the gate held, then takes its content’s height', async () => {
    logIn();
    stub.orders = SIX.slice(0, 1);
    stub.hold = '/users/current/orders?';
    const host = fixture('<brand-account-orders></brand-account-orders>').firstElementChild!;
    const root = shadow(host);
    const section = await until(() => root.querySelector<HTMLElement>('section[aria-busy="true"]'), 3000, 'the busy section');
    // the room is the gate's reserve (rem), the phone's below md (900 px) and the wide one from there
    const holder = section.parentElement!;
    const room = getComputedStyle(holder).getPropertyValue(innerWidth >= 900 ? '--brand-room-wide' : '--brand-room');
    expect(room).to.match(/rem$/);
    const roomPx = parseFloat(room) * parseFloat(getComputedStyle(document.documentElement).fontSize);
    expect(Math.abs(section.getBoundingClientRect().height - roomPx)).to.be.lessThan(1);
    // its skeleton stretches to fill what the heading leaves
    const skeleton = section.querySelector<HTMLElement>('[data-orders-loading]')!;
    expect(skeleton.getBoundingClientRect().bottom).to.be.closeTo(section.getBoundingClientRect().bottom, 1);
    stub.release();
    await until(() => root.querySelectorAll('[data-order]').length === 1, 3000, 'the order');
    expect(section.hasAttribute('aria-busy')).to.equal(false);
    expect(getComputedStyle(section).minHeight).to.equal('0px');
  });

  it('quick pager clicks: the list is busy while a page loads, and the read a later click took over announces nothing', async () => {
    logIn();
    const host = fixture('<brand-account-orders page-size="2"></brand-account-orders>').firstElementChild!;
    const root = shadow(host);
    await until(() => codes(root).join() === '0006,0005', 3000, 'the first page');
    const list = root.querySelector('[data-orders-list]')!;
    expect(list.hasAttribute('aria-busy')).to.equal(false);
    // every text the list's alert ever shows
    const alerts: string[] = [];
    const observer = new MutationObserver(() => alerts.push(root.querySelector('[data-orders-alert]')?.textContent ?? ''));
    observer.observe(root, { subtree: true, childList: true, characterData: true });
    stub.hold = 'currentPage=1';
    root.querySelector<HTMLButtonElement>('[data-page-next]')!.click();
    await until(() => list.getAttribute('aria-busy') === 'true', 2000, 'the list busy');
    // before page 2 came, page 3 is asked for and comes first
    root.querySelector<HTMLButtonElement>('[data-page="2"]')!.click();
    await until(() => codes(root).join() === '0002,0001', 3000, 'the third page');
    expect(root.querySelector('[data-orders-list]')!.hasAttribute('aria-busy')).to.equal(false);
    stub.release();
    // "The late answer changed nothing" waits until the page has read that answer and the runtime has
    // worked through what it queued, not a fixed time.
    await until(() => stub.heldRead === 1, 3000, 'the held page read');
    await runtimeSettled();
    observer.disconnect();
    expect(alerts.filter(Boolean)).to.deep.equal([]);
    expect(codes(root).join()).to.equal('0002,0001');
  });

  it('an order opens as an accordion item, reads its details once, and shows its timeline', async () => {
    logIn();
    const host = fixture('<brand-account-orders></brand-account-orders>').firstElementChild!;
    const root = shadow(host);
    const card = await until(() => root.querySelector('[data-order="0003"]'), 3000, 'the card');
    const trigger = card.querySelector<HTMLButtonElement>('[data-order-trigger]')!;
    expect(trigger.closest('h3')).to.not.equal(null);
    expect(trigger.getAttribute('aria-expanded')).to.equal('false');
    const panel = root.getElementById(trigger.getAttribute('aria-controls')!)!;
    expect(panel.hidden).to.equal(true);
    expect(stub.calls.some((call) => call.url.includes('/orders/0003'))).to.equal(false);
    trigger.click();
    await until(() => panel.querySelector('[data-timeline]'), 3000, 'the details');
    expect(trigger.getAttribute('aria-expanded')).to.equal('true');
    expect(panel.hidden).to.equal(false);
    const steps = [...panel.querySelectorAll('[data-step]')].map((step) => `${step.getAttribute('data-step')}:${step.getAttribute('data-state')}`);
    expect(steps).to.deep.equal(['placed:complete', 'processing:active', 'shipped:none', 'delivered:none']);
    expect(panel.querySelector('[data-step="processing"]')?.getAttribute('aria-current')).to.equal('step');
    expect(panel.querySelector('[data-step="processing"] [data-step-state]')?.textContent).to.equal('current step');
    expect(panel.querySelector('[data-entry="P-0003"]')?.textContent).to.contain('Tin 0003');
    expect(panel.querySelector('[data-card-number]')?.textContent).to.equal('•••• 1881');
    expect(panel.querySelector('[data-order-total]')?.textContent).to.equal('£12.99');
    expect(card.querySelector('[data-count]')?.textContent).to.equal('2 items');
    // READY is past cancelling: only reorder
    expect([...panel.querySelectorAll('[data-order-action]')].map((b) => b.getAttribute('data-order-action'))).to.deep.equal(['reorder']);
    trigger.click();
    await until(() => panel.hidden && trigger.getAttribute('aria-expanded') === 'false', 2000, 'the panel closed');
    trigger.click();
    await until(() => !panel.hidden, 2000, 'the panel open again');
    expect(stub.calls.filter((call) => call.url.includes('/orders/0003?')).length).to.equal(1);
    // styles from the theme reached the shadow root
    expect(getComputedStyle(card).borderTopStyle).to.equal('solid');
  });

  it('an order closed while its details are being read shows them when opened again', async () => {
    logIn();
    const host = fixture('<brand-account-orders></brand-account-orders>').firstElementChild!;
    const root = shadow(host);
    const trigger = await until(() => root.querySelector<HTMLButtonElement>('[data-order="0004"] [data-order-trigger]'), 3000, 'the card');
    const panel = root.getElementById(trigger.getAttribute('aria-controls')!)!;
    stub.hold = '/orders/0004?';
    trigger.click();
    await until(() => stub.calls.some((call) => call.url.includes('/orders/0004?')), 2000, 'the details asked for');
    trigger.click(); // closed before the answer
    await until(() => trigger.getAttribute('aria-expanded') === 'false' && panel.hidden, 2000, 'closed');
    trigger.click(); // open again: the same read still on its way
    await until(() => !panel.hidden && panel.querySelector('[data-skeleton]'), 2000, 'the skeleton while it is read');
    expect(panel.querySelector('[data-timeline]')).to.equal(null);
    stub.release();
    await until(() => panel.querySelector('[data-timeline]'), 3000, 'the details');
    expect(panel.querySelector('[data-skeleton]')).to.equal(null);
    expect(stub.calls.filter((call) => call.url.includes('/orders/0004?')).length).to.equal(1);
  });

  it('cancels after the confirmation and reads the order again; a failure keeps it with one message', async () => {
    logIn();
    const host = fixture('<brand-account-orders></brand-account-orders>').firstElementChild!;
    const root = shadow(host);
    const card = await until(() => root.querySelector('[data-order="0006"]'), 3000, 'the card');
    card.querySelector<HTMLButtonElement>('[data-order-trigger]')!.click();
    const cancel = await until(() => card.querySelector<HTMLButtonElement>('[data-order-action="cancel"]'), 3000, 'the cancel action');
    stub.fail = '/cancellation';
    cancel.click();
    const dialog = await until(() => root.querySelector('[data-order-dialog]'), 2000, 'the confirmation');
    expect(dialog.getAttribute('role')).to.equal('alertdialog');
    expect(dialog.textContent).to.contain('Cancel this order?');
    const { errors } = await captureConsole(async () => {
      root.querySelector<HTMLButtonElement>('[data-order-confirm]')!.click();
      await until(() => card.querySelector('[data-order-alert]')?.textContent, 3000, 'the failure');
    });
    expect(errors).to.deep.equal(['brand-account-orders: Unable to cancel the order.']);
    expect(card.querySelectorAll('[role="alert"]:not(:empty)').length).to.equal(1);
    expect(card.getAttribute('data-phase')).to.equal('placed');
    expect(root.querySelector('[data-order-dialog]')).to.equal(null);
    // focus goes back to the action that failed, which is still there
    await until(() => root.activeElement === card.querySelector('[data-order-action="cancel"]'), 2000, 'focus on the cancel action');
    // then it works
    stub.fail = undefined;
    card.querySelector<HTMLButtonElement>('[data-order-action="cancel"]')!.click();
    (await until(() => root.querySelector<HTMLButtonElement>('[data-order-confirm]'), 2000, 'the confirmation again')).click();
    await until(() => card.getAttribute('data-phase') === 'cancelled', 3000, 'the cancelled order');
    expect(card.querySelector('[data-order-status]')?.textContent).to.equal('Order 0006 is cancelled.');
    expect(card.querySelector('[data-order-alert]')?.textContent).to.equal('');
    expect(card.querySelector('[data-status]')?.textContent).to.equal('Cancelled');
    expect(card.querySelector('[data-order-action="cancel"]')).to.equal(null);
    await until(() => root.activeElement === card.querySelector('[data-order-trigger]'), 2000, 'focus on the order');
  });

  it('a cancel that worked but whose order cannot be read again shows the order cancelling, without the cancel', async () => {
    logIn();
    const host = fixture('<brand-account-orders></brand-account-orders>').firstElementChild!;
    const root = shadow(host);
    const card = await until(() => root.querySelector('[data-order="0006"]'), 3000, 'the card');
    card.querySelector<HTMLButtonElement>('[data-order-trigger]')!.click();
    (await until(() => card.querySelector<HTMLButtonElement>('[data-order-action="cancel"]'), 3000, 'the cancel action')).click();
    stub.fail = '/orders/0006?';
    const { errors } = await captureConsole(async () => {
      (await until(() => root.querySelector<HTMLButtonElement>('[data-order-confirm]'), 2000, 'the confirmation')).click();
      await until(() => card.querySelector('[data-order-status]')?.textContent, 3000, 'the result');
    });
    expect(errors).to.deep.equal(['brand-account-orders: Unable to load the order.']);
    expect(stub.calls.some((call) => call.method === 'POST' && call.url.includes('/orders/0006/cancellation'))).to.equal(true);
    expect(card.querySelector('[data-order-status]')?.textContent).to.equal('Order 0006 is cancelled.');
    expect(card.getAttribute('data-phase')).to.equal('cancelling');
    expect(card.querySelector('[data-status]')?.textContent).to.equal('Cancellation requested');
    expect(card.querySelector('[data-order-action="cancel"]')).to.equal(null);
    expect(card.querySelector('[data-order-alert]')?.textContent).to.equal('');
  });

  it("an order's failed details offer Try again; its success puts focus on the panel's first heading", async () => {
    logIn();
    const host = fixture('<brand-account-orders></brand-account-orders>').firstElementChild!;
    const root = shadow(host);
    const card = await until(() => root.querySelector('[data-order="0003"]'), 3000, 'the card');
    stub.fail = '/orders/0003';
    const { errors } = await captureConsole(async () => {
      card.querySelector<HTMLButtonElement>('[data-order-trigger]')!.click();
      await until(() => card.querySelector('[data-order-retry]'), 3000, 'Try again');
    });
    expect(errors).to.deep.equal(['brand-account-orders: Unable to load the order.']);
    expect(card.querySelector('[data-order-alert]')?.textContent).to.equal('We could not load this order.');
    stub.fail = undefined;
    const retry = card.querySelector<HTMLButtonElement>('[data-order-retry]')!;
    retry.focus();
    retry.click();
    await until(() => card.querySelector('[data-timeline]'), 3000, 'the details');
    await until(() => root.activeElement === card.querySelector('[data-sub-heading]'), 2000, "focus on the panel's first heading");
    expect(root.activeElement?.textContent).to.equal('Items');
  });

  it('a failed first load offers Try again; an empty history says so with a link to the shop', async () => {
    logIn();
    stub.fail = '/orders';
    let host!: Element;
    const { errors } = await captureConsole(async () => {
      host = fixture('<brand-account-orders></brand-account-orders>').firstElementChild!;
      await until(() => shadow(host).querySelector('[data-orders-failed] [role="alert"]'), 3000, 'the failure');
    });
    expect(errors).to.deep.equal(['brand-account-orders: Unable to load the orders.']);
    stub.fail = undefined;
    stub.orders = [];
    shadow(host).querySelector<HTMLButtonElement>('[data-orders-retry]')!.focus();
    shadow(host).querySelector<HTMLButtonElement>('[data-orders-retry]')!.click();
    const empty = await until(() => shadow(host).querySelector('[data-orders-empty]'), 3000, 'the empty state');
    // the button went away with its success: focus on the heading
    await until(() => shadow(host).activeElement === shadow(host).querySelector('h2'), 2000, 'focus on the heading');
    expect(empty.textContent).to.contain('You have no orders yet.');
    cleanup();
    const other = fixture('<brand-account-orders shop-url="/shop" shop-label="See the shop"></brand-account-orders>').firstElementChild!;
    const link = await until(() => shadow(other).querySelector('[data-orders-empty] a'), 3000, 'the shop link');
    expect(link.getAttribute('href')).to.equal('/shop');
    expect(link.textContent).to.equal('See the shop');
  });
});
