import { beforeEach, describe, expect, it } from 'vitest';
import { issueToken, resetTokens } from '../../../demo/mock/commerceToken.mjs';
import { pendingReviews, resetReviews, reviewSummary } from '../../../demo/mock/occReviews.mjs';
import { summarizeReviews, reviewTime } from '../../../src/core/commerce/reviews';
import { call, parse } from './call';

const URL_OF = (code: string) => `/mock/occ/v2/brand-gb/products/${code}/reviews`;
const JSON_TYPE = { 'Content-Type': 'application/json' };
const GOOD = { headline: 'Lovely', comment: 'Really fresh.', rating: 5, alias: 'Lau, London' };

beforeEach(() => {
  resetTokens();
  resetReviews();
});

describe('mock reviews: GET', () => {
  it.each([
    ['ZYN-COOLMINT-6MG', 12],
    ['ZYN-CITRUS-6MG', 6],
    ['ZYN-ESPRESSO-9MG', 4],
    ['IQOS-ILUMA-KIT', 9],
    ['ZYN-MIX-3', 3],
  ])('%s has %i seeded reviews in the ReviewWsDTO shape, matching reviewSummary', async (code, count) => {
    const response = await call('GET', `${URL_OF(code)}?fields=FULL`);
    expect(response.status).toBe(200);
    const { reviews } = parse(response);
    expect(reviews).toHaveLength(count);
    for (const review of reviews) {
      expect(Object.keys(review).sort()).toEqual(['alias', 'comment', 'date', 'headline', 'id', 'principal', 'rating']);
      expect(review.date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+0000$/);
      expect(Number.isNaN(reviewTime(review.date))).toBe(false);
      expect(review.rating).toBeGreaterThanOrEqual(1);
      expect(review.rating).toBeLessThanOrEqual(5);
    }
    const summary = reviewSummary(code);
    expect(summary.numberOfReviews).toBe(count);
    expect(summarizeReviews(reviews).average).toBeCloseTo(Math.round(summary.averageRating! * 10) / 10, 5);
  });

  it('other ZYN/IQOS codes have none (no `reviews`); other codes are unknown', async () => {
    const none = await call('GET', URL_OF('ZYN-SMOOTH-3MG'));
    expect(none.status).toBe(200);
    expect(parse(none)).toEqual({});
    expect(reviewSummary('ZYN-SMOOTH-3MG')).toEqual({ numberOfReviews: 0 });
    for (const code of ['zyn-lower', 'A', encodeURIComponent('ZYN COOL'), 'X'.repeat(41), 'ACME-1']) {
      const response = await call('GET', URL_OF(code));
      expect(response.status, code).toBe(400);
      expect(parse(response).errors[0].type).toBe('UnknownIdentifierError');
    }
    expect((await call('GET', '/mock/occ/v2/nowhere/products/ZYN-MIX-3/reviews')).status).toBe(400);
  });
});

describe('mock reviews: POST', () => {
  it('needs a valid bearer', async () => {
    expect((await call('POST', URL_OF('ZYN-MIX-3'), { headers: JSON_TYPE, body: JSON.stringify(GOOD) })).status).toBe(401);
    expect((await call('POST', URL_OF('ZYN-MIX-3'), { headers: { ...JSON_TYPE, Authorization: 'Bearer made-up' }, body: JSON.stringify(GOOD) })).status).toBe(401);
  });

  it('validates like SAP: errors name the subject', async () => {
    const headers = { ...JSON_TYPE, Authorization: `Bearer ${issueToken('demo-lau')}` };
    const response = await call('POST', URL_OF('ZYN-MIX-3'), { headers, body: JSON.stringify({ rating: 7, headline: ' ', alias: 3 }) });
    expect(response.status).toBe(400);
    const { errors } = parse(response);
    expect(errors.map((error: { subject: string }) => error.subject).sort()).toEqual(['alias', 'comment', 'headline', 'rating']);
    expect(errors.every((error: { type: string }) => error.type === 'ValidationError')).toBe(true);
    expect((await call('POST', URL_OF('ZYN-MIX-3'), { headers, body: '{"rating":' })).status).toBe(400);
  });

  it('answers 201 with the review and keeps it for moderation: the list does not change', async () => {
    const headers = { ...JSON_TYPE, Authorization: `Bearer ${issueToken('demo-lau')}` };
    const response = await call('POST', URL_OF('ZYN-MIX-3'), { headers, body: JSON.stringify({ ...GOOD, headline: '  Lovely  ' }) });
    expect(response.status).toBe(201);
    const review = parse(response);
    expect(review).toMatchObject({ headline: 'Lovely', comment: 'Really fresh.', rating: 5, alias: 'Lau, London', principal: { uid: 'demo-lau' } });
    expect(review.id).toMatch(/^\d+$/);
    expect(pendingReviews()).toHaveLength(1);
    expect(parse(await call('GET', URL_OF('ZYN-MIX-3'))).reviews).toHaveLength(3);
    expect(reviewSummary('ZYN-MIX-3').numberOfReviews).toBe(3);
  });
});
