/**
 * brand-add-to-cart's authored model (productCode, quantity, type,
 * lendingConfigurationCode, productReference, entries) as the request its button sends, or undefined when
 * the model cannot make one (no product code, a lending entry without its configuration, a set without
 * entries). Also the analytics products of a set. Pure functions.
 */
import type { AddToCartRequest } from './cart';
import { clampQuantity } from './quantity';
import type { ProductFieldObject } from '../analytics/commerce';

export type AddToCartType = 'standard' | 'lending' | 'product-set';

export interface AddToCartModel {
  productCode?: string;
  quantity?: number | string;
  type?: string;
  lendingConfigurationCode?: string;
  productReference?: string;
  /** `[{ productCode, quantity }]`, or that as JSON text (an attribute) */
  entries?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** 'lending' and 'product-set' as given; anything else is 'standard'. */
export function addToCartType(value: unknown): AddToCartType {
  return value === 'lending' || value === 'product-set' ? value : 'standard';
}

/** The set's entries: each with a product code and a whole quantity of at least 1 (default 1). */
export function setEntries(value: unknown): { productCode: string; quantity: number }[] {
  let list = value;
  if (typeof list === 'string') {
    try {
      list = JSON.parse(list);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    const productCode = text((entry as { productCode?: unknown } | null)?.productCode);
    if (!productCode) return [];
    return [{ productCode, quantity: clampQuantity((entry as { quantity?: unknown }).quantity ?? 1, 1, Number.MAX_SAFE_INTEGER) }];
  });
}

export function addToCartRequest(model: AddToCartModel): AddToCartRequest | undefined {
  const type = addToCartType(model.type);
  if (type === 'product-set') {
    const productReference = text(model.productReference) || text(model.productCode);
    const entries = setEntries(model.entries);
    return productReference && entries.length ? { type, productReference, entries } : undefined;
  }
  const productCode = text(model.productCode);
  if (!productCode) return undefined;
  const quantity = clampQuantity(model.quantity ?? 1, 1, Number.MAX_SAFE_INTEGER);
  if (type === 'lending') {
    const lendingConfigurationCode = text(model.lendingConfigurationCode);
    return lendingConfigurationCode ? { type, productCode, quantity, lendingConfigurationCode } : undefined;
  }
  return { type, productCode, quantity };
}

/**
 * A set's addToCart products: each tin with its quantity in one set and the set's code as `variant`
 * (the set itself has no price of its own: it costs what its tins cost).
 */
export function setAnalytics(request: Extract<AddToCartRequest, { type: 'product-set' }>, names: Record<string, string> = {}): ProductFieldObject[] {
  return request.entries.map((entry) => ({
    id: entry.productCode,
    ...(names[entry.productCode] ? { name: names[entry.productCode] } : {}),
    quantity: entry.quantity,
    variant: request.productReference,
  }));
}
