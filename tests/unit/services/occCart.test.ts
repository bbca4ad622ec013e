import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OCC_MESSAGES, OccError, createOccCartClient, isOccNotFound } from '../../../src/core/services/occCart';
import { localCartStore, readLocalCart } from '../../../src/core/stores/localCart';
import {
  HYBRIS,
  SECRETS,
  captureConsole,
  expectNoSecrets,
  failingFetch,
  fakeFetch,
  json,
  memoryJar,
  memoryStorage,
  text,
  type RecordedCall,
} from '../helpers/fakes';

const CART = {
  code: '00001',
  guid: 'g-1',
  entries: [],
  totalItems: 1,
  totalUnitCount: 2,
  totalPrice: { value: 9, currencyIso: 'GBP', formattedValue: '£9.00' },
  orderType: { typeId: 'STANDARD' },
};

/** A fake OCC: tokens occ-1, occ-2 … from /oauth/token; only tokens in `valid` are accepted. */
function occServer(answer: (call: RecordedCall) => Response | Promise<Response> = () => json(200, {})) {
  let issued = 0;
  const valid = new Set<string>();
  const fetch = fakeFetch(async (call) => {
    if (call.url.endsWith('/oauth/token')) {
      await new Promise((resolve) => setTimeout(resolve, 5));
      issued += 1;
      valid.add(`occ-${issued}`);
      return json(200, { access_token: `occ-${issued}`, token_type: 'bearer', expires_in: 3600, scope: 'basic' });
    }
    const bearer = call.headers.Authorization?.replace(/^Bearer /, '');
    if (!bearer || !valid.has(bearer)) {
      return json(401, { errors: [{ type: 'InvalidTokenError', message: 'Invalid access token', reason: 'invalid_token', subject: 'token' }] });
    }
    return answer(call);
  });
  return { fetch, valid, tokenCalls: () => fetch.calls.filter((call) => call.url.endsWith('/oauth/token')) };
}

let logged: ReturnType<typeof captureConsole>;
beforeEach(() => {
  logged = captureConsole();
});
afterEach(() => {
  expectNoSecrets(logged.text(), SECRETS);
  logged.restore();
});

const anonymous = () => memoryJar();
const loggedIn = () => memoryJar({ brand_uid: 'demo-lau', brand_token: 'token-demo-lau' });

describe('OCC cart calls: URLs, bearer and bodies', () => {
  it('createCart POSTs …/users/anonymous/carts?fields=FULL_WITH_CART&lang=en with the bearer', async () => {
    const server = occServer(() => json(201, CART));
    const client = createOccCartClient(HYBRIS, { fetch: server.fetch, cookies: anonymous(), storage: memoryStorage() });
    expect(await client.createCart()).toEqual(CART);
    const call = server.fetch.calls[1]!;
    expect(call).toMatchObject({
      url: '/mock/occ/v2/brand-gb/users/anonymous/carts?fields=FULL_WITH_CART&lang=en',
      method: 'POST',
      headers: { Authorization: 'Bearer occ-1' },
      body: undefined,
    });
  });
  it('getCarts GETs …/users/{brand_uid}/carts?fields=FULL&lang=en for a logged-in visitor', async () => {
    const server = occServer(() => json(200, { carts: [CART] }));
    const client = createOccCartClient(HYBRIS, { fetch: server.fetch, cookies: loggedIn(), storage: memoryStorage() });
    expect(await client.getCarts()).toEqual({ carts: [CART] });
    expect(server.fetch.calls[0]!.body).toContain('username=demo-lau');
    expect(server.fetch.calls[1]).toMatchObject({ url: '/mock/occ/v2/brand-gb/users/demo-lau/carts?fields=FULL&lang=en', method: 'GET' });
  });
  it('addEntry, addLendingEntry and addProductSetEntries POST their bodies as JSON', async () => {
    const server = occServer(() => json(200, { statusCode: 'success', quantityAdded: 1, cart: CART }));
    const client = createOccCartClient(HYBRIS, { fetch: server.fetch, cookies: anonymous(), storage: memoryStorage() });
    await client.addEntry({ guid: 'g-1', productCode: 'ZYN-COOLMINT-6MG', quantity: 2 });
    await client.addLendingEntry({ guid: 'g-1', productCode: 'IQOS-ILUMA-KIT', quantity: 1, lendingConfigurationCode: 'LEND-30D' });
    await client.addProductSetEntries({
      guid: 'g-1',
      productReference: 'ZYN-MIX-3',
      entries: [
        { productCode: 'ZYN-COOLMINT-6MG', quantity: 1 },
        { productCode: 'ZYN-CITRUS-6MG', quantity: 2 },
      ],
    });
    const [entry, lending, set] = server.fetch.calls.filter((call) => call.method === 'POST' && !call.url.endsWith('/oauth/token'));
    expect(entry).toMatchObject({
      url: '/mock/occ/v2/brand-gb/users/anonymous/carts/g-1/entries',
      method: 'POST',
      headers: { Authorization: 'Bearer occ-1', 'Content-Type': 'application/json' },
    });
    expect(JSON.parse(entry!.body!)).toEqual({ product: { code: 'ZYN-COOLMINT-6MG' }, quantity: 2 });
    expect(lending!.url).toBe('/mock/occ/v2/brand-gb/users/anonymous/carts/g-1/lendingentries');
    expect(JSON.parse(lending!.body!)).toEqual({ product: { code: 'IQOS-ILUMA-KIT' }, quantity: 1, lendingConfigurationCode: 'LEND-30D' });
    expect(set!.url).toBe('/mock/occ/v2/brand-gb/users/anonymous/carts/g-1/product-set/entries');
    expect(JSON.parse(set!.body!)).toEqual({
      productReference: 'ZYN-MIX-3',
      entries: [
        { product: { code: 'ZYN-COOLMINT-6MG' }, quantity: 1 },
        { product: { code: 'ZYN-CITRUS-6MG' }, quantity: 2 },
      ],
    });
    expect(server.tokenCalls()).toHaveLength(1); // the token is reused
  });
  it('deleteCart DELETEs …/carts/{guid}, resolves undefined for the empty 200 and clears the local cart', async () => {
    const server = occServer(() => text(200, ''));
    const storage = memoryStorage({ brand_cart: JSON.stringify({ orderType: { typeId: 'STANDARD' }, totalUnitCount: 2, carts: [] }) });
    const client = createOccCartClient(HYBRIS, { fetch: server.fetch, cookies: anonymous(), storage });
    expect(await client.deleteCart('g-1')).toBeUndefined();
    expect(server.fetch.calls[1]).toMatchObject({ url: '/mock/occ/v2/brand-gb/users/anonymous/carts/g-1', method: 'DELETE' });
    expect(storage.data.has('brand_cart')).toBe(false);
    expect(localCartStore.getSnapshot().totalUnitCount).toBe(0);
  });
});

describe('OCC cart calls: local cart after an add', () => {
  // SAP answers an add with a CartModification, never with the cart: the client reads the cart after.
  const modification = { statusCode: 'success', quantityAdded: 3, quantity: 3, entry: { entryNumber: 0, product: { code: 'ZYN-CITRUS-6MG' }, quantity: 3 } };

  it('reads the cart after the add (GET …/carts/{guid}?fields=FULL) and records its totalUnitCount, orderType and the cart', async () => {
    const server = occServer((call) =>
      call.method === 'GET' ? json(200, { ...CART, totalUnitCount: 5, orderType: { typeId: 'AUTO_DELIVERY' } }) : json(200, modification),
    );
    const storage = memoryStorage();
    const client = createOccCartClient(HYBRIS, { fetch: server.fetch, cookies: anonymous(), storage });
    expect(await client.addEntry({ guid: 'g-1', productCode: 'ZYN-CITRUS-6MG', quantity: 3 })).toEqual(modification);
    expect(server.fetch.calls.map((call) => `${call.method} ${call.url}`).slice(1)).toEqual([
      'POST /mock/occ/v2/brand-gb/users/anonymous/carts/g-1/entries',
      'GET /mock/occ/v2/brand-gb/users/anonymous/carts/g-1?fields=FULL&lang=en',
    ]);
    expect(readLocalCart(storage)).toMatchObject({ totalUnitCount: 5, orderType: { typeId: 'AUTO_DELIVERY' }, carts: [{ guid: 'g-1' }] });
    expect(localCartStore.getSnapshot()).toMatchObject({ totalUnitCount: 5, orderType: { typeId: 'AUTO_DELIVERY' } });
  });
  it('an add whose cart cannot be read after still counts: the local count grows by quantityAdded, one message', async () => {
    const server = occServer((call) => (call.method === 'GET' ? json(500, {}) : json(200, modification)));
    const storage = memoryStorage({ brand_cart: JSON.stringify({ orderType: { typeId: 'STANDARD' }, totalUnitCount: 2, carts: [] }) });
    const client = createOccCartClient(HYBRIS, { fetch: server.fetch, cookies: anonymous(), storage });
    expect(await client.addEntry({ guid: 'g-1', productCode: 'ZYN-CITRUS-6MG', quantity: 3 })).toEqual(modification);
    expect(readLocalCart(storage).totalUnitCount).toBe(5);
    expect(logged.spies.error.mock.calls).toEqual([['Unable to get cart.']]);
  });
  it('nothing added (noStock): the cart is read again, nothing is counted when it cannot be', async () => {
    const server = occServer((call) => (call.method === 'GET' ? json(500, {}) : json(200, { statusCode: 'noStock', quantityAdded: 0, quantity: 0 })));
    const storage = memoryStorage({ brand_cart: JSON.stringify({ orderType: { typeId: 'STANDARD' }, totalUnitCount: 2, carts: [] }) });
    const client = createOccCartClient(HYBRIS, { fetch: server.fetch, cookies: anonymous(), storage });
    expect(await client.addEntry({ guid: 'g-1', productCode: 'ZYN-BLACKCHERRY-6MG', quantity: 1 })).toMatchObject({ statusCode: 'noStock' });
    expect(readLocalCart(storage).totalUnitCount).toBe(2);
  });
  it('leaves the local cart alone when the add fails', async () => {
    const server = occServer(() => json(400, { errors: [{ type: 'UnknownIdentifierError' }] }));
    const storage = memoryStorage({ brand_cart: JSON.stringify({ orderType: { typeId: 'STANDARD' }, totalUnitCount: 1, carts: [] }) });
    const client = createOccCartClient(HYBRIS, { fetch: server.fetch, cookies: anonymous(), storage });
    await client.addEntry({ guid: 'g-1', productCode: 'NOPE', quantity: 1 });
    expect(readLocalCart(storage).totalUnitCount).toBe(1);
    expect(server.fetch.calls.filter((call) => call.method === 'GET')).toEqual([]);
  });
});

describe('OCC cart calls: statuses (section 8) and the five log messages', () => {
  it('uses the exact messages: the spec’s five, and ours for a line’s change and removal', () => {
    expect(OCC_MESSAGES).toEqual({
      createCart: 'Unable to create cart.',
      addToCart: 'Unable to add to cart.',
      addToLendingCart: 'Unable to add to lending cart.',
      getCart: 'Unable to get cart.',
      clearCart: 'Unable to clear the cart.',
      updateEntry: 'Unable to update the cart.',
      removeEntry: 'Unable to remove from the cart.',
    });
  });
  it('a 400 resolves the body flagged { notFound: true } and logs the message', async () => {
    const body = { errors: [{ type: 'CartError', message: 'Cart not found.', reason: 'notFound', subject: 'g-x' }] };
    const server = occServer(() => json(400, body));
    const client = createOccCartClient(HYBRIS, { fetch: server.fetch, cookies: anonymous(), storage: memoryStorage() });
    const result = await client.addEntry({ guid: 'g-x', productCode: 'ZYN-COOLMINT-6MG', quantity: 1 });
    expect(result).toEqual({ notFound: true, body });
    expect(isOccNotFound(result)).toBe(true);
    expect(logged.spies.error.mock.calls).toEqual([['Unable to add to cart.']]);
  });

  const operations = [
    ['createCart', (client: ReturnType<typeof createOccCartClient>) => client.createCart(), 'Unable to create cart.'],
    ['getCarts', (client: ReturnType<typeof createOccCartClient>) => client.getCarts(), 'Unable to get cart.'],
    ['addEntry', (client: ReturnType<typeof createOccCartClient>) => client.addEntry({ guid: 'g', productCode: 'P', quantity: 1 }), 'Unable to add to cart.'],
    [
      'addLendingEntry',
      (client: ReturnType<typeof createOccCartClient>) =>
        client.addLendingEntry({ guid: 'g', productCode: 'P', quantity: 1, lendingConfigurationCode: 'LEND-30D' }),
      'Unable to add to lending cart.',
    ],
    [
      'addProductSetEntries',
      (client: ReturnType<typeof createOccCartClient>) =>
        client.addProductSetEntries({ guid: 'g', productReference: 'ZYN-MIX-3', entries: [{ productCode: 'P', quantity: 1 }] }),
      'Unable to add to cart.',
    ],
    ['deleteCart', (client: ReturnType<typeof createOccCartClient>) => client.deleteCart('g'), 'Unable to clear the cart.'],
  ] as const;

  it.each(operations)('%s: a 500 rejects with OccError (status and body) and logs its message word for word', async (_, run, message) => {
    const body = { errors: [{ type: 'ServerError', message: 'boom' }] };
    const server = occServer(() => json(500, body));
    const client = createOccCartClient(HYBRIS, { fetch: server.fetch, cookies: anonymous(), storage: memoryStorage() });
    const error = await run(client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OccError);
    expect((error as OccError).status).toBe(500);
    expect((error as OccError).body).toEqual(body);
    expect(logged.spies.error.mock.calls).toEqual([[message]]);
  });
  it.each(operations)('%s: a 200 or 201 resolves the body and logs nothing', async (_, run) => {
    const server = occServer(() => json(201, { ok: 1 }));
    const client = createOccCartClient(HYBRIS, { fetch: server.fetch, cookies: anonymous(), storage: memoryStorage() });
    expect(await run(client)).toEqual({ ok: 1 });
    expect(logged.spies.error).not.toHaveBeenCalled();
  });
  it('a malformed 200 rejects (kind malformed) and logs the message; a network failure too', async () => {
    const server = occServer(() => text(200, '{"cart":'));
    const client = createOccCartClient(HYBRIS, { fetch: server.fetch, cookies: anonymous(), storage: memoryStorage() });
    expect(((await client.getCarts().catch((e: unknown) => e)) as { kind: string }).kind).toBe('malformed');
    const jar = memoryJar({ brand_commerce_token: JSON.stringify({ access_token: 'occ-9', expires_at: Date.now() + 60_000 }) });
    const offline = createOccCartClient(HYBRIS, { fetch: failingFetch(), cookies: jar, storage: memoryStorage() });
    expect(((await offline.createCart().catch((e: unknown) => e)) as { kind: string }).kind).toBe('network');
    expect(logged.spies.error.mock.calls).toEqual([['Unable to get cart.'], ['Unable to create cart.']]);
  });
});

describe('OCC cart calls: 401 and the token', () => {
  const staleJar = () =>
    memoryJar({ brand_commerce_token: JSON.stringify({ access_token: 'occ-stale', expires_at: Date.now() + 3_600_000 }) });

  it('a 401 invalidates the token, gets a new one and retries once', async () => {
    const server = occServer(() => json(200, { carts: [CART] }));
    const jar = staleJar();
    const client = createOccCartClient(HYBRIS, { fetch: server.fetch, cookies: jar, storage: memoryStorage() });
    expect(await client.getCarts()).toEqual({ carts: [CART] });
    expect(server.fetch.calls.map((call) => call.headers.Authorization ?? 'token request')).toEqual([
      'Bearer occ-stale',
      'token request',
      'Bearer occ-1',
    ]);
    expect(JSON.parse(jar.values.get('brand_commerce_token')!).access_token).toBe('occ-1');
    expect(logged.spies.error).not.toHaveBeenCalled();
  });
  it('a second 401 is not retried again: it rejects with OccError 401 and logs', async () => {
    const server = occServer(() => json(200, {}));
    const rejecting = fakeFetch((call) => (call.url.endsWith('/oauth/token') ? server.fetch(call.url, { method: 'POST' }) : json(401, { errors: [] })));
    const client = createOccCartClient(HYBRIS, { fetch: rejecting, cookies: staleJar(), storage: memoryStorage() });
    const error = await client.createCart().catch((e: unknown) => e);
    expect((error as OccError).status).toBe(401);
    expect(rejecting.calls.filter((call) => !call.url.endsWith('/oauth/token'))).toHaveLength(2);
    expect(server.tokenCalls()).toHaveLength(1);
    expect(logged.spies.error.mock.calls).toEqual([['Unable to create cart.']]);
  });
  it('three concurrent calls that get 401 cause exactly one token request', async () => {
    const server = occServer(() => json(200, { statusCode: 'success', cart: CART }));
    const jar = staleJar();
    const client = createOccCartClient(HYBRIS, { fetch: server.fetch, cookies: jar, storage: memoryStorage() });
    const results = await Promise.all([
      client.addEntry({ guid: 'g-1', productCode: 'ZYN-COOLMINT-6MG', quantity: 1 }),
      client.getCarts(),
      client.addLendingEntry({ guid: 'g-1', productCode: 'IQOS-ILUMA-KIT', quantity: 1, lendingConfigurationCode: 'LEND-30D' }),
    ]);
    expect(results.every((result) => !isOccNotFound(result))).toBe(true);
    expect(server.tokenCalls()).toHaveLength(1);
    // the three calls, retried with the new token (the adds' reads of the cart after come on top)
    const retried = server.fetch.calls.filter((call) => call.headers.Authorization === 'Bearer occ-1' && !call.url.includes('/carts/g-1?'));
    expect(retried).toHaveLength(3);
  });
  it('three concurrent 401s still cause one token request when the new token arrives between the 401s', async () => {
    // the OCC answers the second and third 401 only after the new token has been stored
    let staleSeen = 0;
    const server = occServer(() => json(200, {}));
    const jar = staleJar();
    const slowReject = fakeFetch(async (call) => {
      if (call.headers.Authorization === 'Bearer occ-stale') {
        staleSeen += 1;
        if (staleSeen > 1) {
          await vi.waitFor(() => expect(jar.values.get('brand_commerce_token')).toContain('"occ-1"'));
        }
        return json(401, { errors: [] });
      }
      return server.fetch(call.url, { method: call.method, headers: call.headers });
    });
    const client = createOccCartClient(HYBRIS, { fetch: slowReject, cookies: jar, storage: memoryStorage() });
    await Promise.all([client.getCarts(), client.getCarts(), client.getCarts()]);
    expect(slowReject.calls.filter((call) => call.url.endsWith('/oauth/token'))).toHaveLength(1);
  });
  it('a token failure rejects the call and logs its message', async () => {
    const fetch = fakeFetch((call) => (call.url.endsWith('/oauth/token') ? json(500, {}) : json(200, {})));
    const client = createOccCartClient(HYBRIS, { fetch, cookies: anonymous(), storage: memoryStorage() });
    await expect(client.createCart()).rejects.toMatchObject({ name: 'CommerceTokenError', status: 500 });
    expect(logged.spies.error.mock.calls).toEqual([['Unable to create cart.']]);
  });
});

describe('OCC cart: a 2xx answer without a body', () => {
  it('is a failure for the calls that answer with a cart, with their message, and fine for delete', async () => {
    const { fetch } = occServer(() => new Response(null, { status: 201 }));
    const client = createOccCartClient(HYBRIS, { cookies: anonymous(), fetch, storage: memoryStorage() });
    await expect(client.createCart()).rejects.toBeInstanceOf(OccError);
    await expect(client.addEntry({ guid: 'g-1', productCode: 'ZYN-COOLMINT-6MG', quantity: 1 })).rejects.toBeInstanceOf(OccError);
    await expect(client.deleteCart('g-1')).resolves.toBeUndefined();
    const errors = logged.spies.error.mock.calls.map((call) => call[0]);
    expect(errors).toEqual([OCC_MESSAGES.createCart, OCC_MESSAGES.addToCart]);
  });
});
