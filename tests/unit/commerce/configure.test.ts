import { describe, expect, it } from 'vitest';
import { configureRequest, purchaseOptions, ratingSummary, starFills, startingVariant, withProductQuery } from '../../../src/core/commerce/configure';
import { productView } from '../../../demo/mock/occCatalogue.mjs';
import type { OccProduct } from '../../../src/core/services/occProducts';

const product = (code: string) => productView(code) as OccProduct;

describe('the variant a product page starts on', () => {
  it('a variant is itself, even out of stock', () => {
    expect(startingVariant(product('ZYN-COOLMINT-9MG'))).toBe('ZYN-COOLMINT-9MG');
    expect(startingVariant(product('IQOS-ILUMA-KIT-SUNSET'))).toBe('IQOS-ILUMA-KIT-SUNSET');
  });
  it('a base product starts on its first variant in stock', () => {
    expect(startingVariant(product('ZYN-COOLMINT'))).toBe('ZYN-COOLMINT-3MG');
    const base: OccProduct = {
      code: 'B',
      variantOptions: [
        { code: 'B-1', stock: { stockLevelStatus: 'outOfStock' } },
        { code: 'B-2', stock: { stockLevelStatus: 'lowStock' } },
      ],
    };
    expect(startingVariant(base)).toBe('B-2');
  });
  it('a base product with every variant out of stock starts on the first; a product without variants is itself', () => {
    expect(startingVariant(product('ZYN-BLACKCHERRY'))).toBe('ZYN-BLACKCHERRY-6MG');
    expect(startingVariant(product('ZYN-MIX-3'))).toBe('ZYN-MIX-3');
    expect(startingVariant(undefined)).toBeUndefined();
    expect(startingVariant({ name: 'no code' })).toBeUndefined();
  });
});

describe('purchase options', () => {
  const device = product('IQOS-ILUMA-KIT');
  const tin = product('ZYN-COOLMINT-6MG');
  const authored = [
    { type: 'buy', label: 'Buy' },
    { type: 'lending', label: 'Borrow for 30 days', addToCartLabel: 'Borrow it', lendingConfigurationCode: 'LEND-30D' },
  ];
  it('a lendable device offers buy and borrow with its lending configuration', () => {
    expect(purchaseOptions(authored, device)).toEqual([
      { type: 'standard', label: 'Buy' },
      { type: 'lending', label: 'Borrow for 30 days', addToCartLabel: 'Borrow it', lendingConfigurationCode: 'LEND-30D' },
    ]);
  });
  it('borrowing is left out for a product that cannot be lent, or for a configuration the product does not list', () => {
    expect(purchaseOptions(authored, tin)).toEqual([{ type: 'standard', label: 'Buy' }]);
    expect(purchaseOptions([{ type: 'borrow', label: 'Borrow', lendingConfigurationCode: 'LEND-90D' }], device)).toEqual([{ type: 'standard', label: '' }]);
  });
  it('a lending option without a code takes the product\'s first; "borrow" and "standard" are accepted names', () => {
    expect(purchaseOptions([{ type: 'standard', label: 'Buy' }, { type: 'borrow', label: 'Borrow' }], device)[1]).toEqual({ type: 'lending', label: 'Borrow', lendingConfigurationCode: 'LEND-30D' });
  });
  it('drops options without a label, of another type, repeated or not objects; none left is one plain buy', () => {
    expect(purchaseOptions([{ type: 'buy' }, { type: 'rent', label: 'Rent' }, null, 'buy', { type: 'buy', label: 'Buy' }, { type: 'buy', label: 'Buy again' }], device)).toEqual([{ type: 'standard', label: 'Buy' }]);
    expect(purchaseOptions(undefined, device)).toEqual([{ type: 'standard', label: '' }]);
    expect(purchaseOptions({ type: 'buy', label: 'Buy' }, device)).toEqual([{ type: 'standard', label: '' }]);
  });
});

describe('the add request', () => {
  it('standard and lending requests for the chosen variant; none without a code', () => {
    expect(configureRequest('ZYN-COOLMINT-9MG', { type: 'standard', label: 'Buy' })).toEqual({ type: 'standard', productCode: 'ZYN-COOLMINT-9MG', quantity: 1 });
    expect(configureRequest('IQOS-ILUMA-KIT', { type: 'lending', label: 'Borrow', lendingConfigurationCode: 'LEND-30D' })).toEqual({
      type: 'lending',
      productCode: 'IQOS-ILUMA-KIT',
      quantity: 1,
      lendingConfigurationCode: 'LEND-30D',
    });
    expect(configureRequest(undefined, undefined)).toBeUndefined();
    expect(configureRequest('X', undefined)).toEqual({ type: 'standard', productCode: 'X', quantity: 1 });
  });
});

describe('the rating summary', () => {
  it('"4.3 out of 5, 12 reviews"', () => {
    expect(ratingSummary({ averageRating: 4.27, numberOfReviews: 12 })).toBe('4.3 out of 5, 12 reviews');
  });
  it('authored words and the page language\'s digits', () => {
    expect(ratingSummary({ averageRating: 4, numberOfReviews: 3 }, '{average}/5 ({count})')).toBe('4.0/5 (3)');
    expect(ratingSummary({ averageRating: 4.5, numberOfReviews: 12 }, '{average} من 5، {count} مراجعة', 'ar-EG')).toBe('٤٫٥ من 5، ١٢ مراجعة');
  });
  it('nothing without reviews; an average outside 0..5 is clamped', () => {
    expect(ratingSummary({ averageRating: 4, numberOfReviews: 0 })).toBeUndefined();
    expect(ratingSummary({ numberOfReviews: 2 })).toBeUndefined();
    expect(ratingSummary(undefined)).toBeUndefined();
    expect(ratingSummary({ averageRating: 7, numberOfReviews: 1 })).toBe('5.0 out of 5, 1 reviews');
  });
  it('star fills', () => {
    expect(starFills(4.3).map((fill) => Number(fill.toFixed(2)))).toEqual([1, 1, 1, 1, 0.3]);
    expect(starFills(undefined)).toEqual([0, 0, 0, 0, 0]);
    expect(starFills(9)).toEqual([1, 1, 1, 1, 1]);
  });
});

describe('the URL naming the chosen variant', () => {
  it('replaces ?product= and keeps the rest', () => {
    expect(withProductQuery('https://shop.test/storefront.html?page=product&product=ZYN-COOLMINT-6MG#reviews', 'ZYN-COOLMINT-9MG')).toBe(
      'https://shop.test/storefront.html?page=product&product=ZYN-COOLMINT-9MG#reviews',
    );
  });
  it('leaves a page without ?product= alone, and the same code', () => {
    expect(withProductQuery('https://shop.test/p/zyn', 'X')).toBeUndefined();
    expect(withProductQuery('https://shop.test/?product=X', 'X')).toBeUndefined();
    expect(withProductQuery('not a url', 'X')).toBeUndefined();
  });
});
