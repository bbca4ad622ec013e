/**
 * The add-to-cart quantity: whole numbers within the stepper's bounds (default 1 to 20), and the
 * request the button sends with it (the stepper's quantity replaces the authored one for 'standard' and
 * 'lending'; a product set keeps its entries).
 */
import type { AddToCartRequest } from './cart';

export const DEFAULT_MAX_QUANTITY = 20;

/** `value` rounded down into [min, max]; min for anything that is not a number. */
export function clampQuantity(value: unknown, min = 1, max = DEFAULT_MAX_QUANTITY): number {
  const low = Math.max(1, Math.floor(Number.isFinite(min) ? min : 1));
  const high = Math.max(low, Math.floor(Number.isFinite(max) ? max : DEFAULT_MAX_QUANTITY));
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(number)) return low;
  return Math.min(high, Math.max(low, Math.floor(number)));
}

/** The request with the stepper's quantity. */
export function withQuantity(request: AddToCartRequest, quantity: number): AddToCartRequest {
  return request.type === 'product-set' ? request : { ...request, quantity };
}

/**
 * The addToCart products for what OCC added: for a 'product-set' request each tin's quantity (in one set)
 * times the sets added, however many tins the set has; otherwise (one product) `quantityAdded`.
 */
export function addedProducts<T extends { quantity?: number }>(products: readonly T[], quantityAdded: number, type: AddToCartRequest['type']): T[] {
  if (type === 'product-set') return products.map((product) => ({ ...product, quantity: (product.quantity ?? 1) * quantityAdded }));
  return products.map((product) => ({ ...product, quantity: quantityAdded }));
}
