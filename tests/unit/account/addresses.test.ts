import { describe, expect, it } from 'vitest';
import {
  addressFieldMessage,
  addressLines,
  addressMessages,
  fromOccAddress,
  isUkPhone,
  isUkPostcode,
  normalisePostcode,
  sortAddressesDefaultFirst,
  toOccAddress,
  addressFieldNames,
  DEFAULT_ADDRESS_MESSAGES,
  validateAddressForm,
} from '../../../src/core/account/addresses';

const valid = { firstName: 'Ada', lastName: 'Lovelace', line1: '10 Downing Street', town: 'London', postalCode: 'sw1a2aa' };

describe('UK postcode (official pattern, normalised with one space, upper case)', () => {
  it.each([
    ['sw1a 1aa', 'SW1A 1AA'], ['SW1A1AA', 'SW1A 1AA'], [' ec1a  1bb ', 'EC1A 1BB'], ['m1 1ae', 'M1 1AE'],
    ['b33 8th', 'B33 8TH'], ['cr2 6xh', 'CR2 6XH'], ['dn55 1pt', 'DN55 1PT'], ['w1a 0ax', 'W1A 0AX'], ['gir 0aa', 'GIR 0AA'],
  ])('%s is valid and becomes %s', (input, normalised) => {
    expect(normalisePostcode(input)).toBe(normalised);
    expect(isUkPostcode(input)).toBe(true);
  });

  it.each(['', '1AA 1AA', 'SW1A', 'SW1A 1A', 'AB1 A1A', 'SW1A 1AAA', '12345', 'SW1A-1AA', 'VI1 1AA'])('%s is refused', (input) => {
    expect(isUkPostcode(input)).toBe(false);
  });
});

describe('UK phone (optional)', () => {
  it.each(['020 7946 0000', '07700 900000', '+44 7700 900000', '0044 20 7946 0000', '(020) 7946-0000'])('%s is valid', (p) => {
    expect(isUkPhone(p)).toBe(true);
  });
  it.each(['12345', '+33 1 23 45 67 89', '+44 07700 900000', 'phone me'])('%s is refused', (p) => {
    expect(isUkPhone(p)).toBe(false);
  });
});

describe('validateAddressForm (a field-problem map like the login form)', () => {
  it('a complete address has no problems; the phone, line 2 and title are optional', () => {
    expect(validateAddressForm(valid)).toEqual({});
    expect(validateAddressForm({ ...valid, phone: '  ', line2: '', titleCode: '' })).toEqual({});
  });

  it('required fields, blanks counting as missing', () => {
    expect(validateAddressForm({})).toEqual({
      firstName: 'required', lastName: 'required', line1: 'required', town: 'required', postalCode: 'required',
    });
    expect(validateAddressForm({ ...valid, firstName: '   ', town: 42 })).toEqual({ firstName: 'required', town: 'required' });
  });

  it('invalid and too long', () => {
    expect(validateAddressForm({ ...valid, postalCode: 'XX', phone: '123', titleCode: 'sir' }))
      .toEqual({ postalCode: 'invalid', phone: 'invalid', titleCode: 'invalid' });
    expect(validateAddressForm({ ...valid, line1: 'x'.repeat(256) })).toEqual({ line1: 'too-long' });
    expect(validateAddressForm({ ...valid, line1: 'x'.repeat(255), titleCode: 'MR' })).toEqual({});
  });

  it('messages say what to fix; authored ones replace the defaults', () => {
    expect(addressFieldMessage('firstName', 'required')).toBe('Enter your first name.');
    expect(addressFieldMessage('postalCode', 'invalid')).toBe('Enter a UK postcode like SW1A 1AA.');
    expect(addressFieldMessage('line1', 'too-long')).toBe('Shorten the first line of the address to 255 characters or fewer.');
    expect(addressFieldMessage('phone', 'invalid')).toMatch(/UK phone number/);
    expect(addressFieldMessage('town', undefined)).toBeUndefined();
    const messages = addressMessages({ requiredMessage: 'Please fill in {field}.', postcodeInvalidMessage: '  ', phoneInvalidMessage: 3 });
    expect(addressFieldMessage('town', 'required', messages)).toBe('Please fill in the town or city.');
    expect(addressFieldMessage('postalCode', 'invalid', messages)).toBe('Enter a UK postcode like SW1A 1AA.');
  });
});

describe('OCC Address body and cards', () => {
  it('trimmed, postcode normalised, GB, blank optionals left out', () => {
    expect(toOccAddress({ ...valid, firstName: ' Ada ', line2: ' ', phone: ' 020 7946 0000 ', titleCode: 'MS' }, { defaultAddress: true })).toEqual({
      titleCode: 'ms', firstName: 'Ada', lastName: 'Lovelace', line1: '10 Downing Street', town: 'London', postalCode: 'SW1A 2AA',
      phone: '020 7946 0000', country: { isocode: 'GB' }, shippingAddress: true, visibleInAddressBook: true, defaultAddress: true,
    });
    expect(toOccAddress(valid)).not.toHaveProperty('defaultAddress');
  });

  it('for a PATCH, blank optional fields are sent as empty strings (OCC merges, so a left-out field is never cleared)', () => {
    const body = toOccAddress({ ...valid, line2: '  ', phone: '', titleCode: '' }, { forPatch: true });
    expect(body).toMatchObject({ line2: '', phone: '', titleCode: '', firstName: 'Ada' });
    expect(toOccAddress({ ...valid, line2: 'Flat 2', titleCode: 'DR' }, { forPatch: true })).toMatchObject({ line2: 'Flat 2', titleCode: 'dr', phone: '' });
    expect(toOccAddress({ ...valid, line2: ' ' })).not.toHaveProperty('line2');
  });

  it('form values from a saved address, card lines, default first', () => {
    const saved = { id: 'a1', firstName: 'Ada', lastName: 'Lovelace', line1: '1 Main St', town: 'Leeds', postalCode: 'ls11ur', country: { isocode: 'GB', name: 'United Kingdom' } };
    expect(fromOccAddress(saved)).toEqual({ titleCode: '', firstName: 'Ada', lastName: 'Lovelace', line1: '1 Main St', line2: '', town: 'Leeds', postalCode: 'ls11ur', phone: '' });
    expect(addressLines(saved)).toEqual(['Ada Lovelace', '1 Main St', 'Leeds', 'LS1 1UR', 'United Kingdom']);
    expect(sortAddressesDefaultFirst([{ id: 'a' }, { id: 'b', defaultAddress: true }]).map((a) => a.id)).toEqual(['b', 'a']);
  });
});

describe('addressFieldNames ({field} in messages)', () => {
  it('an authored label names its field; others keep the English phrase', () => {
    const names = addressFieldNames({ firstName: ' الاسم الأول ', town: '', phone: 42 });
    expect(names.firstName).toBe('الاسم الأول');
    expect(names.town).toBe('the town or city');
    expect(names.phone).toBe('the phone number');
    expect(addressFieldMessage('firstName', 'required', { ...DEFAULT_ADDRESS_MESSAGES, requiredMessage: 'أدخل {field}.' }, names)).toBe('أدخل الاسم الأول.');
  });
});
