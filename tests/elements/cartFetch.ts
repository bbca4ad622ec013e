/**
 * A stub of the commerce backend for element tests (no mock server here): the token, OCC carts (create,
 * add, change and remove entries, read, delete) and products, answered from memory. `install()` replaces window.fetch;
 * `restore()` puts it back. `idle()` resolves once no request of the stub is in flight.
 */
export const API = 'https://shop.test/occ';
export const CONFIG = { apiUrl: API, site: 'uk', clientId: 'id', clientSecret: 'secret' };

export interface StubCall { method: string; url: string; body?: unknown }

export interface Stub {
  calls: StubCall[];
  /** answer the next add (POST …/entries) with this instead */
  nextAdd?: () => Promise<Response> | Response;
  /** hold the add until `release()` */
  hold: boolean;
  release(): void;
  cart: { guid: string; entries: { product: { code: string; name: string }; quantity: number; totalPrice: { formattedValue: string; value: number } }[] };
  products: Record<string, unknown>;
  failGet?: boolean;
  failDelete?: boolean;
  /** answer the next change or removal of an entry (PATCH or DELETE …/entries/{n}) with this instead */
  nextChange?: () => Promise<Response> | Response;
  idle(): Promise<void>;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const realFetch = window.fetch;

export function cartView(stub: Stub) {
  const units = stub.cart.entries.reduce((sum, entry) => sum + entry.quantity, 0);
  const total = stub.cart.entries.reduce((sum, entry) => sum + entry.totalPrice.value, 0);
  return {
    guid: stub.cart.guid,
    code: '0001',
    user: { uid: 'anonymous' },
    entries: stub.cart.entries.map((entry, entryNumber) => ({ entryNumber, ...entry })),
    totalUnitCount: units,
    subTotal: { formattedValue: `£${total.toFixed(2)}` },
    totalTax: { formattedValue: `£${(total / 6).toFixed(2)}` },
    totalPriceWithTax: { formattedValue: `£${total.toFixed(2)}` },
    totalPrice: { formattedValue: `£${total.toFixed(2)}` },
  };
}

export function install(): Stub {
  let inFlight = 0;
  let waiters: (() => void)[] = [];
  let releaseHeld: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (releaseHeld = resolve));
  const stub: Stub = {
    calls: [],
    hold: false,
    release: () => releaseHeld(),
    cart: { guid: 'guid-1', entries: [] },
    products: {},
    idle: () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiters.push(resolve))),
  };
  const answer = async (method: string, url: string, body: unknown): Promise<Response> => {
    const path = url.slice(API.length).split('?')[0] ?? '';
    if (path === '/oauth/token') return json({ access_token: 'token', token_type: 'bearer', expires_in: 3600 });
    const product = /^\/v2\/uk\/products\/([^/]+)$/.exec(path);
    if (product) {
      const found = stub.products[decodeURIComponent(product[1] ?? '')];
      return found && !stub.failGet ? json(found) : json({ errors: [{ type: 'UnknownIdentifierError' }] }, stub.failGet ? 500 : 400);
    }
    if (method === 'POST' && path === '/v2/uk/users/anonymous/carts') return json({ guid: stub.cart.guid, code: '0001' }, 201);
    if (/\/carts\/[^/]+\/(entries|lendingentries|product-set\/entries)$/.test(path) && method === 'POST') {
      if (stub.hold) await held;
      if (stub.nextAdd) {
        const next = stub.nextAdd;
        stub.nextAdd = undefined;
        return next();
      }
      const request = body as { product?: { code: string }; quantity?: number; productReference?: string };
      const code = request.product?.code ?? request.productReference ?? 'SET';
      const quantity = request.quantity ?? 1;
      stub.cart.entries.push({ product: { code, name: code }, quantity, totalPrice: { formattedValue: `£${(4.7 * quantity).toFixed(2)}`, value: 4.7 * quantity } });
      return json({ statusCode: 'success', quantityAdded: quantity, quantity, entry: { product: { code } } });
    }
    const entry = /\/carts\/[^/]+\/entries\/(\d+)$/.exec(path);
    if (entry && (method === 'PATCH' || method === 'DELETE')) {
      if (stub.nextChange) {
        const next = stub.nextChange;
        stub.nextChange = undefined;
        return next();
      }
      const index = Number(entry[1]);
      const found = stub.cart.entries[index];
      if (!found) return json({ errors: [{ type: 'CartEntryError', message: 'Entry not found', reason: 'notFound' }] }, 400);
      if (method === 'DELETE') {
        stub.cart.entries.splice(index, 1);
        return new Response(null, { status: 200 });
      }
      const quantity = (body as { quantity: number }).quantity;
      const unit = found.totalPrice.value / found.quantity;
      const before = found.quantity;
      Object.assign(found, { quantity, totalPrice: { formattedValue: `£${(unit * quantity).toFixed(2)}`, value: unit * quantity } });
      return json({ statusCode: 'success', quantityAdded: quantity - before, quantity, entry: { entryNumber: index, product: found.product, quantity } });
    }
    if (/\/carts\/[^/]+$/.test(path) && method === 'GET') return stub.failGet ? json({}, 500) : json(cartView(stub));
    if (/\/carts\/[^/]+$/.test(path) && method === 'DELETE') {
      if (stub.failDelete) return json({}, 500);
      stub.cart.entries = [];
      return new Response(null, { status: 200 });
    }
    if (/\/carts$/.test(path) && method === 'GET') return json({ carts: [] });
    return json({ errors: [{ type: 'NotFound' }] }, 404);
  };
  window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.startsWith(API)) return realFetch(input, init);
    const method = (init?.method ?? 'GET').toUpperCase();
    let body: unknown;
    try {
      body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    } catch {
      body = init?.body;
    }
    stub.calls.push({ method, url, body });
    inFlight += 1;
    try {
      return await answer(method, url, body);
    } finally {
      inFlight -= 1;
      if (inFlight === 0) {
        const done = waiters;
        waiters = [];
        // after the caller has read the answer
        setTimeout(() => done.forEach((resolve) => resolve()), 0);
      }
    }
  }) as typeof fetch;
  return stub;
}

export function restore(): void {
  window.fetch = realFetch;
}
