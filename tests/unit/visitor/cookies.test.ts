import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  documentCookieJar,
  getCookie,
  getCookieJar,
  removeCookie,
  resolveCookieOptions,
  setCookie,
  setCookieJar,
} from '../../../src/core/visitor/cookies';
import { fakeDocument, memoryJar } from '../helpers/fakes';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('resolveCookieOptions', () => {
  const now = Date.UTC(2030, 0, 1, 12, 0, 0);
  it('turns maxAge (seconds) into an absolute expiry and defaults the path to /', () => {
    expect(resolveCookieOptions({ maxAge: 3600 }, now)).toEqual({ path: '/', expires: new Date(now + 3_600_000) });
  });
  it('reads a numeric expires as days, keeps a Date, and lets maxAge win over expires', () => {
    expect(resolveCookieOptions({ expires: 2 }, now).expires).toEqual(new Date(now + 2 * 86_400_000));
    const date = new Date(Date.UTC(2031, 5, 1));
    expect(resolveCookieOptions({ expires: date }, now).expires).toBe(date);
    expect(resolveCookieOptions({ expires: date, maxAge: 60 }, now).expires).toEqual(new Date(now + 60_000));
  });
  it('passes secure, sameSite, domain, priority and partitioned, and drops httpOnly', () => {
    const resolved = resolveCookieOptions(
      { path: '/shop', domain: 'example.com', secure: true, sameSite: 'None', priority: 'High', partitioned: true, httpOnly: true },
      now,
    );
    expect(resolved).toEqual({
      path: '/shop',
      domain: 'example.com',
      secure: true,
      sameSite: 'None',
      priority: 'High',
      partitioned: true,
    });
    expect('httpOnly' in resolved).toBe(false);
  });
});

describe('the js-cookie jar (document.cookie)', () => {
  it('writes the value as encodeURIComponent(value) with Path, Expires, Secure and SameSite=Strict', () => {
    vi.useFakeTimers({ now: Date.UTC(2030, 0, 1) });
    const doc = fakeDocument();
    vi.stubGlobal('document', doc);
    const value = JSON.stringify({ access_token: 'abc', expires_at: 1 });
    setCookie('brand_commerce_token', value, { maxAge: 3600, secure: true, sameSite: 'Strict', path: '/' }, documentCookieJar);
    expect(doc.writes).toEqual([
      `brand_commerce_token=${encodeURIComponent(value)}; Path=/; Expires=${new Date(Date.UTC(2030, 0, 1) + 3_600_000).toUTCString()}; Secure; SameSite=Strict`,
    ]);
    expect(getCookie('brand_commerce_token', documentCookieJar)).toBe(value);
  });
  it('passes Domain, Priority and Partitioned through js-cookie, and never writes HttpOnly', () => {
    const doc = fakeDocument();
    vi.stubGlobal('document', doc);
    setCookie('notice', 'closed', { domain: 'example.com', priority: 'High', partitioned: true, secure: true, httpOnly: true }, documentCookieJar);
    expect(doc.writes[0]).toBe('notice=closed; Path=/; Domain=example.com; Secure; Priority=High; Partitioned');
    expect(doc.writes[0]).not.toMatch(/httponly/i);
  });
  it('reads cookies set by others (plain, encoded or quoted) and removes with an expiry in the past', () => {
    const doc = fakeDocument();
    vi.stubGlobal('document', doc);
    doc.jar.set('brand_uid', 'demo-lau');
    doc.jar.set('encoded', 'a%20b');
    doc.jar.set('quoted', '"q"');
    doc.jar.set('bad', '%E0%A4%A');
    expect(getCookie('brand_uid', documentCookieJar)).toBe('demo-lau');
    expect(getCookie('encoded', documentCookieJar)).toBe('a b');
    expect(getCookie('quoted', documentCookieJar)).toBe('q');
    expect(getCookie('bad', documentCookieJar)).toBe('%E0%A4%A');
    expect(getCookie('missing', documentCookieJar)).toBeUndefined();
    removeCookie('brand_uid', {}, documentCookieJar);
    const removal = doc.writes.at(-1)!;
    expect(removal.startsWith('brand_uid=; Path=/; expires=')).toBe(true);
    expect(new Date(removal.split('expires=')[1]!).getTime()).toBeLessThan(Date.now());
    expect(getCookie('brand_uid', documentCookieJar)).toBeUndefined();
  });
  it('does nothing and throws nothing without a document', () => {
    expect(() => setCookie('x', 'y', {}, documentCookieJar)).not.toThrow();
    expect(getCookie('x', documentCookieJar)).toBeUndefined();
    expect(() => removeCookie('x', {}, documentCookieJar)).not.toThrow();
  });
});

describe('an injected jar', () => {
  it('is used by default after setCookieJar, and restored after', () => {
    const jar = memoryJar({ brand_uid: 'u1' });
    const restore = setCookieJar(jar);
    try {
      expect(getCookieJar()).toBe(jar);
      expect(getCookie('brand_uid')).toBe('u1');
      setCookie('a', 'b', { maxAge: 10, sameSite: 'Lax' });
      expect(jar.values.get('a')).toBe('b');
      expect(jar.attributes.get('a')?.sameSite).toBe('Lax');
      removeCookie('a', { domain: 'example.com' });
      expect(jar.removed).toEqual([{ name: 'a', attributes: { path: '/', domain: 'example.com' } }]);
    } finally {
      restore();
    }
    expect(getCookieJar()).toBe(documentCookieJar);
  });
});
