/**
 * SAP Commerce OCC v2 products (docs/mock-api.md "products"): one product
 * (`GET {apiUrl}/v2/{site}/products/{code}?fields=FULL&lang=…`) and the product search
 * (`GET …/products/search?query=…&pageSize=…&currentPage=…&fields=FULL&lang=…`). Products are public in OCC:
 * no token is sent. The shapes are SAP's ProductWsDTO and ProductSearchPageWsDTO as Spartacus reads them.
 *
 * Answers: 2xx resolves the body; a 400 (OCC's answer for an unknown product) rejects with
 * `OccError` status 400; any other status rejects with `OccError`; network, timeout and malformed
 * answers reject with HttpError. Nothing here logs: the element that asked names itself in its one
 * console error.
 */
import { requestJson, type HttpFetch } from './http';
import type { OccPrice } from './occCart';
import { OccError } from './occError';
import { isRecord } from '../isRecord';
import { occMediaUrl, trimBase, type HybrisConfig } from './configTypes';

export type StockLevelStatus = 'inStock' | 'lowStock' | 'outOfStock';

export interface OccImage {
  /** PRIMARY or GALLERY */
  imageType?: string;
  /** zoom, product, thumbnail, cartIcon */
  format?: string;
  url?: string;
  altText?: string;
  galleryIndex?: number;
}

export interface OccStock {
  stockLevelStatus?: StockLevelStatus | string;
  stockLevel?: number;
}

export interface OccVariantQualifier {
  qualifier?: string;
  name?: string;
  value?: string;
}

export interface OccVariantOption {
  code?: string;
  url?: string;
  priceData?: OccPrice;
  stock?: OccStock;
  variantOptionQualifiers?: OccVariantQualifier[];
}

export interface OccBaseOption {
  variantType?: string;
  selected?: OccVariantOption;
  options?: OccVariantOption[];
}

/** Our extension: a lendable device's lending configurations (SAP has no such field). */
export interface OccLendingOption {
  code?: string;
  days?: number;
  price?: OccPrice;
}

export interface OccProduct {
  code?: string;
  name?: string;
  summary?: string;
  /** HTML (through DOMPurify before it is shown) */
  description?: string;
  url?: string;
  purchasable?: boolean;
  price?: OccPrice;
  stock?: OccStock;
  images?: OccImage[];
  averageRating?: number;
  numberOfReviews?: number;
  baseProduct?: string;
  baseOptions?: OccBaseOption[];
  variantType?: string;
  variantOptions?: OccVariantOption[];
  categories?: { code?: string; name?: string }[];
  lendingOptions?: OccLendingOption[];
  [field: string]: unknown;
}

export interface OccPagination {
  currentPage?: number;
  pageSize?: number;
  totalPages?: number;
  totalResults?: number;
  sort?: string;
}

export interface OccProductSearchPage {
  freeTextSearch?: string;
  products?: OccProduct[];
  pagination?: OccPagination;
  sorts?: { code?: string; selected?: boolean }[];
}

export interface OccProductOptions {
  fetch?: HttpFetch;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** default 'en' */
  lang?: string;
}

export interface ProductSearchQuery {
  /** OCC's query: free text, then `:sort:facet:value…` (e.g. `:relevance:category:tins`) */
  query?: string;
  pageSize?: number;
  currentPage?: number;
  sort?: string;
}

/** `{apiUrl}/v2/{site}/products`, or undefined when the config lacks either. */
export function productsUrl(config: HybrisConfig | undefined): string | undefined {
  if (!config?.apiUrl || !config.site) return undefined;
  return `${trimBase(config.apiUrl)}/v2/${encodeURIComponent(config.site)}/products`;
}

async function get<T>(url: string, options: OccProductOptions): Promise<T> {
  const response = await requestJson<T>(url, { method: 'GET', fetch: options.fetch, timeoutMs: options.timeoutMs, signal: options.signal });
  if (response.status >= 200 && response.status < 300 && isRecord(response.body)) return response.body;
  throw new OccError('Unable to get product.', response.status, response.body);
}

/** One product with fields=FULL. Rejects (OccError, HttpError) when it cannot be read. */
export async function fetchProduct(config: HybrisConfig | undefined, code: string, options: OccProductOptions = {}): Promise<OccProduct> {
  const base = productsUrl(config);
  if (!base) throw new Error('hybrisConfig.apiUrl and site are required');
  const lang = encodeURIComponent(options.lang ?? 'en');
  const product = await get<OccProduct>(`${base}/${encodeURIComponent(code)}?fields=FULL&lang=${lang}`, options);
  return withMediaUrls(product, config?.apiUrl);
}

/** The product's pictures with SAP's host-relative URLs resolved against the commerce host (occMediaUrl). */
function withMediaUrls(product: OccProduct, apiUrl: string | undefined): OccProduct {
  if (!Array.isArray(product.images)) return product;
  return { ...product, images: product.images.map((image) => (isRecord(image) ? { ...image, url: occMediaUrl(typeof image.url === 'string' ? image.url : undefined, apiUrl) } : image)) };
}

/** A page of the product search with fields=FULL. */
export async function searchProducts(config: HybrisConfig | undefined, search: ProductSearchQuery = {}, options: OccProductOptions = {}): Promise<OccProductSearchPage> {
  const base = productsUrl(config);
  if (!base) throw new Error('hybrisConfig.apiUrl and site are required');
  const query = new URLSearchParams({ fields: 'FULL', lang: options.lang ?? 'en' });
  if (search.query) query.set('query', search.query);
  if (search.pageSize !== undefined) query.set('pageSize', String(search.pageSize));
  if (search.currentPage !== undefined) query.set('currentPage', String(search.currentPage));
  if (search.sort) query.set('sort', search.sort);
  const page = await get<OccProductSearchPage>(`${base}/search?${query}`, options);
  return Array.isArray(page.products) ? { ...page, products: page.products.map((product) => withMediaUrls(product, config?.apiUrl)) } : page;
}
