import { expect } from 'chai';
import '../../src/elements/brand-checkout';
import { pageConfig } from '../../src/core/stores/pageConfig';
import { clearLocalCart, localCartStore, updateLocalCartFromOccCart } from '../../src/core/stores/localCart';
import { forgetCommerceToken } from '../../src/core/services/commerceToken';
import { visitorPending, visitorStore } from '../../src/core/stores/visitor';
import { captureConsole, cleanup, fixture, settle, shadow, until } from './helpers';

const API = 'https://shop.test/occ';
const CONFIG = { apiUrl: API, site: 'uk', clientId: 'id', clientSecret: 'secret' };
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const money = (value: number) => ({ value, currencyIso: 'GBP', formattedValue: `£${value.toFixed(2)}` });

interface Call { method: string; path: string }

/** A member's OCC for the checkout: their cart c1 (two tins), two addresses, two cards, two modes, the order. */
function installShop(options: { placeOrder?: () => Response } = {}) {
  const calls: Call[] = [];
  const state: { address?: string; mode?: string; card?: string } = {};
  const addresses = [
    { id: 'home', firstName: 'Ada', lastName: 'Lovelace', line1: '12 St James Square', town: 'London', postalCode: 'SW1Y 4JH', country: { isocode: 'GB', name: 'United Kingdom' }, defaultAddress: true },
    { id: 'work', firstName: 'Ada', lastName: 'Lovelace', line1: '1 Work Street', town: 'London', postalCode: 'EC1A 1BB', country: { isocode: 'GB', name: 'United Kingdom' } },
  ];
  const cards = [
    { id: 'visa', cardNumber: '************1111', cardType: { code: 'visa', name: 'Visa' }, expiryMonth: '09', expiryYear: '2031', defaultPayment: true },
    { id: 'master', cardNumber: '************4444', cardType: { code: 'master', name: 'Mastercard' }, expiryMonth: '03', expiryYear: '2032' },
  ];
  const modes = [
    { code: 'standard-gross', name: 'Standard delivery', description: '3 to 5 working days', deliveryCost: money(3.99) },
    { code: 'premium-gross', name: 'Next day delivery', description: 'Next working day', deliveryCost: money(6.99) },
  ];
  const cart = () => {
    const delivery = modes.find((mode) => mode.code === state.mode);
    return {
      code: 'c1',
      guid: 'g1',
      user: { uid: 'u1' },
      entries: [{ entryNumber: 0, product: { code: 'TIN', name: 'Tin' }, quantity: 2, basePrice: money(4.5), totalPrice: money(9) }],
      totalUnitCount: 2,
      subTotal: money(9),
      totalPrice: money(9 + (delivery?.deliveryCost.value ?? 0)),
      ...(delivery ? { deliveryMode: delivery, deliveryCost: delivery.deliveryCost } : {}),
      ...(state.address ? { deliveryAddress: addresses.find((address) => address.id === state.address) } : {}),
      ...(state.card ? { paymentInfo: cards.find((card) => card.id === state.card) } : {}),
    };
  };
  const real = window.fetch;
  window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    if (!url.href.startsWith(API)) return real(input, init);
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.slice(new URL(API).pathname.length);
    calls.push({ method, path: path + url.search });
    if (path === '/oauth/token') return json({ access_token: 'token', token_type: 'bearer', expires_in: 3600 });
    if (path === '/v2/uk/users/current/addresses') return json({ addresses });
    if (path === '/v2/uk/users/current/paymentdetails') return json({ payments: cards });
    if (path === '/v2/uk/users/u1/carts/c1' && method === 'GET') return json(cart());
    if (path === '/v2/uk/users/u1/carts/c1/addresses/delivery' && method === 'PUT') {
      state.address = url.searchParams.get('addressId') ?? undefined;
      delete state.mode;
      return new Response(null, { status: 200 });
    }
    if (path === '/v2/uk/users/u1/carts/c1/deliverymodes') return json({ deliveryModes: state.address ? modes : [] });
    if (path === '/v2/uk/users/u1/carts/c1/deliverymode') {
      state.mode = url.searchParams.get('deliveryModeId') ?? undefined;
      return new Response(null, { status: 200 });
    }
    if (path === '/v2/uk/users/u1/carts/c1/paymentdetails') {
      state.card = url.searchParams.get('paymentDetailsId') ?? undefined;
      return new Response(null, { status: 200 });
    }
    if (path === '/v2/uk/users/u1/orders' && method === 'POST') {
      if (options.placeOrder) return options.placeOrder();
      const { code: _, guid: __, ...placed } = cart();
      return json({ ...placed, code: '00020001', status: 'CREATED' }, 201);
    }
    return json({ errors: [{ type: 'NotFound' }] }, 404);
  }) as typeof fetch;
  return { calls, state, restore: () => (window.fetch = real) };
}

const layer = () => (window as unknown as { dataLayer?: { event: string; ecommerce?: Record<string, unknown> }[] }).dataLayer ?? [];
const radio = (root: ShadowRoot, name: RegExp) =>
  [...root.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find((input) => name.test(input.closest('label')?.textContent ?? ''))!;
const button = (root: ShadowRoot, selector: string) => root.querySelector<HTMLButtonElement>(selector)!;

describe('brand-checkout', () => {
  let shop: ReturnType<typeof installShop>;
  beforeEach(() => {
    document.cookie = 'brand_uid=u1; Path=/';
    document.cookie = 'brand_token=t1; Path=/';
    visitorStore.set('LAU-HAV');
    visitorPending.set(false);
    pageConfig.set({ hybrisConfig: CONFIG });
    clearLocalCart();
    forgetCommerceToken();
    updateLocalCartFromOccCart({ code: 'c1', guid: 'g1', user: { uid: 'u1' }, entries: [], totalUnitCount: 2 });
    (window as unknown as { dataLayer: unknown[] }).dataLayer = [];
  });
  afterEach(() => {
    cleanup();
    shop?.restore();
    pageConfig.set({});
    clearLocalCart();
    forgetCommerceToken();
    visitorStore.set('LAS');
    for (const name of ['brand_uid', 'brand_token']) document.cookie = `${name}=; Path=/; Max-Age=0`;
  });

  it('four steps of radios confirmed with Continue, the terms asked for, then the order: its number, the cart forgotten, GA4 events', async () => {
    shop = installShop();
    const host = fixture('<brand-checkout orders-url="/orders"></brand-checkout>').firstElementChild!;
    const root = shadow(host);
    await until(() => root.querySelector('[data-step="address"] fieldset'), 3000, 'the address step');
    expect(root.querySelector('h2')?.textContent).to.equal('Checkout');
    expect(radio(root, /12 St James Square/).checked, 'the default address picked').to.equal(true);
    expect(root.querySelector('[data-checkout-total]')?.textContent).to.equal('£9.00');
    // (pushed from an effect after the step's first paint: waited for, not read in the same turn)
    await until(() => layer().some((item) => item.event === 'begin_checkout'), 3000, 'begin_checkout');
    expect(layer().filter((item) => item.event === 'begin_checkout')).to.deep.equal([{ event: 'begin_checkout', ecommerce: { currency: 'GBP', value: 9, items: [{ item_id: 'TIN', item_name: 'Tin', price: 4.5, quantity: 2 }] } }]);

    radio(root, /1 Work Street/).click();
    button(root, '[data-continue="address"]').click();
    await until(() => radio(root, /Next day delivery/), 3000, 'the delivery modes');
    expect(shop.state.address).to.equal('work');
    expect(root.querySelector('[data-step="address"] [data-done] p')?.textContent).to.equal('Ada Lovelace, 1 Work Street, London, EC1A 1BB, United Kingdom');

    radio(root, /Next day delivery/).click();
    button(root, '[data-continue="delivery"]').click();
    await until(() => root.querySelector('[data-step="payment"] fieldset'), 3000, 'the payment step');
    await until(() => root.querySelector('[data-delivery-cost]')?.textContent === '£6.99', 3000, 'the delivery cost in the summary');
    expect(root.querySelector('[data-checkout-total]')?.textContent).to.equal('£15.99');
    expect(layer().find((item) => item.event === 'add_shipping_info')?.ecommerce).to.include({ shipping_tier: 'Next day delivery' });

    expect([...root.querySelectorAll('[data-step="payment"] label')].map((label) => label.textContent)).to.deep.equal(['Visa ending 1111, expires 09/2031', 'Mastercard ending 4444, expires 03/2032']);
    expect(radio(root, /Visa ending 1111/).checked, 'the default card picked').to.equal(true);
    radio(root, /Mastercard ending 4444/).click();
    button(root, '[data-continue="payment"]').click();
    const place = await until(() => root.querySelector<HTMLButtonElement>('[data-place-order]'), 3000, 'the review');
    expect(shop.state.card).to.equal('master');
    expect(layer().find((item) => item.event === 'add_payment_info')?.ecommerce).to.include({ payment_type: 'Mastercard' });

    // the terms first: nothing is sent, the box is focused and says why
    place.click();
    await until(() => root.querySelector('[data-terms-error]'), 2000, 'the terms message');
    expect(root.activeElement).to.equal(root.querySelector('[data-terms] input'));
    expect(shop.calls.some((call) => call.path.startsWith('/v2/uk/users/u1/orders'))).to.equal(false);
    root.querySelector<HTMLInputElement>('[data-terms] input')!.click();
    place.click();
    place.click(); // a double click: one order
    const confirmation = await until(() => root.querySelector('[data-checkout-state="confirmed"]'), 3000, 'the confirmation');
    expect(shop.calls.filter((call) => call.method === 'POST' && call.path.startsWith('/v2/uk/users/u1/orders'))).to.deep.equal([{ method: 'POST', path: '/v2/uk/users/u1/orders?cartId=c1&termsChecked=true' }]);
    expect(confirmation.querySelector('h2')?.textContent).to.equal('Thank you for your order');
    expect(root.activeElement).to.equal(confirmation.querySelector('h2'));
    expect(confirmation.querySelector('[data-order-number]')?.textContent).to.equal('Order number: 00020001');
    expect(confirmation.textContent).to.include('Mastercard ending 4444, expires 03/2032');
    expect(confirmation.textContent, 'only the last four digits').not.to.include('****');
    expect(confirmation.querySelector('[data-orders-link]')?.getAttribute('href')).to.equal('/orders');
    expect(localCartStore.getSnapshot().totalUnitCount).to.equal(0);
    expect(layer().find((item) => item.event === 'purchase')?.ecommerce).to.deep.include({ transaction_id: '00020001', value: 15.99, currency: 'GBP' });
  });

  it('an OCC error answer is shown with its message; the choices stay and the order can be placed again', async () => {
    let refuse = true;
    shop = installShop({
      placeOrder: () =>
        refuse
          ? json({ errors: [{ type: 'InsufficientStockError', message: 'Product [TIN] cannot be shipped - out of stock online' }] }, 400)
          : json({ code: '00020002', status: 'CREATED', entries: [], totalPrice: money(12.99) }, 201),
    });
    const host = fixture('<brand-checkout></brand-checkout>').firstElementChild!;
    const root = shadow(host);
    for (const step of ['address', 'delivery', 'payment'] as const) {
      const next = await until(() => root.querySelector<HTMLButtonElement>(`[data-continue="${step}"]:not([disabled])`), 3000, `the ${step} step`);
      next.click();
    }
    const place = await until(() => root.querySelector<HTMLButtonElement>('[data-place-order]'), 3000, 'the review');
    root.querySelector<HTMLInputElement>('[data-terms] input')!.click();
    const { errors } = await captureConsole(async () => {
      place.click();
      await until(() => root.querySelector('[data-checkout-alert]')?.textContent === 'Product [TIN] cannot be shipped - out of stock online', 3000, 'the OCC message');
    });
    expect(errors).to.deep.equal(['brand-checkout: Unable to place the order.']);
    expect(root.querySelector<HTMLInputElement>('[data-terms] input')!.checked, 'the terms stay ticked').to.equal(true);
    expect(root.querySelector('[data-step="payment"] [data-done] p')?.textContent).to.equal('Visa ending 1111, expires 09/2031');
    refuse = false;
    place.click();
    await until(() => root.querySelector('[data-order-number="00020002"]'), 3000, 'the order');
  });

  it('a member the market requires to be age verified is told how, and cannot order', async () => {
    shop = installShop();
    visitorStore.set('LAU');
    pageConfig.set({ hybrisConfig: CONFIG, shopConfig: { orderRequiresHardAgeVerification: true } });
    const host = fixture('<brand-checkout verify-age-url="/verify"></brand-checkout>').firstElementChild!;
    const root = shadow(host);
    for (const step of ['address', 'delivery', 'payment'] as const) {
      (await until(() => root.querySelector<HTMLButtonElement>(`[data-continue="${step}"]:not([disabled])`), 3000, `the ${step} step`)).click();
    }
    const notice = await until(() => root.querySelector('[data-verify-age]'), 3000, 'the notice');
    expect(notice.textContent).to.include('Your age must be verified before you can place an order.');
    expect(notice.querySelector('a')?.getAttribute('href')).to.equal('/verify');
    root.querySelector<HTMLInputElement>('[data-terms] input')!.click();
    const place = root.querySelector<HTMLButtonElement>('[data-place-order]')!;
    expect(place.getAttribute('aria-disabled')).to.equal('true');
    place.click();
    await settle();
    expect(shop.calls.some((call) => call.path.startsWith('/v2/uk/users/u1/orders'))).to.equal(false);
  });
});
