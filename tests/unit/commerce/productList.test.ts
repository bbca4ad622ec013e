import { describe, expect, it } from 'vitest';
import { cardAction, cardPositions, cardPrice, listCodes, listState, newImpressions, productPageHref, ratingStars } from '../../../src/core/commerce/productList';
import type { OccProduct } from '../../../src/core/services/occProducts';

const price = (value: number) => ({ value, currencyIso: 'GBP', formattedValue: `£${value.toFixed(2)}` });
const base: OccProduct = { code: 'ZYN-COOLMINT', purchasable: false, price: price(4.5), variantOptions: [{ code: 'ZYN-COOLMINT-6MG' }], stock: { stockLevelStatus: 'inStock' } };
const variant: OccProduct = { code: 'ZYN-COOLMINT-6MG', purchasable: true, price: price(4.5), stock: { stockLevelStatus: 'inStock' } };

describe('product list codes', () => {
  it('keeps authored order, drops empty codes and repeats, trims', () => {
    expect(listCodes([{ productCode: 'A' }, { productCode: ' B ' }, { productCode: '' }, { productCode: 'A' }, {}, null, { productCode: 7 }])).toEqual(['A', 'B']);
  });
  it('accepts plain strings and anything else as no codes', () => {
    expect(listCodes(['A', 'A', 'C'])).toEqual(['A', 'C']);
    expect(listCodes(undefined)).toEqual([]);
    expect(listCodes({ productCode: 'A' })).toEqual([]);
  });
});

describe('card price', () => {
  it('a base product is "from" its lowest price', () => {
    expect(cardPrice(base)).toBe('from £4.50');
    expect(cardPrice(base, 'ab {price}')).toBe('ab £4.50');
    expect(cardPrice(base, 'no placeholder')).toBe('from £4.50');
  });
  it('a purchasable product shows its price; none without one', () => {
    expect(cardPrice(variant)).toBe('£4.50');
    expect(cardPrice({ code: 'X' })).toBeUndefined();
  });
});

describe('card action', () => {
  it('adds a purchasable product in stock, also on low stock', () => {
    expect(cardAction(variant)).toBe('add');
    expect(cardAction({ ...variant, stock: { stockLevelStatus: 'lowStock' } })).toBe('add');
  });
  it('sends a base product or a set to its page', () => {
    expect(cardAction(base)).toBe('choose');
    expect(cardAction({ code: 'ZYN-MIX-3', purchasable: true, productSet: { size: 3 } })).toBe('choose');
  });
  it('offers nothing out of stock', () => {
    expect(cardAction({ ...variant, stock: { stockLevelStatus: 'outOfStock' } })).toBe('unavailable');
    expect(cardAction({ ...base, stock: { stockLevelStatus: 'outOfStock' } })).toBe('unavailable');
  });
});

describe('product page and stars', () => {
  it('fills {code}, encoded, everywhere', () => {
    expect(productPageHref('/storefront.html?page=product&product={code}', 'A B')).toBe('/storefront.html?page=product&product=A%20B');
    expect(productPageHref('/p/{code}#{code}', 'X')).toBe('/p/X#X');
    expect(productPageHref('  ', 'X')).toBeUndefined();
    expect(productPageHref(undefined, 'X')).toBeUndefined();
  });
  it('rounds the average to a half, only with reviews', () => {
    expect(ratingStars({ averageRating: 4.26, numberOfReviews: 3 })).toBe(4.5);
    expect(ratingStars({ averageRating: 4.2, numberOfReviews: 3 })).toBe(4);
    expect(ratingStars({ averageRating: 7, numberOfReviews: 1 })).toBe(5);
    expect(ratingStars({ averageRating: 4, numberOfReviews: 0 })).toBeUndefined();
    expect(ratingStars({})).toBeUndefined();
  });
});

describe('impressions', () => {
  it('reports each code once, in list order, with its place among the cards shown', () => {
    const reported = new Map<string, number>();
    expect(newImpressions(reported, ['A', 'B', 'C'], ['C', 'A', 'A', 'X'])).toEqual([{ code: 'A', position: 1 }, { code: 'C', position: 3 }]);
    expect(newImpressions(reported, ['A', 'B', 'C'], ['A', 'B', 'C'])).toEqual([{ code: 'B', position: 2 }]);
    expect(newImpressions(reported, ['A', 'B', 'C'], ['A', 'B', 'C'])).toEqual([]);
  });
  it('keeps the position a card was reported with when a product before it fails later', () => {
    // A, B, C, D load; C (3) and D (4) are seen; B then fails: C and D are not reported again and keep 3 and 4.
    const reported = new Map<string, number>();
    expect(newImpressions(reported, ['A', 'B', 'C', 'D'], ['C', 'D'])).toEqual([{ code: 'C', position: 3 }, { code: 'D', position: 4 }]);
    expect(newImpressions(reported, ['A', 'C', 'D'], ['C', 'D'])).toEqual([]);
    expect(cardPositions(reported, ['A', 'C', 'D'])).toEqual([1, 3, 4]);
    // a card first seen after the failure gets its place then
    expect(newImpressions(reported, ['A', 'C', 'D'], ['A'])).toEqual([{ code: 'A', position: 1 }]);
    expect(cardPositions(new Map(), ['A', 'C'])).toEqual([1, 2]);
  });
});

describe('list state', () => {
  it('loads until a product answers, fails only when all failed', () => {
    expect(listState(['loading', 'loading'])).toBe('loading');
    expect(listState(['loading', 'ok'])).toBe('ready');
    expect(listState(['failed', 'ok'])).toBe('ready');
    expect(listState(['failed', 'failed'])).toBe('failed');
    expect(listState(['failed', 'loading'])).toBe('loading');
    expect(listState([])).toBe('ready');
  });
});
