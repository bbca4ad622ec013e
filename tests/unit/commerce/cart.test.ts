import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADD_TIMEOUT_MS, CART_MESSAGES, addToCart, cartMessage, clearCart, isCartGone, localCartId } from '../../../src/core/commerce/cart';
import { visitorCart } from '../../../src/core/commerce/cartView';
import { readLocalCart } from '../../../src/core/stores/localCart';
import { resetTokens } from '../../../demo/mock/commerceToken.mjs';
import { resetCarts } from '../../../demo/mock/occCarts.mjs';
import { call } from '../mock/call';
import { mockBackend } from '../helpers/mockBackend';
import { HYBRIS, captureConsole, json, memoryJar, memoryStorage } from '../helpers/fakes';

let logged: ReturnType<typeof captureConsole>;
beforeEach(() => {
  resetTokens();
  resetCarts();
  logged = captureConsole();
});
afterEach(() => logged.restore());

const anonymous = () => ({ cookies: memoryJar(), storage: memoryStorage() });
const tin = (quantity = 1, productCode = 'ZYN-COOLMINT-6MG') => ({ type: 'standard' as const, productCode, quantity });

describe('addToCart: token and cart on the first add, then the entry, then the cart read into the local cart', () => {
  it('an anonymous first add creates one cart; the next add uses it', async () => {
    const visitor = anonymous();
    const fetch = mockBackend();
    const first = await addToCart(HYBRIS, tin(2), { ...visitor, fetch });
    expect(first).toMatchObject({ ok: true, complete: true, quantityAdded: 2, statusCode: 'success', cart: { totalUnitCount: 2 } });
    const second = await addToCart(HYBRIS, tin(1, 'ZYN-ESPRESSO-9MG'), { ...visitor, fetch });
    expect(second).toMatchObject({ ok: true, cart: { totalUnitCount: 3, totalPrice: { formattedValue: '£13.90' } } });
    const creates = fetch.calls.filter((recorded) => recorded.method === 'POST' && /\/carts\?/.test(recorded.url));
    expect(creates).toHaveLength(1);
    expect(readLocalCart(visitor.storage)).toMatchObject({ totalUnitCount: 3 });
    expect(logged.text()).toBe('');
  });

  it('two adds at once (a double click) still make one cart: adds run one after another', async () => {
    const visitor = anonymous();
    const fetch = mockBackend();
    const outcomes = await Promise.all([addToCart(HYBRIS, tin(), { ...visitor, fetch }), addToCart(HYBRIS, tin(), { ...visitor, fetch })]);
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, true]);
    expect(fetch.calls.filter((recorded) => recorded.method === 'POST' && /\/carts\?/.test(recorded.url))).toHaveLength(1);
    expect(readLocalCart(visitor.storage).totalUnitCount).toBe(2);
  });

  const member = () => ({ cookies: memoryJar({ brand_uid: 'demo-lau', brand_token: 'token-demo-lau' }), storage: memoryStorage() });

  it('a logged-in shopper adds to their current OCC cart (from another device), addressed by its code as OCC wants', async () => {
    const fetch = mockBackend();
    await addToCart(HYBRIS, tin(2), { ...member(), fetch });
    const laptop = member();
    const outcome = await addToCart(HYBRIS, tin(1), { ...laptop, fetch });
    expect(outcome).toMatchObject({ ok: true, cart: { totalUnitCount: 3, user: { uid: 'demo-lau' } } });
    const code = localCartId(readLocalCart(laptop.storage).carts, 'demo-lau')!;
    expect(code).toMatch(/^\d{8}$/);
    expect(fetch.calls.filter((recorded) => recorded.url.includes('/users/demo-lau/carts/')).every((recorded) => recorded.url.includes(`/carts/${code}`))).toBe(true);
  });

  it('a saved cart (saveTime) is not the current cart', async () => {
    const saved = { code: '11111111', guid: 'saved', saveTime: '2026-11-01T10:00:00Z', user: { uid: 'demo-lau' } };
    const fetch = mockBackend((recorded) =>
      recorded.method === 'GET' && recorded.url.includes('/users/demo-lau/carts?') ? json(200, { carts: [saved] }) : undefined,
    );
    const outcome = await addToCart(HYBRIS, tin(1), { ...member(), fetch });
    expect(outcome).toMatchObject({ ok: true });
    expect(fetch.calls.some((recorded) => recorded.url.includes('/carts/11111111'))).toBe(false);
  });

  it('at sign-in the anonymous cart is not lost: the first add as a member merges it into their cart', async () => {
    const fetch = mockBackend();
    // the member already has a cart with one tin (another device)
    await addToCart(HYBRIS, tin(1, 'ZYN-ESPRESSO-9MG'), { ...member(), fetch });
    const storage = memoryStorage();
    await addToCart(HYBRIS, tin(2), { cookies: memoryJar(), storage, fetch });
    const outcome = await addToCart(HYBRIS, tin(1, 'ZYN-CITRUS-6MG'), { cookies: memoryJar({ brand_uid: 'demo-lau', brand_token: 'token-demo-lau' }), storage, fetch });
    expect(outcome).toMatchObject({ ok: true, cart: { totalUnitCount: 4, totalItems: 3, user: { uid: 'demo-lau' } } });
    expect(fetch.calls.some((recorded) => /oldCartId=.*&toMergeCartGuid=/.test(recorded.url))).toBe(true);
    expect(visitorCart(readLocalCart(storage).carts, 'anonymous')?.guid).toBeUndefined();
  });

  it('lending and product-set adds use their own calls', async () => {
    const visitor = anonymous();
    const fetch = mockBackend();
    expect(await addToCart(HYBRIS, { type: 'lending', productCode: 'IQOS-ILUMA-KIT', quantity: 1, lendingConfigurationCode: 'LEND-30D' }, { ...visitor, fetch })).toMatchObject({ ok: true });
    const set = await addToCart(
      HYBRIS,
      { type: 'product-set', productReference: 'ZYN-MIX-3', entries: [{ productCode: 'ZYN-CITRUS-6MG', quantity: 2 }, { productCode: 'ZYN-ESPRESSO-9MG', quantity: 1 }] },
      { ...visitor, fetch },
    );
    expect(set).toMatchObject({ ok: true, cart: { totalItems: 2, totalUnitCount: 2 } });
    expect(fetch.calls.some((recorded) => recorded.url.endsWith('/lendingentries'))).toBe(true);
    expect(fetch.calls.some((recorded) => recorded.url.endsWith('/product-set/entries'))).toBe(true);
  });

  it('a cart OCC no longer knows is forgotten and the add goes to a new cart', async () => {
    const visitor = anonymous();
    const fetch = mockBackend();
    await addToCart(HYBRIS, tin(), { ...visitor, fetch });
    const gone = visitorCart(readLocalCart(visitor.storage).carts, 'anonymous')?.guid!;
    resetCarts();
    const outcome = await addToCart(HYBRIS, tin(), { ...visitor, fetch });
    expect(outcome).toMatchObject({ ok: true, cart: { totalUnitCount: 1 } });
    expect(visitorCart(readLocalCart(visitor.storage).carts, 'anonymous')?.guid).not.toBe(gone);
  });
});

describe('addToCart: what the shopper is told', () => {
  it('out of stock: nothing added, the local cart unchanged', async () => {
    const visitor = anonymous();
    const fetch = mockBackend();
    await addToCart(HYBRIS, tin(1), { ...visitor, fetch });
    const outcome = await addToCart(HYBRIS, tin(1, 'ZYN-BLACKCHERRY-6MG'), { ...visitor, fetch });
    expect(outcome).toEqual({ ok: false, reason: 'out-of-stock', statusCode: 'noStock' });
    expect(cartMessage(outcome)).toBe(CART_MESSAGES['out-of-stock']);
    expect(readLocalCart(visitor.storage).totalUnitCount).toBe(1);
  });

  it('low stock adds part of it and says how many', async () => {
    const outcome = await addToCart(HYBRIS, tin(5, 'ZYN-CITRUS-3MG'), { ...anonymous(), fetch: mockBackend() });
    expect(outcome).toMatchObject({ ok: true, complete: false, quantityAdded: 3, statusCode: 'lowStock' });
    expect(cartMessage(outcome)).toBe('Only 3 could be added: that is all we have for now.');
  });

  it('the lending limit (one device per cart): nothing more added, limit reached', async () => {
    const visitor = anonymous();
    const fetch = mockBackend();
    const lend = { type: 'lending' as const, productCode: 'IQOS-ILUMA-KIT', quantity: 1, lendingConfigurationCode: 'LEND-30D' };
    await addToCart(HYBRIS, lend, { ...visitor, fetch });
    expect(await addToCart(HYBRIS, lend, { ...visitor, fetch })).toMatchObject({ ok: false, reason: 'limit' });
  });

  it('only a CartError notFound of a cart means the cart is gone; other cart errors keep it', () => {
    const body = (error: Record<string, string>) => ({ notFound: true as const, body: { errors: [error] } });
    expect(isCartGone(body({ type: 'CartError', reason: 'notFound', subjectType: 'cart' }))).toBe(true);
    expect(isCartGone(body({ type: 'CartError', reason: 'expired', subjectType: 'cart' }))).toBe(false);
    expect(isCartGone(body({ type: 'CartError', reason: 'notFound', subjectType: 'entry' }))).toBe(false);
    expect(isCartGone(body({ type: 'UnknownIdentifierError', reason: 'notFound' }))).toBe(false);
  });

  it('an add past the order limit adds part and says it is the limit, not the stock', () => {
    expect(cartMessage({ ok: true, complete: false, quantityAdded: 5, statusCode: 'maxOrderQuantityExceeded' })).toBe('Only 5 could be added: that is the most one order can hold.');
  });

  it('when the answer is lost (timeout) the cart is read again, so an add that did happen shows', async () => {
    const visitor = anonymous();
    await addToCart(HYBRIS, tin(1), { ...visitor, fetch: mockBackend() });
    // the add reaches the mock and is applied, but its answer never arrives
    const lost = mockBackend(async (recorded) => {
      if (!recorded.url.endsWith('/entries')) return undefined;
      await call(recorded.method, recorded.url, { headers: recorded.headers, body: recorded.body });
      return new Promise<Response>((_, reject) => recorded.signal?.addEventListener('abort', () => reject(recorded.signal?.reason)));
    });
    expect(await addToCart(HYBRIS, tin(2), { ...visitor, fetch: lost, timeoutMs: 20 })).toEqual({ ok: false, reason: 'timeout' });
    expect(readLocalCart(visitor.storage).totalUnitCount).toBe(3);
  });

  it('an unknown product is unavailable', async () => {
    expect(await addToCart(HYBRIS, tin(1, 'NOPE'), { ...anonymous(), fetch: mockBackend() })).toMatchObject({ ok: false, reason: 'unavailable' });
  });

  for (const [name, fault, reason] of [
    ['a 500', () => json(500, { errors: [{ type: 'ServerError' }] }), 'server'],
    ['a malformed answer', () => new Response('{"statusCode": "succ', { status: 200, headers: { 'Content-Type': 'application/json' } }), 'server'],
    ['a lost connection', () => Promise.reject(new TypeError('Failed to fetch')), 'network'],
  ] as const) {
    it(`${name} on the add leaves the cart as it was and says ${reason}`, async () => {
      const visitor = anonymous();
      await addToCart(HYBRIS, tin(2), { ...visitor, fetch: mockBackend() });
      const before = readLocalCart(visitor.storage);
      const failing = mockBackend((recorded) => (recorded.url.endsWith('/entries') ? fault() : undefined));
      const outcome = await addToCart(HYBRIS, tin(1), { ...visitor, fetch: failing });
      expect(outcome).toEqual({ ok: false, reason });
      expect(readLocalCart(visitor.storage)).toEqual(before);
      expect(logged.spies.error.mock.calls).toEqual([['Unable to add to cart.']]);
    });
  }

  it('an add that does not answer within ADD_TIMEOUT_MS is a timeout', async () => {
    const visitor = anonymous();
    const hanging = mockBackend((recorded) =>
      recorded.url.endsWith('/entries')
        ? new Promise<Response>((_, reject) => recorded.signal?.addEventListener('abort', () => reject(recorded.signal?.reason)))
        : undefined,
    );
    const outcome = await addToCart(HYBRIS, tin(), { ...visitor, fetch: hanging, timeoutMs: 20 });
    expect(outcome).toEqual({ ok: false, reason: 'timeout' });
    expect(ADD_TIMEOUT_MS).toBe(10_000);
    expect(cartMessage(outcome)).toMatch(/taking too long/);
  });

  it('authored messages replace the defaults; {count} is filled', () => {
    expect(cartMessage({ ok: false, reason: 'network' }, { network: 'Keine Verbindung.' })).toBe('Keine Verbindung.');
    expect(cartMessage({ ok: true, complete: false, quantityAdded: 2, statusCode: 'lowStock' }, { partlyAdded: 'Nur {count}.' })).toBe('Nur 2.');
    expect(cartMessage({ ok: true, complete: true, quantityAdded: 2, statusCode: 'success' }, { added: '' })).toBe(CART_MESSAGES.added);
  });

  it('without hybrisConfig: not configured, no call', async () => {
    const fetch = mockBackend();
    expect(await addToCart(undefined, tin(), { ...anonymous(), fetch })).toEqual({ ok: false, reason: 'not-configured' });
    expect(fetch.calls).toEqual([]);
  });
});

describe('clearCart', () => {
  it('deletes the visitor’s cart and empties the local cart', async () => {
    const visitor = anonymous();
    const fetch = mockBackend();
    await addToCart(HYBRIS, tin(2), { ...visitor, fetch });
    expect(await clearCart(HYBRIS, { ...visitor, fetch })).toEqual({ ok: true });
    expect(fetch.calls.at(-1)!.method).toBe('DELETE');
    expect(readLocalCart(visitor.storage)).toEqual({ orderType: {}, totalUnitCount: 0, carts: [] });
  });
  it('a failing delete keeps the cart and says why', async () => {
    const visitor = anonymous();
    await addToCart(HYBRIS, tin(2), { ...visitor, fetch: mockBackend() });
    const failing = mockBackend((recorded) => (recorded.method === 'DELETE' ? json(500, {}) : undefined));
    expect(await clearCart(HYBRIS, { ...visitor, fetch: failing })).toEqual({ ok: false, reason: 'server' });
    expect(readLocalCart(visitor.storage).totalUnitCount).toBe(2);
  });
});
