import { describe, expect, it } from 'vitest';
import { currencyOf, productFields, pushAddToCart, pushProductClick, pushProductImpressions } from '../../../src/core/analytics/commerce';
import type { DataLayerHost } from '../../../src/core/analytics/dataLayer';
import { closeMiniCart, miniCartStore, openMiniCart } from '../../../src/core/stores/miniCart';

const TIN = { code: 'ZYN-COOLMINT-6MG', name: 'ZYN Cool Mint 6 mg', price: { value: 4.5, currencyIso: 'GBP' }, categories: [{ name: 'Nicotine pouches' }] };

describe('commerce analytics', () => {
  it('a product field object from an OCC product, with list and position', () => {
    expect(productFields(TIN, { list: 'Shop', position: 2 })).toEqual({ id: 'ZYN-COOLMINT-6MG', name: 'ZYN Cool Mint 6 mg', price: 4.5, category: 'Nicotine pouches', list: 'Shop', position: 2 });
    expect(productFields({ name: 'no code' })).toBeUndefined();
    expect(currencyOf(TIN)).toBe('GBP');
  });
  it('pushes productImpression, productClick and addToCart in the enhanced-ecommerce shape', () => {
    const host: DataLayerHost = {};
    const tin = productFields(TIN, { list: 'Shop', position: 1 })!;
    pushProductImpressions([tin], 'GBP', host);
    pushProductClick(tin, host);
    pushAddToCart([{ ...productFields(TIN)!, quantity: 2 }], 'GBP', host);
    pushProductImpressions([], 'GBP', host);
    expect(host.dataLayer).toEqual([
      { event: 'productImpression', ecommerce: { currencyCode: 'GBP', impressions: [tin] } },
      { event: 'productClick', ecommerce: { click: { actionField: { list: 'Shop' }, products: [tin] } } },
      { event: 'addToCart', ecommerce: { currencyCode: 'GBP', add: { products: [{ id: 'ZYN-COOLMINT-6MG', name: 'ZYN Cool Mint 6 mg', price: 4.5, category: 'Nicotine pouches', quantity: 2 }] } } },
    ]);
  });
});

describe('mini cart store', () => {
  it('opens with what was added, counts each open, closes', () => {
    const before = miniCartStore.getSnapshot().seq;
    openMiniCart('ZYN Cool Mint 6 mg');
    expect(miniCartStore.getSnapshot()).toEqual({ open: true, seq: before + 1, added: 'ZYN Cool Mint 6 mg' });
    // a later open names its own product, or none: never the one before
    openMiniCart();
    expect(miniCartStore.getSnapshot()).toEqual({ open: true, seq: before + 2 });
    closeMiniCart();
    expect(miniCartStore.getSnapshot()).toMatchObject({ open: false });
  });
});
