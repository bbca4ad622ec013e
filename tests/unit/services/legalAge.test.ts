import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchLegalAge, legalAgeUrl } from '../../../src/core/services/legalAge';
import { DOB_API, SECRETS, captureConsole, expectNoSecrets, failingFetch, fakeFetch, hangingFetch, json, text } from '../helpers/fakes';

afterEach(() => vi.useRealTimers());

describe('fetchLegalAge', () => {
  it('GETs {endpoint}markets/{marketId}/legal-ages with channelId, brandId and the client headers', async () => {
    const fetch = fakeFetch(() => json(200, [{ legalAge: 18, marketId: 'gb', type: 'NICOTINE' }, { legalAge: 21 }]));
    expect(await fetchLegalAge(DOB_API, { fetch })).toBe(18);
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.calls[0]).toMatchObject({
      url: '/mock/legal/markets/gb/legal-ages?channelId=web&brandId=zyn',
      method: 'GET',
      headers: { client_id: 'demo-client', client_secret: 'demo-secret' },
    });
  });
  it('adds the slash an endpoint lacks, and needs endpoint and marketId', () => {
    expect(legalAgeUrl({ ...DOB_API, endpoint: 'https://api.example.com/sag' })).toBe(
      'https://api.example.com/sag/markets/gb/legal-ages?channelId=web&brandId=zyn',
    );
    expect(legalAgeUrl({ endpoint: '/x/' })).toBeUndefined();
  });
  it('accepts a numeric string', async () => {
    expect(await fetchLegalAge(DOB_API, { fetch: fakeFetch(() => json(200, [{ legalAge: '19' }])) })).toBe(19);
  });

  const failures: [string, () => ReturnType<typeof fakeFetch>][] = [
    ['500', () => fakeFetch(() => json(500, { errors: [{ type: 'ServerError' }] }))],
    ['malformed JSON', () => fakeFetch(() => text(200, '[{"legalAge":'))],
    ['an empty body', () => fakeFetch(() => text(200, ''))],
    ['an empty list', () => fakeFetch(() => json(200, []))],
    ['no legalAge', () => fakeFetch(() => json(200, [{ marketId: 'gb' }]))],
    ['a network failure', () => failingFetch('Failed to fetch')],
  ];
  it.each(failures)('resolves undefined on %s, tells onError, logs nothing secret', async (_, makeFetch) => {
    const logged = captureConsole();
    const onError = vi.fn();
    await expect(fetchLegalAge(DOB_API, { fetch: makeFetch(), onError })).resolves.toBeUndefined();
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]![0]).toBeInstanceOf(Error);
    expectNoSecrets(logged.text() + String(onError.mock.calls[0]![0].message), SECRETS);
    logged.restore();
  });
  it('resolves undefined on a timeout', async () => {
    vi.useFakeTimers();
    const result = fetchLegalAge(DOB_API, { fetch: hangingFetch() });
    await vi.advanceTimersByTimeAsync(15_000);
    await expect(result).resolves.toBeUndefined();
  });
  it('resolves undefined without config, without calling', async () => {
    const fetch = fakeFetch(() => json(200, [{ legalAge: 18 }]));
    expect(await fetchLegalAge(undefined, { fetch })).toBeUndefined();
    expect(await fetchLegalAge({ endpoint: '/mock/legal/' }, { fetch })).toBeUndefined();
    expect(fetch.calls).toHaveLength(0);
  });
  it('survives an onError that throws', async () => {
    const onError = () => {
      throw new Error('listener bug');
    };
    await expect(fetchLegalAge(DOB_API, { fetch: failingFetch(), onError })).resolves.toBeUndefined();
  });
});
