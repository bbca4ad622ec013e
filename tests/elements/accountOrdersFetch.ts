/**
 * A stub of OCC's account orders for the order elements' tests: the token, the order history (paged, newest
 * first), an order, cancellation, return, the loan decision and reorder, answered from memory. `install()` replaces
 * window.fetch; `restore()` puts it back; `fail` makes calls whose URL contains it answer 500.
 */
export const API = 'https://shop.test/occ';
export const CONFIG = { apiUrl: API, site: 'uk', clientId: 'id', clientSecret: 'secret' };

export interface StubOrder {
  code: string;
  status: string;
  placed: string;
  entries: { entryNumber: number; product: { code: string; name: string }; quantity: number; totalPrice: { formattedValue: string }; cancellableQuantity?: number; lendingConfigurationCode?: string; lendingDays?: number }[];
  consignments?: { status: string; statusDate: string }[];
}

export interface OrdersStub {
  calls: { method: string; url: string; body?: unknown }[];
  orders: StubOrder[];
  fail?: string;
  /** the units in the user's cart (a reorder adds 2) */
  cartUnits: number;
  /** what cartFromOrder answers instead of one success of 2 */
  modifications?: unknown[];
  /** calls whose URL contains it wait until `release()` */
  hold?: string;
  release(): void;
  /** held calls answered since the stub was installed */
  heldAnswered: number;
  /** held answers whose body the page has read (the settled signal for "a late answer changed nothing") */
  heldRead: number;
  restore(): void;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function order(code: string, status: string, placed: string, extra: Partial<StubOrder> = {}): StubOrder {
  return {
    code,
    status,
    placed,
    entries: [{ entryNumber: 0, product: { code: `P-${code}`, name: `Tin ${code}` }, quantity: 2, totalPrice: { formattedValue: '£9.00' }, cancellableQuantity: 2 }],
    ...extra,
  };
}

const full = (o: StubOrder) => ({
  code: o.code,
  created: o.placed,
  status: o.status,
  entries: o.entries,
  totalUnitCount: o.entries.reduce((sum, e) => sum + e.quantity, 0),
  subTotal: { formattedValue: '£9.00' },
  deliveryCost: { formattedValue: '£3.99' },
  totalTax: { formattedValue: '£2.16' },
  totalPriceWithTax: { formattedValue: '£12.99' },
  deliveryAddress: { firstName: 'Devi', lastName: 'Patel', line1: '5 Hope Street', town: 'Bristol', postalCode: 'BS1 5TR', country: { isocode: 'GB', name: 'United Kingdom' } },
  paymentInfo: { id: 'c1', cardNumber: '************1881', cardType: { code: 'visa', name: 'Visa' } },
  consignments: o.consignments ?? [],
  cancellable: ['CREATED', 'PAYMENT_CAPTURED'].includes(o.status),
});

export function install(): OrdersStub {
  const realFetch = window.fetch;
  let released: () => void = () => {};
  let gate = new Promise<void>((resolve) => (released = resolve));
  const stub: OrdersStub = {
    calls: [],
    orders: [],
    cartUnits: 0,
    heldAnswered: 0,
    heldRead: 0,
    restore: () => (window.fetch = realFetch),
    release: () => {
      stub.hold = undefined;
      released();
      gate = new Promise<void>((resolve) => (released = resolve));
    },
  };
  const answer = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = String(input instanceof Request ? input.url : input);
    const method = (init?.method ?? 'GET').toUpperCase();
    let body: unknown;
    try {
      body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    } catch {
      body = init?.body; // the token's form
    }
    stub.calls.push({ method, url, body });
    if (!url.startsWith(API)) return realFetch(input, init);
    const parsed = new URL(url);
    const path = parsed.pathname.replace('/occ', '');
    if (path === '/oauth/token') return json({ access_token: 'token', token_type: 'bearer', expires_in: 3600 });
    if (stub.hold && url.includes(stub.hold)) {
      await gate;
      stub.heldAnswered += 1;
    }
    if (stub.fail && url.includes(stub.fail)) return json({ errors: [{ type: 'ServerError', message: 'boom' }] }, 500);
    const base = '/v2/uk/users/current';
    const sorted = [...stub.orders].sort((a, b) => b.placed.localeCompare(a.placed));
    if (method === 'GET' && path === `${base}/orders`) {
      const page = Number(parsed.searchParams.get('currentPage') ?? 0);
      const size = Number(parsed.searchParams.get('pageSize') ?? 20);
      return json({
        orders: sorted.slice(page * size, page * size + size).map((o) => ({ code: o.code, placed: o.placed, status: o.status, total: { formattedValue: '£12.99' } })),
        pagination: { currentPage: page, pageSize: size, totalPages: Math.max(1, Math.ceil(sorted.length / size)), totalResults: sorted.length },
      });
    }
    const one = /\/orders\/([^/]+)(\/cancellation|\/lending)?$/.exec(path);
    const found = one ? stub.orders.find((o) => o.code === decodeURIComponent(one[1]!)) : undefined;
    if (one && !found) return json({ errors: [{ type: 'UnknownIdentifierError' }] }, 404);
    if (found && method === 'GET' && !one![2]) return json(full(found));
    if (found && method === 'POST' && one![2] === '/cancellation') {
      found.status = 'CANCELLED';
      return new Response(null, { status: 200 });
    }
    if (found && method === 'POST' && one![2] === '/lending') {
      if ((body as { decision?: string })?.decision === 'keep') for (const entry of found.entries) delete entry.lendingConfigurationCode;
      return new Response(null, { status: 200 });
    }
    if (method === 'POST' && path === `${base}/orderReturns`) return json({ code: 'R1', rma: 'R1' }, 201);
    if (method === 'POST' && path === `${base}/cartFromOrder`) {
      if (stub.modifications) return json({ cartModifications: stub.modifications });
      stub.cartUnits += 2;
      return json({ cartModifications: [{ statusCode: 'success', quantityAdded: 2 }] });
    }
    // the user's cart, as the cart refresh after a reorder reads it
    const cart = { code: 'c1', guid: 'g1', user: { uid: 'u1' }, totalUnitCount: stub.cartUnits, entries: [] };
    if (method === 'GET' && /\/carts$/.test(path)) return json({ carts: [cart] });
    if (method === 'GET' && /\/carts\/c1$/.test(path)) return json(cart);
    return json({ errors: [{ type: 'NotFound' }] }, 404);
  };
  window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const answeredBefore = stub.heldAnswered;
    const response = await answer(input, init);
    if (stub.heldAnswered === answeredBefore) return response;
    // A held answer: counted once the page has read its body.
    for (const read of ['json', 'text'] as const) {
      const original = response[read].bind(response) as () => Promise<never>;
      response[read] = () => original().finally(() => (stub.heldRead += 1));
    }
    return response;
  }) as typeof window.fetch;
  return stub;
}

export function logIn(): void {
  document.cookie = 'brand_uid=u1; path=/';
  document.cookie = 'brand_token=t1; path=/';
}

export function logOut(): void {
  for (const name of ['brand_uid', 'brand_token', 'brand_commerce_token']) document.cookie = `${name}=; Path=/; Max-Age=0`;
}
