import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addToCart } from '../../../src/core/commerce/cart';
import { cartLines, cartSummary, visitorCart } from '../../../src/core/commerce/cartView';
import { refreshVisitorCart } from '../../../src/core/commerce/cartRefresh';
import { readLocalCart, writeLocalCart } from '../../../src/core/stores/localCart';
import { resetTokens } from '../../../demo/mock/commerceToken.mjs';
import { resetCarts } from '../../../demo/mock/occCarts.mjs';
import { call } from '../mock/call';
import { HYBRIS, captureConsole, fakeFetch, json, memoryJar, memoryStorage } from '../helpers/fakes';

const backend = (fail = false) =>
  fakeFetch(async (recorded) => {
    if (fail && recorded.method === 'GET' && recorded.url.includes('/carts')) return json(500, { errors: [] });
    const response = await call(recorded.method, recorded.url, { headers: recorded.headers, body: recorded.body });
    return new Response(response.status === 200 && response.body === '' ? null : response.body, { status: response.status, headers: response.headers });
  });

let logged: ReturnType<typeof captureConsole>;
beforeEach(() => {
  resetTokens();
  resetCarts();
  logged = captureConsole();
});
afterEach(() => logged.restore());

describe('cartLines and cartSummary', () => {
  it('lists a tin and a set with its tins, and the totals', async () => {
    const visitor = { cookies: memoryJar(), storage: memoryStorage() };
    const fetch = backend();
    await addToCart(HYBRIS, { type: 'standard', productCode: 'ZYN-COOLMINT-6MG', quantity: 2 }, { ...visitor, fetch });
    await addToCart(HYBRIS, { type: 'product-set', productReference: 'ZYN-MIX-3', entries: [{ productCode: 'ZYN-COOLMINT-6MG', quantity: 2 }, { productCode: 'ZYN-ESPRESSO-9MG', quantity: 1 }] }, { ...visitor, fetch });
    const cart = visitorCart(readLocalCart(visitor.storage).carts, 'anonymous');
    const summary = cartSummary(cart);
    expect(summary.lines.map((line) => [line.code, line.quantity])).toEqual([['ZYN-COOLMINT-6MG', 2], ['ZYN-MIX-3', 1]]);
    expect(summary.lines[0]).toMatchObject({ name: 'ZYN Cool Mint 6 mg', total: '£9.00' });
    expect(summary.lines[0]?.imageUrl).toMatch(/^\/mock\/img\//);
    expect(summary.lines[1]?.parts.map((part) => [part.code, part.quantity])).toEqual([['ZYN-COOLMINT-6MG', 2], ['ZYN-ESPRESSO-9MG', 1]]);
    expect(summary.totalUnitCount).toBe(3);
    expect(summary.total).toBeTruthy();
    expect(summary.tax).toBeTruthy();
  });
  it("reads a lent device's days and leaves out entries without a code or quantity", () => {
    const lines = cartLines({
      entries: [
        { product: { code: 'IQOS' }, quantity: 1, lendingDays: 30 },
        { product: {}, quantity: 1 },
        { product: { code: 'X' }, quantity: 0 },
      ],
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ code: 'IQOS', name: 'IQOS', lendingDays: 30, parts: [] });
    expect(cartSummary(undefined)).toEqual({ lines: [], totalUnitCount: 0 });
  });
  it("picks the visitor's own cart", () => {
    const carts = [{ guid: 'a', user: { uid: 'demo-lau' } }, { guid: 'b', user: { uid: 'anonymous' } }];
    expect(visitorCart(carts, 'anonymous')?.guid).toBe('b');
    expect(visitorCart(carts, 'demo-lau')?.guid).toBe('a');
    expect(visitorCart(carts, 'other')).toBeUndefined();
  });
});

describe('refreshVisitorCart', () => {
  it("reads a logged-in shopper's cart filled on another device", async () => {
    const cookies = () => memoryJar({ brand_uid: 'demo-lau', brand_token: 'token-demo-lau' });
    const phone = { cookies: cookies(), storage: memoryStorage() };
    await addToCart(HYBRIS, { type: 'standard', productCode: 'ZYN-COOLMINT-6MG', quantity: 3 }, { ...phone, fetch: backend() });
    const laptop = { cookies: cookies(), storage: memoryStorage() };
    expect(await refreshVisitorCart(HYBRIS, { ...laptop, fetch: backend() })).toBe('read');
    expect(readLocalCart(laptop.storage).totalUnitCount).toBe(3);
  });
  it('an anonymous visitor without a cart has none; a failure keeps the local cart and says failed', async () => {
    const visitor = { cookies: memoryJar(), storage: memoryStorage() };
    expect(await refreshVisitorCart(HYBRIS, { ...visitor, fetch: backend() })).toBe('none');
    await addToCart(HYBRIS, { type: 'standard', productCode: 'ZYN-COOLMINT-6MG', quantity: 1 }, { ...visitor, fetch: backend() });
    expect(await refreshVisitorCart(HYBRIS, { ...visitor, fetch: backend(true) })).toBe('failed');
    expect(readLocalCart(visitor.storage).totalUnitCount).toBe(1);
    expect(await refreshVisitorCart(undefined)).toBe('not-configured');
  });
  it('a member who filled a cart before signing in finds it merged into theirs on the cart page; nothing is created', async () => {
    const storage = memoryStorage();
    await addToCart(HYBRIS, { type: 'standard', productCode: 'ZYN-COOLMINT-6MG', quantity: 2 }, { cookies: memoryJar(), storage, fetch: backend() });
    const member = memoryJar({ brand_uid: 'demo-lau', brand_token: 'token-demo-lau' });
    const fetch = backend();
    expect(await refreshVisitorCart(HYBRIS, { cookies: member, storage, fetch })).toBe('read');
    expect(readLocalCart(storage)).toMatchObject({ totalUnitCount: 2, carts: [{ user: { uid: 'demo-lau' } }] });
    expect(fetch.calls.some((recorded) => recorded.url.includes('oldCartId='))).toBe(true);
    const fresh = backend();
    expect(await refreshVisitorCart(HYBRIS, { cookies: memoryJar({ brand_uid: 'demo-hav', brand_token: 'token-demo-hav' }), storage: memoryStorage(), fetch: fresh })).toBe('none');
    expect(fresh.calls.filter((recorded) => recorded.method === 'POST' && !recorded.url.endsWith('/oauth/token'))).toEqual([]);
  });
  it('forgets a cart OCC no longer knows', async () => {
    const visitor = { cookies: memoryJar(), storage: memoryStorage() };
    writeLocalCart({ orderType: {}, totalUnitCount: 2, carts: [{ guid: 'gone', user: { uid: 'anonymous' } }] }, visitor.storage);
    expect(await refreshVisitorCart(HYBRIS, { ...visitor, fetch: backend() })).toBe('none');
    expect(readLocalCart(visitor.storage)).toMatchObject({ totalUnitCount: 0, carts: [] });
  });
});
