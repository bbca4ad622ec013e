/**
 * The order timeline (`brand-account-order-card`): the steps of an order from its status and its
 * consignments, each in one of three visual states: complete, error, active. Pure.
 *
 * The phases come from {@link orderPhase} (SAP `OrderStatus` and `ConsignmentStatus`).
 */
import {
  DELIVERED_CONSIGNMENT_STATUSES,
  SHIPPED_CONSIGNMENT_STATUSES,
  deliveredAt,
  orderPhase,
  orderTime,
  parseOccDate,
  type OccOrderLike,
} from './orders';

/** The three visual states; a step not reached yet has none (`null`). */
export type TimelineStepState = 'complete' | 'error' | 'active';
export const TIMELINE_STEP_STATES: readonly TimelineStepState[] = ['complete', 'error', 'active'];

export type TimelineStepId = 'placed' | 'processing' | 'shipped' | 'delivered' | 'cancelling' | 'cancelled';

export interface TimelineStep {
  id: TimelineStepId;
  state: TimelineStepState | null;
  /** Epoch ms when the step was reached, when the data says so. */
  date?: number;
}

/** The steps of a normal order, in order. */
export const FULFILMENT_STEPS: readonly TimelineStepId[] = ['placed', 'processing', 'shipped', 'delivered'];

function firstShippedAt(order: OccOrderLike): number | undefined {
  const dates = (order.consignments ?? [])
    .filter((c) => {
      const s = String(c?.status ?? '').toUpperCase();
      return SHIPPED_CONSIGNMENT_STATUSES.includes(s) || DELIVERED_CONSIGNMENT_STATUSES.includes(s);
    })
    .map((c) => parseOccDate(c.statusDate))
    .filter((d): d is number => d !== undefined);
  return dates.length > 0 ? Math.min(...dates) : undefined;
}

function withDate(step: TimelineStep, date: number | undefined): TimelineStep {
  return date === undefined ? step : { ...step, date };
}

/**
 * The timeline of an order:
 * - placed / processing / shipped: the steps before the current one `complete`, the current one `active`,
 *   the later ones `null`;
 * - delivered: every step `complete`;
 * - error: the step where it stopped (the first not reached, from the consignments) is `error`, later ones `null`;
 * - cancelling: `placed` complete, then a `cancelling` step `active`;
 * - cancelled: `placed` complete, then a `cancelled` step `error` (the order stopped).
 * Dates: placed from `placed`/`created`, shipped from the first parcel's `statusDate`, delivered from the last.
 */
export function orderTimeline(order: OccOrderLike): TimelineStep[] {
  const phase = orderPhase(order);
  const placed = withDate({ id: 'placed', state: 'complete' }, orderTime(order));
  if (phase === 'cancelling') return [placed, { id: 'cancelling', state: 'active' }];
  if (phase === 'cancelled') return [placed, { id: 'cancelled', state: 'error' }];
  const dates: Partial<Record<TimelineStepId, number>> = {
    placed: orderTime(order),
    shipped: firstShippedAt(order),
    delivered: deliveredAt(order),
  };
  let current: number;
  if (phase === 'error') {
    // Stopped at the first step not reached: a parcel shipped means delivery failed; otherwise processing did.
    current = hasShippedParcel(order) ? 3 : 1;
  } else {
    current = FULFILMENT_STEPS.indexOf(phase as TimelineStepId);
  }
  return FULFILMENT_STEPS.map((id, index) => {
    let state: TimelineStepState | null;
    if (phase === 'delivered' || index < current) state = 'complete';
    else if (index === current) state = phase === 'error' ? 'error' : 'active';
    else state = null;
    return withDate({ id, state }, state === 'complete' || state === 'active' ? dates[id] : undefined);
  });
}

function hasShippedParcel(order: OccOrderLike): boolean {
  return (order.consignments ?? []).some((c) => {
    const s = String(c?.status ?? '').toUpperCase();
    return SHIPPED_CONSIGNMENT_STATUSES.includes(s) || DELIVERED_CONSIGNMENT_STATUSES.includes(s) || s === 'DELIVERY_REJECTED';
  });
}
