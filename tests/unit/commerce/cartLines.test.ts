import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addToCart, changeCartLine, removeCartLine } from '../../../src/core/commerce/cart';
import { CART_LINE_MESSAGES, cartLineMessage, checkLineQuantity, lineMaxQuantity, withLineQuantity } from '../../../src/core/commerce/cartLines';
import { cartSummary } from '../../../src/core/commerce/cartView';
import { syncMemberCart } from '../../../src/core/commerce/cartRefresh';
import { readLocalCart } from '../../../src/core/stores/localCart';
import type { OccCart } from '../../../src/core/services/occCart';
import { resetTokens } from '../../../demo/mock/commerceToken.mjs';
import { resetCarts } from '../../../demo/mock/occCarts.mjs';
import { call } from '../mock/call';
import { mockBackend } from '../helpers/mockBackend';
import { HYBRIS, captureConsole, json, memoryJar, memoryStorage } from '../helpers/fakes';

describe('a cart line’s quantity: the rules', () => {
  it('the most a line may hold: the lower of the stock level and the order limit, never below what it has', () => {
    expect(lineMaxQuantity({ quantity: 2, product: { code: 'A', maxOrderQuantity: 20, stock: { stockLevelStatus: 'inStock' } } as never })).toBe(20);
    expect(lineMaxQuantity({ quantity: 1, product: { code: 'A', maxOrderQuantity: 20, stock: { stockLevelStatus: 'lowStock', stockLevel: 3 } } as never })).toBe(3);
    expect(lineMaxQuantity({ quantity: 1, product: { code: 'A', maxOrderQuantity: 1 } as never })).toBe(1);
    // out of stock since it was added: fewer is possible, more is not
    expect(lineMaxQuantity({ quantity: 4, product: { code: 'A', stock: { stockLevelStatus: 'outOfStock' } } as never })).toBe(4);
    expect(lineMaxQuantity({ quantity: 2, product: { code: 'A' } })).toBeUndefined();
    expect(lineMaxQuantity({ quantity: 2, product: { code: 'A', maxOrderQuantity: 'many', stock: 'x' } as never })).toBeUndefined();
  });

  it('a typed quantity: a whole number from 1 to the most; 0, negative, too many and not a number say why', () => {
    expect(checkLineQuantity('3', 20)).toEqual({ ok: true, quantity: 3 });
    expect(checkLineQuantity(' 20 ', 20)).toEqual({ ok: true, quantity: 20 });
    expect(checkLineQuantity('150')).toEqual({ ok: true, quantity: 150 });
    expect(checkLineQuantity('0', 20)).toEqual({ ok: false, reason: 'too-low' });
    expect(checkLineQuantity('-2', 20)).toEqual({ ok: false, reason: 'too-low' });
    expect(checkLineQuantity('21', 20)).toEqual({ ok: false, reason: 'too-high', max: 20 });
    for (const typed of ['', 'two', '1.5', '1e2', '3 tins', '0x10']) expect(checkLineQuantity(typed, 20), typed).toEqual({ ok: false, reason: 'not-a-number' });
  });

  it('authored messages replace the defaults, placeholders filled; a blank or non-string one keeps the default', () => {
    expect(cartLineMessage('removed', { name: 'ZYN' }, { removed: 'تمت إزالة {name}.' })).toBe('تمت إزالة ZYN.');
    expect(cartLineMessage('too-high', { max: 5 }, { 'too-high': 'Höchstens {max}.' })).toBe('Höchstens 5.');
    expect(cartLineMessage('server', {}, { server: '  ' })).toBe(CART_LINE_MESSAGES.server);
    expect(cartLineMessage('server', {}, { server: 42 })).toBe(CART_LINE_MESSAGES.server);
    expect(cartLineMessage('updated', { name: 'A', count: 2 }, JSON.parse('{"__proto__": {"updated": "x"}}'))).toBe('A: quantity 2.');
  });

  it('a line keeps its identity (its key) when a line above it goes and the entries are numbered down', () => {
    const entries = [
      { entryNumber: 0, product: { code: 'A', name: 'A' }, quantity: 1 },
      { entryNumber: 1, product: { code: 'B', name: 'B' }, quantity: 1 },
      { entryNumber: 2, product: { code: 'B', name: 'B' }, quantity: 1, lendingConfigurationCode: 'LEND-30D' },
    ];
    const before = cartSummary({ guid: 'g', entries }).lines;
    const after = cartSummary(withLineQuantity({ guid: 'g', entries }, 0, 0)).lines;
    expect(new Set(before.map((line) => line.key)).size).toBe(3);
    expect(after.map((line) => [line.key, line.entryNumber])).toEqual([
      [before[1]!.key, 0],
      [before[2]!.key, 1],
    ]);
  });

  it('messages fill the name, the count and the most', () => {
    expect(cartLineMessage('too-high', { max: 3 })).toBe('You can order at most 3 of this product.');
    expect(cartLineMessage('removed', { name: 'ZYN Citrus 3 mg' })).toBe('ZYN Citrus 3 mg was removed from your cart.');
    expect(cartLineMessage('lowStock', { name: 'ZYN Citrus 3 mg', count: 3 })).toBe('Only 3 of ZYN Citrus 3 mg can be ordered: that is all we have for now.');
    expect(Object.values(CART_LINE_MESSAGES).every((message) => message.endsWith('.'))).toBe(true);
  });

  const cart: OccCart = {
    guid: 'g',
    totalUnitCount: 5,
    totalItems: 3,
    entries: [
      { entryNumber: 0, product: { code: 'A' }, quantity: 2 },
      { entryNumber: 1, product: { code: 'B' }, quantity: 1 },
      { entryNumber: 2, product: { code: 'C' }, quantity: 2 },
    ],
  };

  it('the cart shown at once: the line’s new quantity and the unit count; the original is not touched', () => {
    const shown = withLineQuantity(cart, 1, 4)!;
    expect(shown.entries!.map((entry) => [entry.entryNumber, entry.quantity])).toEqual([[0, 2], [1, 4], [2, 2]]);
    expect(shown.totalUnitCount).toBe(8);
    expect(cart.entries![1]!.quantity).toBe(1);
  });

  it('a removed line: gone, the lines after it numbered down as OCC does, the counts following', () => {
    const shown = withLineQuantity(cart, 0, 0)!;
    expect(shown.entries!.map((entry) => [entry.entryNumber, entry.product!.code])).toEqual([[0, 'B'], [1, 'C']]);
    expect(shown).toMatchObject({ totalUnitCount: 3, totalItems: 2 });
    expect(withLineQuantity(cart, 7, 1)).toBeUndefined();
  });
});

describe('changeCartLine and removeCartLine against the mock OCC', () => {
  let logged: ReturnType<typeof captureConsole>;
  beforeEach(() => {
    resetTokens();
    resetCarts();
    logged = captureConsole();
  });
  afterEach(() => logged.restore());

  async function filled() {
    const visitor = { cookies: memoryJar(), storage: memoryStorage() };
    const fetch = mockBackend();
    await addToCart(HYBRIS, { type: 'standard', productCode: 'ZYN-COOLMINT-6MG', quantity: 2 }, { ...visitor, fetch });
    await addToCart(HYBRIS, { type: 'standard', productCode: 'ZYN-CITRUS-3MG', quantity: 1 }, { ...visitor, fetch });
    return visitor;
  }
  const summary = (storage: ReturnType<typeof memoryStorage>) => cartSummary(readLocalCart(storage).carts[0] as OccCart);

  it('a new quantity shows at once, is sent as PATCH …/entries/{n} { quantity }, and OCC’s totals follow', async () => {
    const visitor = await filled();
    const fetch = mockBackend();
    const pending = changeCartLine(HYBRIS, { entryNumber: 0, quantity: 4 }, { ...visitor, fetch });
    // before OCC answers: the line and the count (the header's badge) already say 4
    expect(summary(visitor.storage).lines[0]).toMatchObject({ code: 'ZYN-COOLMINT-6MG', quantity: 4 });
    expect(readLocalCart(visitor.storage).totalUnitCount).toBe(5);
    expect(await pending).toEqual({ ok: true, quantity: 4, statusCode: 'success' });
    const patch = fetch.calls.find((recorded) => recorded.method === 'PATCH')!;
    expect(patch.url).toMatch(/\/users\/anonymous\/carts\/[0-9a-f-]{36}\/entries\/0$/);
    expect(JSON.parse(String(patch.body))).toEqual({ quantity: 4 });
    expect(summary(visitor.storage)).toMatchObject({ totalUnitCount: 5, subtotal: '£22.50', total: '£22.50' });
    expect(summary(visitor.storage).lines[0]).toMatchObject({ quantity: 4, total: '£18.00', entryNumber: 0, maxQuantity: 20 });
    expect(logged.text()).toBe('');
  });

  it('more than the stock: OCC keeps the most it can and the outcome says how many', async () => {
    const visitor = await filled();
    expect(await changeCartLine(HYBRIS, { entryNumber: 1, quantity: 3 }, { ...visitor, fetch: mockBackend() })).toEqual({ ok: true, quantity: 3, statusCode: 'success' });
    expect(summary(visitor.storage).lines[1]).toMatchObject({ code: 'ZYN-CITRUS-3MG', quantity: 3, maxQuantity: 3 });
    // past the field's bounds (another tab's stale page): OCC's lowStock answer is what the cart shows
    const outcome = await changeCartLine(HYBRIS, { entryNumber: 1, quantity: 6 }, { ...visitor, fetch: mockBackend() });
    expect(outcome).toEqual({ ok: true, quantity: 3, statusCode: 'lowStock' });
    expect(summary(visitor.storage).lines[1]!.quantity).toBe(3);
  });

  it('removing a line sends DELETE …/entries/{n}; removing the last one leaves an empty cart and a count of 0', async () => {
    const visitor = await filled();
    const fetch = mockBackend();
    expect(await removeCartLine(HYBRIS, 0, { ...visitor, fetch })).toEqual({ ok: true, quantity: 0, statusCode: 'success' });
    expect(fetch.calls.find((recorded) => recorded.method === 'DELETE')!.url).toMatch(/\/entries\/0$/);
    expect(summary(visitor.storage).lines.map((line) => [line.entryNumber, line.code])).toEqual([[0, 'ZYN-CITRUS-3MG']]);
    expect(await removeCartLine(HYBRIS, 0, { ...visitor, fetch })).toMatchObject({ ok: true });
    expect(summary(visitor.storage).lines).toEqual([]);
    expect(readLocalCart(visitor.storage).totalUnitCount).toBe(0);
  });

  for (const [name, fault, reason] of [
    ['a 500', () => json(500, { errors: [{ type: 'ServerError', message: 'boom' }] }), 'server'],
    ['a lost connection', () => Promise.reject(new TypeError('Failed to fetch')), 'network'],
    ['InsufficientStockError', () => json(400, { errors: [{ type: 'InsufficientStockError', message: 'Product [ZYN-COOLMINT-6MG] cannot be shipped - out of stock online' }] }), 'out-of-stock'],
  ] as const) {
    it(`${name}: the line is put back as it was and the outcome says ${reason}`, async () => {
      const visitor = await filled();
      const before = readLocalCart(visitor.storage);
      const failing = mockBackend((recorded) => (recorded.method === 'PATCH' ? fault() : undefined));
      const pending = changeCartLine(HYBRIS, { entryNumber: 0, quantity: 5 }, { ...visitor, fetch: failing });
      expect(summary(visitor.storage).lines[0]!.quantity).toBe(5);
      expect(await pending).toEqual({ ok: false, reason });
      expect(readLocalCart(visitor.storage)).toEqual(before);
      expect(logged.spies.error.mock.calls[0]).toEqual(['Unable to update the cart.']);
    });
  }

  it('another OCC refusal keeps its message and the line', async () => {
    const visitor = await filled();
    const refused = mockBackend((recorded) => (recorded.method === 'DELETE' ? json(400, { errors: [{ type: 'CartError', message: 'Cart is locked.', reason: 'locked' }] }) : undefined));
    expect(await removeCartLine(HYBRIS, 0, { ...visitor, fetch: refused })).toEqual({ ok: false, reason: 'server', message: 'Cart is locked.' });
    expect(summary(visitor.storage).lines).toHaveLength(2);
    expect(logged.spies.error.mock.calls).toEqual([['Unable to remove from the cart.']]);
  });

  it('a line another device removed meanwhile is gone: OCC says CartEntryError notFound and the cart is read again', async () => {
    const visitor = await filled();
    const otherDevice = mockBackend(async (recorded) => {
      if (recorded.method !== 'PATCH') return undefined;
      // the first line goes on another device just before this change arrives
      await call('DELETE', recorded.url.replace(/\/entries\/\d+$/, '/entries/0'), { headers: recorded.headers });
      return undefined;
    });
    expect(await changeCartLine(HYBRIS, { entryNumber: 1, quantity: 2 }, { ...visitor, fetch: otherDevice })).toEqual({ ok: false, reason: 'gone' });
    expect(summary(visitor.storage).lines.map((line) => [line.entryNumber, line.code, line.quantity])).toEqual([[0, 'ZYN-CITRUS-3MG', 1]]);
  });

  it('a timeout puts the line back, then reads the cart: a change that did happen shows', async () => {
    const visitor = await filled();
    const lost = mockBackend(async (recorded) => {
      if (recorded.method !== 'PATCH') return undefined;
      await call(recorded.method, recorded.url, { headers: recorded.headers, body: recorded.body });
      return new Promise<Response>((_, reject) => recorded.signal?.addEventListener('abort', () => reject(recorded.signal?.reason)));
    });
    expect(await changeCartLine(HYBRIS, { entryNumber: 0, quantity: 6 }, { ...visitor, fetch: lost, timeoutMs: 20 })).toEqual({ ok: false, reason: 'timeout' });
    expect(summary(visitor.storage).lines[0]!.quantity).toBe(6);
  });

  it('without hybrisConfig, or for a line this cart does not have: nothing is sent', async () => {
    const visitor = await filled();
    const fetch = mockBackend();
    expect(await changeCartLine(undefined, { entryNumber: 0, quantity: 2 }, { ...visitor, fetch })).toEqual({ ok: false, reason: 'not-configured' });
    expect(await changeCartLine(HYBRIS, { entryNumber: 9, quantity: 2 }, { ...visitor, fetch })).toEqual({ ok: false, reason: 'gone' });
    expect(await removeCartLine(HYBRIS, 0, { cookies: memoryJar(), storage: memoryStorage(), fetch })).toEqual({ ok: false, reason: 'gone' });
    expect(fetch.calls).toEqual([]);
  });
});

describe('syncMemberCart: a member’s cart on a device that does not hold it', () => {
  beforeEach(() => {
    resetTokens();
    resetCarts();
  });
  const member = (uid: string) => ({ cookies: memoryJar({ brand_uid: uid, brand_token: `token-${uid}` }), storage: memoryStorage() });

  it('reads the member’s current OCC cart into the local cart; a device that holds it asks nothing', async () => {
    const fetch = mockBackend();
    const phone = member('demo-lau.sync1');
    await addToCart(HYBRIS, { type: 'standard', productCode: 'ZYN-COOLMINT-6MG', quantity: 3 }, { ...phone, fetch });
    const laptop = member('demo-lau.sync1');
    expect(await syncMemberCart(HYBRIS, { ...laptop, fetch })).toBe('read');
    expect(readLocalCart(laptop.storage)).toMatchObject({ totalUnitCount: 3, carts: [{ user: { uid: 'demo-lau.sync1' } }] });
    const before = fetch.calls.length;
    expect(await syncMemberCart(HYBRIS, { ...laptop, fetch })).toBe('kept');
    expect(fetch.calls.length).toBe(before);
  });

  it('the cart filled before signing in joins the member’s (SAP’s merge); a visitor not signed in asks nothing', async () => {
    const fetch = mockBackend();
    await addToCart(HYBRIS, { type: 'standard', productCode: 'ZYN-COOLMINT-6MG', quantity: 1 }, { ...member('demo-lau.sync2'), fetch });
    const storage = memoryStorage();
    await addToCart(HYBRIS, { type: 'standard', productCode: 'ZYN-ESPRESSO-9MG', quantity: 2 }, { cookies: memoryJar(), storage, fetch });
    expect(await syncMemberCart(HYBRIS, { cookies: memoryJar(), storage, fetch })).toBe('none');
    const signedIn = { cookies: memoryJar({ brand_uid: 'demo-lau.sync2', brand_token: 'token-demo-lau.sync2' }), storage };
    expect(await syncMemberCart(HYBRIS, { ...signedIn, fetch })).toBe('read');
    expect(fetch.calls.some((recorded) => recorded.method === 'POST' && /oldCartId=.+&toMergeCartGuid=/.test(recorded.url))).toBe(true);
    const cart = readLocalCart(storage);
    expect(cart.totalUnitCount).toBe(3);
    expect(cart.carts).toHaveLength(1);
    expect(await syncMemberCart(undefined, { ...signedIn, fetch })).toBe('not-configured');
  });

  it('a member with no cart at all is asked about once per tab, not on every page', async () => {
    const fetch = mockBackend();
    const tab = memoryStorage();
    const visitor = { ...member('demo-lau.sync3'), session: tab };
    expect(await syncMemberCart(HYBRIS, { ...visitor, fetch })).toBe('none');
    const asked = fetch.calls.length;
    expect(asked).toBeGreaterThan(0);
    expect(await syncMemberCart(HYBRIS, { ...visitor, fetch })).toBe('kept');
    expect(fetch.calls.length).toBe(asked);
    // another member in the same tab is asked about
    expect(await syncMemberCart(HYBRIS, { ...member('demo-lau.sync4'), session: tab, fetch })).toBe('none');
    expect(fetch.calls.length).toBeGreaterThan(asked);
  });
});
