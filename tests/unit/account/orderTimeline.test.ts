import { describe, expect, it } from 'vitest';
import { TIMELINE_STEP_STATES, orderTimeline } from '../../../src/core/account/orderTimeline';

const states = (order: Parameters<typeof orderTimeline>[0]) => orderTimeline(order).map((s) => `${s.id}:${s.state}`);

describe('orderTimeline (component-catalogue: step states complete, error, active)', () => {
  it('uses only the three spec states', () => {
    expect(TIMELINE_STEP_STATES).toEqual(['complete', 'error', 'active']);
  });

  it('a placed order: placed active, the rest not reached', () => {
    expect(states({ status: 'CREATED' })).toEqual(['placed:active', 'processing:null', 'shipped:null', 'delivered:null']);
  });

  it('processing and shipped', () => {
    expect(states({ status: 'READY' })).toEqual(['placed:complete', 'processing:active', 'shipped:null', 'delivered:null']);
    expect(states({ status: 'READY', consignments: [{ status: 'SHIPPED' }] }))
      .toEqual(['placed:complete', 'processing:complete', 'shipped:active', 'delivered:null']);
  });

  it('delivered: every step complete, with the dates the data gives', () => {
    const steps = orderTimeline({
      status: 'COMPLETED', placed: '2026-03-01T09:00:00Z',
      consignments: [{ status: 'DELIVERY_COMPLETED', statusDate: '2026-03-04T09:00:00Z' }],
    });
    expect(steps.map((s) => s.state)).toEqual(['complete', 'complete', 'complete', 'complete']);
    expect(steps[0]!.date).toBe(Date.parse('2026-03-01T09:00:00Z'));
    expect(steps[2]!.date).toBe(Date.parse('2026-03-04T09:00:00Z'));
    expect(steps[3]!.date).toBe(Date.parse('2026-03-04T09:00:00Z'));
    expect(steps[1]!.date).toBeUndefined();
  });

  it('an error stops at the step it failed: payment before processing, a rejected parcel at delivery', () => {
    expect(states({ status: 'PAYMENT_NOT_AUTHORIZED' })).toEqual(['placed:complete', 'processing:error', 'shipped:null', 'delivered:null']);
    expect(states({ status: 'READY', consignments: [{ status: 'DELIVERY_REJECTED' }] }))
      .toEqual(['placed:complete', 'processing:complete', 'shipped:complete', 'delivered:error']);
  });

  it('cancelling is active, cancelled is an error step', () => {
    expect(states({ status: 'CANCELLING' })).toEqual(['placed:complete', 'cancelling:active']);
    expect(states({ status: 'CANCELLED' })).toEqual(['placed:complete', 'cancelled:error']);
  });
});
