import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { issueToken, resetTokens } from '../../../demo/mock/commerceToken.mjs';
import { resetAccounts, setAccountClock } from '../../../demo/mock/occAccount.mjs';
import { resetCarts } from '../../../demo/mock/occCarts.mjs';
import { call, parse, type MockResponse } from './call';

const BASE = (user = 'current') => `/mock/occ/v2/brand-gb/users/${user}`;
const auth = (token: string) => ({ Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' });
const as = (uid: string) => auth(issueToken(uid));
const send = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  call(method, path, { headers, body: body === undefined ? undefined : JSON.stringify(body) });
const firstError = (response: MockResponse) => parse(response).errors[0];

beforeEach(() => {
  resetTokens();
  resetAccounts();
  resetCarts();
  setAccountClock(() => new Date('2026-11-24T12:00:00Z'));
});
afterEach(() => setAccountClock());

describe('mock OCC account: who may call', () => {
  it('401 without a bearer, with an unknown one, and with an anonymous token', async () => {
    expect((await call('GET', `${BASE()}/orders`)).status).toBe(401);
    expect(firstError(await call('GET', `${BASE()}/orders`)).type).toBe('InvalidTokenError');
    expect((await send('GET', `${BASE()}/addresses`, auth('occ-made-up'))).status).toBe(401);
    const anonymous = await send('GET', `${BASE()}/paymentdetails`, as('anonymous'));
    expect(anonymous.status).toBe(401);
    expect(firstError(anonymous).type).toBe('UnauthorizedError');
  });

  it('403 for another user than the token\'s; the token\'s own uid works like `current`', async () => {
    const headers = as('demo-dev');
    expect((await send('GET', `${BASE('demo-hav')}/orders`, headers)).status).toBe(403);
    const own = await send('GET', `${BASE('demo-dev')}/orders`, headers);
    expect(own.status).toBe(200);
    expect(parse(own)).toEqual(parse(await send('GET', `${BASE()}/orders`, headers)));
  });

  it('400 for an unknown site', async () => {
    const response = await send('GET', '/mock/occ/v2/nope/users/current/orders', as('demo-dev'));
    expect(response.status).toBe(400);
    expect(firstError(response).type).toBe('InvalidResourceError');
  });

  it('honours the fault injection like every mock call', async () => {
    const response = await send('GET', `${BASE()}/orders?demo_fault=500`, as('demo-dev'));
    expect(response.status).toBe(500);
    expect(response.headers['X-Demo-Fault']).toBe('500');
  });
});

describe('mock OCC orders', () => {
  it('lists newest first with OCC pagination and sorts', async () => {
    const body = parse(await send('GET', `${BASE()}/orders?currentPage=0&pageSize=4&sort=byDate`, as('demo-dev')));
    expect(body.orders.map((order: { code: string }) => order.code)).toEqual(['00010034', '00010031', '00010029', '00010024']);
    expect(body.pagination).toEqual({ currentPage: 0, pageSize: 4, sort: 'byDate', totalPages: 2, totalResults: 6 });
    expect(body.sorts).toEqual([{ code: 'byDate', selected: true }, { code: 'byOrderNumber', selected: false }]);
    expect(body.orders[0]).toMatchObject({ code: '00010034', status: 'CREATED', statusDisplay: 'pending', placed: '2026-11-22T10:30:00+0000', total: { currencyIso: 'GBP' } });
    const page2 = parse(await send('GET', `${BASE()}/orders?currentPage=1&pageSize=4`, as('demo-dev')));
    expect(page2.orders.map((order: { status: string }) => order.status)).toEqual(['COMPLETED', 'CANCELLED']);
  });

  it('keeps personas apart: demo-lau has no orders, demo-hav three', async () => {
    expect(parse(await send('GET', `${BASE()}/orders`, as('demo-lau')))).toMatchObject({ orders: [], pagination: { totalResults: 0, totalPages: 0 } });
    expect(parse(await send('GET', `${BASE()}/orders`, as('demo-hav'))).pagination.totalResults).toBe(3);
    expect((await send('GET', `${BASE()}/orders/00010034`, as('demo-hav'))).status).toBe(404);
  });

  it.each([
    ['pageSize=0', 'pageSize'],
    ['pageSize=101', 'pageSize'],
    ['currentPage=-1', 'currentPage'],
    ['sort=byPrice', 'sort'],
  ])('refuses %s with a ValidationError naming %s', async (query, subject) => {
    const response = await send('GET', `${BASE()}/orders?${query}`, as('demo-dev'));
    expect(response.status).toBe(400);
    expect(firstError(response)).toMatchObject({ type: 'ValidationError', subject });
  });

  it('answers an order with fields=FULL: entries, totals, address, masked card, flags', async () => {
    const response = await send('GET', `${BASE()}/orders/00010029?fields=FULL`, as('demo-dev'));
    expect(response.status).toBe(200);
    const order = parse(response);
    expect(order).toMatchObject({ code: '00010029', status: 'READY', cancellable: false, returnable: false, consignments: [{ status: 'READY' }] });
    expect(order.entries[0]).toMatchObject({ entryNumber: 0, product: { code: 'ZYN-CITRUS-3MG', name: 'ZYN Citrus 3 mg' }, quantity: 3, basePrice: { value: 4.5 }, totalPrice: { value: 13.5 } });
    expect(order.subTotal.value).toBe(23.3);
    expect(order.deliveryCost.value).toBe(0);
    expect(order.paymentInfo).toMatchObject({ cardNumber: '************5100', cardType: { code: 'master' } });
    expect(order.deliveryAddress).toMatchObject({ postalCode: 'BS1 5TR', country: { isocode: 'GB' } });
    expect((await send('GET', `${BASE()}/orders/99999999`, as('demo-dev'))).status).toBe(404);
  });

  it('cancels an order whose status allows it, entry by entry, and the change persists', async () => {
    const headers = as('demo-dev');
    const path = `${BASE()}/orders/00010034/cancellation`;
    expect((await send('POST', path, headers, { cancellationRequestEntryInputs: [{ orderEntryNumber: 0, quantity: 4 }] })).status).toBe(200);
    let order = parse(await send('GET', `${BASE()}/orders/00010034`, as('demo-dev')));
    expect(order).toMatchObject({ status: 'CREATED', cancellable: true });
    expect(order.entries[0]).toMatchObject({ cancelledItemsQuantity: 4, cancellableQuantity: 0 });
    expect((await send('POST', path, headers, { cancellationRequestEntryInputs: [{ orderEntryNumber: 1, quantity: 1 }] })).status).toBe(200);
    order = parse(await send('GET', `${BASE()}/orders/00010034`, headers));
    expect(order).toMatchObject({ status: 'CANCELLED', cancellable: false });
    // another persona is untouched
    expect(parse(await send('GET', `${BASE()}/orders/00010021`, as('demo-hav'))).status).toBe('CREATED');
  });

  it('refuses a cancel the status does not allow, and bad entries', async () => {
    const headers = as('demo-dev');
    const ready = await send('POST', `${BASE()}/orders/00010029/cancellation`, headers, { cancellationRequestEntryInputs: [{ orderEntryNumber: 0, quantity: 1 }] });
    expect(ready.status).toBe(400);
    expect(firstError(ready)).toMatchObject({ type: 'CancellationError', reason: 'notCancellable' });
    const path = `${BASE()}/orders/00010031/cancellation`;
    expect(firstError(await send('POST', path, headers, {})).subject).toBe('cancellationRequestEntryInputs');
    expect(firstError(await send('POST', path, headers, { cancellationRequestEntryInputs: [{ orderEntryNumber: 5, quantity: 1 }] })).subject).toBe('cancellationRequestEntryInputs[0].orderEntryNumber');
    expect(firstError(await send('POST', path, headers, { cancellationRequestEntryInputs: [{ orderEntryNumber: 0, quantity: 2 }] })).type).toBe('ValidationError');
    expect((await call('POST', path, { headers, body: '{' })).status).toBe(400);
    expect((await send('POST', `${BASE()}/orders/nope/cancellation`, headers, { cancellationRequestEntryInputs: [] })).status).toBe(404);
  });

  it('takes a return request for a completed order only', async () => {
    const headers = as('demo-dev');
    const created = await send('POST', `${BASE()}/orderReturns`, headers, { orderCode: '00010024', returnRequestEntryInputs: [{ orderEntryNumber: 0, quantity: 2 }] });
    expect(created.status).toBe(201);
    expect(parse(created)).toMatchObject({ rma: expect.stringMatching(/^\d{8}$/), order: { code: '00010024' }, status: 'APPROVAL_PENDING', returnEntries: [{ expectedQuantity: 2, refundAmount: { value: 9 } }] });
    const order = parse(await send('GET', `${BASE()}/orders/00010024`, headers));
    expect(order.entries[0]).toMatchObject({ returnedItemsQuantity: 2, returnableQuantity: 8 });
    const refused = await send('POST', `${BASE()}/orderReturns`, headers, { orderCode: '00010034', returnRequestEntryInputs: [{ orderEntryNumber: 0, quantity: 1 }] });
    expect(firstError(refused)).toMatchObject({ reason: 'notReturnable' });
    expect(firstError(await send('POST', `${BASE()}/orderReturns`, headers, { returnRequestEntryInputs: [] })).subject).toBe('orderCode');
  });
});

describe('mock OCC addresses', () => {
  const NEW = { firstName: 'Devi', lastName: 'Patel', line1: '9 Park Row', town: 'Bristol', postalCode: 'bs15lh', country: { isocode: 'GB' } };

  it('lists two GB addresses with one default', async () => {
    const { addresses } = parse(await send('GET', `${BASE()}/addresses`, as('demo-lau')));
    expect(addresses).toHaveLength(2);
    expect(addresses.filter((address: { defaultAddress: boolean }) => address.defaultAddress)).toHaveLength(1);
    expect(addresses[0]).toMatchObject({ id: 'lau-home', firstName: 'Laura', town: 'Leeds', country: { isocode: 'GB' }, defaultAddress: true });
  });

  it('adds (201, postcode normalised), updates by PATCH, sets default and deletes; every change persists', async () => {
    const headers = as('demo-dev');
    const created = await send('POST', `${BASE()}/addresses`, headers, NEW);
    expect(created.status).toBe(201);
    const address = parse(created);
    expect(address).toMatchObject({ postalCode: 'BS1 5LH', defaultAddress: false, id: expect.any(String) });
    expect((await send('PATCH', `${BASE()}/addresses/${address.id}`, headers, { line2: 'Unit 4', defaultAddress: true })).status).toBe(200);
    let list = parse(await send('GET', `${BASE()}/addresses`, as('demo-dev'))).addresses;
    expect(list.find((item: { id: string }) => item.id === address.id)).toMatchObject({ line2: 'Unit 4', defaultAddress: true });
    expect(list.filter((item: { defaultAddress: boolean }) => item.defaultAddress)).toHaveLength(1);
    expect((await send('DELETE', `${BASE()}/addresses/${address.id}`, headers)).status).toBe(200);
    list = parse(await send('GET', `${BASE()}/addresses`, headers)).addresses;
    expect(list.map((item: { id: string }) => item.id)).toEqual(['dev-home', 'dev-work']);
    // the first remaining becomes the default
    expect(list[0].defaultAddress).toBe(true);
    expect(parse(await send('GET', `${BASE()}/addresses`, as('demo-hav'))).addresses.map((item: { id: string }) => item.id)).toEqual(['hav-home', 'hav-work']);
  });

  it.each([
    [{ ...NEW, firstName: ' ' }, 'firstName', 'missing'],
    [{ ...NEW, postalCode: '12345' }, 'postalCode', 'invalid'],
    [{ ...NEW, country: { isocode: 'FR' } }, 'country.isocode', 'invalid'],
    [{ ...NEW, country: undefined }, 'country.isocode', 'missing'],
    [{ ...NEW, line1: 'x'.repeat(101) }, 'line1', 'invalid'],
    [{ ...NEW, phone: 'call me' }, 'phone', 'invalid'],
    [{ ...NEW, titleCode: 'sir' }, 'titleCode', 'invalid'],
  ])('refuses a bad address with a ValidationError naming the field (%#)', async (body, subject, reason) => {
    const response = await send('POST', `${BASE()}/addresses`, as('demo-dev'), body);
    expect(response.status).toBe(400);
    expect(firstError(response)).toMatchObject({ type: 'ValidationError', subject, reason });
  });

  it('a PATCH is validated merged with the stored address; unknown ids are 404', async () => {
    const headers = as('demo-dev');
    expect(firstError(await send('PATCH', `${BASE()}/addresses/dev-home`, headers, { postalCode: 'nope' })).subject).toBe('postalCode');
    expect((await send('PATCH', `${BASE()}/addresses/missing`, headers, { town: 'Bath' })).status).toBe(404);
    expect((await send('DELETE', `${BASE()}/addresses/missing`, headers)).status).toBe(404);
  });
});

describe('mock OCC payment details', () => {
  it('lists the cards masked as OCC answers them', async () => {
    const { payments } = parse(await send('GET', `${BASE()}/paymentdetails?saved=true&fields=FULL`, as('demo-hav')));
    expect(payments).toEqual([
      expect.objectContaining({ id: 'hav-master', cardNumber: '************4444', cardType: { code: 'master', name: 'Mastercard' }, expiryMonth: '03', expiryYear: '2027', defaultPayment: true }),
      expect.objectContaining({ id: 'hav-amex', cardNumber: '************0005', defaultPayment: false }),
    ]);
  });

  it('changes the expiry and the default; the change persists', async () => {
    const headers = as('demo-hav');
    expect((await send('PATCH', `${BASE()}/paymentdetails/hav-amex`, headers, { expiryMonth: '1', expiryYear: '2030', defaultPayment: true })).status).toBe(200);
    const { payments } = parse(await send('GET', `${BASE()}/paymentdetails`, as('demo-hav')));
    expect(payments[1]).toMatchObject({ expiryMonth: '01', expiryYear: '2030', defaultPayment: true });
    expect(payments[0].defaultPayment).toBe(false);
  });

  it.each([
    [{ expiryMonth: '10', expiryYear: '2026' }, 'expiryMonth', 'expired'],
    [{ expiryMonth: '12', expiryYear: '2025' }, 'expiryYear', 'expired'],
    [{ expiryMonth: '13' }, 'expiryMonth', 'invalid'],
    [{ expiryYear: '27' }, 'expiryYear', 'invalid'],
    [{ cardNumber: '4111111111111111' }, 'cardNumber', 'invalid'],
  ])('refuses %o naming %s', async (body, subject, reason) => {
    const response = await send('PATCH', `${BASE()}/paymentdetails/hav-master`, as('demo-hav'), body);
    expect(response.status).toBe(400);
    expect(firstError(response)).toMatchObject({ type: 'ValidationError', subject, reason });
  });

  it('accepts the current month (a card is valid to its end)', async () => {
    expect((await send('PATCH', `${BASE()}/paymentdetails/hav-master`, as('demo-hav'), { expiryMonth: '11', expiryYear: '2026' })).status).toBe(200);
  });

  it('deletes a card; the next becomes the default; unknown ids are 404', async () => {
    const headers = as('demo-dev');
    expect((await send('DELETE', `${BASE()}/paymentdetails/dev-visa`, headers)).status).toBe(200);
    expect(parse(await send('GET', `${BASE()}/paymentdetails`, headers)).payments).toEqual([expect.objectContaining({ id: 'dev-master', defaultPayment: true })]);
    expect((await send('DELETE', `${BASE()}/paymentdetails/dev-visa`, headers)).status).toBe(404);
    // an order keeps the card it was paid with
    expect(parse(await send('GET', `${BASE()}/orders/00010034`, headers)).paymentInfo.cardNumber).toBe('************1881');
  });
});

describe('mock OCC reorder', () => {
  it('makes a new cart of the user from the order; a pack cannot be added again', async () => {
    const headers = as('demo-dev');
    const response = await send('POST', `${BASE()}/cartFromOrder?orderCode=00010034`, headers);
    expect(response.status).toBe(200);
    const { cartModifications } = parse(response);
    expect(cartModifications).toEqual([
      expect.objectContaining({ statusCode: 'success', quantityAdded: 4, entry: expect.objectContaining({ product: expect.objectContaining({ code: 'ZYN-COOLMINT-9MG' }) }) }),
      expect.objectContaining({ statusCode: 'unavailable', quantityAdded: 0 }),
    ]);
    const carts = parse(await send('GET', '/mock/occ/v2/brand-gb/users/demo-dev/carts?fields=FULL&lang=en', headers)).carts;
    expect(carts).toHaveLength(1);
    expect(carts[0]).toMatchObject({ totalUnitCount: 4, user: { uid: 'demo-dev' } });
    expect((await send('POST', `${BASE()}/cartFromOrder?orderCode=nope`, headers)).status).toBe(404);
    expect(firstError(await send('POST', `${BASE()}/cartFromOrder`, headers)).subject).toBe('orderCode');
  });
});
