import { describe, expect, it } from 'vitest';
import {
  cardTypeLabel,
  expiryLabel,
  expiryMessage,
  isCardExpired,
  lastFourDigits,
  maskCardNumber,
  occExpiry,
  parseExpiryMonth,
  parseExpiryYear,
  sortCardsDefaultFirst,
  toCardView,
  validateExpiry,
} from '../../../src/core/account/payment';

// 15 May 2026, local time.
const NOW = new Date(2026, 4, 15, 12, 0, 0);

describe('card number: last four digits only (platform-core section 3 cardNumber)', () => {
  it.each([
    ['4111111111111111', '1111'],
    ['4111 1111 1111 1234', '1234'],
    ['4111-1111-1111-5678', '5678'],
    ['************1111', '1111'],
    ['XXXX-XXXX-XXXX-9876', '9876'],
    [4111111111114321, '4321'],
    ['1234', '1234'],
  ])('%s → %s', (input, last4) => {
    expect(lastFourDigits(input)).toBe(last4);
    expect(maskCardNumber(input)).toBe(`•••• ${last4}`);
  });

  it('never keeps more than four digits, and nothing when fewer exist', () => {
    const masked = maskCardNumber('4111 1111 1111 1111');
    expect(masked.replace(/\D/g, '')).toHaveLength(4);
    for (const bad of ['123', '', '****', null, undefined, {}, ['4111111111111111']]) {
      expect(lastFourDigits(bad)).toBeUndefined();
      expect(maskCardNumber(bad)).toBe('');
    }
  });
});

describe('expiry (credit card editor: a month in the past is refused)', () => {
  it('month 1-12, year of two or four digits', () => {
    expect([parseExpiryMonth('03'), parseExpiryMonth('3'), parseExpiryMonth(12), parseExpiryMonth('0'), parseExpiryMonth('13'), parseExpiryMonth('1.5')])
      .toEqual([3, 3, 12, undefined, undefined, undefined]);
    expect([parseExpiryYear('27'), parseExpiryYear('2027'), parseExpiryYear(2031), parseExpiryYear('202'), parseExpiryYear('27a')])
      .toEqual([2027, 2027, 2031, undefined, undefined]);
  });

  it('accepts the current month and later, refuses earlier', () => {
    expect(validateExpiry('05', '2026', NOW)).toEqual({});
    expect(validateExpiry('5', '26', NOW)).toEqual({});
    expect(validateExpiry('01', '27', NOW)).toEqual({});
    expect(validateExpiry('04', '2026', NOW)).toEqual({ expiryMonth: 'past' });
    expect(validateExpiry('12', '2025', NOW)).toEqual({ expiryYear: 'past' });
    expect(validateExpiry('12', '25', NOW)).toEqual({ expiryYear: 'past' });
  });

  it('required and invalid fields', () => {
    expect(validateExpiry('', ' ', NOW)).toEqual({ expiryMonth: 'required', expiryYear: 'required' });
    expect(validateExpiry('13', '2027', NOW)).toEqual({ expiryMonth: 'invalid' });
    expect(validateExpiry('00', '2027', NOW)).toEqual({ expiryMonth: 'invalid' });
    expect(validateExpiry('06', '227', NOW)).toEqual({ expiryYear: 'invalid' });
    expect(validateExpiry(undefined, null, NOW)).toEqual({ expiryMonth: 'required', expiryYear: 'required' });
  });

  it('the year boundary: December to January', () => {
    const december = new Date(2026, 11, 31, 23, 0, 0);
    expect(validateExpiry('12', '2026', december)).toEqual({});
    expect(validateExpiry('11', '2026', december)).toEqual({ expiryMonth: 'past' });
    expect(validateExpiry('01', '2027', december)).toEqual({});
  });

  it('OCC form, label, expired flag', () => {
    expect(occExpiry('3', '27')).toEqual({ expiryMonth: '03', expiryYear: '2027' });
    expect(occExpiry('13', '27')).toBeUndefined();
    expect(expiryLabel('03', '2027')).toBe('03/27');
    expect(expiryLabel('', '2027')).toBe('');
    expect(isCardExpired('04', '2026', NOW)).toBe(true);
    expect(isCardExpired('05', '2026', NOW)).toBe(false);
    expect(isCardExpired('x', '2026', NOW)).toBe(false);
  });

  it('messages say what to fix', () => {
    expect(expiryMessage('expiryMonth', 'past')).toMatch(/past/);
    expect(expiryMessage('expiryMonth', 'invalid')).toMatch(/1 to 12/);
    expect(expiryMessage('expiryYear', 'invalid')).toMatch(/two or four digits/);
    expect(expiryMessage('expiryYear', undefined)).toBeUndefined();
  });
});

describe('card type label and the card view', () => {
  it('OCC name first, then the code, then the fallback', () => {
    expect(cardTypeLabel({ code: 'visa', name: 'VISA Card' })).toBe('VISA Card');
    expect(cardTypeLabel({ code: 'master' })).toBe('Mastercard');
    expect(cardTypeLabel('amex')).toBe('American Express');
    expect(cardTypeLabel({ code: 'unknown' })).toBe('Card');
    expect(cardTypeLabel(undefined, 'Payment card')).toBe('Payment card');
  });

  it('a view with no more than the last four digits, the default flag and the expiry', () => {
    const view = toCardView({
      id: '8796093284394', cardNumber: '4111 1111 1111 1111', cardType: { code: 'visa' }, expiryMonth: '04',
      expiryYear: '2026', defaultPayment: true, subscriptionId: 'sub-1', paymentMode: { code: 'card' },
    }, NOW);
    expect(view).toEqual({
      id: '8796093284394', last4: '1111', masked: '•••• 1111', typeLabel: 'Visa', typeCode: 'visa',
      expiryLabel: '04/26', expired: true, isDefault: true, paymentMode: 'card',
    });
    expect(JSON.stringify(view)).not.toContain('4111');
    expect(toCardView({ cardNumber: '1111' }, NOW)).toBeUndefined();
    expect(toCardView({ id: 'x', defaultPayment: 'true' as unknown as boolean }, NOW)?.isDefault).toBe(false);
  });

  it('the default card first, the rest in the given order', () => {
    const cards = [{ id: 'a' }, { id: 'b', defaultPayment: true }, { id: 'c' }];
    expect(sortCardsDefaultFirst(cards).map((c) => c.id)).toEqual(['b', 'a', 'c']);
  });
});
