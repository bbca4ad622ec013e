import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES, OccAccountError, accountBaseUrl, createOccAccountClient, isOccAccountError } from '../../../src/core/services/occAccount';
import { OccError } from '../../../src/core/services/occCart';
import { HYBRIS, SECRETS, captureConsole, expectNoSecrets, failingFetch, fakeFetch, hangingFetch, json, memoryJar, text, type RecordedCall } from '../helpers/fakes';

const BASE = '/mock/occ/v2/brand-gb/users/current';
const PERSONAL = ['Devi', 'Patel', '5 Hope Street', 'BS1 5TR', '1881', '4111'];

/** A fake OCC: tokens occ-1, occ-2 …; only tokens in `valid` pass; `answer` for every other call. */
function occServer(answer: (call: RecordedCall) => Response | Promise<Response>) {
  let issued = 0;
  const valid = new Set<string>();
  const fetch = fakeFetch(async (call) => {
    if (call.url.endsWith('/oauth/token')) {
      issued += 1;
      valid.add(`occ-${issued}`);
      return json(200, { access_token: `occ-${issued}`, token_type: 'bearer', expires_in: 3600 });
    }
    const bearer = call.headers.Authorization?.replace(/^Bearer /, '');
    if (!bearer || !valid.has(bearer)) return json(401, { errors: [{ type: 'InvalidTokenError', message: 'Invalid access token' }] });
    return answer(call);
  });
  const account = () => fetch.calls.filter((call) => !call.url.endsWith('/oauth/token'));
  return { fetch, valid, account, tokenCalls: () => fetch.calls.filter((call) => call.url.endsWith('/oauth/token')) };
}

const loggedIn = () => memoryJar({ brand_uid: 'demo-dev', brand_token: 'token-demo-dev' });
const client = (server: ReturnType<typeof occServer>, jar = loggedIn(), logLabel?: string) =>
  createOccAccountClient(HYBRIS, { fetch: server.fetch, cookies: jar, logLabel });

let logged: ReturnType<typeof captureConsole>;
beforeEach(() => {
  logged = captureConsole();
});
afterEach(() => {
  expectNoSecrets(logged.text(), [...SECRETS, ...PERSONAL]);
  logged.restore();
});

describe('the calls: URL, method, body, bearer', () => {
  const ok = () => occServer((call) => (call.method === 'GET' || call.url.includes('/orderReturns') || call.url.includes('cartFromOrder') || (call.method === 'POST' && call.url.endsWith('/addresses')) ? json(200, { ok: true }) : text(200, '')));

  it('asks the token for the brand_uid and calls users/current with it', async () => {
    const server = ok();
    await client(server).getOrders();
    expect(server.tokenCalls()[0]!.body).toContain('username=demo-dev');
    expect(server.account()[0]).toMatchObject({ method: 'GET', url: `${BASE}/orders?currentPage=0&pageSize=10&sort=byDate&lang=en`, headers: { Authorization: 'Bearer occ-1' } });
    expect(accountBaseUrl({ ...HYBRIS, apiUrl: '/mock/occ/' })).toBe(BASE);
  });

  it.each<[string, (c: ReturnType<typeof createOccAccountClient>) => Promise<unknown>, string, string, unknown]>([
    ['orders page 2', (c) => c.getOrders({ currentPage: 2, pageSize: 5, sort: 'byOrderNumber' }), 'GET', `${BASE}/orders?currentPage=2&pageSize=5&sort=byOrderNumber&lang=en`, undefined],
    ['order', (c) => c.getOrder('0001/34'), 'GET', `${BASE}/orders/0001%2F34?fields=FULL&lang=en`, undefined],
    ['cancel', (c) => c.cancelOrder('00010034', [{ orderEntryNumber: 1, quantity: 2, extra: 'x' } as never]), 'POST', `${BASE}/orders/00010034/cancellation`, { cancellationRequestEntryInputs: [{ orderEntryNumber: 1, quantity: 2 }] }],
    ['return', (c) => c.requestReturn('00010024', [{ orderEntryNumber: 0, quantity: 1 }]), 'POST', `${BASE}/orderReturns`, { orderCode: '00010024', returnRequestEntryInputs: [{ orderEntryNumber: 0, quantity: 1 }] }],
    ['reorder', (c) => c.reorder('00010024'), 'POST', `${BASE}/cartFromOrder?orderCode=00010024`, undefined],
    ['addresses', (c) => c.getAddresses(), 'GET', `${BASE}/addresses?fields=FULL`, undefined],
    ['add address', (c) => c.addAddress({ firstName: 'A', country: { isocode: 'GB' } }), 'POST', `${BASE}/addresses`, { firstName: 'A', country: { isocode: 'GB' } }],
    ['update address', (c) => c.updateAddress('a 1', { town: 'Bath' }), 'PATCH', `${BASE}/addresses/a%201`, { town: 'Bath' }],
    ['default address', (c) => c.setDefaultAddress('a1'), 'PATCH', `${BASE}/addresses/a1`, { defaultAddress: true }],
    ['delete address', (c) => c.deleteAddress('a1'), 'DELETE', `${BASE}/addresses/a1`, undefined],
    ['payment details', (c) => c.getPaymentDetails(), 'GET', `${BASE}/paymentdetails?saved=true&fields=FULL`, undefined],
    ['update card', (c) => c.updatePaymentDetails('p1', { expiryMonth: '02', expiryYear: '2030', cardNumber: '4111111111111111' } as never), 'PATCH', `${BASE}/paymentdetails/p1`, { expiryMonth: '02', expiryYear: '2030' }],
    ['default card', (c) => c.setDefaultPaymentDetails('p1'), 'PATCH', `${BASE}/paymentdetails/p1`, { defaultPayment: true }],
    ['delete card', (c) => c.deletePaymentDetails('p1'), 'DELETE', `${BASE}/paymentdetails/p1`, undefined],
  ])('%s', async (_, run, method, url, body) => {
    const server = ok();
    await run(client(server));
    const [sent] = server.account();
    expect(sent).toMatchObject({ method, url });
    expect(sent!.body === undefined ? undefined : JSON.parse(sent!.body)).toEqual(body);
    expect(logged.spies.error).not.toHaveBeenCalled();
  });
});

describe('answers', () => {
  it('resolves the bodies; lists default to [] when OCC leaves them out', async () => {
    const server = occServer((call) => (call.url.includes('/addresses') ? json(200, {}) : json(200, { payments: [{ id: 'p1', cardNumber: '************1881' }, 'junk'] })));
    const c = client(server);
    expect(await c.getAddresses()).toEqual([]);
    expect(await c.getPaymentDetails()).toEqual([{ id: 'p1', cardNumber: '************1881' }]);
  });

  it('a 401 gets one new token and one retry', async () => {
    const server = occServer(() => json(200, { orders: [] }));
    const jar = loggedIn();
    await client(server, jar).getOrders();
    server.valid.clear();
    const second = client(server, jar).getOrders();
    await expect(second).resolves.toEqual({ orders: [] });
    expect(server.tokenCalls()).toHaveLength(2);
    expect(server.account().map((call) => call.headers.Authorization)).toEqual(['Bearer occ-1', 'Bearer occ-1', 'Bearer occ-2']);
  });

  it('a 400 rejects with OccAccountError naming the fields, after one logged message', async () => {
    const server = occServer(() => json(400, { errors: [{ type: 'ValidationError', subject: 'postalCode', reason: 'invalid', message: 'BS1 5TR is wrong' }] }));
    const error = await client(server, loggedIn(), 'brand-account-edit-address').addAddress({ postalCode: 'BS1 5TR', firstName: 'Devi' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OccAccountError);
    expect(error).toBeInstanceOf(OccError);
    expect(isOccAccountError(error)).toBe(true);
    expect(error).toMatchObject({ status: 400, subjects: ['postalCode'], reasons: ['invalid'] });
    expect(logged.spies.error).toHaveBeenCalledTimes(1);
    expect(logged.spies.error).toHaveBeenCalledWith(`brand-account-edit-address: ${ACCOUNT_MESSAGES.addAddress}`);
  });

  it.each([
    ['a 500', () => json(500, { errors: [{ type: 'InternalServerError' }] }), 500],
    ['a 404', () => json(404, { errors: [{ type: 'UnknownIdentifierError' }] }), 404],
    ['an empty 200 for a read', () => text(200, ''), 200],
  ])('%s rejects with its status', async (_, answer, status) => {
    const error = await client(occServer(answer)).getOrder('1').catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'OccAccountError', status });
    expect(logged.spies.error).toHaveBeenCalledWith(ACCOUNT_MESSAGES.order);
  });

  it('a network failure rejects with the HttpError, logged once', async () => {
    await expect(createOccAccountClient(HYBRIS, { fetch: failingFetch(), cookies: loggedIn() }).getAddresses()).rejects.toThrow();
    expect(logged.spies.error).toHaveBeenCalledTimes(1);
  });

  it('an anonymous visitor is refused with 401 before any request', async () => {
    const server = occServer(() => json(200, {}));
    await expect(client(server, memoryJar()).getPaymentDetails()).rejects.toMatchObject({ name: 'OccAccountError', status: 401 });
    expect(server.fetch.calls).toHaveLength(0);
  });

  it('a missing id rejects before any request', async () => {
    const server = occServer(() => json(200, {}));
    await expect(client(server).deleteAddress('')).rejects.toThrow('address id is required');
    await expect(client(server).cancelOrder(undefined as never, [])).rejects.toThrow('order code is required');
    expect(server.fetch.calls).toHaveLength(0);
  });

  it('an aborted read rejects without a log', async () => {
    const controller = new AbortController();
    // the token is answered; the account call hangs until aborted (as browsers do)
    const hanging = hangingFetch();
    const fetch = fakeFetch((call) =>
      call.url.endsWith('/oauth/token') ? json(200, { access_token: 'occ-1', expires_in: 3600 }) : hanging(call.url, { method: call.method, signal: call.signal }),
    );
    const jar = loggedIn();
    const pending = createOccAccountClient(HYBRIS, { fetch, cookies: jar }).getOrders({}, { signal: controller.signal });
    await vi.waitFor(() => expect(hanging.calls).toHaveLength(1));
    controller.abort();
    await expect(pending).rejects.toThrow();
    expect(logged.spies.error).not.toHaveBeenCalled();
  });
});
