/**
 * What an order card shows and sends (`brand-account-order-card` / `brand-account-orders`): the item
 * count, the entries an action names, the order's date in the page's language, and the pager's page list. Pure.
 */
import type { OccOrderLike, OrderAction } from './orders';
import { fillTemplate } from '../text/template';

interface EntryLike {
  entryNumber?: unknown;
  quantity?: unknown;
  cancelledItemsQuantity?: unknown;
  cancellableQuantity?: unknown;
  returnableQuantity?: unknown;
}

interface OrderCountLike {
  [field: string]: unknown;
  totalUnitCount?: unknown;
  entries?: unknown;
}

const whole = (value: unknown): number | undefined => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined);

function entriesOf(order: { entries?: unknown }): EntryLike[] {
  return Array.isArray(order.entries) ? order.entries.filter((e): e is EntryLike => !!e && typeof e === 'object') : [];
}

/**
 * The items of an order: OCC's `totalUnitCount`, else the entries' quantities less what was cancelled; undefined
 * when neither is known (a history summary without the count).
 */
export function orderItemCount(order: OrderCountLike): number | undefined {
  const count = whole(order.totalUnitCount);
  if (count !== undefined) return count;
  if (!Array.isArray(order.entries)) return undefined;
  return entriesOf(order).reduce((sum, entry) => sum + Math.max(0, (whole(entry.quantity) ?? 0) - (whole(entry.cancelledItemsQuantity) ?? 0)), 0);
}

/**
 * The `{ orderEntryNumber, quantity }` list a cancellation or a return names: every entry with something left to
 * cancel (`cancellableQuantity`) or return (`returnableQuantity`), the whole order as Spartacus's "cancel all".
 * When OCC leaves the field out the entry's quantity counts. Entries without an entry number are skipped.
 */
export function orderEntryInputs(order: { entries?: unknown }, kind: 'cancel' | 'return'): { orderEntryNumber: number; quantity: number }[] {
  return entriesOf(order).flatMap((entry, index) => {
    const number = whole(entry.entryNumber) ?? index;
    const left = whole(kind === 'cancel' ? entry.cancellableQuantity : entry.returnableQuantity) ?? whole(entry.quantity) ?? 0;
    return left > 0 ? [{ orderEntryNumber: number, quantity: left }] : [];
  });
}

/** Which call an action makes: a trial device going back is a return request; keep and extend decide the loan. */
export function actionCall(action: OrderAction): 'cancel' | 'return' | 'lending' | 'reorder' {
  if (action === 'cancel') return 'cancel';
  if (action === 'return' || action === 'trial-return') return 'return';
  if (action === 'keep' || action === 'extend') return 'lending';
  return 'reorder';
}

/** A date for people, in the page's language ("22 Nov 2026"), in UTC so a server and a browser agree; '' if unknown. */
export function formatOrderDate(value: unknown, lang = 'en'): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  const ms = typeof value === 'number' ? value : Date.parse(value);
  if (Number.isNaN(ms)) return '';
  const locale = lang === 'en' ? 'en-GB' : lang;
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(ms);
  } catch {
    return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(ms);
  }
}

/** `{count}` in a template filled in ("{count} items"); one item reads `singular` when given. */
export function countText(count: number, template: string, singular?: string): string {
  return (count === 1 && singular ? singular : template).replace('{count}', String(count));
}

/**
 * The pager's pages (0-based) with gaps (`'gap'`): every page up to 7; otherwise the first, the last, and the
 * current one with its neighbours, so the control never grows past 7 slots.
 */
export function pagerPages(currentPage: number, totalPages: number): (number | 'gap')[] {
  if (totalPages <= 1) return totalPages === 1 ? [0] : [];
  if (totalPages <= 7) return Array.from({ length: totalPages }, (_, i) => i);
  const current = Math.min(Math.max(0, currentPage), totalPages - 1);
  const start = Math.max(1, Math.min(current - 1, totalPages - 4));
  const end = Math.min(totalPages - 2, Math.max(current + 1, 3));
  const pages: (number | 'gap')[] = [0];
  if (start > 1) pages.push('gap');
  for (let page = start; page <= end; page++) pages.push(page);
  if (end < totalPages - 2) pages.push('gap');
  pages.push(totalPages - 1);
  return pages;
}

interface ReorderEntryLike {
  quantity?: unknown;
  product?: { code?: unknown; name?: unknown } | null;
}

interface CartModificationLike {
  statusCode?: unknown;
  quantityAdded?: unknown;
  entry?: { product?: { code?: unknown } | null } | null;
}

/** What a reorder did: the units asked for (the order's entries), the units added, and what could not be added. */
export interface ReorderResult {
  asked: number;
  added: number;
  /** the names (else codes) of the products added short of what was asked, in the order's order */
  missing: string[];
  /** all: everything added; some: part of it; none: nothing */
  kind: 'all' | 'some' | 'none';
}

/**
 * Reads OCC's CartModificationList of `cartFromOrder` against the order: for each entry the units asked (its
 * quantity) and the units added (the `quantityAdded` of the modifications naming its product; an entry no
 * modification names counts as added, as SAP reports problems per entry). A modification without a product code
 * is matched to the entry at its position. Without any modification everything counts as added.
 */
export function reorderResult(order: { entries?: unknown }, list: { cartModifications?: unknown } | undefined): ReorderResult {
  const entries = Array.isArray(order.entries) ? order.entries.filter((e): e is ReorderEntryLike => !!e && typeof e === 'object') : [];
  const mods = Array.isArray(list?.cartModifications) ? list.cartModifications.filter((m): m is CartModificationLike => !!m && typeof m === 'object') : [];
  let asked = 0;
  let added = 0;
  const missing: string[] = [];
  entries.forEach((entry, index) => {
    const want = whole(entry.quantity) ?? 0;
    if (want === 0) return;
    const code = typeof entry.product?.code === 'string' ? entry.product.code : '';
    const named = mods.filter((m) => (typeof m.entry?.product?.code === 'string' ? m.entry.product.code === code && code !== '' : false));
    const own = named.length > 0 ? named : mods.length > 0 && mods.every((m) => typeof m.entry?.product?.code !== 'string') && mods[index] ? [mods[index]!] : [];
    const got = own.length === 0 ? want : Math.min(want, own.reduce((sum, m) => sum + (whole(m.quantityAdded) ?? 0), 0));
    asked += want;
    added += got;
    if (got < want) {
      const name = typeof entry.product?.name === 'string' && entry.product.name.trim() ? entry.product.name.trim() : code;
      if (name) missing.push(name);
    }
  });
  const kind = added >= asked ? 'all' : added === 0 ? 'none' : 'some';
  return { asked, added, missing, kind };
}

/**
 * The line a reorder ends with: `done` when all was added, else `partial` (a status) or `none` (an alert), with
 * `{added}`, `{asked}` and `{names}` (the missing products, joined with ", ") filled in.
 */
export function reorderMessage(result: ReorderResult, words: { done: string; partial: string; none: string }): { kind: 'status' | 'alert'; text: string } {
  const template = result.kind === 'all' ? words.done : result.kind === 'some' ? words.partial : words.none;
  const text = fillTemplate(template, { added: result.added, asked: result.asked, names: result.missing.join(', ') });
  return { kind: result.kind === 'none' ? 'alert' : 'status', text };
}

const LENDING_FIELDS = ['lendingConfigurationCode', 'lendingDays', 'lendingExtended'];

/**
 * The order as a done action leaves it, for when it cannot be read again: cancel → `CANCELLING` (nothing left to
 * cancel); keep, trial-return, return → nothing left to return and the loan ended (no trial actions); extend → the
 * loan extended (14 more days, not again); reorder changes nothing. So the done action is never offered again.
 */
export function orderAfterAction<T extends OccOrderLike>(order: T, action: OrderAction): T {
  const entries = Array.isArray(order.entries) ? order.entries : undefined;
  const mapEntries = (change: (entry: Record<string, unknown>) => Record<string, unknown>) =>
    entries?.map((entry) => (entry && typeof entry === 'object' ? change({ ...(entry as Record<string, unknown>) }) : entry));
  if (action === 'cancel') {
    return { ...order, status: 'CANCELLING', cancellable: false, entries: mapEntries((e) => ({ ...e, cancellableQuantity: 0 })) };
  }
  if (action === 'keep' || action === 'return' || action === 'trial-return') {
    return {
      ...order,
      returnable: false,
      entries: mapEntries((e) => {
        for (const field of LENDING_FIELDS) delete e[field];
        return { ...e, returnableQuantity: 0 };
      }),
    };
  }
  if (action === 'extend') {
    return {
      ...order,
      entries: mapEntries((e) =>
        typeof e.lendingConfigurationCode === 'string' && e.lendingConfigurationCode.trim()
          ? { ...e, lendingExtended: true, lendingDays: (whole(e.lendingDays) ?? 14) + 14 }
          : e,
      ),
    };
  }
  return order;
}

/**
 * An order the shop does not know (an unknown or someone else's order code): OCC answers 404, or 400 with an
 * `UnknownIdentifierError` (SAP's way). Reading it again would not help, so no "Try again" is offered.
 */
export function isUnknownOrderError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { status, body } = error as { status?: unknown; body?: unknown };
  if (status === 404) return true;
  if (status !== 400 || !body || typeof body !== 'object') return false;
  const errors = (body as { errors?: unknown }).errors;
  return Array.isArray(errors) && errors.some((entry) => !!entry && typeof entry === 'object' && (entry as { type?: unknown }).type === 'UnknownIdentifierError');
}
