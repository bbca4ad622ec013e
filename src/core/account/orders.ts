/**
 * The orders of the account area (`brand-account-orders` / `brand-account-order-card`): which order
 * actions an order's status allows, newest-first sorting and paging. Pure, so the elements, the mock and the
 * tests agree on the rules.
 *
 * The order actions are cancel, keep, return, reorder, extend and trial return, each with a trigger class name; a
 * trial order is one with lending entries in its cart; the status values are SAP Commerce's `OrderStatus` (order
 * `status`) and `ConsignmentStatus` (consignment `status`) as OCC v2 returns them and Spartacus reads them
 * (`Order.status`, `Order.consignments[].status`, `Order.cancellable`, `Order.returnable`).
 */

/** The trigger names for order actions, in the order the card shows them. */
export const ORDER_ACTIONS = ['cancel', 'keep', 'extend', 'trial-return', 'return', 'reorder'] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** The subset of OCC v2's Order (Spartacus `Order` / `OrderHistory`) these rules read. */
export interface OccOrderLike {
  code?: string;
  status?: string;
  statusDisplay?: string;
  placed?: string;
  created?: string;
  entries?: unknown[];
  consignments?: Array<{ code?: string; status?: string; statusDate?: string }>;
  /** OCC's own verdicts (Spartacus `Order.cancellable` / `returnable`); `false` always wins. */
  cancellable?: boolean;
  returnable?: boolean;
  /** The order type of the cart it came from (`orderType.typeId`). */
  orderType?: { typeId?: string };
}

/** Where an order stands, for the actions and the timeline. */
export type OrderPhase = 'placed' | 'processing' | 'shipped' | 'delivered' | 'cancelling' | 'cancelled' | 'error';

/** SAP `OrderStatus` values of an order that is placed and not yet being fulfilled. */
export const PLACED_STATUSES: readonly string[] = [
  'CREATED', 'ON_VALIDATION', 'CHECKED_VALID', 'PAYMENT_AUTHORIZED', 'PAYMENT_AMOUNT_RESERVED', 'FRAUD_CHECKED',
  'WAIT_FRAUD_MANUAL_CHECK', 'ORDER_SPLIT', 'PAYMENT_CAPTURED', 'OPEN', 'PENDING_APPROVAL', 'APPROVED',
];
/** `PROCESSING` is not an OCC `OrderStatus` but Spartacus labels it ("In Process"), so it is read as fulfilment. */
export const PROCESSING_STATUSES: readonly string[] = ['READY', 'PROCESSING', 'IN_PROCESS'];
/** SAP `OrderStatus` values of an order that is stuck: payment, tax or checks failed. */
export const ERROR_STATUSES: readonly string[] = [
  'CHECKED_INVALID', 'PAYMENT_NOT_AUTHORIZED', 'PAYMENT_AMOUNT_NOT_RESERVED', 'PAYMENT_NOT_CAPTURED',
  'PROCESSING_ERROR', 'TAX_NOT_COMMITTED', 'TAX_NOT_VOIDED', 'TAX_NOT_REQUOTED', 'PAYMENT_NOT_VOIDED', 'SUSPENDED',
  'REJECTED', 'ERROR',
];
/** SAP `ConsignmentStatus` values once a parcel has left the warehouse (Spartacus' "others" after shipping). */
export const SHIPPED_CONSIGNMENT_STATUSES: readonly string[] = ['SHIPPED', 'IN_TRANSIT', 'DELIVERING', 'READY_FOR_PICKUP'];
/** SAP `ConsignmentStatus` values of a delivered parcel (Spartacus `completedValues`). */
export const DELIVERED_CONSIGNMENT_STATUSES: readonly string[] = ['DELIVERY_COMPLETED', 'PICKUP_COMPLETE'];
/** A parcel that failed on the way. */
export const FAILED_CONSIGNMENT_STATUSES: readonly string[] = ['DELIVERY_REJECTED', 'PAYMENT_NOT_CAPTURED', 'TAX_NOT_COMMITTED'];

/** The order type id of a trial (lending, "keep it") order; the mock and the elements may pass another. */
export const DEFAULT_TRIAL_TYPE_IDS: readonly string[] = ['LENDING'];
/** Days after delivery in which a return may be asked for (the UK's 14-day cancellation period). */
export const DEFAULT_RETURN_WINDOW_DAYS = 14;
/** Days after delivery in which a trial device may be kept, extended or returned. */
export const DEFAULT_TRIAL_DAYS = 14;

const DAY_MS = 86_400_000;

function upper(value: unknown): string {
  return typeof value === 'string' ? value.trim().toUpperCase() : '';
}

function liveConsignments(order: OccOrderLike): string[] {
  return (order.consignments ?? []).map((c) => upper(c?.status)).filter((s) => s !== '' && s !== 'CANCELLED');
}

/**
 * The phase of an order from its `status` and its consignments: CANCELLED / CANCELLING win; an error status or a
 * failed parcel is `error`; COMPLETED, or every live parcel delivered, is `delivered`; any parcel on its way is
 * `shipped`; READY (or a parcel being picked) is `processing`; an unknown status counts as `placed`.
 */
export function orderPhase(order: OccOrderLike): OrderPhase {
  const status = upper(order.status);
  if (status === 'CANCELLED') return 'cancelled';
  if (status === 'CANCELLING') return 'cancelling';
  const parcels = liveConsignments(order);
  if (ERROR_STATUSES.includes(status) || parcels.some((s) => FAILED_CONSIGNMENT_STATUSES.includes(s))) return 'error';
  if (status === 'COMPLETED') return 'delivered';
  if (parcels.length > 0 && parcels.every((s) => DELIVERED_CONSIGNMENT_STATUSES.includes(s))) return 'delivered';
  if (parcels.some((s) => SHIPPED_CONSIGNMENT_STATUSES.includes(s) || DELIVERED_CONSIGNMENT_STATUSES.includes(s))) return 'shipped';
  if (PROCESSING_STATUSES.includes(status) || parcels.length > 0) return 'processing';
  return 'placed';
}

/** A date string (ISO 8601 as OCC sends it) as epoch ms, or undefined. */
export function parseOccDate(value: unknown): number | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : ms;
}

/** When the order was delivered: the latest delivered parcel's `statusDate`; undefined when not known. */
export function deliveredAt(order: OccOrderLike): number | undefined {
  const dates = (order.consignments ?? [])
    .filter((c) => DELIVERED_CONSIGNMENT_STATUSES.includes(upper(c?.status)))
    .map((c) => parseOccDate(c.statusDate))
    .filter((d): d is number => d !== undefined);
  return dates.length > 0 ? Math.max(...dates) : undefined;
}

interface LendingEntryLike {
  lendingConfigurationCode?: unknown;
  lendingDays?: unknown;
  /** the loan was extended once already (our extension of OCC's entry, as the demo's mock returns it) */
  lendingExtended?: unknown;
}

function lendingEntries(order: OccOrderLike): LendingEntryLike[] {
  return (Array.isArray(order.entries) ? order.entries : []).filter(
    (e): e is LendingEntryLike => !!e && typeof e === 'object'
      && typeof (e as LendingEntryLike).lendingConfigurationCode === 'string' && (e as { lendingConfigurationCode: string }).lendingConfigurationCode.trim() !== '',
  );
}

/**
 * A trial ("keep it" lending) order: an entry carries a `lendingConfigurationCode` (the cart's `lendingentries`
 * call, as the demo's carts mock returns them), or the order type id is a trial one.
 */
export function isTrialOrder(order: OccOrderLike, trialTypeIds: readonly string[] = DEFAULT_TRIAL_TYPE_IDS): boolean {
  if (lendingEntries(order).length > 0) return true;
  const typeId = upper(order.orderType?.typeId);
  return typeId !== '' && trialTypeIds.map(upper).includes(typeId);
}

/** The trial's days: the longest `lendingDays` of its lending entries, else the default. */
export function trialDays(order: OccOrderLike, fallback = DEFAULT_TRIAL_DAYS): number {
  const days = lendingEntries(order).map((e) => e.lendingDays).filter((d): d is number => typeof d === 'number' && d > 0);
  return days.length > 0 ? Math.max(...days) : fallback;
}

export interface OrderActionOptions {
  /** The clock, injected for tests and the mock. */
  now: Date | number;
  returnWindowDays?: number;
  /** Overrides the trial's own days (its entries' `lendingDays`). */
  trialDays?: number;
  trialTypeIds?: readonly string[];
}

/** The loan was already extended (a lending entry says `lendingExtended: true`): it cannot be extended again. */
export function isLendingExtended(order: OccOrderLike): boolean {
  return lendingEntries(order).some((entry) => entry.lendingExtended === true);
}

/** Within `days` days of delivery (a delivered order without a known date counts as within: the server decides). */
function withinDays(order: OccOrderLike, days: number, now: number): boolean {
  const at = deliveredAt(order);
  return at === undefined || now - at <= days * DAY_MS;
}

/**
 * The order actions an order allows, in {@link ORDER_ACTIONS} order:
 * - `cancel` only before shipping (phase placed or processing) and unless OCC says `cancellable: false`;
 * - `return` after delivery within the return window, unless OCC says `returnable: false`; not for a trial order;
 * - `keep`, `extend`, `trial-return` for a delivered trial order within its trial days ({@link trialDays}) unless OCC
 *   says `returnable: false` (the loan was decided: kept, or the device is on its way back); `extend`
 *   only once (not when {@link isLendingExtended});
 * - `reorder` for any order with entries (cancelled ones too: buying the same again is always possible).
 */
export function allowedOrderActions(order: OccOrderLike, options: OrderActionOptions): OrderAction[] {
  const now = typeof options.now === 'number' ? options.now : options.now.getTime();
  const phase = orderPhase(order);
  const trial = isTrialOrder(order, options.trialTypeIds);
  const allowed = new Set<OrderAction>();
  if ((phase === 'placed' || phase === 'processing') && order.cancellable !== false) allowed.add('cancel');
  if (phase === 'delivered' && trial && order.returnable !== false && withinDays(order, options.trialDays ?? trialDays(order), now)) {
    allowed.add('keep').add('trial-return');
    if (!isLendingExtended(order)) allowed.add('extend');
  }
  if (phase === 'delivered' && !trial && order.returnable !== false
    && withinDays(order, options.returnWindowDays ?? DEFAULT_RETURN_WINDOW_DAYS, now)) allowed.add('return');
  if (Array.isArray(order.entries) && order.entries.length > 0) allowed.add('reorder');
  return ORDER_ACTIONS.filter((action) => allowed.has(action));
}

export function isOrderAction(value: unknown): value is OrderAction {
  return typeof value === 'string' && (ORDER_ACTIONS as readonly string[]).includes(value);
}

/** The time an order was placed (`placed`, else `created`), for sorting; undefined when neither parses. */
export function orderTime(order: OccOrderLike): number | undefined {
  return parseOccDate(order.placed) ?? parseOccDate(order.created);
}

/**
 * Newest first; orders without a date go last; ties keep the code order
 * descending so the result is stable whatever order the server sent. Returns a new array.
 */
export function sortOrdersNewestFirst<T extends OccOrderLike>(orders: readonly T[]): T[] {
  return [...orders].sort((a, b) => {
    const ta = orderTime(a);
    const tb = orderTime(b);
    if (ta !== tb) {
      if (ta === undefined) return 1;
      if (tb === undefined) return -1;
      return tb - ta;
    }
    return String(b.code ?? '').localeCompare(String(a.code ?? ''));
  });
}

/** OCC's pagination (`PaginationModel`: currentPage counts from 0). */
export interface OccPagination {
  currentPage: number;
  pageSize: number;
  totalPages: number;
  totalResults: number;
}

export const DEFAULT_ORDERS_PAGE_SIZE = 5;

/** A whole number ≥ min, or the fallback. */
function wholeAtLeast(value: unknown, min: number, fallback: number): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= min ? n : fallback;
}

/**
 * One page of a list, OCC style: `currentPage` from 0, clamped to the last page (an empty list has one empty
 * page 0); a bad page size falls back to the default, a bad page to 0.
 */
export function pageOf<T>(items: readonly T[], currentPage: unknown, pageSize: unknown = DEFAULT_ORDERS_PAGE_SIZE): { items: T[]; pagination: OccPagination } {
  const size = wholeAtLeast(pageSize, 1, DEFAULT_ORDERS_PAGE_SIZE);
  const totalResults = items.length;
  const totalPages = Math.max(1, Math.ceil(totalResults / size));
  const page = Math.min(wholeAtLeast(currentPage, 0, 0), totalPages - 1);
  return {
    items: items.slice(page * size, page * size + size),
    pagination: { currentPage: page, pageSize: size, totalPages, totalResults },
  };
}

/** Whether a page control should offer a previous / next page. */
export function pageLinks(pagination: OccPagination): { previous: boolean; next: boolean } {
  return { previous: pagination.currentPage > 0, next: pagination.currentPage < pagination.totalPages - 1 };
}
