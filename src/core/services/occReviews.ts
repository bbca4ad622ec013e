/**
 * SAP Commerce OCC v2 product reviews (docs/mock-api.md "product reviews"), the shapes Spartacus uses:
 * - `GET {apiUrl}/v2/{site}/products/{code}/reviews?fields=FULL` → `{ reviews: ReviewWsDTO[] }` (public: no token);
 * - `POST` the same path (no `fields`), JSON `{ headline, comment, rating, alias }`, `Authorization: Bearer` of the
 *   commerce token (commerceToken.ts) → 201 ReviewWsDTO. A 401 gets one new token and one retry (as occCart.ts).
 *
 * Failures reject with `ReviewsError` (status, and for a 400 the `subjects` OCC named: `rating`, `headline`,
 * `comment`, `alias`) or the HttpError / CommerceTokenError underneath, after ONE console.error holding only
 * the operation's message (prefixed with `logLabel`): never review text, a token or a secret.
 */
import type { CookieJar } from '../visitor/cookies';
import { requestJson, type HttpFetch } from './http';
import { isRecord } from '../isRecord';
import { trimBase, type HybrisConfig } from './configTypes';
import type { OccReview } from '../commerce/reviews';

export const REVIEWS_MESSAGES = {
  load: 'Unable to load reviews.',
  post: 'Unable to post the review.',
} as const;

export class ReviewsError extends Error {
  readonly status: number;
  /** what OCC's `errors[].subject` named (a 400 ValidationError) */
  readonly subjects: string[];
  constructor(message: string, status: number, body: unknown) {
    super(`${message} (status ${status})`);
    this.name = 'ReviewsError';
    this.status = status;
    const errors = isRecord(body) && Array.isArray(body.errors) ? body.errors : [];
    this.subjects = errors.flatMap((entry) => (isRecord(entry) && typeof entry.subject === 'string' ? [entry.subject] : []));
  }
}

export interface ReviewsOptions {
  fetch?: HttpFetch;
  cookies?: CookieJar;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** put before the logged message, e.g. the element's tag */
  logLabel?: string;
  now?: () => number;
}

/** `{apiUrl}/v2/{site}/products/{code}/reviews` */
export function reviewsUrl(hybrisConfig: HybrisConfig, productCode: string): string {
  if (!hybrisConfig.apiUrl || !hybrisConfig.site) throw new Error('hybrisConfig.apiUrl and site are required');
  if (!productCode) throw new Error('productCode is required');
  return `${trimBase(hybrisConfig.apiUrl)}/v2/${encodeURIComponent(hybrisConfig.site)}/products/${encodeURIComponent(productCode)}/reviews`;
}

/** Logs a failed call once, after the element's label. */
export function logFailure(message: string, options: ReviewsOptions): void {
  console.error(options.logLabel ? `${options.logLabel}: ${message}` : message);
}

/** The product's reviews as the server sent them (filter and sort with core/commerce/reviews.ts). */
export async function fetchReviews(hybrisConfig: HybrisConfig, productCode: string, options: ReviewsOptions = {}): Promise<OccReview[]> {
  try {
    const response = await requestJson<{ reviews?: unknown }>(`${reviewsUrl(hybrisConfig, productCode)}?fields=FULL`, {
      fetch: options.fetch,
      timeoutMs: options.timeoutMs,
      signal: options.signal,
    });
    if (!response.ok) throw new ReviewsError(REVIEWS_MESSAGES.load, response.status, response.body);
    const body = response.body;
    // SAP leaves `reviews` out when a product has none.
    if (!isRecord(body)) throw new ReviewsError(REVIEWS_MESSAGES.load, response.status, body);
    return Array.isArray(body.reviews) ? (body.reviews.filter(isRecord) as OccReview[]) : [];
  } catch (error) {
    // The caller moved on (another product, the element left the page): nothing failed.
    if (!options.signal?.aborted) logFailure(REVIEWS_MESSAGES.load, options);
    throw error;
  }
}
