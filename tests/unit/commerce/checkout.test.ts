import { describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES, NEW_CARD_MESSAGES, addressLabel, cardLabel, cardNetwork, checkNewCard, checkoutMessage, ecommerceOf, mustVerifyAgeToOrder, openStep, passesLuhn } from '../../../src/core/commerce/checkout';

describe('checkout rules', () => {
  it('the open step is the first without a confirmed choice', () => {
    expect(openStep({})).toBe('address');
    expect(openStep({ addressId: 'a' })).toBe('delivery');
    expect(openStep({ addressId: 'a', modeCode: 'm' })).toBe('payment');
    expect(openStep({ addressId: 'a', modeCode: 'm', paymentId: 'p' })).toBe('review');
    // a mode without an address (SAP drops the mode when the address changes) does not skip the address
    expect(openStep({ modeCode: 'm', paymentId: 'p' })).toBe('address');
  });

  it('a card is named by its type and last four digits only; an address by its lines', () => {
    expect(cardLabel({ cardNumber: '************4444', cardType: { code: 'master', name: 'Mastercard' }, expiryMonth: '3', expiryYear: '2027' })).toBe('Mastercard ending 4444, expires 03/2027');
    expect(cardLabel({ cardNumber: '4111 1111 1111 1111', cardType: { name: 'Visa' }, expiryMonth: '09', expiryYear: '2031' })).toBe('Visa ending 1111, expires 09/2031');
    expect(cardLabel({ cardType: { name: 'Visa' } })).toBe('Visa');
    expect(cardLabel({ cardNumber: '12' })).toBe('Card');
    expect(addressLabel({ firstName: 'Ada', lastName: 'Lovelace', line1: '12 St James Square', town: 'London', postalCode: 'sw1y4jh', country: { isocode: 'GB', name: 'United Kingdom' } })).toBe(
      'Ada Lovelace, 12 St James Square, London, SW1Y 4JH, United Kingdom',
    );
  });

  it('an order needs hard age verification only where shopConfig says so, and only a verified member passes', () => {
    const strict = { orderRequiresHardAgeVerification: true };
    expect(mustVerifyAgeToOrder(strict, 'LAU')).toBe(true);
    expect(mustVerifyAgeToOrder(strict, 'LAU-HAV')).toBe(false);
    expect(mustVerifyAgeToOrder(strict, 'LAU-HAV-DEV')).toBe(false);
    expect(mustVerifyAgeToOrder({ orderRequiresHardAgeVerification: 'yes' }, 'LAU')).toBe(false);
    expect(mustVerifyAgeToOrder(undefined, 'LAU')).toBe(false);
    expect(mustVerifyAgeToOrder(strict, undefined)).toBe(false);
  });

  it('GA4 ecommerce of a cart: currency, its total as value, one item per entry at its unit price', () => {
    const cart = {
      totalPrice: { value: 15.99, currencyIso: 'GBP' },
      entries: [
        { product: { code: 'TIN', name: 'Tin' }, quantity: 2, basePrice: { value: 4.5 } },
        { product: { code: 'SET' }, quantity: 1 },
        { quantity: 3 },
      ],
    };
    expect(ecommerceOf(cart as never)).toEqual({
      currency: 'GBP',
      value: 15.99,
      items: [
        { item_id: 'TIN', item_name: 'Tin', price: 4.5, quantity: 2 },
        { item_id: 'SET', item_name: 'SET', price: 0, quantity: 1 },
      ],
    });
    expect(ecommerceOf(undefined)).toEqual({ currency: 'GBP', value: 0, items: [] });
  });

  it('what a failure says: OCC’s own message when it has one; by type or field without; ours with no answer or a server error', () => {
    expect(checkoutMessage({ status: 400, errors: [{ type: 'InsufficientStockError', message: 'Product [X] cannot be shipped - out of stock online' }] })).toBe('Product [X] cannot be shipped - out of stock online');
    expect(checkoutMessage({ status: 400, errors: [{ type: 'InsufficientStockError' }] })).toBe(CHECKOUT_MESSAGES['out-of-stock']);
    expect(checkoutMessage({ status: 400, errors: [{ type: 'UnsupportedDeliveryModeError' }] })).toBe(CHECKOUT_MESSAGES['mode-gone']);
    expect(checkoutMessage({ status: 400, errors: [{ type: 'ValidationError', reason: 'expired', subject: 'expiryYear' }] })).toBe(CHECKOUT_MESSAGES['card-expired']);
    expect(checkoutMessage({ status: 400, errors: [{ type: 'ValidationError', subject: 'paymentDetailsId' }] })).toBe(CHECKOUT_MESSAGES['card-unknown']);
    expect(checkoutMessage({ status: 400, errors: [{ type: 'ValidationError', subject: 'termsChecked', message: ' ' }] })).toBe(CHECKOUT_MESSAGES.terms);
    expect(checkoutMessage({ status: 400, errors: [{ type: 'CartError', reason: 'notFound' }] })).toBe(CHECKOUT_MESSAGES['cart-changed']);
    expect(checkoutMessage({ status: 401, errors: [{ type: 'InvalidTokenError', message: 'Invalid access token' }] })).toBe(CHECKOUT_MESSAGES['session-ended']);
    expect(checkoutMessage({ status: 500, errors: [{ type: 'InternalServerError', message: 'NullPointerException at line 12' }] })).toBe(CHECKOUT_MESSAGES.server);
    // a step with no answer is tried again; an order with none may have been placed: the orders say
    expect(checkoutMessage({ kind: 'timeout' })).toBe(CHECKOUT_MESSAGES['step-timeout']);
    expect(checkoutMessage({ kind: 'timeout' }, { ordering: true })).toBe(CHECKOUT_MESSAGES.timeout);
    expect(checkoutMessage({ kind: 'network' }, { ordering: true })).toBe(CHECKOUT_MESSAGES.network);
    expect(checkoutMessage({ kind: 'network' })).toBe(CHECKOUT_MESSAGES.network);
    expect(checkoutMessage({})).toBe(CHECKOUT_MESSAGES.server);
  });
});

describe('a new card typed in the checkout', () => {
  it('the Luhn rule and the networks the shop takes', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('abc')).toBe(false);
    expect(cardNetwork('4111111111111111')).toBe('visa');
    expect(cardNetwork('5555555555554444')).toBe('master');
    expect(cardNetwork('2223003122003222')).toBe('master');
    expect(cardNetwork('378282246310005')).toBe('amex');
    expect(cardNetwork('6011111111111117')).toBeUndefined();
  });

  it('checks the number and the holder; spaces and dashes are fine; says what is wrong by field', () => {
    expect(checkNewCard({ number: '4111 1111-1111 1111', holder: ' Ada Lovelace ' })).toEqual({ ok: true, digits: '4111111111111111', network: 'visa', holder: 'Ada Lovelace' });
    expect(checkNewCard({ number: '', holder: '' })).toEqual({ ok: false, problems: { number: 'number-required', holder: 'holder-required' } });
    expect(checkNewCard({ number: '4111 1111 1111 1112', holder: 'A' })).toEqual({ ok: false, problems: { number: 'number-invalid' } });
    expect(checkNewCard({ number: '4111', holder: 'A' })).toEqual({ ok: false, problems: { number: 'number-invalid' } });
    expect(checkNewCard({ number: '6011 1111 1111 1117', holder: 'A' })).toEqual({ ok: false, problems: { number: 'number-unsupported' } });
    expect(Object.values(NEW_CARD_MESSAGES).every((message) => message.endsWith('.'))).toBe(true);
  });
});
