/**
 * What an order card shows and sends (issue 19, `brand-account-order-card` / `brand-account-orders`): the item
 * count, the entries an action names, the order's date in the page's language, and the pager's page list. Pure.
 */
import type { OrderAction } from './orders';

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
