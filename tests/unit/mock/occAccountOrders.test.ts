import { beforeEach, describe, expect, it } from 'vitest';
import { issueToken, resetTokens } from '../../../demo/mock/commerceToken.mjs';
import { resetAccounts } from '../../../demo/mock/occAccount.mjs';
import { resetCarts } from '../../../demo/mock/occCarts.mjs';
import { allowedOrderActions } from '../../../src/core/account';
import { call, parse } from './call';

const BASE = '/mock/occ/v2/brand-gb/users/current';
const headers = (uid: string) => ({ Authorization: `Bearer ${issueToken(uid)}`, 'Content-Type': 'application/json' });
const send = (uid: string, method: string, path: string, body?: unknown) =>
  call(method, `${BASE}${path}`, { headers: headers(uid), body: body === undefined ? undefined : JSON.stringify(body) });

beforeEach(() => {
  resetTokens();
  resetAccounts();
  resetCarts();
});

describe('mock OCC orders: the trial loan and reorder (issue 19, brand-account-order-card)', () => {
  it("demo-dev's trial order carries its loan and allows keep, extend and returning the device today", async () => {
    const order = parse(await send('demo-dev', 'GET', '/orders/00010019?fields=FULL'));
    expect(order.entries[0]).toMatchObject({ lendingConfigurationCode: 'LEND-30D', lendingDays: 14, lendingExtended: false });
    expect(allowedOrderActions(order, { now: Date.now() })).toEqual(['keep', 'extend', 'trial-return', 'reorder']);
  });

  it('the history carries the item count', async () => {
    const list = parse(await send('demo-dev', 'GET', '/orders?pageSize=1'));
    expect(list.orders[0]).toMatchObject({ code: '00010034', totalUnitCount: 5 });
  });

  it('extend adds 14 days once; keep ends the loan (no trial actions, no return)', async () => {
    expect((await send('demo-dev', 'POST', '/orders/00010019/lending', { decision: 'extend' })).status).toBe(200);
    const extended = parse(await send('demo-dev', 'GET', '/orders/00010019'));
    expect(extended.entries[0]).toMatchObject({ lendingDays: 28, lendingExtended: true });
    // the rules no longer offer extend, which the mock would refuse
    expect(allowedOrderActions(extended, { now: Date.now() })).toEqual(['keep', 'trial-return', 'reorder']);
    const again = await send('demo-dev', 'POST', '/orders/00010019/lending', { decision: 'extend' });
    expect(again.status).toBe(400);
    expect(parse(again).errors[0]).toMatchObject({ type: 'LendingError', reason: 'alreadyExtended' });
    expect((await send('demo-dev', 'POST', '/orders/00010019/lending', { decision: 'keep' })).status).toBe(200);
    const kept = parse(await send('demo-dev', 'GET', '/orders/00010019'));
    expect(kept.entries[0].lendingConfigurationCode).toBeUndefined();
    expect(kept.returnable).toBe(false);
    expect(allowedOrderActions(kept, { now: Date.now() })).toEqual(['reorder']);
  });

  it('refuses a decision on an order without a loan, and an unknown decision', async () => {
    const none = await send('demo-dev', 'POST', '/orders/00010024/lending', { decision: 'keep' });
    expect(parse(none).errors[0]).toMatchObject({ type: 'LendingError', reason: 'notLent' });
    const odd = await send('demo-dev', 'POST', '/orders/00010019/lending', { decision: 'maybe' });
    expect(odd.status).toBe(400);
    expect(parse(odd).errors[0].subject).toBe('decision');
  });

  it('returning the trial device ends the loan too', async () => {
    const returned = await send('demo-dev', 'POST', '/orderReturns', { orderCode: '00010019', returnRequestEntryInputs: [{ orderEntryNumber: 0, quantity: 1 }] });
    expect(returned.status).toBe(201);
    const order = parse(await send('demo-dev', 'GET', '/orders/00010019'));
    expect(order.entries[0].lendingConfigurationCode).toBeUndefined();
    expect(allowedOrderActions(order, { now: Date.now() })).toEqual(['reorder']);
  });

  it("reorder adds to the user's open cart when there is one, so the storefront's cart shows it", async () => {
    const uid = 'demo-hav';
    const cart = parse(await call('POST', `/mock/occ/v2/brand-gb/users/${uid}/carts`, { headers: headers(uid) }));
    const answer = await send(uid, 'POST', '/cartFromOrder?orderCode=00010017');
    expect(answer.status).toBe(200);
    const carts = parse(await call('GET', `/mock/occ/v2/brand-gb/users/${uid}/carts`, { headers: headers(uid) })).carts;
    expect(carts).toHaveLength(1);
    expect(carts[0].code).toBe(cart.code);
    expect(carts[0].totalUnitCount).toBe(10);
  });
});
