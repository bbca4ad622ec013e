import { beforeEach, describe, expect, it } from 'vitest';
import { issueToken, lookupToken, resetTokens } from '../../../demo/mock/commerceToken.mjs';
import { resetCarts } from '../../../demo/mock/occCarts.mjs';
import { call, parse } from './call';

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const GOOD = { grant_type: 'client_credentials', client_id: 'demo-occ-client', client_secret: 'demo-occ-secret', clear: 'true' };
const CARTS = (user: string) => `/mock/occ/v2/brand-gb/users/${user}/carts`;
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function tokenFor(username: string): Promise<string> {
  const response = await call('POST', '/mock/occ/oauth/token', { headers: FORM, body: form({ ...GOOD, username }) });
  return parse(response).access_token;
}

async function createCart(user: string, token: string) {
  return call('POST', `${CARTS(user)}?fields=FULL_WITH_CART&lang=en`, { headers: bearer(token) });
}

async function add(user: string, token: string, guid: string, kind: string, body: unknown) {
  return call('POST', `${CARTS(user)}/${guid}/${kind}`, { headers: { ...bearer(token), 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

beforeEach(() => {
  resetTokens();
  resetCarts();
});

describe('mock commerce token', () => {
  it('issues an occ- bearer token for 3600 s and remembers it', async () => {
    const response = await call('POST', '/mock/occ/oauth/token', { headers: FORM, body: form({ ...GOOD, username: 'demo-dev' }) });
    expect(response.status).toBe(200);
    expect(response.headers['Content-Type']).toBe('application/json');
    expect(response.headers['Cache-Control']).toBe('no-store');
    const body = parse(response);
    expect(body).toEqual({ access_token: expect.stringMatching(/^occ-[\w-]{16,}$/), token_type: 'bearer', expires_in: 3600, scope: 'basic' });
    expect(lookupToken(body.access_token)).toMatchObject({ username: 'demo-dev' });
    expect(await tokenFor('anonymous')).not.toBe(body.access_token);
  });

  it('forgets a token after 3600 s', () => {
    const now = Date.now();
    const token = issueToken('anonymous', now);
    expect(lookupToken(token, now + 3599_000)).toBeDefined();
    expect(lookupToken(token, now + 3600_000)).toBeUndefined();
  });

  it('refuses bad client credentials, another grant type and a non-form body', async () => {
    const badClient = await call('POST', '/mock/occ/oauth/token', { headers: FORM, body: form({ ...GOOD, client_secret: 'nope' }) });
    expect(badClient.status).toBe(401);
    expect(parse(badClient).error).toBe('invalid_client');
    const badGrant = await call('POST', '/mock/occ/oauth/token', { headers: FORM, body: form({ ...GOOD, grant_type: 'password' }) });
    expect(badGrant.status).toBe(400);
    expect(parse(badGrant).error).toBe('unsupported_grant_type');
    const asJson = await call('POST', '/mock/occ/oauth/token', { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(GOOD) });
    expect(asJson.status).toBe(400);
  });
});

describe('mock OCC carts', () => {
  it('runs a cart through create → add → get → delete', async () => {
    const token = await tokenFor('demo-dev');
    const created = await createCart('demo-dev', token);
    expect(created.status).toBe(201);
    const cart = parse(created);
    expect(cart.code).toMatch(/^\d{8}$/);
    expect(cart.guid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(cart).toMatchObject({ entries: [], totalItems: 0, totalUnitCount: 0, orderType: { typeId: 'STANDARD' } });
    expect(cart.totalPrice).toMatchObject({ value: 0, currencyIso: 'GBP', formattedValue: '£0.00' });

    const added = await add('demo-dev', token, cart.code, 'entries', { product: { code: 'ZYN-COOLMINT-6MG' }, quantity: 2 });
    expect(added.status).toBe(200);
    const modification = parse(added);
    expect(modification).toMatchObject({ statusCode: 'success', quantityAdded: 2 });
    expect(modification.entry).toMatchObject({ entryNumber: 0, product: { code: 'ZYN-COOLMINT-6MG', name: 'ZYN Cool Mint 6 mg' }, quantity: 2 });
    expect(modification.entry.totalPrice).toMatchObject({ value: 9, currencyIso: 'GBP', formattedValue: '£9.00' });
    // SAP's CartModificationWsDTO, as Spartacus reads it: no cart inside.
    expect(Object.keys(modification).sort()).toEqual(['entry', 'quantity', 'quantityAdded', 'statusCode']);

    // The same product again adds to its entry.
    await add('demo-dev', token, cart.code, 'entries', { product: { code: 'ZYN-COOLMINT-6MG' }, quantity: 1 });
    await add('demo-dev', token, cart.code, 'entries', { product: { code: 'ZYN-ESPRESSO-9MG' }, quantity: 1 });

    const listed = await call('GET', `${CARTS('demo-dev')}?fields=FULL&lang=en`, { headers: bearer(token) });
    expect(listed.status).toBe(200);
    const { carts } = parse(listed);
    expect(carts).toHaveLength(1);
    expect(carts[0]).toMatchObject({ code: cart.code, guid: cart.guid, totalItems: 2, totalUnitCount: 4 });
    expect(carts[0].totalPrice).toEqual({ value: 18.4, currencyIso: 'GBP', formattedValue: '£18.40', priceType: 'BUY' });
    expect(carts[0].entries.map((entry: { entryNumber: number; quantity: number }) => [entry.entryNumber, entry.quantity])).toEqual([[0, 3], [1, 1]]);

    // Another token of the same user sees the cart; a user's cart is addressed by its code (OCC), not its guid.
    const again = await tokenFor('demo-dev');
    expect(parse(await call('GET', `${CARTS('demo-dev')}/${cart.code}`, { headers: bearer(again) })).code).toBe(cart.code);
    expect((await call('GET', `${CARTS('demo-dev')}/${cart.guid}`, { headers: bearer(again) })).status).toBe(400);

    const deleted = await call('DELETE', `${CARTS('demo-dev')}/${cart.code}`, { headers: bearer(token) });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toBe('');
    expect(parse(await call('GET', CARTS('demo-dev'), { headers: bearer(token) })).carts).toEqual([]);
    expect((await call('DELETE', `${CARTS('demo-dev')}/${cart.code}`, { headers: bearer(token) })).status).toBe(400);
  });

  it('keeps carts per user, and anonymous carts per token', async () => {
    const dev = await tokenFor('demo-dev');
    const code = parse(await createCart('demo-dev', dev)).code;
    const lau = await tokenFor('demo-lau');
    expect(parse(await call('GET', CARTS('demo-lau'), { headers: bearer(lau) })).carts).toEqual([]);
    expect((await call('GET', `${CARTS('demo-lau')}/${code}`, { headers: bearer(lau) })).status).toBe(400);

    const guestA = await tokenFor('anonymous');
    const guestB = await tokenFor('anonymous');
    const anonymousGuid = parse(await createCart('anonymous', guestA)).guid;
    expect(parse(await call('GET', CARTS('anonymous'), { headers: bearer(guestA) })).carts).toHaveLength(1);
    expect(parse(await call('GET', CARTS('anonymous'), { headers: bearer(guestB) })).carts).toEqual([]);
    // As in OCC, an anonymous cart is reachable by its guid.
    expect((await call('GET', `${CARTS('anonymous')}/${anonymousGuid}`, { headers: bearer(guestB) })).status).toBe(200);
  });

  it('creates an auto-delivery cart when asked', async () => {
    const token = await tokenFor('demo-hav');
    const response = await call('POST', `${CARTS('demo-hav')}?fields=FULL_WITH_CART&lang=en&orderType=AUTO_DELIVERY`, { headers: bearer(token) });
    expect(parse(response).orderType).toEqual({ typeId: 'AUTO_DELIVERY' });
  });

  it('adds a lending entry for the lendable kit only, once', async () => {
    const token = await tokenFor('demo-dev');
    const code = parse(await createCart('demo-dev', token)).code;
    const lent = await add('demo-dev', token, code, 'lendingentries', { product: { code: 'IQOS-ILUMA-KIT' }, quantity: 1, lendingConfigurationCode: 'LEND-30D' });
    expect(lent.status).toBe(200);
    expect(parse(lent).entry).toMatchObject({ product: { code: 'IQOS-ILUMA-KIT' }, quantity: 1, lendingConfigurationCode: 'LEND-30D' });
    const twice = parse(await add('demo-dev', token, code, 'lendingentries', { product: { code: 'IQOS-ILUMA-KIT' }, quantity: 1, lendingConfigurationCode: 'LEND-30D' }));
    expect(twice).toMatchObject({ statusCode: 'maxOrderQuantityExceeded', quantityAdded: 0 });
    const wrongConfig = await add('demo-dev', token, code, 'lendingentries', { product: { code: 'IQOS-ILUMA-KIT' }, quantity: 1, lendingConfigurationCode: 'LEND-1Y' });
    expect(wrongConfig.status).toBe(400);
    expect(parse(wrongConfig).errors[0].type).toBe('UnknownIdentifierError');
    const notLendable = await add('demo-dev', token, code, 'lendingentries', { product: { code: 'ZYN-CITRUS-6MG' }, quantity: 1, lendingConfigurationCode: 'LEND-30D' });
    expect(notLendable.status).toBe(400);
    expect(parse(notLendable).errors[0]).toMatchObject({ type: 'CartEntryError', reason: 'notLendable' });
    // Bought outright, the kit is a separate, priced entry.
    const bought = parse(await add('demo-dev', token, code, 'entries', { product: { code: 'IQOS-ILUMA-KIT' }, quantity: 1 }));
    expect(bought.entry.totalPrice.formattedValue).toBe('£79.00');
    // SAP answers a cart modification, never the cart: the cart is read after.
    expect(bought).not.toHaveProperty('cart');
    expect(parse(await call('GET', `${CARTS('demo-dev')}/${code}`, { headers: bearer(token) })).totalItems).toBe(2);
  });

  it('adds the ZYN-MIX-3 product set of three tins', async () => {
    const token = await tokenFor('anonymous');
    const guid = parse(await createCart('anonymous', token)).guid;
    const set = await add('anonymous', token, guid, 'product-set/entries', {
      productReference: 'ZYN-MIX-3',
      entries: [
        { product: { code: 'ZYN-CITRUS-6MG' }, quantity: 2 },
        { product: { code: 'ZYN-ESPRESSO-9MG' }, quantity: 1 },
      ],
    });
    expect(set.status).toBe(200);
    const body = parse(set);
    expect(body.statusCode).toBe('success');
    expect(body.entry).toMatchObject({ product: { code: 'ZYN-MIX-3' }, quantity: 1 });
    expect(body.entry.productSetEntries).toHaveLength(2);
    expect(body.entry.totalPrice.formattedValue).toBe('£13.90');
    expect(body).not.toHaveProperty('cart');
    const wrongSize = await add('anonymous', token, guid, 'product-set/entries', { productReference: 'ZYN-MIX-3', entries: [{ product: { code: 'ZYN-CITRUS-6MG' }, quantity: 2 }] });
    expect(wrongSize.status).toBe(400);
    expect(parse(wrongSize).errors[0]).toMatchObject({ type: 'CartEntryError', reason: 'invalidProductSet' });
    const notATin = await add('anonymous', token, guid, 'product-set/entries', {
      productReference: 'ZYN-MIX-3',
      entries: [{ product: { code: 'IQOS-ILUMA-KIT' }, quantity: 3 }],
    });
    expect(notATin.status).toBe(400);
    // A set cannot be added as a plain product.
    expect((await add('anonymous', token, guid, 'entries', { product: { code: 'ZYN-MIX-3' }, quantity: 1 })).status).toBe(400);
  });

  it('answers OCC error bodies: 401 for a missing or unknown bearer', async () => {
    const expected = { errors: [{ type: 'InvalidTokenError', message: 'Invalid access token', reason: 'invalid_token', subject: 'token' }] };
    const missing = await call('POST', CARTS('anonymous'));
    expect(missing.status).toBe(401);
    expect(missing.headers['Content-Type']).toBe('application/json');
    expect(parse(missing)).toEqual(expected);
    const unknown = await call('GET', CARTS('anonymous'), { headers: bearer('occ-made-up') });
    expect(unknown.status).toBe(401);
    expect(parse(unknown)).toEqual(expected);
    expect((await call('GET', CARTS('anonymous'), { headers: { Authorization: 'Basic abc' } })).status).toBe(401);
  });

  it('answers OCC error bodies: 400 for an unknown cart or product, and bad input', async () => {
    const token = await tokenFor('demo-lau');
    const unknownCart = await add('demo-lau', token, 'no-such-cart', 'entries', { product: { code: 'ZYN-CITRUS-6MG' }, quantity: 1 });
    expect(unknownCart.status).toBe(400);
    expect(parse(unknownCart)).toEqual({ errors: [{ type: 'CartError', message: 'Cart not found.', reason: 'notFound', subject: 'no-such-cart', subjectType: 'cart' }] });

    const code = parse(await createCart('demo-lau', token)).code;
    const unknownProduct = await add('demo-lau', token, code, 'entries', { product: { code: 'ZYN-BANANA' }, quantity: 1 });
    expect(unknownProduct.status).toBe(400);
    expect(parse(unknownProduct).errors[0]).toMatchObject({ type: 'UnknownIdentifierError', subject: 'ZYN-BANANA' });

    for (const quantity of [0, -1, 1.5, '2', 1000]) {
      expect((await add('demo-lau', token, code, 'entries', { product: { code: 'ZYN-CITRUS-6MG' }, quantity })).status, String(quantity)).toBe(400);
    }
    const malformed = await call('POST', `${CARTS('demo-lau')}/${code}/entries`, { headers: bearer(token), body: '{"product":' });
    expect(malformed.status).toBe(400);
    expect(parse(malformed).errors[0].type).toBe('HttpMessageNotReadableError');
    const otherSite = await call('GET', '/mock/occ/v2/brand-xx/users/demo-lau/carts', { headers: bearer(token) });
    expect(otherSite.status).toBe(400);
    expect(parse(otherSite).errors).toHaveLength(1);
  });

  it('caps the quantity of an entry', async () => {
    const token = await tokenFor('demo-hav');
    const code = parse(await createCart('demo-hav', token)).code;
    const first = parse(await add('demo-hav', token, code, 'entries', { product: { code: 'ZYN-CITRUS-6MG' }, quantity: 15 }));
    expect(first.statusCode).toBe('success');
    const second = parse(await add('demo-hav', token, code, 'entries', { product: { code: 'ZYN-CITRUS-6MG' }, quantity: 10 }));
    expect(second).toMatchObject({ statusCode: 'maxOrderQuantityExceeded', quantityAdded: 5, quantity: 20 });
  });
});

describe('mock OCC: changing and removing a cart entry', () => {
  const patch = (user: string, token: string, cart: string, entry: string | number, body: unknown) =>
    call('PATCH', `${CARTS(user)}/${cart}/entries/${entry}`, { headers: { ...bearer(token), 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const remove = (user: string, token: string, cart: string, entry: string | number) => call('DELETE', `${CARTS(user)}/${cart}/entries/${entry}`, { headers: bearer(token) });
  const read = async (user: string, token: string, cart: string) => parse(await call('GET', `${CARTS(user)}/${cart}?fields=FULL`, { headers: bearer(token) }));

  async function filled() {
    const token = await tokenFor('anonymous');
    const cart = parse(await createCart('anonymous', token));
    await add('anonymous', token, cart.guid, 'entries', { product: { code: 'ZYN-COOLMINT-6MG' }, quantity: 2 });
    await add('anonymous', token, cart.guid, 'entries', { product: { code: 'ZYN-CITRUS-3MG' }, quantity: 1 });
    await add('anonymous', token, cart.guid, 'lendingentries', { product: { code: 'IQOS-ILUMA-KIT' }, quantity: 1, lendingConfigurationCode: 'LEND-30D' });
    return { token, guid: cart.guid as string };
  }

  it('each entry says its stock and the most one order holds (the bounds of the cart page\'s quantity field)', async () => {
    const { token, guid } = await filled();
    const { entries } = await read('anonymous', token, guid);
    expect(entries.map((entry: { product: { stock: unknown; maxOrderQuantity: number } }) => [entry.product.stock, entry.product.maxOrderQuantity])).toEqual([
      [{ stockLevelStatus: 'inStock' }, 20],
      [{ stockLevelStatus: 'lowStock', stockLevel: 3 }, 20],
      [{ stockLevelStatus: 'inStock' }, 1],
    ]);
  });

  it('PATCH sets the quantity and answers the cart modification; the cart follows', async () => {
    const { token, guid } = await filled();
    const up = await patch('anonymous', token, guid, 0, { quantity: 5 });
    expect(up.status).toBe(200);
    expect(parse(up)).toMatchObject({ statusCode: 'success', quantityAdded: 3, quantity: 5, entry: { entryNumber: 0, quantity: 5, totalPrice: { formattedValue: '£22.50' } } });
    const down = parse(await patch('anonymous', token, guid, 0, { quantity: 1 }));
    expect(down).toMatchObject({ statusCode: 'success', quantityAdded: -4, quantity: 1 });
    const cart = await read('anonymous', token, guid);
    expect(cart.entries[0].quantity).toBe(1);
    expect(cart.totalUnitCount).toBe(3);
  });

  it('more than the stock or the order limit keeps the most it can, and says which', async () => {
    const { token, guid } = await filled();
    expect(parse(await patch('anonymous', token, guid, 1, { quantity: 7 }))).toMatchObject({ statusCode: 'lowStock', quantityAdded: 2, quantity: 3, statusMessage: 'Only 3 can be ordered: stock is low.' });
    expect(parse(await patch('anonymous', token, guid, 0, { quantity: 25 }))).toMatchObject({ statusCode: 'maxOrderQuantityExceeded', quantityAdded: 18, quantity: 20 });
    // a lent device: one per cart
    expect(parse(await patch('anonymous', token, guid, 2, { quantity: 2 }))).toMatchObject({ statusCode: 'maxOrderQuantityExceeded', quantityAdded: 0, quantity: 1 });
  });

  it('quantity 0 removes the entry; DELETE removes one and numbers the rest down', async () => {
    const { token, guid } = await filled();
    expect(parse(await patch('anonymous', token, guid, 1, { quantity: 0 }))).toMatchObject({ statusCode: 'success', quantityAdded: -1, quantity: 0 });
    const removed = await remove('anonymous', token, guid, 0);
    expect(removed.status).toBe(200);
    expect(removed.body).toBe('');
    const cart = await read('anonymous', token, guid);
    expect(cart.entries.map((entry: { entryNumber: number; product: { code: string } }) => [entry.entryNumber, entry.product.code])).toEqual([[0, 'IQOS-ILUMA-KIT']]);
  });

  it('refuses a quantity that is negative, not whole or missing, an unknown entry and a foreign cart, as OCC does', async () => {
    const { token, guid } = await filled();
    for (const body of [{ quantity: -1 }, { quantity: 1.5 }, { quantity: '2' }, {}]) {
      const refused = await patch('anonymous', token, guid, 0, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(parse(refused).errors[0]).toMatchObject({ type: 'ValidationError', subject: 'quantity' });
    }
    for (const entry of [9, 'x', -1]) {
      const missing = await patch('anonymous', token, guid, entry, { quantity: 1 });
      expect(missing.status).toBe(400);
      expect(parse(missing).errors[0]).toMatchObject({ type: 'CartEntryError', reason: 'notFound', subjectType: 'entry' });
      expect(parse(await remove('anonymous', token, guid, entry)).errors[0]).toMatchObject({ type: 'CartEntryError', reason: 'notFound' });
    }
    const other = await tokenFor('demo-lau');
    expect(parse(await patch('demo-lau', other, guid, 0, { quantity: 1 })).errors[0]).toMatchObject({ type: 'CartError', reason: 'notFound' });
    expect((await read('anonymous', token, guid)).totalUnitCount).toBe(4);
  });
});

describe('mock OCC: the anonymous cart at sign-in (SAP merge)', () => {
  it('oldCartId alone makes the anonymous cart the user’s; with toMergeCartGuid its entries join the user’s cart', async () => {
    const guest = await tokenFor('anonymous');
    const anonymous = parse(await createCart('anonymous', guest));
    await add('anonymous', guest, anonymous.guid, 'entries', { product: { code: 'ZYN-COOLMINT-6MG' }, quantity: 2 });
    const member = await tokenFor('demo-lau');
    const taken = await call('POST', `${CARTS('demo-lau')}?fields=FULL_WITH_CART&lang=en&oldCartId=${anonymous.guid}`, { headers: bearer(member) });
    expect(taken.status).toBe(201);
    expect(parse(taken)).toMatchObject({ guid: anonymous.guid, user: { uid: 'demo-lau' }, totalUnitCount: 2 });

    const second = parse(await createCart('anonymous', guest));
    await add('anonymous', guest, second.guid, 'entries', { product: { code: 'ZYN-COOLMINT-6MG' }, quantity: 1 });
    await add('anonymous', guest, second.guid, 'entries', { product: { code: 'ZYN-ESPRESSO-9MG' }, quantity: 1 });
    const merged = parse(await call('POST', `${CARTS('demo-lau')}?oldCartId=${second.guid}&toMergeCartGuid=${anonymous.guid}`, { headers: bearer(member) }));
    expect(merged).toMatchObject({ guid: anonymous.guid, totalItems: 2, totalUnitCount: 4 });
    // the anonymous cart is gone; an anonymous visitor cannot take over a cart
    expect((await call('GET', `${CARTS('anonymous')}/${second.guid}`, { headers: bearer(guest) })).status).toBe(400);
    expect((await call('POST', `${CARTS('anonymous')}?oldCartId=${anonymous.guid}`, { headers: bearer(guest) })).status).toBe(400);
    expect((await call('POST', `${CARTS('demo-lau')}?oldCartId=no-such-cart`, { headers: bearer(member) })).status).toBe(400);
  });
});
