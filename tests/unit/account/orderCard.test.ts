import { describe, expect, it } from 'vitest';
import { allowedOrderActions, orderPhase } from '../../../src/core/account/orders';
import { actionCall, countText, formatOrderDate, orderEntryInputs, orderItemCount, pagerPages, isUnknownOrderError, orderAfterAction, reorderMessage, reorderResult } from '../../../src/core/account/orderCard';

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

describe('reorderResult / reorderMessage (what cartFromOrder added against what the order had)', () => {
  const order = {
    entries: [
      { entryNumber: 0, quantity: 4, product: { code: 'ZYN-COOLMINT-9MG', name: 'ZYN Cool Mint 9 mg' } },
      { entryNumber: 1, quantity: 1, product: { code: 'ZYN-MIX-3', name: 'ZYN Mix pack' } },
    ],
  };
  const words = { done: 'The items are in your cart.', partial: '{added} of {asked} items added; {names} is no longer available.', none: 'Nothing could be added: {names} is no longer available.' };

  it('everything added: all, the done line as a status', () => {
    const result = reorderResult(order, { cartModifications: [
      { statusCode: 'success', quantityAdded: 4, entry: { product: { code: 'ZYN-COOLMINT-9MG' } } },
      { statusCode: 'success', quantityAdded: 1, entry: { product: { code: 'ZYN-MIX-3' } } },
    ] });
    expect(result).toEqual({ asked: 5, added: 5, missing: [], kind: 'all' });
    expect(reorderMessage(result, words)).toEqual({ kind: 'status', text: 'The items are in your cart.' });
  });

  it('one product unavailable (the demo-dev order 00010034): N of M added, its name said, a status', () => {
    const result = reorderResult(order, { cartModifications: [
      { statusCode: 'success', quantityAdded: 4, quantity: 4, entry: { product: { code: 'ZYN-COOLMINT-9MG' } } },
      { statusCode: 'unavailable', quantityAdded: 0, quantity: 0, entry: { product: { code: 'ZYN-MIX-3' } } },
    ] });
    expect(result).toEqual({ asked: 5, added: 4, missing: ['ZYN Mix pack'], kind: 'some' });
    expect(reorderMessage(result, words)).toEqual({ kind: 'status', text: '4 of 5 items added; ZYN Mix pack is no longer available.' });
  });

  it('low stock adds less than asked: counted short and named', () => {
    const result = reorderResult(order, { cartModifications: [{ statusCode: 'lowStock', quantityAdded: 2, entry: { product: { code: 'ZYN-COOLMINT-9MG' } } }] });
    expect(result).toEqual({ asked: 5, added: 3, missing: ['ZYN Cool Mint 9 mg'], kind: 'some' });
  });

  it('nothing added: none, an alert', () => {
    const result = reorderResult(order, { cartModifications: [
      { statusCode: 'noStock', quantityAdded: 0, entry: { product: { code: 'ZYN-COOLMINT-9MG' } } },
      { statusCode: 'unavailable', quantityAdded: 0, entry: { product: { code: 'ZYN-MIX-3' } } },
    ] });
    expect(result.kind).toBe('none');
    expect(reorderMessage(result, words)).toEqual({ kind: 'alert', text: 'Nothing could be added: ZYN Cool Mint 9 mg, ZYN Mix pack is no longer available.' });
  });

  it('edges: no modifications counts as all; modifications without codes match by position; no name falls back to the code', () => {
    expect(reorderResult(order, undefined).kind).toBe('all');
    expect(reorderResult(order, { cartModifications: [] }).kind).toBe('all');
    expect(reorderResult(order, { cartModifications: [{ quantityAdded: 4 }, { quantityAdded: 0 }] })).toEqual({ asked: 5, added: 4, missing: ['ZYN Mix pack'], kind: 'some' });
    expect(reorderResult({ entries: [{ quantity: 2, product: { code: 'P1' } }] }, { cartModifications: [{ quantityAdded: 0, entry: { product: { code: 'P1' } } }] }).missing).toEqual(['P1']);
    expect(reorderResult({ entries: 'nope' }, { cartModifications: 'nope' })).toEqual({ asked: 0, added: 0, missing: [], kind: 'all' });
  });
});

describe('orderAfterAction (the order as a done action leaves it, when it cannot be read again)', () => {
  const NOW = Date.parse('2026-03-20T12:00:00Z');
  const delivered = { status: 'COMPLETED', consignments: [{ status: 'DELIVERY_COMPLETED', statusDate: '2026-03-17T00:00:00Z' }] };
  const placed = { code: 'A', status: 'CREATED', entries: [{ entryNumber: 0, quantity: 2, cancellableQuantity: 2 }] };
  const trial = { code: 'T', ...delivered, entries: [{ entryNumber: 0, quantity: 1, lendingConfigurationCode: 'LEND-30D', lendingDays: 14, returnableQuantity: 1 }] };
  const plain = { code: 'P', ...delivered, entries: [{ entryNumber: 0, quantity: 3, returnableQuantity: 3 }] };

  it('cancel: CANCELLING, cancel no longer offered', () => {
    expect(allowedOrderActions(placed, { now: NOW })).toEqual(['cancel', 'reorder']);
    const after = orderAfterAction(placed, 'cancel');
    expect(orderPhase(after)).toBe('cancelling');
    expect(allowedOrderActions(after, { now: NOW })).toEqual(['reorder']);
    expect(placed.status).toBe('CREATED'); // a copy
  });

  it('keep and trial-return end the loan; extend is not offered twice', () => {
    expect(allowedOrderActions(trial, { now: NOW })).toEqual(['keep', 'extend', 'trial-return', 'reorder']);
    expect(allowedOrderActions(orderAfterAction(trial, 'keep'), { now: NOW })).toEqual(['reorder']);
    expect(allowedOrderActions(orderAfterAction(trial, 'trial-return'), { now: NOW })).toEqual(['reorder']);
    const extended = orderAfterAction(trial, 'extend');
    expect(extended.entries[0]).toMatchObject({ lendingExtended: true, lendingDays: 28 });
    expect(allowedOrderActions(extended, { now: NOW })).toEqual(['keep', 'trial-return', 'reorder']);
    expect(trial.entries[0]).not.toHaveProperty('lendingExtended');
  });

  it('return: not offered again; reorder changes nothing', () => {
    expect(allowedOrderActions(plain, { now: NOW })).toEqual(['return', 'reorder']);
    expect(allowedOrderActions(orderAfterAction(plain, 'return'), { now: NOW })).toEqual(['reorder']);
    expect(orderAfterAction(plain, 'reorder')).toBe(plain);
    // a trial order by its type (no lending entries): returnable false ends its trial actions too
    const typed = { code: 'L', ...delivered, orderType: { typeId: 'LENDING' }, entries: [{ entryNumber: 0, quantity: 1 }] };
    expect(allowedOrderActions(orderAfterAction(typed, 'keep'), { now: NOW })).toEqual(['reorder']);
  });
});

describe('isUnknownOrderError (no Try again for an order the shop does not know)', () => {
  it('404, or 400 UnknownIdentifierError; not a 500, a 400 of another kind, or nothing', () => {
    expect(isUnknownOrderError({ status: 404, body: undefined })).toBe(true);
    expect(isUnknownOrderError({ status: 400, body: { errors: [{ type: 'UnknownIdentifierError' }] } })).toBe(true);
    expect(isUnknownOrderError({ status: 400, body: { errors: [{ type: 'ValidationError' }] } })).toBe(false);
    expect(isUnknownOrderError({ status: 500, body: { errors: [{ type: 'UnknownIdentifierError' }] } })).toBe(false);
    expect(isUnknownOrderError(new Error('offline'))).toBe(false);
    expect(isUnknownOrderError(undefined)).toBe(false);
  });
});
