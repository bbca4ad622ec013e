/**
 * The rules of a product list (brand-product-list): which codes it shows, what each card says about
 * price and stock, what its add control is, and which impressions are new. Pure functions; nothing
 * here fetches or reads the page.
 */
import type { OccProduct } from '../services/occProducts';
import { canBeAdded, stockStatus } from './product';
import { isRecord } from '../isRecord';

/** The authored `productConfig` (`[{ productCode }]`) as codes: trimmed, empty ones dropped, each once. */
export function listCodes(productConfig: unknown): string[] {
  if (!Array.isArray(productConfig)) return [];
  const codes: string[] = [];
  for (const item of productConfig) {
    const raw = typeof item === 'string' ? item : isRecord(item) ? item.productCode : undefined;
    const code = typeof raw === 'string' ? raw.trim() : '';
    if (code && !codes.includes(code)) codes.push(code);
  }
  return codes;
}

/** A base product (variants chosen on its page) or a product set (built on its page): no direct add. */
export function isChosenOnItsPage(product: OccProduct): boolean {
  return (product.variantOptions?.length ?? 0) > 0 || product.purchasable === false || isRecord(product.productSet);
}

/**
 * The card's price: a base product's lowest price as "from £4.50" (the `fromTemplate` with `{price}`),
 * else the product's own; undefined without a price.
 */
export function cardPrice(product: OccProduct, fromTemplate = 'from {price}'): string | undefined {
  const formatted = product.price?.formattedValue;
  if (!formatted) return undefined;
  const isBase = (product.variantOptions?.length ?? 0) > 0 || product.purchasable === false;
  return isBase ? (fromTemplate.includes('{price}') ? fromTemplate : 'from {price}').replace('{price}', formatted) : formatted;
}

export type CardAction = 'add' | 'choose' | 'unavailable';

/** What the card's control does: add directly, choose on the product page, or nothing (out of stock). */
export function cardAction(product: OccProduct): CardAction {
  if (stockStatus(product) === 'outOfStock') return 'unavailable';
  if (isChosenOnItsPage(product)) return 'choose';
  return canBeAdded(product) ? 'add' : 'unavailable';
}

/** The product page of `code` from a template with `{code}` (encoded); undefined without a template. */
export function productPageHref(template: string | undefined, code: string): string | undefined {
  if (!template || !template.trim()) return undefined;
  return template.trim().split('{code}').join(encodeURIComponent(code));
}

/** The rating stars shown: the average rounded to a half, 0 to 5; undefined without reviews. */
export function ratingStars(product: Pick<OccProduct, 'averageRating' | 'numberOfReviews'>): number | undefined {
  const average = product.averageRating;
  if (typeof average !== 'number' || !Number.isFinite(average) || !product.numberOfReviews) return undefined;
  return Math.min(5, Math.max(0, Math.round(average * 2) / 2));
}

/**
 * Impression batching, by product code: of the codes seen now, those not reported before, in list order,
 * each once, with its position (from 1) among the cards `shown` now. `reported` (code to position) is
 * updated; the caller keeps it for the list's lifetime, so a card keeps the position it was reported with
 * when a product before it fails later.
 */
export function newImpressions(reported: Map<string, number>, shown: readonly string[], seen: Iterable<string>): Array<{ code: string; position: number }> {
  const now = new Set(seen);
  const fresh: Array<{ code: string; position: number }> = [];
  shown.forEach((code, index) => {
    if (!now.has(code) || reported.has(code)) return;
    reported.set(code, index + 1);
    fresh.push({ code, position: index + 1 });
  });
  return fresh;
}

/** The position of each card shown: the one it was reported with, else its place among the cards shown (from 1). */
export function cardPositions(reported: ReadonlyMap<string, number>, shown: readonly string[]): number[] {
  return shown.map((code, index) => reported.get(code) ?? index + 1);
}

/** How the list ends up: loading until every product answered; failed when none could be read. */
export function listState(results: ReadonlyArray<'loading' | 'ok' | 'failed'>): 'loading' | 'ready' | 'failed' {
  if (results.some((result) => result === 'loading')) return results.some((result) => result === 'ok') ? 'ready' : 'loading';
  return results.length > 0 && results.every((result) => result === 'failed') ? 'failed' : 'ready';
}
