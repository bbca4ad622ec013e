import { describe, expect, it } from 'vitest';
import { actionCall, countText, formatOrderDate, orderEntryInputs, orderItemCount, pagerPages } from '../../../src/core/account/orderCard';

describe('orderItemCount', () => {
  it("takes OCC's totalUnitCount first", () => {
    expect(orderItemCount({ totalUnitCount: 7, entries: [{ quantity: 1 }] })).toBe(7);
  });
  it('else sums the entries less what was cancelled', () => {
    expect(orderItemCount({ entries: [{ quantity: 5 }, { quantity: 2, cancelledItemsQuantity: 2 }, { quantity: 'x' }] })).toBe(5);
  });
  it('is unknown for a history summary without a count', () => {
    expect(orderItemCount({})).toBeUndefined();
    expect(orderItemCount({ totalUnitCount: -1 })).toBeUndefined();
  });
  it('an order without entries has none', () => expect(orderItemCount({ entries: [] })).toBe(0));
});

describe('orderEntryInputs', () => {
  const order = {
    entries: [
      { entryNumber: 0, quantity: 5, cancellableQuantity: 5, returnableQuantity: 0 },
      { entryNumber: 1, quantity: 2, cancellableQuantity: 1, returnableQuantity: 2 },
      { entryNumber: 2, quantity: 3 },
    ],
  };
  it('names every entry with something left to cancel', () => {
    expect(orderEntryInputs(order, 'cancel')).toEqual([
      { orderEntryNumber: 0, quantity: 5 },
      { orderEntryNumber: 1, quantity: 1 },
      { orderEntryNumber: 2, quantity: 3 },
    ]);
  });
  it('and to return (nothing returnable is left out)', () => {
    expect(orderEntryInputs(order, 'return')).toEqual([
      { orderEntryNumber: 1, quantity: 2 },
      { orderEntryNumber: 2, quantity: 3 },
    ]);
  });
  it('an entry without a number counts by its position; no entries gives none', () => {
    expect(orderEntryInputs({ entries: [null, { quantity: 1 }] }, 'cancel')).toEqual([{ orderEntryNumber: 0, quantity: 1 }]);
    expect(orderEntryInputs({}, 'return')).toEqual([]);
  });
});

describe('actionCall', () => {
  it('maps the spec trigger names to the calls', () => {
    expect(['cancel', 'keep', 'extend', 'trial-return', 'return', 'reorder'].map((a) => actionCall(a as never))).toEqual([
      'cancel', 'lending', 'lending', 'return', 'return', 'reorder',
    ]);
  });
});

describe('formatOrderDate', () => {
  it('formats an OCC date in UTC for the language', () => {
    expect(formatOrderDate('2026-11-22T23:30:00+0000')).toBe('22 Nov 2026');
    expect(formatOrderDate('2026-11-22T23:30:00-0200', 'en')).toBe('23 Nov 2026');
  });
  it('an unknown language falls back; a bad date is empty', () => {
    expect(formatOrderDate('2026-01-02T00:00:00Z', 'not a lang!')).toBe('2 Jan 2026');
    expect(formatOrderDate('soon')).toBe('');
    expect(formatOrderDate(undefined)).toBe('');
  });
});

describe('countText', () => {
  it('fills in the count, with a singular for one', () => {
    expect(countText(3, '{count} items', '1 item')).toBe('3 items');
    expect(countText(1, '{count} items', '1 item')).toBe('1 item');
    expect(countText(1, '{count} items')).toBe('1 items');
  });
});

describe('pagerPages', () => {
  it('lists every page up to 7', () => {
    expect(pagerPages(0, 0)).toEqual([]);
    expect(pagerPages(0, 1)).toEqual([0]);
    expect(pagerPages(1, 2)).toEqual([0, 1]);
    expect(pagerPages(3, 7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
  it('shows first, last and the current with neighbours beyond that, never more than 7 slots', () => {
    expect(pagerPages(0, 10)).toEqual([0, 1, 2, 3, 'gap', 9]);
    expect(pagerPages(5, 10)).toEqual([0, 'gap', 4, 5, 6, 'gap', 9]);
    expect(pagerPages(9, 10)).toEqual([0, 'gap', 6, 7, 8, 9]);
    expect(pagerPages(42, 10)).toEqual([0, 'gap', 6, 7, 8, 9]);
    for (let page = 0; page < 20; page++) expect(pagerPages(page, 20).length).toBeLessThanOrEqual(7);
  });
});
