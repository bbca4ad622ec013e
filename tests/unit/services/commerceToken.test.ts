import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CommerceTokenError,
  forgetCommerceToken,
  getCommerceToken,
  invalidateCommerceToken,
  readStoredCommerceToken,
} from '../../../src/core/services/commerceToken';
import { documentCookieJar } from '../../../src/core/visitor/cookies';
import { clearSession } from '../../../src/core/visitor/session';
import { HYBRIS, SECRETS, captureConsole, expectNoSecrets, failingFetch, fakeDocument, fakeFetch, json, memoryJar, memoryStorage, text } from '../helpers/fakes';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const NOW = Date.UTC(2030, 0, 1);

function tokenServer() {
  let n = 0;
  return fakeFetch(() => {
    n += 1;
    return json(200, { access_token: `occ-${n}`, token_type: 'bearer', expires_in: 3600, scope: 'basic' });
  });
}

describe('getCommerceToken', () => {
  it('POSTs the form of docs/mock-api.md to {apiUrl}/oauth/token (anonymous visitor)', async () => {
    const fetch = tokenServer();
    expect(await getCommerceToken(HYBRIS, { fetch, cookies: memoryJar(), now: () => NOW })).toBe('occ-1');
    expect(fetch.calls).toHaveLength(1);
    expect(fetch.calls[0]).toMatchObject({
      url: '/mock/occ/oauth/token',
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials&client_id=demo-occ-client&client_secret=demo-occ-secret&clear=true&username=anonymous',
    });
  });
  it('uses brand_uid as username for a logged-in visitor', async () => {
    const fetch = tokenServer();
    await getCommerceToken(HYBRIS, { fetch, cookies: memoryJar({ brand_uid: 'demo-dev', brand_token: 'token-demo-dev' }), now: () => NOW });
    expect(fetch.calls[0]!.body).toContain('&username=demo-dev');
  });
  it('stores { access_token, expires_at } in brand_commerce_token: max age expires_in, Secure, SameSite=Strict, Path=/', async () => {
    const jar = memoryJar();
    vi.useFakeTimers({ now: NOW });
    await getCommerceToken(HYBRIS, { fetch: tokenServer(), cookies: jar });
    expect(JSON.parse(jar.values.get('brand_commerce_token')!)).toEqual({ access_token: 'occ-1', expires_at: NOW + 3_600_000 });
    expect(jar.attributes.get('brand_commerce_token')).toEqual({
      path: '/',
      expires: new Date(NOW + 3_600_000),
      secure: true,
      sameSite: 'Strict',
    });
  });
  it('writes the raw cookie as encodeURIComponent(JSON) with those flags through js-cookie', async () => {
    vi.useFakeTimers({ now: NOW });
    const doc = fakeDocument();
    vi.stubGlobal('document', doc);
    await getCommerceToken(HYBRIS, { fetch: tokenServer(), cookies: documentCookieJar });
    const value = encodeURIComponent(JSON.stringify({ access_token: 'occ-1', expires_at: NOW + 3_600_000 }));
    expect(doc.writes).toEqual([
      `brand_commerce_token=${value}; Path=/; Expires=${new Date(NOW + 3_600_000).toUTCString()}; Secure; SameSite=Strict`,
    ]);
    expect(readStoredCommerceToken(documentCookieJar, NOW)).toEqual({ access_token: 'occ-1', expires_at: NOW + 3_600_000 });
  });
  it('reuses the stored token until it expires, then requests a new one', async () => {
    const jar = memoryJar();
    const fetch = tokenServer();
    let now = NOW;
    const options = { fetch, cookies: jar, now: () => now };
    expect(await getCommerceToken(HYBRIS, options)).toBe('occ-1');
    now = NOW + 3_599_999;
    expect(await getCommerceToken(HYBRIS, options)).toBe('occ-1');
    expect(fetch.calls).toHaveLength(1);
    now = NOW + 3_600_000;
    expect(await getCommerceToken(HYBRIS, options)).toBe('occ-2');
    expect(fetch.calls).toHaveLength(2);
  });
  it('shares one request between concurrent callers', async () => {
    const fetch = tokenServer();
    const jar = memoryJar();
    const tokens = await Promise.all([1, 2, 3, 4].map(() => getCommerceToken(HYBRIS, { fetch, cookies: jar })));
    expect(tokens).toEqual(['occ-1', 'occ-1', 'occ-1', 'occ-1']);
    expect(fetch.calls).toHaveLength(1);
  });
  it('ignores a malformed stored cookie', async () => {
    const fetch = tokenServer();
    const jar = memoryJar({ brand_commerce_token: '{not json' });
    expect(await getCommerceToken(HYBRIS, { fetch, cookies: jar })).toBe('occ-1');
  });
  it.each([
    ['a 401', () => fakeFetch(() => json(401, { error: 'invalid_client' })), 401],
    ['a 500', () => fakeFetch(() => json(500, {})), 500],
    ['an answer without access_token', () => fakeFetch(() => json(200, { expires_in: 10 })), 200],
    ['an empty answer', () => fakeFetch(() => text(200, '')), 200],
  ])('rejects with CommerceTokenError on %s, stores nothing, logs no secret', async (_, makeFetch, status) => {
    const logged = captureConsole();
    const jar = memoryJar();
    const error = await getCommerceToken(HYBRIS, { fetch: makeFetch(), cookies: jar }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommerceTokenError);
    expect((error as CommerceTokenError).status).toBe(status);
    expect(jar.values.size).toBe(0);
    expectNoSecrets(logged.text() + (error as Error).message, SECRETS);
    logged.restore();
  });
  it('rejects with HttpError on a network failure', async () => {
    const error = await getCommerceToken(HYBRIS, { fetch: failingFetch(), cookies: memoryJar() }).catch((e: unknown) => e);
    expect((error as { kind?: string }).kind).toBe('network');
  });
  it('does not store a token without expires_in', async () => {
    const jar = memoryJar();
    const fetch = fakeFetch(() => json(200, { access_token: 'occ-x' }));
    expect(await getCommerceToken(HYBRIS, { fetch, cookies: jar })).toBe('occ-x');
    expect(jar.values.has('brand_commerce_token')).toBe(false);
  });
});

describe('a refused cookie (Secure on a plain-http host)', () => {
  const refusingJar = () => {
    const jar = memoryJar();
    jar.set = () => {};
    return jar;
  };
  it('keeps the token in memory for this page, until it expires', async () => {
    const jar = refusingJar();
    const fetch = tokenServer();
    let now = NOW;
    expect(await getCommerceToken(HYBRIS, { fetch, cookies: jar, now: () => now })).toBe('occ-1');
    expect(await getCommerceToken(HYBRIS, { fetch, cookies: jar, now: () => now })).toBe('occ-1');
    expect(fetch.calls).toHaveLength(1);
    now = NOW + 3_600_000;
    expect(await getCommerceToken(HYBRIS, { fetch, cookies: jar, now: () => now })).toBe('occ-2');
  });
  it('drops it on invalidateCommerceToken and on clearSession', async () => {
    const jar = refusingJar();
    const fetch = tokenServer();
    await getCommerceToken(HYBRIS, { fetch, cookies: jar });
    invalidateCommerceToken('occ-other', jar);
    expect(readStoredCommerceToken(jar)?.access_token).toBe('occ-1');
    invalidateCommerceToken('occ-1', jar);
    expect(readStoredCommerceToken(jar)).toBeUndefined();
    await getCommerceToken(HYBRIS, { fetch, cookies: jar });
    expect(readStoredCommerceToken(jar)?.access_token).toBe('occ-2');
    clearSession({ cookies: jar, sessionStorage: memoryStorage(), localStorage: memoryStorage() });
    expect(readStoredCommerceToken(jar)).toBeUndefined();
  });
});

describe('forgetCommerceToken (a visitor signed in)', () => {
  it('drops the stored token, and an anonymous request still in flight is neither stored nor shared', async () => {
    const jar = memoryJar({ brand_commerce_token: JSON.stringify({ access_token: 'occ-old', expires_at: NOW + 60_000 }) });
    forgetCommerceToken(jar);
    expect(jar.values.has('brand_commerce_token')).toBe(false);
    let answer: (response: Response) => void = () => {};
    const slow = fakeFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const anonymous = getCommerceToken(HYBRIS, { fetch: slow, cookies: jar, now: () => NOW });
    await Promise.resolve();
    forgetCommerceToken(jar);
    const member = getCommerceToken(HYBRIS, { fetch: tokenServer(), cookies: jar, now: () => NOW });
    expect(member).not.toBe(anonymous);
    expect(await member).toBe('occ-1');
    // The anonymous answer arrives last: it must not replace the member's token.
    answer(json(200, { access_token: 'occ-anonymous', expires_in: 3600 }));
    expect(await anonymous).toBe('occ-anonymous');
    expect(JSON.parse(jar.values.get('brand_commerce_token')!).access_token).toBe('occ-1');
  });
});

describe('invalidateCommerceToken', () => {
  const stored = (token: string) => JSON.stringify({ access_token: token, expires_at: NOW + 1000 });
  it('removes the stored token', () => {
    const jar = memoryJar({ brand_commerce_token: stored('occ-1') });
    invalidateCommerceToken(undefined, jar);
    expect(jar.values.has('brand_commerce_token')).toBe(false);
    expect(jar.removed[0]).toEqual({ name: 'brand_commerce_token', attributes: { path: '/' } });
  });
  it('keeps a newer token when told which token was rejected', () => {
    const jar = memoryJar({ brand_commerce_token: stored('occ-2') });
    invalidateCommerceToken('occ-1', jar);
    expect(jar.values.has('brand_commerce_token')).toBe(true);
    invalidateCommerceToken('occ-2', jar);
    expect(jar.values.has('brand_commerce_token')).toBe(false);
  });
});
