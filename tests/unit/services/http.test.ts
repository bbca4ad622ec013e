import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError, NETWORK_FAILURE_MESSAGES, isNetworkFailure, requestJson, type HttpFetch } from '../../../src/core/services/http';
import { setCookieJar } from '../../../src/core/visitor/cookies';
import { failingFetch, fakeFetch, hangingFetch, json, memoryJar, memoryStorage, text } from '../helpers/fakes';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return error as HttpError;
  }
  throw new Error('expected a rejection');
}

describe('requestJson: requests and answers', () => {
  it('GETs and parses JSON, giving status, ok, body and headers', async () => {
    const fetch = fakeFetch(() => json(200, { a: 1 }, { 'x-thing': 'y' }));
    const response = await requestJson('/api/x?q=1', { fetch, headers: { client_id: 'c' } });
    expect(response.status).toBe(200);
    expect(response.ok).toBe(true);
    expect(response.body).toEqual({ a: 1 });
    expect(response.headers.get('x-thing')).toBe('y');
    expect(fetch.calls[0]).toMatchObject({ url: '/api/x?q=1', method: 'GET', headers: { client_id: 'c' }, body: undefined });
  });
  it('sends an object as JSON and URLSearchParams as a form, with their content types', async () => {
    const fetch = fakeFetch(() => json(201, {}));
    await requestJson('/a', { fetch, method: 'post', body: { product: { code: 'P' }, quantity: 2 } });
    expect(fetch.calls[0]).toMatchObject({
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"product":{"code":"P"},"quantity":2}',
    });
    await requestJson('/b', { fetch, method: 'POST', body: new URLSearchParams({ grant_type: 'client_credentials', clear: 'true' }) });
    expect(fetch.calls[1]).toMatchObject({
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials&clear=true',
    });
  });
  it('gives body undefined for an empty body, a 204 and a HEAD', async () => {
    expect((await requestJson('/e', { fetch: fakeFetch(() => text(200, '')) })).body).toBeUndefined();
    expect((await requestJson('/e', { fetch: fakeFetch(() => text(200, '  \n')) })).body).toBeUndefined();
    expect((await requestJson('/e', { fetch: fakeFetch(() => text(204, '')) })).status).toBe(204);
    const head = await requestJson('/page', { method: 'HEAD', fetch: fakeFetch(() => text(200, 'ignored', { 'cloudfront-viewer-country': 'GB' })) });
    expect(head.body).toBeUndefined();
    expect(head.headers.get('cloudfront-viewer-country')).toBe('GB');
  });
  it('returns a non-2xx answer (not an error), with its body when it is JSON and undefined when not', async () => {
    const notFound = await requestJson('/x', { fetch: fakeFetch(() => json(404, { errors: [] })) });
    expect(notFound).toMatchObject({ status: 404, ok: false, body: { errors: [] } });
    const gateway = await requestJson('/x', { fetch: fakeFetch(() => text(502, '<html>bad gateway</html>')) });
    expect(gateway).toMatchObject({ status: 502, ok: false, body: undefined });
  });
});

describe('requestJson: failures', () => {
  it('rejects a malformed 2xx body with kind malformed and the status', async () => {
    const error = await failure(requestJson('/m', { fetch: fakeFetch(() => text(200, '{"broken":')) }));
    expect(error.kind).toBe('malformed');
    expect(error.status).toBe(200);
  });
  it('times out after 15 s by default (kind timeout), not before', async () => {
    vi.useFakeTimers();
    const fetch = hangingFetch();
    let settled: HttpError | undefined;
    const request = requestJson('/slow', { fetch }).catch((error: HttpError) => {
      settled = error;
    });
    await vi.advanceTimersByTimeAsync(14_999);
    expect(settled).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await request;
    expect(settled?.kind).toBe('timeout');
    expect(fetch.calls[0]!.signal?.aborted).toBe(true);
  });
  it('times out even when the fetch ignores its signal, with a custom timeoutMs', async () => {
    vi.useFakeTimers();
    const fetch = fakeFetch(() => new Promise<Response>(() => {}));
    const request = failure(requestJson('/slow', { fetch, timeoutMs: 500 }));
    await vi.advanceTimersByTimeAsync(500);
    expect((await request).kind).toBe('timeout');
  });
  it('reports a caller abort as aborted (before or during the request)', async () => {
    const before = new AbortController();
    before.abort();
    expect((await failure(requestJson('/a', { fetch: hangingFetch(), signal: before.signal }))).kind).toBe('aborted');
    const during = new AbortController();
    const request = failure(requestJson('/a', { fetch: hangingFetch(), signal: during.signal }));
    during.abort();
    expect((await request).kind).toBe('aborted');
  });
  it('reports a fetch that throws as network (each browser message), and "cancelled" as aborted', async () => {
    for (const message of ['Failed to fetch', 'Load failed', 'NetworkError when attempting to fetch resource', 'fetch failed']) {
      expect((await failure(requestJson('/n', { fetch: failingFetch(message) }))).kind, message).toBe('network');
    }
    expect((await failure(requestJson('/n', { fetch: failingFetch('cancelled') }))).kind).toBe('aborted');
  });
  it('never puts the query (where a secret could be) in an error message', async () => {
    const error = await failure(requestJson('/legal/markets/gb?client_secret=s3cr3t', { fetch: failingFetch() }));
    expect(error.message).toBe('network failure: GET /legal/markets/gb');
    expect(error.message).not.toContain('s3cr3t');
  });
  it('recognises network failures by kind and by message', () => {
    for (const message of NETWORK_FAILURE_MESSAGES) expect(isNetworkFailure(new TypeError(message))).toBe(true);
    expect(isNetworkFailure(new HttpError('timeout', 'GET', '/x'))).toBe(true);
    expect(isNetworkFailure(new HttpError('malformed', 'GET', '/x', 200))).toBe(false);
    expect(isNetworkFailure(new Error('Unexpected token'))).toBe(false);
    expect(isNetworkFailure(undefined)).toBe(false);
  });
});

describe('requestJson: authenticated calls (section 8)', () => {
  const call = (fetch: HttpFetch, onSessionExpired = vi.fn()) => ({
    onSessionExpired,
    result: requestJson('/consumer/1', { fetch, authenticated: true, headers: { 'x-user-token': 't' }, onSessionExpired }),
  });

  it.each([401, 403, 404, 500, 503])('a %i clears the session and reloads, and still answers', async (status) => {
    const { onSessionExpired, result } = call(fakeFetch(() => json(status, { errors: [] })));
    expect((await result).status).toBe(status);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });
  it('a malformed body clears the session and rejects', async () => {
    const { onSessionExpired, result } = call(fakeFetch(() => text(200, 'not json')));
    expect((await failure(result)).kind).toBe('malformed');
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });
  it('a 2xx or an empty 2xx body does not', async () => {
    const ok = call(fakeFetch(() => json(200, {})));
    await ok.result;
    const empty = call(fakeFetch(() => text(200, '')));
    await empty.result;
    expect(ok.onSessionExpired).not.toHaveBeenCalled();
    expect(empty.onSessionExpired).not.toHaveBeenCalled();
  });
  it.each([...NETWORK_FAILURE_MESSAGES])('a network failure "%s" never clears or reloads', async (message) => {
    const { onSessionExpired, result } = call(failingFetch(message));
    await failure(result);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
  it('an abort and a timeout never clear or reload', async () => {
    const aborted = call(fakeFetch(() => Promise.reject(new DOMException('aborted', 'AbortError'))));
    expect((await failure(aborted.result)).kind).toBe('aborted');
    expect(aborted.onSessionExpired).not.toHaveBeenCalled();
    vi.useFakeTimers();
    const slow = call(hangingFetch());
    const settled = failure(slow.result);
    await vi.advanceTimersByTimeAsync(15_000);
    expect((await settled).kind).toBe('timeout');
    expect(slow.onSessionExpired).not.toHaveBeenCalled();
  });
  it('an unauthenticated call never clears the session', async () => {
    const onSessionExpired = vi.fn();
    await requestJson('/x', { fetch: fakeFetch(() => json(401, {})), onSessionExpired });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
  it('by default, clears storage and the session cookies and reloads the page', async () => {
    const reload = vi.fn();
    const local = memoryStorage({ brand_cart: '{}' });
    const session = memoryStorage({ a: '1' });
    vi.stubGlobal('location', { reload });
    vi.stubGlobal('localStorage', local);
    vi.stubGlobal('sessionStorage', session);
    const jar = memoryJar({ brand_uid: 'demo-lau', brand_token: 'token-demo-lau', keep: '1' });
    const restore = setCookieJar(jar);
    try {
      await requestJson('/consumer/demo-lau', { fetch: fakeFetch(() => json(401, {})), authenticated: true });
      // Cleared once the session's code is here (a module of its own); the reload follows on the next task.
      await vi.waitFor(() => expect(local.data.size + session.data.size).toBe(0));
      expect([...jar.values.keys()]).toEqual(['keep']);
      await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    } finally {
      restore();
    }
  });
});

describe('requestJson with FormData', () => {
  it('sends the FormData itself and drops any Content-Type, so fetch writes the multipart boundary', async () => {
    let seen: RequestInit | undefined;
    const fetch = (async (_url: string, init: RequestInit) => {
      seen = init;
      return new Response('{}', { status: 200 });
    }) as unknown as HttpFetch;
    const form = new FormData();
    form.append('file', new Blob(['%PDF-1.4']), 'a.pdf');
    await requestJson('/upload', { method: 'POST', body: form, headers: { 'content-type': 'application/json', channel: 'web' }, fetch });
    expect(seen!.body).toBe(form);
    expect(seen!.headers).toEqual({ channel: 'web' });
  });
});
