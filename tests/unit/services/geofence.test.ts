import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchVisitorCountry, withoutQuery } from '../../../src/core/services/geofence';
import { failingFetch, fakeFetch, hangingFetch, text } from '../helpers/fakes';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('fetchVisitorCountry', () => {
  it('sends HEAD to the page URL without query or fragment and reads cloudfront-viewer-country, upper-cased', async () => {
    const fetch = fakeFetch(() => text(200, '', { 'cloudfront-viewer-country': 'gb' }));
    expect(await fetchVisitorCountry({ pageUrl: 'http://127.0.0.1:8000/content/home.html?gr=true&x=1#top', fetch })).toBe('GB');
    expect(fetch.calls[0]).toMatchObject({ url: 'http://127.0.0.1:8000/content/home.html', method: 'HEAD', body: undefined });
  });
  it('reads a configured header, and defaults the page URL to location.href', async () => {
    vi.stubGlobal('location', { href: 'http://127.0.0.1:8000/p.html?country=FR' });
    const fetch = fakeFetch(() => text(200, '', { 'x-country': 'FR', 'cloudfront-viewer-country': 'GB' }));
    expect(await fetchVisitorCountry({ header: 'x-country', fetch })).toBe('FR');
    expect(fetch.calls[0]!.url).toBe('http://127.0.0.1:8000/p.html');
  });
  it('reads the header whatever the status', async () => {
    expect(await fetchVisitorCountry({ pageUrl: '/x', fetch: fakeFetch(() => text(404, '', { 'cloudfront-viewer-country': 'DE' })) })).toBe('DE');
  });
  it.each([
    ['no header', () => fakeFetch(() => text(200, ''))],
    ['a header that is not a country code', () => fakeFetch(() => text(200, '', { 'cloudfront-viewer-country': 'GBR;' }))],
    ['a network failure', () => failingFetch('Load failed')],
  ])('resolves undefined and tells onError on %s', async (_, makeFetch) => {
    const onError = vi.fn();
    await expect(fetchVisitorCountry({ pageUrl: '/x', fetch: makeFetch(), onError })).resolves.toBeUndefined();
    expect(onError).toHaveBeenCalledTimes(1);
  });
  it('resolves undefined on a timeout', async () => {
    vi.useFakeTimers();
    const onError = vi.fn();
    const result = fetchVisitorCountry({ pageUrl: '/x', fetch: hangingFetch(), onError });
    await vi.advanceTimersByTimeAsync(15_000);
    await expect(result).resolves.toBeUndefined();
    expect(onError.mock.calls[0]![0].kind).toBe('timeout');
  });
  it('strips query and fragment', () => {
    expect(withoutQuery('/a/b.html?x=1#y')).toBe('/a/b.html');
    expect(withoutQuery('/a/b.html#y?x')).toBe('/a/b.html');
  });
});
