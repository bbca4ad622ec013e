// The account client against the demo's mock backend (no socket): the wire contract of docs/mock-api.md
// "OCC account" seen from both ends.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetTokens } from '../../../demo/mock/commerceToken.mjs';
import { resetAccounts, setAccountClock } from '../../../demo/mock/occAccount.mjs';
import { createOccAccountClient } from '../../../src/core/services/occAccount';
import { call } from '../mock/call';
import { HYBRIS, captureConsole, fakeFetch, memoryJar } from '../helpers/fakes';

const mockFetch = () =>
  fakeFetch(async (request) => {
    const answer = await call(request.method, request.url, { headers: request.headers, body: request.body });
    return new Response(answer.body === '' ? null : answer.body, { status: answer.status, headers: answer.headers });
  });

const clientFor = (uid: string) =>
  createOccAccountClient(HYBRIS, { fetch: mockFetch(), cookies: memoryJar({ brand_uid: uid, brand_token: `token-${uid}` }) });

let logged: ReturnType<typeof captureConsole>;
beforeEach(() => {
  resetTokens();
  resetAccounts();
  setAccountClock(() => new Date('2026-11-24T12:00:00Z'));
  logged = captureConsole();
});
afterEach(() => {
  setAccountClock();
  logged.restore();
});

describe('occAccount client ⇄ mock', () => {
  it('pages the orders newest first and reads one in full', async () => {
    const client = clientFor('demo-dev');
    const page = await client.getOrders({ pageSize: 5 });
    expect(page.orders?.map((order) => order.status)).toEqual(['CREATED', 'PAYMENT_CAPTURED', 'READY', 'COMPLETED', 'COMPLETED']);
    expect(page.pagination).toMatchObject({ totalResults: 6, totalPages: 2 });
    const order = await client.getOrder('00010031');
    expect(order).toMatchObject({ status: 'PAYMENT_CAPTURED', cancellable: true, entries: [{ product: { code: 'IQOS-ILUMA-KIT-MOSS' } }] });
  });

  it('cancels, then a second cancel is refused with the reason', async () => {
    const client = clientFor('demo-dev');
    await client.cancelOrder('00010031', [{ orderEntryNumber: 0, quantity: 1 }]);
    expect((await client.getOrder('00010031')).status).toBe('CANCELLED');
    await expect(client.cancelOrder('00010031', [{ orderEntryNumber: 0, quantity: 1 }])).rejects.toMatchObject({ status: 400, reasons: ['notCancellable'] });
  });

  it('adds, edits, defaults and removes an address', async () => {
    const client = clientFor('demo-lau');
    const added = await client.addAddress({ firstName: 'Laura', lastName: 'Underwood', line1: '1 New St', town: 'York', postalCode: 'yo1 7hh', country: { isocode: 'GB' } });
    expect(added.postalCode).toBe('YO1 7HH');
    await client.updateAddress(added.id!, { line2: 'Flat 9' });
    await client.setDefaultAddress(added.id!);
    const list = await client.getAddresses();
    expect(list.find((address) => address.defaultAddress)).toMatchObject({ id: added.id, line2: 'Flat 9' });
    await client.deleteAddress(added.id!);
    expect((await client.getAddresses()).map((address) => address.id)).toEqual(['lau-home', 'lau-work']);
    await expect(client.addAddress({ firstName: 'L', lastName: 'U', line1: 'x', town: 'y', postalCode: 'nope', country: { isocode: 'GB' } })).rejects.toMatchObject({ subjects: ['postalCode'] });
  });

  it('changes a card\'s expiry, refuses a past one, removes a card', async () => {
    const client = clientFor('demo-hav');
    await client.updatePaymentDetails('hav-master', { expiryMonth: '06', expiryYear: '2031' });
    expect((await client.getPaymentDetails())[0]).toMatchObject({ expiryMonth: '06', expiryYear: '2031', cardNumber: '************4444' });
    await expect(client.updatePaymentDetails('hav-master', { expiryMonth: '10', expiryYear: '2026' })).rejects.toMatchObject({ status: 400, subjects: ['expiryMonth'], reasons: ['expired'] });
    await client.deletePaymentDetails('hav-master');
    expect(await client.getPaymentDetails()).toEqual([expect.objectContaining({ id: 'hav-amex', defaultPayment: true })]);
  });
});
