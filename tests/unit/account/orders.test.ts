import { describe, expect, it } from 'vitest';
import {
  isLendingExtended,
  ORDER_ACTIONS,
  allowedOrderActions,
  deliveredAt,
  isOrderAction,
  isTrialOrder,
  orderPhase,
  pageLinks,
  pageOf,
  sortOrdersNewestFirst,
  trialDays,
  type OccOrderLike,
} from '../../../src/core/account/orders';

const NOW = Date.parse('2026-03-20T12:00:00Z');
const entries = [{ entryNumber: 0, quantity: 1 }];
const delivered = (date: string, extra: Partial<OccOrderLike> = {}): OccOrderLike => ({
  code: 'D1', status: 'COMPLETED', entries,
  consignments: [{ code: 'c1', status: 'DELIVERY_COMPLETED', statusDate: date }], ...extra,
});

describe('orderPhase (SAP OrderStatus and ConsignmentStatus)', () => {
  it.each([
    ['CREATED', 'placed'], ['CHECKED_VALID', 'placed'], ['PAYMENT_CAPTURED', 'placed'], ['OPEN', 'placed'],
    ['READY', 'processing'], ['PROCESSING', 'processing'], ['COMPLETED', 'delivered'], ['CANCELLED', 'cancelled'],
    ['CANCELLING', 'cancelling'], ['PAYMENT_NOT_AUTHORIZED', 'error'], ['PROCESSING_ERROR', 'error'],
    ['SOMETHING_NEW', 'placed'], ['', 'placed'], ['completed', 'delivered'],
  ])('status %s is %s', (status, phase) => {
    expect(orderPhase({ status })).toBe(phase);
  });

  it('reads the consignments: picking is processing, any parcel on its way is shipped, all delivered is delivered', () => {
    expect(orderPhase({ status: 'CREATED', consignments: [{ status: 'PICKPACK' }] })).toBe('processing');
    expect(orderPhase({ status: 'READY', consignments: [{ status: 'SHIPPED' }, { status: 'WAITING' }] })).toBe('shipped');
    expect(orderPhase({ status: 'READY', consignments: [{ status: 'DELIVERY_COMPLETED' }, { status: 'IN_TRANSIT' }] })).toBe('shipped');
    expect(orderPhase({ status: 'READY', consignments: [{ status: 'DELIVERY_COMPLETED' }, { status: 'CANCELLED' }] })).toBe('delivered');
    expect(orderPhase({ status: 'READY', consignments: [{ status: 'DELIVERY_REJECTED' }] })).toBe('error');
  });

  it('a cancelled order stays cancelled whatever its parcels say', () => {
    expect(orderPhase({ status: 'CANCELLED', consignments: [{ status: 'SHIPPED' }] })).toBe('cancelled');
  });
});

describe('allowedOrderActions (spec trigger names: cancel, keep, return, reorder, extend, trial return)', () => {
  it('offers only the spec trigger names', () => {
    expect(ORDER_ACTIONS).toEqual(['cancel', 'keep', 'extend', 'trial-return', 'return', 'reorder']);
    expect(isOrderAction('trial-return')).toBe(true);
    expect(isOrderAction('refund')).toBe(false);
  });

  it('cancel only before shipping', () => {
    expect(allowedOrderActions({ status: 'CREATED', entries }, { now: NOW })).toEqual(['cancel', 'reorder']);
    expect(allowedOrderActions({ status: 'READY', entries }, { now: NOW })).toEqual(['cancel', 'reorder']);
    expect(allowedOrderActions({ status: 'READY', entries, consignments: [{ status: 'SHIPPED' }] }, { now: NOW })).toEqual(['reorder']);
    expect(allowedOrderActions({ status: 'CANCELLING', entries }, { now: NOW })).toEqual(['reorder']);
    expect(allowedOrderActions({ status: 'CANCELLED', entries }, { now: NOW })).toEqual(['reorder']);
    expect(allowedOrderActions({ status: 'PAYMENT_NOT_AUTHORIZED', entries }, { now: NOW })).toEqual(['reorder']);
  });

  it("OCC's cancellable: false / returnable: false always win", () => {
    expect(allowedOrderActions({ status: 'CREATED', entries, cancellable: false }, { now: NOW })).toEqual(['reorder']);
    expect(allowedOrderActions(delivered('2026-03-18T00:00:00Z', { returnable: false }), { now: NOW })).toEqual(['reorder']);
  });

  it('return after delivery within the window (14 days by default, injectable), measured from the last delivery', () => {
    expect(allowedOrderActions(delivered('2026-03-10T00:00:00Z'), { now: NOW })).toEqual(['return', 'reorder']);
    expect(allowedOrderActions(delivered('2026-03-06T12:00:00Z'), { now: NOW })).toEqual(['return', 'reorder']);
    expect(allowedOrderActions(delivered('2026-03-06T11:59:59Z'), { now: NOW })).toEqual(['reorder']);
    expect(allowedOrderActions(delivered('2026-03-01T00:00:00Z'), { now: NOW, returnWindowDays: 30 })).toEqual(['return', 'reorder']);
    expect(allowedOrderActions(delivered('2026-03-10T00:00:00Z'), { now: new Date(NOW) })).toEqual(['return', 'reorder']);
  });

  it('a delivered order without a known delivery date leaves the window to the server', () => {
    expect(allowedOrderActions({ status: 'COMPLETED', entries }, { now: NOW })).toEqual(['return', 'reorder']);
  });

  it('keep, extend and trial return for a delivered trial order within its days; no plain return', () => {
    const trial = delivered('2026-03-15T00:00:00Z', { orderType: { typeId: 'LENDING' } });
    expect(isTrialOrder(trial)).toBe(true);
    expect(allowedOrderActions(trial, { now: NOW })).toEqual(['keep', 'extend', 'trial-return', 'reorder']);
    expect(allowedOrderActions({ ...trial, consignments: [{ status: 'DELIVERY_COMPLETED', statusDate: '2026-02-01T00:00:00Z' }] }, { now: NOW })).toEqual(['reorder']);
    expect(allowedOrderActions(delivered('2026-03-15T00:00:00Z', { orderType: { typeId: 'KEEPIT' } }), { now: NOW, trialTypeIds: ['KEEPIT'] }))
      .toEqual(['keep', 'extend', 'trial-return', 'reorder']);
    expect(allowedOrderActions({ status: 'CREATED', entries, orderType: { typeId: 'LENDING' } }, { now: NOW })).toEqual(['cancel', 'reorder']);
  });

  it('a lending entry makes a trial order, its lendingDays its window', () => {
    const lending = [{ entryNumber: 0, quantity: 1, lendingConfigurationCode: 'TRIAL_30', lendingDays: 30 }];
    const order = delivered('2026-02-25T00:00:00Z', { entries: lending, orderType: { typeId: 'STANDARD' } });
    expect(isTrialOrder(order)).toBe(true);
    expect(trialDays(order)).toBe(30);
    expect(allowedOrderActions(order, { now: NOW })).toEqual(['keep', 'extend', 'trial-return', 'reorder']);
    expect(allowedOrderActions(order, { now: NOW, trialDays: 14 })).toEqual(['reorder']);
    expect(trialDays(delivered('2026-02-25T00:00:00Z'))).toBe(14);
    expect(isTrialOrder({ entries: [{ lendingConfigurationCode: ' ' }] })).toBe(false);
  });

  it('an extended loan (lendingExtended: true) is not offered extend again; keep and trial return stay', () => {
    const extended = [{ entryNumber: 0, quantity: 1, lendingConfigurationCode: 'TRIAL_30', lendingDays: 44, lendingExtended: true }];
    const order = delivered('2026-02-25T00:00:00Z', { entries: extended });
    expect(isLendingExtended(order)).toBe(true);
    expect(allowedOrderActions(order, { now: NOW })).toEqual(['keep', 'trial-return', 'reorder']);
    expect(isLendingExtended(delivered('2026-02-25T00:00:00Z', { entries: [{ ...extended[0], lendingExtended: false }] }))).toBe(false);
    // only a lending entry's flag counts
    expect(isLendingExtended({ entries: [{ quantity: 1, lendingExtended: true }] })).toBe(false);
  });

  it('reorder always for non-empty orders, never for empty ones', () => {
    expect(allowedOrderActions({ status: 'CANCELLED', entries: [] }, { now: NOW })).toEqual([]);
    expect(allowedOrderActions({ status: 'COMPLETED' }, { now: NOW })).toEqual(['return']);
  });

  it('deliveredAt is the latest delivered parcel, ignoring bad dates', () => {
    expect(deliveredAt({ consignments: [
      { status: 'DELIVERY_COMPLETED', statusDate: '2026-03-01T00:00:00Z' },
      { status: 'PICKUP_COMPLETE', statusDate: '2026-03-05T00:00:00Z' },
      { status: 'DELIVERY_COMPLETED', statusDate: 'not a date' },
      { status: 'SHIPPED', statusDate: '2026-03-09T00:00:00Z' },
    ] })).toBe(Date.parse('2026-03-05T00:00:00Z'));
    expect(deliveredAt({})).toBeUndefined();
  });
});

describe('sortOrdersNewestFirst and paging', () => {
  const orders: OccOrderLike[] = [
    { code: 'A', placed: '2026-01-01T10:00:00Z' },
    { code: 'B' },
    { code: 'C', placed: '2026-03-01T10:00:00Z' },
    { code: 'D', created: '2026-02-01T10:00:00Z' },
    { code: 'E', placed: '2026-03-01T10:00:00Z' },
  ];

  it('newest first, undated last, ties by code descending; the input is untouched', () => {
    expect(sortOrdersNewestFirst(orders).map((o) => o.code)).toEqual(['E', 'C', 'D', 'A', 'B']);
    expect(orders.map((o) => o.code)).toEqual(['A', 'B', 'C', 'D', 'E']);
  });

  it('pages OCC style from 0 and clamps', () => {
    const items = Array.from({ length: 12 }, (_, i) => i);
    expect(pageOf(items, 0, 5)).toEqual({ items: [0, 1, 2, 3, 4], pagination: { currentPage: 0, pageSize: 5, totalPages: 3, totalResults: 12 } });
    expect(pageOf(items, 2, 5).items).toEqual([10, 11]);
    expect(pageOf(items, 9, 5).pagination.currentPage).toBe(2);
    expect(pageOf(items, -1, 5).pagination.currentPage).toBe(0);
    expect(pageOf(items, '1', '4').items).toEqual([4, 5, 6, 7]);
    expect(pageOf(items, 1.5, 0).pagination).toEqual({ currentPage: 0, pageSize: 5, totalPages: 3, totalResults: 12 });
    expect(pageOf([], 3)).toEqual({ items: [], pagination: { currentPage: 0, pageSize: 5, totalPages: 1, totalResults: 0 } });
  });

  it('page links', () => {
    expect(pageLinks({ currentPage: 0, pageSize: 5, totalPages: 1, totalResults: 0 })).toEqual({ previous: false, next: false });
    expect(pageLinks({ currentPage: 1, pageSize: 5, totalPages: 3, totalResults: 12 })).toEqual({ previous: true, next: true });
    expect(pageLinks({ currentPage: 2, pageSize: 5, totalPages: 3, totalResults: 12 })).toEqual({ previous: true, next: false });
  });
});
