import { afterEach, describe, expect, it, vi } from 'vitest';
import { contentModelUrl, fetchContent } from '../../../src/core/services/content';
import { failingFetch, fakeFetch, hangingFetch, json, text } from '../helpers/fakes';

afterEach(() => vi.useRealTimers());

describe('contentModelUrl', () => {
  it('adds .model.json to a same-origin absolute path', () => {
    expect(contentModelUrl('/content/brand/gb/en/xf/promo')).toBe('/content/brand/gb/en/xf/promo.model.json');
    expect(contentModelUrl('/content/xf/promo.html')).toBe('/content/xf/promo.model.json');
    expect(contentModelUrl('/content/xf/promo.model.json')).toBe('/content/xf/promo.model.json');
    expect(contentModelUrl('/content/xf/promo/?a=1#b')).toBe('/content/xf/promo.model.json');
  });
  it('refuses anything else', () => {
    for (const bad of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'content/relative',
      '/content/../etc/passwd',
      '/content/%2e%2e/x',
      '/content/a%2Fb',
      '/content/\u0000x',
      '/',
      '',
      undefined,
      42,
    ]) {
      expect(contentModelUrl(bad), String(bad)).toBeNull();
    }
  });
});

describe('fetchContent', () => {
  it('GETs the model with same-origin credentials and returns it', async () => {
    const model = { ':type': 'brand/components/text', text: 'hi' };
    const fetch = fakeFetch(() => json(200, model));
    expect(await fetchContent('/content/xf/a', { fetch })).toEqual(model);
    expect(fetch.calls[0]).toMatchObject({ url: '/content/xf/a.model.json', method: 'GET' });
  });
  it('shares one request between concurrent fetches of a path', async () => {
    const fetch = fakeFetch(() => json(200, { ':type': 'x' }));
    const [a, b] = await Promise.all([fetchContent('/content/xf/b', { fetch }), fetchContent('/content/xf/b.html', { fetch })]);
    expect(a).toEqual({ ':type': 'x' });
    expect(b).toBe(a);
    expect(fetch.calls).toHaveLength(1);
  });
  it('does not fetch a refused path', async () => {
    const fetch = fakeFetch(() => json(200, {}));
    const onError = vi.fn();
    expect(await fetchContent('https://evil.example/x', { fetch, onError })).toBeUndefined();
    expect(fetch.calls).toHaveLength(0);
    expect(onError).toHaveBeenCalledTimes(1);
  });
  it.each([
    ['404', () => fakeFetch(() => json(404, {}))],
    ['500', () => fakeFetch(() => json(500, {}))],
    ['malformed', () => fakeFetch(() => text(200, '{":type"'))],
    ['empty', () => fakeFetch(() => text(200, ''))],
    ['a list', () => fakeFetch(() => json(200, []))],
    ['network', () => failingFetch()],
  ])('resolves undefined on %s', async (_, makeFetch) => {
    const onError = vi.fn();
    expect(await fetchContent('/content/xf/c', { fetch: makeFetch(), onError })).toBeUndefined();
    expect(onError).toHaveBeenCalledTimes(1);
  });
  it('resolves undefined on a timeout', async () => {
    vi.useFakeTimers();
    const result = fetchContent('/content/xf/slow', { fetch: hangingFetch() });
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await result).toBeUndefined();
  });
});
