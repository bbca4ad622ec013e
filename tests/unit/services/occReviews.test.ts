import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { REVIEWS_MESSAGES, ReviewsError, fetchReviews, reviewsUrl } from '../../../src/core/services/occReviews';
import { postReview } from '../../../src/core/services/occReviewPost';
import { HYBRIS, SECRETS, captureConsole, expectNoSecrets, failingFetch, fakeFetch, json, memoryJar, text, type RecordedCall } from '../helpers/fakes';

const REVIEW = { headline: 'Secret headline text', comment: 'Secret comment text', rating: 4, alias: 'Sam, Leeds' };

/** A fake OCC: tokens occ-1, occ-2 … ; only tokens in `valid` pass. */
function occServer(answer: (call: RecordedCall) => Response | Promise<Response>) {
  let issued = 0;
  const valid = new Set<string>();
  const fetch = fakeFetch(async (call) => {
    if (call.url.endsWith('/oauth/token')) {
      issued += 1;
      valid.add(`occ-${issued}`);
      return json(200, { access_token: `occ-${issued}`, token_type: 'bearer', expires_in: 3600 });
    }
    if (call.method === 'POST') {
      const bearer = call.headers.Authorization?.replace(/^Bearer /, '');
      if (!bearer || !valid.has(bearer)) return json(401, { errors: [{ type: 'InvalidTokenError', message: 'Invalid access token' }] });
    }
    return answer(call);
  });
  return { fetch, valid, posts: () => fetch.calls.filter((call) => call.url.includes('/reviews') && call.method === 'POST') };
}

let logged: ReturnType<typeof captureConsole>;
beforeEach(() => {
  logged = captureConsole();
});
afterEach(() => {
  expectNoSecrets(logged.text(), [...SECRETS, REVIEW.headline, REVIEW.comment]);
  logged.restore();
});

const loggedIn = () => memoryJar({ brand_uid: 'demo-lau', brand_token: 'token-demo-lau' });

describe('fetchReviews', () => {
  it('GETs the product reviews with fields=FULL and no token', async () => {
    const server = occServer(() => json(200, { reviews: [{ id: '1', rating: 5 }, 'junk'] }));
    const reviews = await fetchReviews(HYBRIS, 'ZYN COOL/6', { fetch: server.fetch });
    expect(reviews).toEqual([{ id: '1', rating: 5 }]);
    expect(server.fetch.calls).toHaveLength(1);
    expect(server.fetch.calls[0]!.url).toBe('/mock/occ/v2/brand-gb/products/ZYN%20COOL%2F6/reviews?fields=FULL');
    expect(server.fetch.calls[0]!.headers.Authorization).toBeUndefined();
    expect(logged.spies.error).not.toHaveBeenCalled();
  });

  it('a product without reviews: SAP leaves `reviews` out', async () => {
    const server = occServer(() => json(200, {}));
    expect(await fetchReviews(HYBRIS, 'ZYN-X', { fetch: server.fetch })).toEqual([]);
  });

  it.each([
    ['a 500', () => json(500, { errors: [{ type: 'InternalServerError' }] })],
    ['a 400', () => json(400, { errors: [{ type: 'UnknownIdentifierError' }] })],
    ['an empty 200', () => text(200, '')],
    ['a malformed 200', () => text(200, '{"reviews": [')],
  ])('%s rejects after one console.error with the element label', async (_, answer) => {
    const server = occServer(answer);
    await expect(fetchReviews(HYBRIS, 'ZYN-X', { fetch: server.fetch, logLabel: 'brand-ratings-reviews' })).rejects.toBeInstanceOf(Error);
    expect(logged.spies.error).toHaveBeenCalledTimes(1);
    expect(logged.spies.error).toHaveBeenCalledWith(`brand-ratings-reviews: ${REVIEWS_MESSAGES.load}`);
  });

  it('a network failure rejects and logs once; an aborted call does not log', async () => {
    await expect(fetchReviews(HYBRIS, 'ZYN-X', { fetch: failingFetch() })).rejects.toThrow();
    expect(logged.spies.error).toHaveBeenCalledTimes(1);
    const controller = new AbortController();
    controller.abort();
    await expect(fetchReviews(HYBRIS, 'ZYN-X', { fetch: failingFetch(), signal: controller.signal })).rejects.toThrow();
    expect(logged.spies.error).toHaveBeenCalledTimes(1);
  });

  it('needs apiUrl, site and a code', () => {
    expect(() => reviewsUrl({}, 'X')).toThrow();
    expect(() => reviewsUrl(HYBRIS, '')).toThrow();
  });
});

describe('postReview', () => {
  it('POSTs the JSON body with the bearer of the visitor’s commerce token', async () => {
    const server = occServer((call) => json(201, { id: 'r1', ...JSON.parse(call.body ?? '{}'), date: '2026-05-01T10:00:00+0000' }));
    const jar = loggedIn();
    const stored = await postReview(HYBRIS, 'ZYN-COOLMINT-6MG', REVIEW, { fetch: server.fetch, cookies: jar });
    expect(stored).toMatchObject({ id: 'r1', rating: 4 });
    const [post] = server.posts();
    expect(post!.url).toBe('/mock/occ/v2/brand-gb/products/ZYN-COOLMINT-6MG/reviews');
    expect(post!.headers.Authorization).toBe('Bearer occ-1');
    expect(post!.headers['Content-Type']).toBe('application/json');
    expect(JSON.parse(post!.body!)).toEqual(REVIEW);
    const tokenCall = server.fetch.calls.find((call) => call.url.endsWith('/oauth/token'));
    expect(tokenCall!.body).toContain('username=demo-lau');
  });

  it('leaves out a missing alias', async () => {
    const server = occServer((call) => json(201, JSON.parse(call.body ?? '{}')));
    await postReview(HYBRIS, 'ZYN-X', { headline: 'h', comment: 'c', rating: 5 }, { fetch: server.fetch, cookies: loggedIn() });
    expect(JSON.parse(server.posts()[0]!.body!)).toEqual({ headline: 'h', comment: 'c', rating: 5 });
  });

  it('a 401 gets one new token and one retry', async () => {
    const server = occServer((call) => json(201, JSON.parse(call.body ?? '{}')));
    const jar = loggedIn();
    await postReview(HYBRIS, 'ZYN-X', REVIEW, { fetch: server.fetch, cookies: jar });
    server.valid.clear(); // the server forgot the stored token
    await postReview(HYBRIS, 'ZYN-X', REVIEW, { fetch: server.fetch, cookies: jar });
    expect(server.posts().map((call) => call.headers.Authorization)).toEqual(['Bearer occ-1', 'Bearer occ-1', 'Bearer occ-2']);
    expect(logged.spies.error).not.toHaveBeenCalled();
  });

  it('a second 401 fails with one console.error', async () => {
    const server = occServer(() => json(401, {}));
    await expect(postReview(HYBRIS, 'ZYN-X', REVIEW, { fetch: server.fetch, cookies: loggedIn() })).rejects.toMatchObject({ status: 401 });
    expect(server.posts()).toHaveLength(2);
    expect(logged.spies.error).toHaveBeenCalledTimes(1);
    expect(logged.spies.error).toHaveBeenCalledWith(REVIEWS_MESSAGES.post);
  });

  it('a 400 ValidationError names its subjects', async () => {
    const server = occServer(() => json(400, { errors: [{ type: 'ValidationError', subject: 'headline' }, { type: 'ValidationError', subject: 'rating' }] }));
    const failure = await postReview(HYBRIS, 'ZYN-X', REVIEW, { fetch: server.fetch, cookies: loggedIn() }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ReviewsError);
    expect((failure as ReviewsError).subjects).toEqual(['headline', 'rating']);
    expect(logged.spies.error).toHaveBeenCalledTimes(1);
  });

  it('a 500 rejects without logging the review text', async () => {
    const server = occServer(() => json(500, { errors: [{ type: 'InternalServerError' }] }));
    await expect(postReview(HYBRIS, 'ZYN-X', REVIEW, { fetch: server.fetch, cookies: loggedIn() })).rejects.toMatchObject({ status: 500 });
    expect(logged.spies.error).toHaveBeenCalledTimes(1);
  });
});
