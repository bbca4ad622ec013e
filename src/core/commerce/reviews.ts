/**
 * Ratings and reviews rules, pure: what `brand-ratings-reviews` shows from OCC v2 reviews
 * (ReviewWsDTO: `id`, `headline`, `comment`, `rating`, `date`, `alias`, `principal { uid, name }`).
 *
 * - A review whose rating is not a number within 1..5 is ignored everywhere (the average, the distribution,
 *   the list): a shop never shows a 0- or 7-star review.
 * - The average is shown with one decimal, rounded half up (4.25 → 4.3), as shops show it.
 * - Newest first by `date`; equal or missing dates keep the server's order (a stable sort).
 * - A new review: rating 1..5 required; headline 1..REVIEW_LIMITS.headline characters and comment
 *   1..REVIEW_LIMITS.comment characters after trimming; alias optional, at most REVIEW_LIMITS.alias.
 */

import { fillTemplate } from '../text/template';

export interface OccReview {
  id?: string;
  headline?: string;
  comment?: string;
  rating?: number;
  date?: string;
  alias?: string;
  principal?: { uid?: string; name?: string };
}

export const REVIEW_LIMITS = { headline: 100, comment: 2000, alias: 50 } as const;

export const STAR_VALUES = [5, 4, 3, 2, 1] as const;

/** True for a rating a shop shows: a whole or fractional number within 1..5. */
export function isValidRating(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 1 && value <= 5;
}

/** The reviews that count: objects with a rating within 1..5. */
export function countedReviews(reviews: unknown): OccReview[] {
  if (!Array.isArray(reviews)) return [];
  return reviews.filter((review): review is OccReview => typeof review === 'object' && review !== null && isValidRating((review as OccReview).rating));
}

/** Rounds to one decimal, half up (4.25 → 4.3, 4.249 → 4.2). */
export function roundRating(value: number): number {
  return Math.round(value * 10 + 1e-9) / 10;
}

export interface StarShare {
  stars: number;
  count: number;
  /** 0..100, whole per cent */
  percent: number;
}

export interface ReviewSummary {
  /** one decimal; 0 without reviews */
  average: number;
  count: number;
  /** 5 stars first */
  distribution: StarShare[];
}

/** Average and distribution (5..1 stars; a fractional rating counts under its rounded star). */
export function summarizeReviews(reviews: unknown): ReviewSummary {
  const counted = countedReviews(reviews);
  const counts = new Map<number, number>(STAR_VALUES.map((stars) => [stars, 0]));
  let total = 0;
  for (const review of counted) {
    const rating = review.rating as number;
    total += rating;
    const stars = Math.min(5, Math.max(1, Math.round(rating)));
    counts.set(stars, (counts.get(stars) ?? 0) + 1);
  }
  const count = counted.length;
  return {
    average: count ? roundRating(total / count) : 0,
    count,
    distribution: STAR_VALUES.map((stars) => {
      const n = counts.get(stars) ?? 0;
      return { stars, count: n, percent: count ? Math.round((n / count) * 100) : 0 };
    }),
  };
}

/** A review's date as epoch ms (NaN when unusable). SAP writes `2026-05-01T10:00:00+0000`, which not every browser parses. */
export function reviewTime(date: unknown): number {
  if (typeof date !== 'string') return Number.NaN;
  return Date.parse(date.replace(/([+-]\d\d)(\d\d)$/, '$1:$2'));
}
const time = reviewTime;

/** Newest first by `date`; ties and undated reviews keep their order (undated last). */
export function sortNewestFirst(reviews: readonly OccReview[]): OccReview[] {
  return reviews
    .map((review, index) => ({ review, index, at: time(review.date) }))
    .sort((a, b) => {
      const aKnown = !Number.isNaN(a.at);
      const bKnown = !Number.isNaN(b.at);
      if (aKnown && bKnown && a.at !== b.at) return b.at - a.at;
      if (aKnown !== bKnown) return aKnown ? -1 : 1;
      return a.index - b.index;
    })
    .map(({ review }) => review);
}

/** A page size of at least 1 (default 5 for anything unusable). */
export function normalizePageSize(value: unknown, fallback = 5): number {
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number) || number < 1) return fallback;
  return Math.min(100, Math.floor(number));
}

/** Number of pages (at least 1, so "page 1 of 1" reads right without reviews). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / normalizePageSize(pageSize)));
}

/** The first `pages` pages of items ("show more" grows `pages`). */
export function visibleSlice<T>(items: readonly T[], pageSize: number, pages: number): T[] {
  const size = normalizePageSize(pageSize);
  return items.slice(0, size * Math.max(1, Math.floor(pages)));
}

/** "4.3 out of 5 stars, 12 reviews" (English default; labels may replace the words). */
export interface RatingTextLabels {
  /** `{rating}` and `{count}` are replaced; default '{rating} out of 5 stars, {count} reviews' */
  ratingText?: string;
  /** one review; default '{rating} out of 5 stars, 1 review' */
  ratingTextOne?: string;
}

export function ratingText(average: number, count: number, labels: RatingTextLabels = {}, format: (n: number) => string = String): string {
  const template = count === 1 ? labels.ratingTextOne ?? '{rating} out of 5 stars, 1 review' : labels.ratingText ?? '{rating} out of 5 stars, {count} reviews';
  return fillTemplate(template, { rating: format(roundRating(average)), count });
}

export interface NewReview {
  rating: number;
  headline: string;
  comment: string;
  alias?: string;
}

export type ReviewField = 'rating' | 'headline' | 'comment' | 'alias';
export type ReviewProblem = 'required' | 'tooLong';
export type ReviewProblems = Partial<Record<ReviewField, ReviewProblem>>;

export interface ReviewDraft {
  rating?: unknown;
  headline?: unknown;
  comment?: unknown;
  alias?: unknown;
}

const trimmed = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Checks a draft: `{ review }` (trimmed, alias left out when blank) or `{ problems }` per field. */
export function validateReview(draft: ReviewDraft): { review: NewReview; problems?: undefined } | { problems: ReviewProblems; review?: undefined } {
  const problems: ReviewProblems = {};
  const rating = typeof draft.rating === 'string' ? Number(draft.rating) : draft.rating;
  if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 1 || rating > 5) problems.rating = 'required';
  const headline = trimmed(draft.headline);
  const comment = trimmed(draft.comment);
  const alias = trimmed(draft.alias);
  if (!headline) problems.headline = 'required';
  else if (headline.length > REVIEW_LIMITS.headline) problems.headline = 'tooLong';
  if (!comment) problems.comment = 'required';
  else if (comment.length > REVIEW_LIMITS.comment) problems.comment = 'tooLong';
  if (alias.length > REVIEW_LIMITS.alias) problems.alias = 'tooLong';
  if (Object.keys(problems).length) return { problems };
  const review: NewReview = { rating: rating as number, headline, comment };
  if (alias) review.alias = alias;
  return { review };
}

/** The messages a visitor reads; each says what to fix. */
export const REVIEW_MESSAGES = {
  ratingRequired: 'Choose a rating from 1 to 5 stars.',
  headlineRequired: 'Enter a headline.',
  headlineTooLong: `Shorten the headline to ${REVIEW_LIMITS.headline} characters or fewer.`,
  commentRequired: 'Enter your review.',
  commentTooLong: `Shorten your review to ${REVIEW_LIMITS.comment} characters or fewer.`,
  aliasTooLong: `Shorten the name to ${REVIEW_LIMITS.alias} characters or fewer.`,
} as const;

export type ReviewMessages = Record<keyof typeof REVIEW_MESSAGES, string>;

/** The message for a field's problem, from the labels given (falling back to REVIEW_MESSAGES). */
export function reviewProblemMessage(field: ReviewField, problem: ReviewProblem | undefined, messages: Partial<ReviewMessages> = {}): string | undefined {
  if (!problem) return undefined;
  const key = `${field}${problem === 'required' ? 'Required' : 'TooLong'}` as keyof ReviewMessages;
  return messages[key] || (REVIEW_MESSAGES as Partial<ReviewMessages>)[key];
}
