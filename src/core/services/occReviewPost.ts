/**
 * Posting a review as the current visitor (OCC's commerce token): apart from reading reviews (occReviews.ts), so
 * that an element showing reviews loads the token's code only when a review is written.
 */
import { getCookieJar } from '../visitor/cookies';
import { occUser, requestAsOccUser } from './commerceToken';
import { isRecord } from '../isRecord';
import type { HybrisConfig } from './configTypes';
import type { NewReview, OccReview } from '../commerce/reviews';
import { REVIEWS_MESSAGES, ReviewsError, logFailure, reviewsUrl, type ReviewsOptions } from './occReviews';

/** Posts a review as the current visitor; resolves the stored review (OCC answers 201 with it). */
export async function postReview(hybrisConfig: HybrisConfig, productCode: string, review: NewReview, options: ReviewsOptions = {}): Promise<OccReview> {
  try {
    const url = reviewsUrl(hybrisConfig, productCode);
    const jar = options.cookies ?? getCookieJar();
    const body: Record<string, unknown> = { headline: review.headline, comment: review.comment, rating: review.rating };
    if (review.alias) body.alias = review.alias;
    const response = await requestAsOccUser<OccReview>(hybrisConfig, occUser(jar), url, { method: 'POST', body, signal: options.signal }, { ...options, cookies: jar });
    if (!response.ok || !isRecord(response.body)) throw new ReviewsError(REVIEWS_MESSAGES.post, response.status, response.body);
    return response.body;
  } catch (error) {
    logFailure(REVIEWS_MESSAGES.post, options);
    throw error;
  }
}
