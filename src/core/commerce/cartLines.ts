/**
 * Changing the cart's lines, the rules without the calls (cart.ts changeCartLine and removeCartLine send them):
 * the bounds of a line's quantity (its stock and the most one order may hold, as OCC gives them on the entry's
 * product), what a typed quantity means, the cart as it looks at once while OCC is asked (an optimistic copy),
 * and what the shopper is told. Pure functions.
 */
import { isRecord } from '../isRecord';
import type { OccCart, OccCartEntry } from '../services/occCart';

/** What the shopper reads; `{name}`, `{count}` and `{max}` are filled in. */
export const CART_LINE_MESSAGES = {
  'not-a-number': 'Enter the quantity as a whole number.',
  'too-low': 'Enter 1 or more, or remove the product.',
  'too-high': 'You can order at most {max} of this product.',
  updated: '{name}: quantity {count}.',
  removed: '{name} was removed from your cart.',
  lowStock: 'Only {count} of {name} can be ordered: that is all we have for now.',
  limit: 'At most {count} of {name} fit in one order.',
  'out-of-stock': 'Sorry, {name} is out of stock: the quantity has not changed.',
  gone: 'This product was no longer in your cart: your cart now shows what the shop has.',
  network: 'We could not reach the shop. Your cart has not changed: check your connection and try again.',
  timeout: 'The shop is taking too long to answer. Check your cart, then try again in a moment.',
  server: 'Something went wrong on our side. Your cart has not changed: please try again.',
  'not-configured': 'The shop is not available on this page.',
} as const;

export type CartLineMessageKey = keyof typeof CART_LINE_MESSAGES;

/** The message (the authored one for `key` where given), with its placeholders filled. */
export function cartLineMessage(
  key: CartLineMessageKey,
  values: { name?: string; count?: number; max?: number } = {},
  authored: Partial<Record<CartLineMessageKey, unknown>> = {},
): string {
  const own = Object.hasOwn(authored, key) ? authored[key] : undefined;
  return (typeof own === 'string' && own.trim() ? own : CART_LINE_MESSAGES[key])
    .replace('{name}', values.name ?? '')
    .replace('{count}', String(values.count ?? ''))
    .replace('{max}', String(values.max ?? ''));
}

const whole = (value: unknown): number | undefined => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined);

/**
 * The most a line may be set to: the lower of its product's stock level (when OCC gives one: low or out of stock)
 * and its `maxOrderQuantity`, but never below what the line already has (fewer is always possible; OCC let it in).
 * Undefined when OCC says neither.
 */
export function lineMaxQuantity(entry: Pick<OccCartEntry, 'product' | 'quantity'>): number | undefined {
  const product = isRecord(entry.product) ? (entry.product as Record<string, unknown>) : {};
  const stock = isRecord(product.stock) ? product.stock : {};
  const level = whole(stock.stockLevel) ?? (stock.stockLevelStatus === 'outOfStock' ? 0 : undefined);
  const limits = [level, whole(product.maxOrderQuantity) || undefined].filter((limit): limit is number => limit !== undefined);
  if (limits.length === 0) return undefined;
  return Math.max(Math.min(...limits), whole(entry.quantity) ?? 0);
}

export type LineQuantity = { ok: true; quantity: number } | { ok: false; reason: 'not-a-number' | 'too-low' | 'too-high'; max?: number };

/** A typed quantity: a whole number from 1 up to `max` (when known). 0 and below are not a way to remove. */
export function checkLineQuantity(typed: string, max?: number): LineQuantity {
  const text = typed.trim();
  if (!/^[+-]?\d+$/.test(text)) return { ok: false, reason: 'not-a-number' };
  const quantity = Number(text);
  if (quantity < 1) return { ok: false, reason: 'too-low' };
  if (max !== undefined && quantity > max) return { ok: false, reason: 'too-high', max };
  return { ok: true, quantity };
}

/**
 * The cart as it shows while OCC is asked: entry `entryNumber` at `quantity` (0: removed, the entries after it
 * numbered down, as OCC does), the unit count following. Prices stay OCC's until it answers. Undefined when the
 * cart has no such entry.
 */
export function withLineQuantity(cart: OccCart, entryNumber: number, quantity: number): OccCart | undefined {
  const entries = Array.isArray(cart.entries) ? cart.entries : [];
  const index = entries.findIndex((entry, at) => isRecord(entry) && (typeof entry.entryNumber === 'number' ? entry.entryNumber : at) === entryNumber);
  if (index < 0) return undefined;
  const before = whole(entries[index]!.quantity) ?? 0;
  const next =
    quantity > 0
      ? entries.map((entry, at) => (at === index ? { ...entry, quantity } : entry))
      : entries
          .filter((_, at) => at !== index)
          .map((entry, at) => (at >= index && typeof entry.entryNumber === 'number' ? { ...entry, entryNumber: entry.entryNumber - 1 } : entry));
  const units = whole(cart.totalUnitCount);
  return {
    ...cart,
    entries: next,
    ...(units === undefined ? {} : { totalUnitCount: Math.max(0, units - before + quantity) }),
    ...(typeof cart.totalItems === 'number' ? { totalItems: next.length } : {}),
  };
}
