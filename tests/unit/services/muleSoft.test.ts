import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchConsumer, isHardAgeVerified } from '../../../src/core/services/consumer';
import { fetchAssetCount } from '../../../src/core/services/assets';
import { fetchLoyaltyTier } from '../../../src/core/services/loyalty';
import { MULESOFT, SECRETS, captureConsole, expectNoSecrets, failingFetch, fakeFetch, hangingFetch, json, text } from '../helpers/fakes';

afterEach(() => vi.useRealTimers());

const USER = { consumerId: 'demo-lau', token: 'token-demo-lau' };
const HEADERS = {
  'Content-Type': 'application/json',
  client_id: 'demo-client',
  client_secret: 'demo-secret',
  channel: 'web',
  'x-user-token': 'token-demo-lau',
};
const PROFILE = {
  'response-data': {
    profile: { consumerId: 'demo-lau', firstName: 'Lau', lastName: 'Demo', email: 'lau@example.com', birthYear: 1990 },
    hardAgeVerification: [{ hardAVStatus: 'NOT_VERIFIED' }],
  },
};

describe('fetchConsumer', () => {
  it('GETs {url}/web/v1/api/v1/consumer/{id} with the five headers and returns response-data', async () => {
    const fetch = fakeFetch(() => json(200, PROFILE));
    expect(await fetchConsumer(MULESOFT, USER, { fetch })).toEqual(PROFILE['response-data']);
    expect(fetch.calls[0]).toEqual(
      expect.objectContaining({ url: '/mock/mulesoft/web/v1/api/v1/consumer/demo-lau', method: 'GET', headers: HEADERS }),
    );
  });
  it('encodes the consumer id and tolerates a trailing slash on url', async () => {
    const fetch = fakeFetch(() => json(200, PROFILE));
    await fetchConsumer({ ...MULESOFT, url: '/mock/mulesoft/' }, { consumerId: 'a/b?c', token: 't' }, { fetch });
    expect(fetch.calls[0]!.url).toBe('/mock/mulesoft/web/v1/api/v1/consumer/a%2Fb%3Fc');
  });
  it.each([
    [401, true],
    [404, true],
    [500, true],
  ])('a %i resolves undefined and (authenticated call) clears the session', async (status, expires) => {
    const onSessionExpired = vi.fn();
    expect(await fetchConsumer(MULESOFT, USER, { fetch: fakeFetch(() => json(status, { errors: [] })), onSessionExpired })).toBeUndefined();
    expect(onSessionExpired).toHaveBeenCalledTimes(expires ? 1 : 0);
  });
  it('malformed JSON resolves undefined and clears the session; an empty body resolves undefined', async () => {
    const onSessionExpired = vi.fn();
    expect(await fetchConsumer(MULESOFT, USER, { fetch: fakeFetch(() => text(200, '{"response-data":')), onSessionExpired })).toBeUndefined();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(await fetchConsumer(MULESOFT, USER, { fetch: fakeFetch(() => text(200, '')), onSessionExpired })).toBeUndefined();
  });
  it('a network failure or a timeout resolves undefined and never clears the session', async () => {
    const onSessionExpired = vi.fn();
    expect(await fetchConsumer(MULESOFT, USER, { fetch: failingFetch('Failed to fetch'), onSessionExpired })).toBeUndefined();
    vi.useFakeTimers();
    const slow = fetchConsumer(MULESOFT, USER, { fetch: hangingFetch(), onSessionExpired });
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await slow).toBeUndefined();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
  it('needs url, id and token', async () => {
    const fetch = fakeFetch(() => json(200, PROFILE));
    expect(await fetchConsumer({ ...MULESOFT, url: undefined }, USER, { fetch })).toBeUndefined();
    expect(await fetchConsumer(MULESOFT, { consumerId: 'x', token: '' }, { fetch })).toBeUndefined();
    expect(fetch.calls).toHaveLength(0);
  });
  it('logs nothing, let alone a token or a secret', async () => {
    const logged = captureConsole();
    await fetchConsumer(MULESOFT, USER, { fetch: fakeFetch(() => json(500, {})), onSessionExpired: () => {} });
    await fetchConsumer(MULESOFT, USER, { fetch: failingFetch() });
    expect(logged.text()).toBe('');
    expectNoSecrets(logged.text(), SECRETS);
    logged.restore();
  });
});

describe('isHardAgeVerified', () => {
  it('is hardAgeVerification[0].hardAVStatus === VERIFIED', () => {
    expect(isHardAgeVerified({ hardAgeVerification: [{ hardAVStatus: 'VERIFIED' }] })).toBe(true);
    expect(isHardAgeVerified({ hardAgeVerification: [{ hardAVStatus: 'NOT_VERIFIED' }, { hardAVStatus: 'VERIFIED' }] })).toBe(false);
    expect(isHardAgeVerified({ hardAgeVerification: [{ hardAVStatus: 'verified' }] })).toBe(false);
    expect(isHardAgeVerified({ hardAgeVerification: [] })).toBe(false);
    expect(isHardAgeVerified({})).toBe(false);
    expect(isHardAgeVerified(undefined)).toBe(false);
  });
});

describe('fetchAssetCount', () => {
  it('GETs {url}/web/v1/api/v1/consumers/{id}/assets?history=false and counts response-data.data', async () => {
    const fetch = fakeFetch(() => json(200, { 'response-data': { data: [{ serialNumber: 'S1' }, { serialNumber: 'S2' }] } }));
    expect(await fetchAssetCount(MULESOFT, USER, { fetch })).toBe(2);
    expect(fetch.calls[0]).toEqual(
      expect.objectContaining({ url: '/mock/mulesoft/web/v1/api/v1/consumers/demo-lau/assets?history=false', headers: HEADERS }),
    );
    expect(await fetchAssetCount(MULESOFT, USER, { fetch: fakeFetch(() => json(200, { 'response-data': { data: [] } })) })).toBe(0);
  });
  it.each([
    ['500', () => fakeFetch(() => json(500, {}))],
    ['malformed', () => fakeFetch(() => text(200, 'nope'))],
    ['empty', () => fakeFetch(() => text(200, ''))],
    ['no data list', () => fakeFetch(() => json(200, { 'response-data': {} }))],
    ['network', () => failingFetch('NetworkError when attempting to fetch resource')],
  ])('resolves undefined on %s', async (_, makeFetch) => {
    expect(await fetchAssetCount(MULESOFT, USER, { fetch: makeFetch(), onSessionExpired: () => {} })).toBeUndefined();
  });
});

describe('fetchLoyaltyTier', () => {
  it('GETs {apiUrl}/web/v1/api/v1/consumer/{id}/loyalty?countryIsoCode=GB and reads currentTier', async () => {
    const fetch = fakeFetch(() => json(200, { 'response-data': { tierInformation: { currentTier: 'GOLD' } } }));
    expect(await fetchLoyaltyTier({ ...MULESOFT, apiUrl: '/api' }, USER, { fetch })).toBe('GOLD');
    expect(fetch.calls[0]).toEqual(
      expect.objectContaining({ url: '/api/web/v1/api/v1/consumer/demo-lau/loyalty?countryIsoCode=GB', headers: HEADERS }),
    );
  });
  it.each([
    ['500', () => fakeFetch(() => json(500, {}))],
    ['malformed', () => fakeFetch(() => text(200, '{'))],
    ['empty', () => fakeFetch(() => text(200, ''))],
    ['no tier', () => fakeFetch(() => json(200, { 'response-data': { tierInformation: {} } }))],
    ['network', () => failingFetch('Load failed')],
  ])('resolves undefined on %s', async (_, makeFetch) => {
    expect(await fetchLoyaltyTier(MULESOFT, USER, { fetch: makeFetch(), onSessionExpired: () => {} })).toBeUndefined();
  });
  it('resolves undefined on a timeout', async () => {
    vi.useFakeTimers();
    const result = fetchLoyaltyTier(MULESOFT, USER, { fetch: hangingFetch() });
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await result).toBeUndefined();
  });
});

describe('fetchLoyalty (tier and points)', () => {
  it('reads currentTier and points', async () => {
    const { fetchLoyalty } = await import('../../../src/core/services/loyaltyPoints');
    const fetch = fakeFetch(() => json(200, { 'response-data': { tierInformation: { currentTier: 'GOLD', points: 1250 } } }));
    expect(await fetchLoyalty({ ...MULESOFT, apiUrl: '/api' }, USER, { fetch })).toEqual({ ok: true, value: { tier: 'GOLD', points: 1250 } });
  });
  it('answers a failure without clearing the session on a 500, and without points when absent', async () => {
    const { fetchLoyalty } = await import('../../../src/core/services/loyaltyPoints');
    let expired = false;
    const failed = await fetchLoyalty({ ...MULESOFT, apiUrl: '/api' }, USER, { fetch: fakeFetch(() => json(500, {})), onSessionExpired: () => (expired = true) });
    expect(failed).toMatchObject({ ok: false, reason: 'unavailable' });
    expect(expired).toBe(false);
    const bare = await fetchLoyalty({ ...MULESOFT, apiUrl: '/api' }, USER, { fetch: fakeFetch(() => json(200, { 'response-data': { tierInformation: {} } })) });
    expect(bare).toEqual({ ok: true, value: {} });
  });
});

describe('readLoyalty and fetchLoyaltyOnce (one call per consumer on a page)', () => {
  it('reads the tier and points, leaving out what is absent or unusable', async () => {
    const { readLoyalty } = await import('../../../src/core/services/loyalty');
    expect(readLoyalty({ tierInformation: { currentTier: 'GOLD', points: 5 } })).toEqual({ tier: 'GOLD', points: 5 });
    expect(readLoyalty({ tierInformation: { currentTier: '', points: Number.NaN } })).toEqual({});
    expect(readLoyalty(undefined)).toEqual({});
  });
  it('asks once for two callers, keeps a success, asks again after a failure; an abort stops only its caller', async () => {
    const { fetchLoyaltyOnce, forgetLoyalty } = await import('../../../src/core/services/loyaltyPoints');
    forgetLoyalty();
    const config = { ...MULESOFT, apiUrl: '/api' };
    let calls = 0;
    let status = 500;
    const fetch = fakeFetch(() => {
      calls++;
      return json(status, { 'response-data': { tierInformation: { currentTier: 'GOLD', points: 7 } } });
    });
    const failed = await Promise.all([fetchLoyaltyOnce(config, USER, { fetch }), fetchLoyaltyOnce(config, USER, { fetch })]);
    expect(calls).toBe(1);
    expect(failed.map((result) => result.ok)).toEqual([false, false]);
    status = 200;
    const controller = new AbortController();
    const waiting = fetchLoyaltyOnce(config, USER, { fetch, signal: controller.signal });
    const other = fetchLoyaltyOnce(config, USER, { fetch });
    controller.abort();
    expect(await waiting).toEqual({ ok: false, reason: 'aborted' });
    expect(await other).toEqual({ ok: true, value: { tier: 'GOLD', points: 7 } });
    expect(await fetchLoyaltyOnce(config, USER, { fetch })).toEqual({ ok: true, value: { tier: 'GOLD', points: 7 } });
    expect(calls).toBe(2);
    expect(await fetchLoyaltyOnce(config, { consumerId: 'demo-other', token: 't' }, { fetch })).toMatchObject({ ok: true });
    expect(calls).toBe(3);
    forgetLoyalty();
  });
});
