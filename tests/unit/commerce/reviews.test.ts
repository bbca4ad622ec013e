import { describe, expect, it } from 'vitest';
import {
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  normalizePageSize,
  pageCount,
  ratingText,
  reviewProblemMessage,
  roundRating,
  sortNewestFirst,
  summarizeReviews,
  validateReview,
  visibleSlice,
} from '../../../src/core/commerce/reviews';

const review = (rating: unknown, date?: string, id = String(rating)) => ({ id, rating, date, headline: 'h', comment: 'c' }) as never;

describe('summarizeReviews', () => {
  it('no reviews: average 0, every bar empty', () => {
    const summary = summarizeReviews([]);
    expect(summary.average).toBe(0);
    expect(summary.count).toBe(0);
    expect(summary.distribution.map((bar) => bar.stars)).toEqual([5, 4, 3, 2, 1]);
    expect(summary.distribution.every((bar) => bar.count === 0 && bar.percent === 0)).toBe(true);
    expect(summarizeReviews(undefined).count).toBe(0);
  });

  it('one review', () => {
    const summary = summarizeReviews([review(4)]);
    expect(summary).toMatchObject({ average: 4, count: 1 });
    expect(summary.distribution.find((bar) => bar.stars === 4)).toEqual({ stars: 4, count: 1, percent: 100 });
  });

  it('all fives', () => {
    const summary = summarizeReviews([review(5), review(5), review(5)]);
    expect(summary.average).toBe(5);
    expect(summary.distribution[0]).toEqual({ stars: 5, count: 3, percent: 100 });
  });

  it('mixed: one decimal, half up, shares in whole per cent', () => {
    // 5+5+4+3 = 17 / 4 = 4.25 → 4.3
    const summary = summarizeReviews([review(5), review(5), review(4), review(3)]);
    expect(summary.average).toBe(4.3);
    expect(summary.distribution.map((bar) => bar.count)).toEqual([2, 1, 1, 0, 0]);
    expect(summary.distribution.map((bar) => bar.percent)).toEqual([50, 25, 25, 0, 0]);
  });

  it('ignores ratings outside 1..5 and non-numbers from the server', () => {
    const summary = summarizeReviews([review(5), review(0), review(6), review('4'), review(Number.NaN), null, review(3)]);
    expect(summary.count).toBe(2);
    expect(summary.average).toBe(4);
  });

  it('rounds', () => {
    expect(roundRating(4.25)).toBe(4.3);
    expect(roundRating(4.249)).toBe(4.2);
    expect(roundRating(13 / 3)).toBe(4.3);
  });
});

describe('sortNewestFirst', () => {
  it('newest first, ties keep server order, undated last', () => {
    const list = [review(1, '2026-01-01T10:00:00Z', 'a'), review(2, undefined, 'u'), review(3, '2026-03-01T10:00:00Z', 'b'), review(4, '2026-01-01T10:00:00Z', 'c')];
    expect(sortNewestFirst(list).map((r) => r.id)).toEqual(['b', 'a', 'c', 'u']);
  });
});

describe('paging', () => {
  it('page size, pages, slice', () => {
    expect(normalizePageSize(undefined)).toBe(5);
    expect(normalizePageSize('3')).toBe(3);
    expect(normalizePageSize(0)).toBe(5);
    expect(normalizePageSize(2.7)).toBe(2);
    expect(pageCount(0, 5)).toBe(1);
    expect(pageCount(12, 5)).toBe(3);
    expect(pageCount(10, 5)).toBe(2);
    const items = Array.from({ length: 12 }, (_, i) => i);
    expect(visibleSlice(items, 5, 1)).toEqual([0, 1, 2, 3, 4]);
    expect(visibleSlice(items, 5, 3)).toHaveLength(12);
    expect(visibleSlice(items, 5, 9)).toHaveLength(12);
  });
});

describe('ratingText', () => {
  it('says the average and the count', () => {
    expect(ratingText(4.25, 12)).toBe('4.3 out of 5 stars, 12 reviews');
    expect(ratingText(5, 1)).toBe('5 out of 5 stars, 1 review');
    expect(ratingText(0, 0)).toBe('0 out of 5 stars, 0 reviews');
    expect(ratingText(4.3, 2, { ratingText: '{rating}/5 ({count})' })).toBe('4.3/5 (2)');
  });
});

describe('validateReview', () => {
  it('requires a rating, a headline and a comment', () => {
    expect(validateReview({}).problems).toEqual({ rating: 'required', headline: 'required', comment: 'required' });
    expect(validateReview({ rating: 6, headline: ' ', comment: '\n' }).problems).toEqual({ rating: 'required', headline: 'required', comment: 'required' });
    expect(validateReview({ rating: 3.5, headline: 'a', comment: 'b' }).problems).toEqual({ rating: 'required' });
  });

  it('trims, drops a blank alias, accepts a string rating', () => {
    expect(validateReview({ rating: '4', headline: '  Great  ', comment: ' Lovely tin ', alias: '  ' }).review).toEqual({ rating: 4, headline: 'Great', comment: 'Lovely tin' });
    expect(validateReview({ rating: 5, headline: 'a', comment: 'b', alias: ' Sam, Leeds ' }).review?.alias).toBe('Sam, Leeds');
  });

  it('limits lengths', () => {
    const problems = validateReview({
      rating: 5,
      headline: 'h'.repeat(REVIEW_LIMITS.headline + 1),
      comment: 'c'.repeat(REVIEW_LIMITS.comment + 1),
      alias: 'a'.repeat(REVIEW_LIMITS.alias + 1),
    }).problems;
    expect(problems).toEqual({ headline: 'tooLong', comment: 'tooLong', alias: 'tooLong' });
    expect(validateReview({ rating: 1, headline: 'h'.repeat(REVIEW_LIMITS.headline), comment: 'c' }).review).toBeDefined();
  });

  it('messages say what to fix; labels replace them', () => {
    expect(reviewProblemMessage('rating', 'required')).toBe(REVIEW_MESSAGES.ratingRequired);
    expect(reviewProblemMessage('comment', 'tooLong')).toContain(String(REVIEW_LIMITS.comment));
    expect(reviewProblemMessage('headline', 'required', { headlineRequired: 'Titel fehlt' })).toBe('Titel fehlt');
    expect(reviewProblemMessage('headline', undefined)).toBeUndefined();
  });
});
