import { describe, expect, it, vi } from 'vitest';
import {
  LOCAL_CART_KEY,
  clearLocalCart,
  localCartStore,
  readLocalCart,
  syncLocalCartStore,
  updateLocalCartFromOccCart,
  watchLocalCart,
  writeLocalCart,
} from '../../../src/core/stores/localCart';
import { memoryStorage } from '../helpers/fakes';

const EMPTY = { orderType: {}, totalUnitCount: 0, carts: [] };

describe('reading the local cart', () => {
  it('uses the key brand_cart', () => {
    expect(LOCAL_CART_KEY).toBe('brand_cart');
    const storage = memoryStorage({ brand_cart: JSON.stringify({ orderType: { typeId: 'AUTO_DELIVERY' }, totalUnitCount: 2, carts: [{ guid: 'g' }] }) });
    expect(readLocalCart(storage)).toEqual({ orderType: { typeId: 'AUTO_DELIVERY' }, totalUnitCount: 2, carts: [{ guid: 'g' }] });
  });
  it('gives the empty cart for a missing, malformed or wrongly shaped value, and never throws', () => {
    expect(readLocalCart(memoryStorage())).toEqual(EMPTY);
    expect(readLocalCart(memoryStorage({ brand_cart: '{not json' }))).toEqual(EMPTY);
    expect(readLocalCart(memoryStorage({ brand_cart: '[1,2]' }))).toEqual(EMPTY);
    expect(readLocalCart(memoryStorage({ brand_cart: 'null' }))).toEqual(EMPTY);
    expect(readLocalCart(memoryStorage({ brand_cart: '{"orderType":"x","totalUnitCount":"3","carts":{}}' }))).toEqual(EMPTY);
    const throwing = { getItem: () => { throw new Error('denied'); }, setItem: () => {}, removeItem: () => {} };
    expect(readLocalCart(throwing)).toEqual(EMPTY);
    expect(readLocalCart(undefined)).toEqual(EMPTY);
  });
});

describe('writing the local cart', () => {
  it('writes storage and the store, and notifies subscribers', () => {
    const storage = memoryStorage();
    const listener = vi.fn();
    const stop = localCartStore.subscribe(listener);
    writeLocalCart({ orderType: { typeId: 'STANDARD' }, totalUnitCount: 4, carts: [] }, storage);
    stop();
    expect(JSON.parse(storage.data.get('brand_cart')!)).toEqual({ orderType: { typeId: 'STANDARD' }, totalUnitCount: 4, carts: [] });
    expect(localCartStore.getSnapshot().totalUnitCount).toBe(4);
    expect(listener).toHaveBeenCalledTimes(1);
  });
  it('still updates the store when storage refuses the write', () => {
    const full = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); }, removeItem: () => {} };
    expect(() => writeLocalCart({ orderType: {}, totalUnitCount: 7, carts: [] }, full)).not.toThrow();
    expect(localCartStore.getSnapshot().totalUnitCount).toBe(7);
  });
  it('records an OCC cart: totalUnitCount, orderType, and the cart upserted by guid', () => {
    const storage = memoryStorage();
    updateLocalCartFromOccCart({ guid: 'g1', totalUnitCount: 1, orderType: { typeId: 'STANDARD' } }, storage);
    const next = updateLocalCartFromOccCart({ guid: 'g1', totalUnitCount: 3, orderType: { typeId: 'AUTO_DELIVERY' } }, storage);
    expect(next).toEqual({
      orderType: { typeId: 'AUTO_DELIVERY' },
      totalUnitCount: 3,
      carts: [{ guid: 'g1', totalUnitCount: 3, orderType: { typeId: 'AUTO_DELIVERY' } }],
    });
    expect(readLocalCart(storage)).toEqual(next);
    expect(localCartStore.getSnapshot()).toEqual(next);
    // not an object: nothing changes
    expect(updateLocalCartFromOccCart(undefined, storage)).toEqual(next);
  });
  it('clears storage and the store', () => {
    const storage = memoryStorage({ brand_cart: '{"totalUnitCount":5}', other: '1' });
    syncLocalCartStore(storage);
    expect(localCartStore.getSnapshot().totalUnitCount).toBe(5);
    clearLocalCart(storage);
    expect(storage.data.has('brand_cart')).toBe(false);
    expect(storage.data.get('other')).toBe('1');
    expect(localCartStore.getSnapshot()).toEqual(EMPTY);
  });
});

describe('watchLocalCart', () => {
  it('follows storage events for brand_cart (and clear), ignores other keys, and stops', () => {
    const listeners = new Set<(event: { key: string | null; newValue?: string | null }) => void>();
    const win = {
      addEventListener: (_: 'storage', listener: (event: { key: string | null; newValue?: string | null }) => void) => listeners.add(listener),
      removeEventListener: (_: 'storage', listener: (event: { key: string | null; newValue?: string | null }) => void) => listeners.delete(listener),
    };
    const fire = (event: { key: string | null; newValue?: string | null }) => listeners.forEach((listener) => listener(event));
    clearLocalCart(memoryStorage());
    const stop = watchLocalCart(win);
    fire({ key: 'brand_cart', newValue: '{"totalUnitCount":9,"orderType":{"typeId":"STANDARD"}}' });
    expect(localCartStore.getSnapshot()).toEqual({ orderType: { typeId: 'STANDARD' }, totalUnitCount: 9, carts: [] });
    fire({ key: 'other', newValue: '{}' });
    expect(localCartStore.getSnapshot().totalUnitCount).toBe(9);
    fire({ key: 'brand_cart', newValue: 'garbage' });
    expect(localCartStore.getSnapshot()).toEqual(EMPTY);
    fire({ key: 'brand_cart', newValue: '{"totalUnitCount":2}' });
    fire({ key: null });
    expect(localCartStore.getSnapshot()).toEqual(EMPTY);
    stop();
    expect(listeners.size).toBe(0);
  });
});
