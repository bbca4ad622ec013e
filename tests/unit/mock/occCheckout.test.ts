import { beforeEach, describe, expect, it } from 'vitest';
import { resetTokens } from '../../../demo/mock/commerceToken.mjs';
import { resetCarts } from '../../../demo/mock/occCarts.mjs';
import { resetAccounts } from '../../../demo/mock/occAccount.mjs';
import { resetCheckout } from '../../../demo/mock/occCheckout.mjs';
import { call, parse } from './call';

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };
const GOOD = { grant_type: 'client_credentials', client_id: 'demo-occ-client', client_secret: 'demo-occ-secret', clear: 'true' };
const USER = 'demo-hav.checkout';
const BASE = `/mock/occ/v2/brand-gb/users/${USER}`;

async function tokenFor(username: string): Promise<string> {
  return parse(await call('POST', '/mock/occ/oauth/token', { headers: FORM, body: new URLSearchParams({ ...GOOD, username }).toString() })).access_token;
}

beforeEach(() => {
  resetTokens();
  resetCarts();
  resetAccounts();
  resetCheckout();
});

/** A member's cart with two tins (£9.00 of goods): the token, its code and a call helper. */
async function memberCart(quantity = 2) {
  const token = await tokenFor(USER);
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const send = (method: string, path: string, body?: unknown) => call(method, `${BASE}${path}`, { headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const cart = parse(await send('POST', '/carts?fields=FULL_WITH_CART'));
  await send('POST', `/carts/${cart.code}/entries`, { product: { code: 'ZYN-COOLMINT-6MG' }, quantity });
  return { token, code: cart.code as string, send };
}

describe('mock OCC checkout: address, delivery mode, payment, order', () => {
  it('runs a cart from a saved address to a placed order that joins the member’s orders', async () => {
    const { code, send } = await memberCart();
    // no address yet: no delivery modes, as in SAP
    expect(parse(await send('GET', `/carts/${code}/deliverymodes`))).toEqual({ deliveryModes: [] });
    expect((await send('PUT', `/carts/${code}/addresses/delivery?addressId=hav-home`)).status).toBe(200);
    const { deliveryModes } = parse(await send('GET', `/carts/${code}/deliverymodes`));
    expect(deliveryModes.map((mode: { code: string; deliveryCost: { formattedValue: string } }) => [mode.code, mode.deliveryCost.formattedValue])).toEqual([
      ['standard-gross', '£3.99'],
      ['premium-gross', '£6.99'],
    ]);
    expect((await send('PUT', `/carts/${code}/deliverymode?deliveryModeId=premium-gross`)).status).toBe(200);
    expect((await send('PUT', `/carts/${code}/paymentdetails?paymentDetailsId=hav-master`)).status).toBe(200);
    const cart = parse(await send('GET', `/carts/${code}?fields=FULL`));
    expect(cart).toMatchObject({
      deliveryAddress: { id: 'hav-home', line1: '22 Queen Street', town: 'Manchester' },
      deliveryMode: { code: 'premium-gross', name: 'Next day delivery' },
      deliveryCost: { formattedValue: '£6.99' },
      paymentInfo: { id: 'hav-master', cardNumber: '************4444', cardType: { code: 'master' } },
      subTotal: { formattedValue: '£9.00' },
      totalPrice: { formattedValue: '£15.99' },
    });
    const placed = await send('POST', `/orders?cartId=${code}&termsChecked=true`);
    expect(placed.status).toBe(201);
    const order = parse(placed);
    expect(order).toMatchObject({
      code: '00020001',
      status: 'CREATED',
      totalPrice: { formattedValue: '£15.99' },
      deliveryCost: { formattedValue: '£6.99' },
      deliveryMode: { code: 'premium-gross' },
      deliveryAddress: { line1: '22 Queen Street' },
      paymentInfo: { cardNumber: '************4444' },
      entries: [{ product: { code: 'ZYN-COOLMINT-6MG' }, quantity: 2, totalPrice: { formattedValue: '£9.00' } }],
    });
    expect(JSON.stringify(order)).not.toMatch(/\d{12,}/);
    // the cart is gone: the same call again places nothing
    expect(parse(await send('POST', `/orders?cartId=${code}&termsChecked=true`)).errors[0]).toMatchObject({ type: 'CartError', reason: 'notFound' });
    const history = parse(await send('GET', '/orders?currentPage=0&pageSize=20'));
    expect(history.orders[0]).toMatchObject({ code: '00020001', status: 'CREATED', total: { formattedValue: '£15.99' } });
    expect(history.orders.filter((listed: { code: string }) => listed.code === '00020001')).toHaveLength(1);
  });

  it('standard delivery is free from £20 of goods; a new address joins the book and asks for the mode again', async () => {
    const { code, send } = await memberCart(5);
    await send('PUT', `/carts/${code}/addresses/delivery?addressId=hav-home`);
    await send('PUT', `/carts/${code}/deliverymode?deliveryModeId=standard-gross`);
    expect(parse(await send('GET', `/carts/${code}`)).deliveryCost.formattedValue).toBe('£0.00');
    const added = await send('POST', `/carts/${code}/addresses/delivery`, { firstName: 'Harvey', lastName: 'Avery', line1: '1 New Road', town: 'Salford', postalCode: 'm50 2ez', country: { isocode: 'GB' } });
    expect(added.status).toBe(201);
    expect(parse(added)).toMatchObject({ line1: '1 New Road', postalCode: 'M50 2EZ' });
    const cart = parse(await send('GET', `/carts/${code}`));
    expect(cart.deliveryAddress.line1).toBe('1 New Road');
    expect(cart.deliveryMode).toBeUndefined();
    expect(parse(await send('GET', '/addresses')).addresses.map((address: { line1: string }) => address.line1)).toContain('1 New Road');
    const missing = await send('POST', `/carts/${code}/addresses/delivery`, { firstName: 'H', lastName: 'A', line1: '', town: 'X', postalCode: 'M1 1AA', country: { isocode: 'GB' } });
    expect(parse(missing).errors[0]).toMatchObject({ type: 'ValidationError', subject: 'line1', reason: 'missing' });
  });

  it('refuses what SAP refuses: unknown address, mode or card, an expired card, the terms not ticked, a step missing', async () => {
    const { code, send } = await memberCart();
    const refused = async (method: string, path: string) => {
      const response = await send(method, path);
      expect(response.status, path).toBe(400);
      return parse(response).errors[0];
    };
    expect(await refused('PUT', `/carts/${code}/addresses/delivery?addressId=nope`)).toMatchObject({ type: 'ValidationError', subject: 'addressId' });
    expect(await refused('PUT', `/carts/${code}/deliverymode?deliveryModeId=standard-gross`)).toMatchObject({ type: 'UnsupportedDeliveryModeError' });
    await send('PUT', `/carts/${code}/addresses/delivery?addressId=hav-home`);
    expect(await refused('PUT', `/carts/${code}/deliverymode?deliveryModeId=drone`)).toMatchObject({ type: 'UnsupportedDeliveryModeError', reason: 'notSupported' });
    expect(await refused('PUT', `/carts/${code}/paymentdetails?paymentDetailsId=lau-visa`)).toMatchObject({ subject: 'paymentDetailsId', reason: 'notFound' });
    expect(await refused('POST', `/orders?cartId=${code}&termsChecked=true`)).toMatchObject({ type: 'CartError', reason: 'noDeliveryMode' });
    await send('PUT', `/carts/${code}/deliverymode?deliveryModeId=standard-gross`);
    expect(await refused('POST', `/orders?cartId=${code}&termsChecked=true`)).toMatchObject({ type: 'CartError', reason: 'noPaymentInfo' });
    await send('PUT', `/carts/${code}/paymentdetails?paymentDetailsId=hav-amex`);
    expect(await refused('POST', `/orders?cartId=${code}`)).toMatchObject({ type: 'ValidationError', subject: 'termsChecked' });
    expect(await refused('POST', `/orders?cartId=${code}&termsChecked=false`)).toMatchObject({ subject: 'termsChecked' });
    // an expired card: the member's card edited to a past expiry cannot be chosen
    const { setAccountClock } = await import('../../../demo/mock/occAccount.mjs');
    setAccountClock(() => new Date('2030-01-15T00:00:00Z'));
    try {
      expect(await refused('PUT', `/carts/${code}/paymentdetails?paymentDetailsId=hav-master`)).toMatchObject({ type: 'ValidationError', reason: 'expired' });
      expect(await refused('POST', `/orders?cartId=${code}&termsChecked=true`)).toMatchObject({ reason: 'expired' });
    } finally {
      setAccountClock();
    }
    expect((await send('POST', `/orders?cartId=${code}&termsChecked=true`)).status).toBe(201);
  });

  it('a new card: checked, kept masked (only the last four digits) with the saved cards, set on the cart', async () => {
    const { code, send } = await memberCart();
    const card = { accountHolderName: 'Harvey Avery', cardNumber: '4111 1111 1111 1111', cardType: { code: 'visa' }, expiryMonth: '09', expiryYear: '2031' };
    const refuse = async (body: unknown) => parse(await send('POST', `/carts/${code}/paymentdetails`, body)).errors[0];
    expect(await refuse({ ...card, cardNumber: '4111 1111 1111 1112' })).toMatchObject({ type: 'ValidationError', subject: 'cardNumber' });
    expect(await refuse({ ...card, accountHolderName: ' ' })).toMatchObject({ subject: 'accountHolderName', reason: 'missing' });
    expect(await refuse({ ...card, cardType: { code: 'diners' } })).toMatchObject({ subject: 'cardType.code' });
    expect(await refuse({ ...card, expiryYear: '2001' })).toMatchObject({ reason: 'expired' });
    const added = await send('POST', `/carts/${code}/paymentdetails`, card);
    expect(added.status).toBe(201);
    expect(added.body).not.toMatch(/4111111111111111|4111 1111/);
    const saved = parse(added);
    expect(saved).toMatchObject({ cardNumber: '************1111', cardType: { code: 'visa', name: 'Visa' }, expiryMonth: '09', expiryYear: '2031' });
    expect(parse(await send('GET', `/carts/${code}`)).paymentInfo).toMatchObject({ id: saved.id, cardNumber: '************1111' });
    const wallet = await send('GET', '/paymentdetails?saved=true');
    expect(parse(wallet).payments.map((payment: { id: string }) => payment.id)).toContain(saved.id);
    expect(wallet.body).not.toMatch(/4111111111111111/);
  });

  it('an anonymous cart cannot be checked out, nor another user’s', async () => {
    const guest = await tokenFor('anonymous');
    const headers = { Authorization: `Bearer ${guest}` };
    const cart = parse(await call('POST', '/mock/occ/v2/brand-gb/users/anonymous/carts', { headers }));
    expect((await call('PUT', `/mock/occ/v2/brand-gb/users/anonymous/carts/${cart.guid}/addresses/delivery?addressId=hav-home`, { headers })).status).toBe(401);
    expect((await call('POST', `/mock/occ/v2/brand-gb/users/anonymous/orders?cartId=${cart.code}&termsChecked=true`, { headers })).status).toBe(401);
    const { code } = await memberCart();
    const other = await tokenFor('demo-dev');
    expect((await call('POST', `${BASE}/orders?cartId=${code}&termsChecked=true`, { headers: { Authorization: `Bearer ${other}` } })).status).toBe(403);
  });
});
