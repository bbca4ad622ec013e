import { describe, expect, it } from 'vitest';
import { ModelClient, ModelFetchError } from '../../../src/core/model/client';
import { deferred, fakeFetch, response } from './fakes';

describe('ModelClient.fetch', () => {
  it('rejects an empty or missing url with "Fetching model rejected for path"', async () => {
    const fetch = fakeFetch();
    const client = new ModelClient({ fetch });
    await expect(client.fetch('')).rejects.toThrow(/^Fetching model rejected for path/);
    await expect(client.fetch(undefined as unknown as string)).rejects.toThrow(/^Fetching model rejected for path/);
    expect(fetch.calls).toHaveLength(0);
  });

  it('GETs the url with same-origin credentials, prefixed by the api host', async () => {
    const fetch = fakeFetch({ 'https://api.test/content/p.model.json': response(200, { ':path': '/content/p', a: 1 }) });
    const client = new ModelClient({ fetch, apiHost: 'https://api.test' });
    await expect(client.fetch('/content/p.model.json')).resolves.toEqual({ ':path': '/content/p', a: 1 });
    expect(fetch.calls).toEqual([{ url: 'https://api.test/content/p.model.json', init: { credentials: 'same-origin' } }]);
  });

  it('reads any 2xx as JSON and stamps the page path when missing', async () => {
    const fetch = fakeFetch({ '/ctx/content/p.model.json?x=1': response(203, { title: 'P' }) });
    const model = await new ModelClient({ fetch }).fetch('/ctx/content/p.model.json?x=1');
    expect(model).toEqual({ title: 'P', ':path': '/content/p' });
  });

  it('keeps a :path the model already has', async () => {
    const fetch = fakeFetch({ '/content/p.model.json': response(200, { ':path': '/content/other' }) });
    expect((await new ModelClient({ fetch }).fetch('/content/p.model.json'))[':path']).toBe('/content/other');
  });

  it('rejects a non-2xx answer with an error carrying the response and its status', async () => {
    const answer = response(404);
    const fetch = fakeFetch({ '/content/p.model.json': answer });
    const error = await new ModelClient({ fetch }).fetch('/content/p.model.json').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ModelFetchError);
    expect((error as ModelFetchError).status).toBe(404);
    expect((error as ModelFetchError).response).toBe(answer);
  });

  it('rejects invalid JSON with an error naming the URL', async () => {
    const fetch = fakeFetch({ '/content/p.model.json': response(200, '{not json') });
    await expect(new ModelClient({ fetch }).fetch('/content/p.model.json')).rejects.toThrow('/content/p.model.json');
  });

  it('passes a network failure on without an error page root', async () => {
    const failure = new TypeError('Failed to fetch');
    const fetch = fakeFetch({ '/content/p.model.json': failure });
    await expect(new ModelClient({ fetch }).fetch('/content/p.model.json')).rejects.toBe(failure);
  });

  it('shares one request and one result between concurrent fetches of a url, until settled', async () => {
    const gate = deferred<ReturnType<typeof response>>();
    const fetch = fakeFetch({ '/content/p.model.json': () => gate.promise });
    const client = new ModelClient({ fetch });
    const first = client.fetch('/content/p.model.json');
    const second = client.fetch('/content/p.model.json');
    const other = client.fetch('/content/q.model.json').catch(() => 'q failed');
    gate.resolve(response(200, { ':path': '/content/p' }));
    const [a, b] = await Promise.all([first, second, other]);
    expect(a).toBe(b);
    expect(fetch.count('/content/p.model.json')).toBe(1);
    expect(fetch.count('/content/q.model.json')).toBe(1);
    fetch.routes['/content/p.model.json'] = response(200, { ':path': '/content/p' });
    const later = await client.fetch('/content/p.model.json');
    expect(later).not.toBe(a);
    expect(fetch.count('/content/p.model.json')).toBe(2);
  });

  it('shares a rejection too, and retries after it', async () => {
    const fetch = fakeFetch({ '/content/p.model.json': response(500) });
    const client = new ModelClient({ fetch });
    const results = await Promise.allSettled([client.fetch('/content/p.model.json'), client.fetch('/content/p.model.json')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(fetch.count('/content/p.model.json')).toBe(1);
    await client.fetch('/content/p.model.json').catch(() => undefined);
    expect(fetch.count('/content/p.model.json')).toBe(2);
  });

  describe('with an error page root', () => {
    const errors = '/content/brand/errors/';

    it('resolves with the error page model for the status', async () => {
      const fetch = fakeFetch({
        '/content/p.model.json': response(404),
        '/content/brand/errors/404.model.json': response(200, { title: 'Not found' }),
      });
      const model = await new ModelClient({ fetch, errorPageRoot: errors }).fetch('/content/p.model.json');
      expect(model.title).toBe('Not found');
    });

    it('uses 500 for a network failure (unknown status)', async () => {
      const fetch = fakeFetch({
        '/content/p.model.json': new TypeError('Failed to fetch'),
        '/content/brand/errors/500.model.json': response(200, { title: 'Server error' }),
      });
      const model = await new ModelClient({ fetch, errorPageRoot: errors }).fetch('/content/p.model.json');
      expect(model.title).toBe('Server error');
      expect(fetch.count('/content/brand/errors/500.model.json')).toBe(1);
    });

    it('prefixes the error page with the api host', async () => {
      const fetch = fakeFetch({
        'https://api.test/content/p.model.json': response(503),
        'https://api.test/content/brand/errors/503.model.json': response(200, { title: 'Busy' }),
      });
      const client = new ModelClient({ fetch, errorPageRoot: errors, apiHost: 'https://api.test' });
      expect((await client.fetch('/content/p.model.json')).title).toBe('Busy');
    });

    it('rejects with the original error when the error page fails too', async () => {
      const fetch = fakeFetch({ '/content/p.model.json': response(404) });
      const error = await new ModelClient({ fetch, errorPageRoot: errors }).fetch('/content/p.model.json').catch((e) => e);
      expect(error).toBeInstanceOf(ModelFetchError);
      expect((error as ModelFetchError).status).toBe(404);
      expect(fetch.count('/content/brand/errors/404.model.json')).toBe(1);
    });

    it('shares the fallback between concurrent fetches', async () => {
      const fetch = fakeFetch({
        '/content/p.model.json': response(404),
        '/content/brand/errors/404.model.json': response(200, { title: 'Not found' }),
      });
      const client = new ModelClient({ fetch, errorPageRoot: errors });
      const [a, b] = await Promise.all([client.fetch('/content/p.model.json'), client.fetch('/content/p.model.json')]);
      expect(a).toBe(b);
      expect(fetch.count('/content/p.model.json')).toBe(1);
      expect(fetch.count('/content/brand/errors/404.model.json')).toBe(1);
    });

    it('does not fall back for a 2xx answer', async () => {
      const fetch = fakeFetch({ '/content/p.model.json': response(200, { title: 'P' }) });
      await new ModelClient({ fetch, errorPageRoot: errors }).fetch('/content/p.model.json');
      expect(fetch.calls.map((c) => c.url)).toEqual(['/content/p.model.json']);
    });
  });
});
