import { describe, expect, it } from 'vitest';
import { addToCartRequest, addToCartType, setAnalytics, setEntries } from '../../../src/core/commerce/addToCartModel';
import { addedProducts, clampQuantity, withQuantity } from '../../../src/core/commerce/quantity';

describe('addToCartRequest', () => {
  it('makes a standard request, quantity 1 by default, whole and at least 1', () => {
    expect(addToCartRequest({ productCode: ' ZYN-COOLMINT-6MG ' })).toEqual({ type: 'standard', productCode: 'ZYN-COOLMINT-6MG', quantity: 1 });
    expect(addToCartRequest({ productCode: 'A', quantity: '3' })).toEqual({ type: 'standard', productCode: 'A', quantity: 3 });
    expect(addToCartRequest({ productCode: 'A', quantity: 0 })).toEqual({ type: 'standard', productCode: 'A', quantity: 1 });
    expect(addToCartRequest({ productCode: 'A', quantity: 2.7, type: 'unknown' })).toEqual({ type: 'standard', productCode: 'A', quantity: 2 });
  });
  it('needs a product code, and a lending configuration for a lending entry', () => {
    expect(addToCartRequest({})).toBeUndefined();
    expect(addToCartRequest({ productCode: '  ' })).toBeUndefined();
    expect(addToCartRequest({ productCode: 'D', type: 'lending' })).toBeUndefined();
    expect(addToCartRequest({ productCode: 'D', type: 'lending', lendingConfigurationCode: 'LEND-30D' })).toEqual({
      type: 'lending', productCode: 'D', quantity: 1, lendingConfigurationCode: 'LEND-30D',
    });
  });
  it('makes a product set from productReference and entries (also as JSON text), else undefined', () => {
    const entries = [{ productCode: 'ZYN-COOLMINT-6MG', quantity: 2 }, { productCode: 'ZYN-ESPRESSO-9MG' }];
    const expected = { type: 'product-set', productReference: 'ZYN-MIX-3', entries: [{ productCode: 'ZYN-COOLMINT-6MG', quantity: 2 }, { productCode: 'ZYN-ESPRESSO-9MG', quantity: 1 }] };
    expect(addToCartRequest({ type: 'product-set', productReference: 'ZYN-MIX-3', entries })).toEqual(expected);
    expect(addToCartRequest({ type: 'product-set', productReference: 'ZYN-MIX-3', entries: JSON.stringify(entries) })).toEqual(expected);
    expect(addToCartRequest({ type: 'product-set', productCode: 'ZYN-MIX-3', entries })).toEqual(expected);
    expect(addToCartRequest({ type: 'product-set', productReference: 'ZYN-MIX-3', entries: [] })).toBeUndefined();
    expect(addToCartRequest({ type: 'product-set', entries })).toBeUndefined();
  });
  it('drops set entries without a product code; malformed JSON is no entries', () => {
    expect(setEntries([{ quantity: 2 }, null, 'x', { productCode: 'A', quantity: -1 }])).toEqual([{ productCode: 'A', quantity: 1 }]);
    expect(setEntries('{oops')).toEqual([]);
    expect(addToCartType('lending')).toBe('lending');
    expect(addToCartType(undefined)).toBe('standard');
  });
});

describe('quantity', () => {
  it('clamps into the stepper bounds', () => {
    expect(clampQuantity(25)).toBe(20);
    expect(clampQuantity(-3)).toBe(1);
    expect(clampQuantity('x')).toBe(1);
    expect(clampQuantity(5, 1, 3)).toBe(3);
    expect(clampQuantity(5, 1, 0)).toBe(1);
  });
  it('replaces the quantity of standard and lending requests, never of a set', () => {
    expect(withQuantity({ type: 'standard', productCode: 'A', quantity: 1 }, 4)).toEqual({ type: 'standard', productCode: 'A', quantity: 4 });
    const set = { type: 'product-set' as const, productReference: 'S', entries: [{ productCode: 'A', quantity: 2 }] };
    expect(withQuantity(set, 4)).toBe(set);
  });
  it('sets the analytics quantity from what OCC added; a set multiplies each tin', () => {
    expect(addedProducts([{ id: 'A', quantity: 9 }], 2, 'standard')).toEqual([{ id: 'A', quantity: 2 }]);
    expect(addedProducts([{ id: 'D', quantity: 1 }], 1, 'lending')).toEqual([{ id: 'D', quantity: 1 }]);
    const set = setAnalytics({ type: 'product-set', productReference: 'ZYN-MIX-3', entries: [{ productCode: 'A', quantity: 2 }, { productCode: 'B', quantity: 1 }] }, { A: 'Tin A' });
    expect(set).toEqual([{ id: 'A', name: 'Tin A', quantity: 2, variant: 'ZYN-MIX-3' }, { id: 'B', quantity: 1, variant: 'ZYN-MIX-3' }]);
    expect(addedProducts(set, 1, 'product-set').map((item) => item.quantity)).toEqual([2, 1]);
    expect(addedProducts(set, 2, 'product-set').map((item) => item.quantity)).toEqual([4, 2]);
  });
  it('multiplies the tin of a set with a single entry by the sets added (not replaced by them)', () => {
    const single = setAnalytics({ type: 'product-set', productReference: 'ZYN-TRIO', entries: [{ productCode: 'A', quantity: 3 }] }, {});
    expect(addedProducts(single, 1, 'product-set').map((item) => item.quantity)).toEqual([3]);
    expect(addedProducts(single, 2, 'product-set').map((item) => item.quantity)).toEqual([6]);
  });
});
