/**
 * Configure and buy (brand-configure-and-buy): which variant a product page starts on, the authored
 * purchase options (buy, borrow) as the product allows them, the add-to-cart request for the chosen
 * variant and option, the rating summary's words and the page URL that names the chosen variant.
 * Pure functions; nothing here fetches or reads the window.
 */
import type { OccProduct } from '../services/occProducts';
import type { AddToCartRequest } from './cart';
import { stockStatus, variantOptions } from './product';

/**
 * The variant a page shows first: a variant product is itself; a base product (one with variantOptions
 * and no baseOptions) starts on its first variant in stock, else on its first variant; a product
 * without variants is itself.
 */
export function startingVariant(product: OccProduct | undefined): string | undefined {
  if (!product?.code) return undefined;
  if (product.baseOptions?.length || !product.variantOptions?.length) return product.code;
  const options = variantOptions(product);
  return (options.find((option) => stockStatus(option) !== 'outOfStock') ?? options[0])?.code ?? product.code;
}

export interface PurchaseOption {
  /** 'standard' (buy) or 'lending' (borrow) */
  type: 'standard' | 'lending';
  /** the choice's text ('Buy', 'Borrow for 30 days') */
  label: string;
  /** the button's text for this choice; else the element's addToCartLabel */
  addToCartLabel?: string;
  /** lending: the lending configuration (one of the product's lendingOptions) */
  lendingConfigurationCode?: string;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/**
 * The authored purchase options `[{ type: 'buy' | 'standard' | 'lending' | 'borrow', label,
 * addToCartLabel?, lendingConfigurationCode? }]` this product offers: a lending option only when the
 * product lists that lending configuration in `lendingOptions` (without a code, its first); options without
 * a label, of another type or repeated are dropped. None authored (or none left): one 'standard' option.
 */
export function purchaseOptions(authored: unknown, product: Pick<OccProduct, 'lendingOptions'> | undefined): PurchaseOption[] {
  const lendingCodes = (product?.lendingOptions ?? []).map((option) => option.code).filter((code): code is string => !!code);
  const options: PurchaseOption[] = [];
  for (const item of Array.isArray(authored) ? authored : []) {
    if (!item || typeof item !== 'object') continue;
    const record = item as Record<string, unknown>;
    const label = text(record.label);
    const kind = text(record.type)?.toLowerCase();
    const type = kind === 'buy' || kind === 'standard' ? 'standard' : kind === 'lending' || kind === 'borrow' ? 'lending' : undefined;
    if (!label || !type) continue;
    const option: PurchaseOption = { type, label };
    const button = text(record.addToCartLabel);
    if (button) option.addToCartLabel = button;
    if (type === 'lending') {
      const wanted = text(record.lendingConfigurationCode);
      const code = wanted ? lendingCodes.find((known) => known === wanted) : lendingCodes[0];
      if (!code) continue;
      option.lendingConfigurationCode = code;
    }
    if (options.some((known) => known.type === option.type && known.lendingConfigurationCode === option.lendingConfigurationCode)) continue;
    options.push(option);
  }
  return options.length ? options : [{ type: 'standard', label: '' }];
}

/** What the add button adds: the variant with the chosen option (quantity 1: the stepper sets it); none without a code. */
export function configureRequest(code: string | undefined, option: PurchaseOption | undefined): AddToCartRequest | undefined {
  if (!code) return undefined;
  if (option?.type === 'lending' && option.lendingConfigurationCode) {
    return { type: 'lending', productCode: code, quantity: 1, lendingConfigurationCode: option.lendingConfigurationCode };
  }
  return { type: 'standard', productCode: code, quantity: 1 };
}

export const DEFAULT_RATING_LABEL = '{average} out of 5, {count} reviews';

/**
 * The rating summary's words: `{average}` (one decimal, in the page's language) and `{count}` filled
 * in; undefined when the product has no reviews.
 */
export function ratingSummary(product: Pick<OccProduct, 'averageRating' | 'numberOfReviews'> | undefined, template = DEFAULT_RATING_LABEL, lang = 'en'): string | undefined {
  const count = product?.numberOfReviews;
  const average = product?.averageRating;
  if (typeof count !== 'number' || !(count > 0) || typeof average !== 'number' || !Number.isFinite(average)) return undefined;
  const format = (value: number, digits: number) => {
    try {
      return new Intl.NumberFormat(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
    } catch {
      return value.toFixed(digits);
    }
  };
  const clamped = Math.min(5, Math.max(0, average));
  return (text(template) ?? DEFAULT_RATING_LABEL).replaceAll('{average}', format(clamped, 1)).replaceAll('{count}', format(count, 0));
}

/** How full each of the five stars is (0..1), for an average of 0..5. */
export function starFills(average: number | undefined): number[] {
  const value = typeof average === 'number' && Number.isFinite(average) ? Math.min(5, Math.max(0, average)) : 0;
  return [0, 1, 2, 3, 4].map((star) => Math.min(1, Math.max(0, value - star)));
}

/**
 * The page URL naming the chosen variant: `href` with its `product` query set to `code`, when the page
 * already uses ?product= (else undefined: the URL is not ours to change). The hash stays.
 */
export function withProductQuery(href: string, code: string): string | undefined {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return undefined;
  }
  if (!url.searchParams.has('product') || url.searchParams.get('product') === code) return undefined;
  url.searchParams.set('product', code);
  return url.href;
}
