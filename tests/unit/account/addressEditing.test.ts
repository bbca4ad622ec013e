import { describe, expect, it } from 'vitest';
import { addressLabel, addressToEdit, editedAddress, firstAddressProblem, saveFailureOutcome, serverFieldMessage, withFieldChecked, withSavedAddress } from '../../../src/core/account/addressEditing';
import { fillTemplate } from '../../../src/core/text/template';

describe('saveFailureOutcome', () => {
  it('a 400 naming a field of the form goes on that field', () => {
    expect(saveFailureOutcome({ status: 400, subjects: ['postalCode'], reasons: ['invalid'] })).toEqual({ kind: 'field', field: 'postalCode', problem: 'server' });
    expect(saveFailureOutcome({ status: 400, subjects: ['town'], reasons: ['missing'] })).toEqual({ kind: 'field', field: 'town', problem: 'required' });
  });
  it('the first subject the form knows wins, with its own reason', () => {
    expect(saveFailureOutcome({ status: 400, subjects: ['country.isocode', 'line1'], reasons: ['invalid', 'missing'] })).toEqual({ kind: 'field', field: 'line1', problem: 'required' });
  });
  it('a full address book is the limit', () => {
    expect(saveFailureOutcome({ status: 400, subjects: ['addresses'], reasons: ['invalid'] })).toEqual({ kind: 'limit' });
  });
  it('anything else is one message', () => {
    expect(saveFailureOutcome({ status: 500 })).toEqual({ kind: 'other' });
    expect(saveFailureOutcome({ status: 400, subjects: ['country.isocode'] })).toEqual({ kind: 'other' });
    expect(saveFailureOutcome({ status: 400 })).toEqual({ kind: 'other' });
    expect(saveFailureOutcome(undefined)).toEqual({ kind: 'other' });
    // a field named by a 500 is not the visitor's to fix
    expect(saveFailureOutcome({ status: 500, subjects: ['postalCode'] })).toEqual({ kind: 'other' });
  });
});

describe('firstAddressProblem', () => {
  it('follows the order of the form, not of the object', () => {
    expect(firstAddressProblem({ postalCode: 'invalid', firstName: 'required' })).toBe('firstName');
    expect(firstAddressProblem({ phone: 'invalid', town: 'required' })).toBe('town');
    expect(firstAddressProblem({})).toBeUndefined();
  });
});

describe('addressToEdit', () => {
  it('the authored id, else the handed-over one, else a new address', () => {
    expect(addressToEdit('a-1', 'b-2')).toBe('a-1');
    expect(addressToEdit(' a-1 ', undefined)).toBe('a-1');
    expect(addressToEdit('', 'b-2')).toBe('b-2');
    expect(addressToEdit('   ', 'b-2')).toBe('b-2');
    expect(addressToEdit(undefined, undefined)).toBeUndefined();
    expect(addressToEdit(42, undefined)).toBeUndefined();
  });
});

describe('templates', () => {
  it('fills known placeholders and keeps unknown ones', () => {
    expect(fillTemplate('Remove {line1}?', { line1: '7 Mill Lane' })).toBe('Remove 7 Mill Lane?');
    expect(fillTemplate('{a} and {b}', { a: 'x' })).toBe('x and {b}');
    expect(fillTemplate('{line1} {line1}', { line1: 'y' })).toBe('y y');
  });
  it("names a field the server refused", () => {
    expect(serverFieldMessage('Check {field}.', 'town')).toBe('Check the town or city.');
  });
  it('labels an address by its first line, else its name', () => {
    expect(addressLabel({ line1: ' 7 Mill Lane ', firstName: 'Laura' })).toBe('7 Mill Lane');
    expect(addressLabel({ line1: '', firstName: 'Laura', lastName: 'Underwood' })).toBe('Laura Underwood');
    expect(addressLabel(undefined)).toBe('');
  });
});

describe('withFieldChecked', () => {
  it("replaces only the checked field's problem", () => {
    const before = { firstName: 'required', postalCode: 'server' } as const;
    expect(withFieldChecked(before, 'postalCode', { postalCode: 'invalid', town: 'required' })).toEqual({ firstName: 'required', postalCode: 'invalid' });
    expect(withFieldChecked(before, 'firstName', {})).toEqual({ postalCode: 'server' });
  });
});

describe('the mock OCC accepts what the form offers', () => {
  it('every title code of the form', async () => {
    const { validateAddress } = await import('../../../demo/mock/occAccountViews.mjs');
    const { TITLE_CODES } = await import('../../../src/core/account/addresses');
    const base = { firstName: 'Ada', lastName: 'Lovelace', line1: '1 Road', town: 'Leeds', postalCode: 'LS1 4AP', country: { isocode: 'GB' } };
    for (const titleCode of TITLE_CODES) expect(validateAddress({ ...base, titleCode }).response, titleCode).toBeUndefined();
  });
});

describe('editedAddress (the local copy after a PATCH)', () => {
  const before = { id: 'a', title: 'Mr', titleCode: 'mr', firstName: 'Ada', line1: '1 Main St', line2: 'Flat 2', phone: '0161 496 0000', formattedAddress: '1 Main St, Flat 2' };
  it('a field sent as empty is gone; the rest comes from the body', () => {
    const next = editedAddress(before, { titleCode: 'mr', firstName: 'Ada', line1: '3 Main St', line2: '', phone: '' });
    expect(next).toEqual({ id: 'a', title: 'Mr', titleCode: 'mr', firstName: 'Ada', line1: '3 Main St' });
  });
  it('a changed or cleared title code drops the stale display title', () => {
    expect(editedAddress(before, { titleCode: '' })).not.toHaveProperty('title');
    expect(editedAddress(before, { titleCode: 'dr' })).not.toHaveProperty('title');
  });
});

describe('withSavedAddress', () => {
  const list: Array<{ id: string; defaultAddress?: boolean; line1?: string }> = [{ id: 'a', defaultAddress: true }, { id: 'b', defaultAddress: false }];
  it('replaces by id or adds at the end, keeping untouched entries', () => {
    const next = withSavedAddress(list, { id: 'b', defaultAddress: false, line1: 'x' });
    expect(next.map((entry) => entry.id)).toEqual(['a', 'b']);
    expect(next[0]).toBe(list[0]);
    expect(next[1]).toMatchObject({ line1: 'x' });
    expect(withSavedAddress(list, { id: 'c' }).map((entry) => entry.id)).toEqual(['a', 'b', 'c']);
  });
  it('a saved default is the only default', () => {
    expect(withSavedAddress(list, { id: 'c', defaultAddress: true }).map((entry) => entry.defaultAddress)).toEqual([false, false, true]);
  });
});
