import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SESSION_COOKIES,
  clearSession,
  getSessionIdentity,
  isLoggedIn,
  logout,
} from '../../../src/core/visitor/session';
import { setCookieJar } from '../../../src/core/visitor/cookies';
import { visitorResolution, visitorStore } from '../../../src/core/stores/visitor';
import { localCartStore, writeLocalCart } from '../../../src/core/stores/localCart';
import { memoryJar, memoryStorage } from '../helpers/fakes';

afterEach(() => {
  vi.unstubAllGlobals();
  visitorStore.set('LAS');
});

describe('logged in', () => {
  it('needs both brand_uid and brand_token', () => {
    expect(isLoggedIn(memoryJar({ brand_uid: 'demo-lau', brand_token: 'token-demo-lau' }))).toBe(true);
    expect(isLoggedIn(memoryJar({ brand_uid: 'demo-lau' }))).toBe(false);
    expect(isLoggedIn(memoryJar({ brand_token: 'token-demo-lau' }))).toBe(false);
    expect(isLoggedIn(memoryJar({ brand_uid: '', brand_token: 'token-demo-lau' }))).toBe(false);
    expect(isLoggedIn(memoryJar())).toBe(false);
  });
  it('gives the identity from the two cookies', () => {
    expect(getSessionIdentity(memoryJar({ brand_uid: 'demo-hav', brand_token: 'token-demo-hav' }))).toEqual({
      consumerId: 'demo-hav',
      token: 'token-demo-hav',
    });
    expect(getSessionIdentity(memoryJar({ brand_uid: 'demo-hav' }))).toBeUndefined();
  });
});

describe('clearSession and logout', () => {
  let jar: ReturnType<typeof memoryJar>;
  let session: ReturnType<typeof memoryStorage>;
  let local: ReturnType<typeof memoryStorage>;
  beforeEach(() => {
    jar = memoryJar({
      brand_uid: 'demo-lau',
      brand_token: 'token-demo-lau',
      brand_commerce_token: '{"access_token":"occ-1","expires_at":1}',
      sag_gb: 'granted',
    });
    session = memoryStorage({ step: '2' });
    local = memoryStorage({ brand_cart: '{"totalUnitCount":3}', other: 'x' });
  });

  it('lists the three session cookies in one constant', () => {
    expect([...SESSION_COOKIES]).toEqual(['brand_uid', 'brand_token', 'brand_commerce_token']);
  });

  it('clears both storages and the session cookies (path /), keeps other cookies, does not reload by default', () => {
    const reloadPage = vi.fn();
    visitorStore.set('LAU');
    writeLocalCart({ orderType: { typeId: 'STANDARD' }, totalUnitCount: 3, carts: [] }, local);
    clearSession({ cookies: jar, sessionStorage: session, localStorage: local, reloadPage });
    expect(session.data.size).toBe(0);
    expect(local.data.size).toBe(0);
    expect([...jar.values.keys()]).toEqual(['sag_gb']);
    expect(jar.removed.map((entry) => entry.name)).toEqual(['brand_uid', 'brand_token', 'brand_commerce_token']);
    expect(jar.removed.every((entry) => entry.attributes.path === '/')).toBe(true);
    expect(reloadPage).not.toHaveBeenCalled();
    expect(visitorStore.getSnapshot()).toBe('LAS');
    expect(localCartStore.getSnapshot()).toEqual({ orderType: {}, totalUnitCount: 0, carts: [] });
  });

  it('reloads when asked', () => {
    const reloadPage = vi.fn();
    clearSession({ reload: true, cookies: jar, sessionStorage: session, localStorage: local, reloadPage });
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('logout clears at once and reloads by default on the next task, through the globals', () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    vi.stubGlobal('location', { reload });
    vi.stubGlobal('sessionStorage', session);
    vi.stubGlobal('localStorage', local);
    const restore = setCookieJar(jar);
    try {
      logout();
      expect(reload, 'not before the current task has finished').not.toHaveBeenCalled();
      vi.runAllTimers();
    } finally {
      restore();
      vi.useRealTimers();
    }
    expect(reload).toHaveBeenCalledTimes(1);
    expect(session.data.size + local.data.size).toBe(0);
    expect(jar.values.has('brand_uid') || jar.values.has('brand_token') || jar.values.has('brand_commerce_token')).toBe(false);
  });

  it('logout({ reload: false }) does not reload, and a failing storage does not stop the rest', () => {
    const reloadPage = vi.fn();
    const broken = { ...memoryStorage(), clear: () => { throw new Error('SecurityError'); } };
    expect(() => logout({ reload: false, cookies: jar, sessionStorage: broken, localStorage: local, reloadPage })).not.toThrow();
    expect(reloadPage).not.toHaveBeenCalled();
    expect(local.data.size).toBe(0);
    expect(jar.values.has('brand_token')).toBe(false);
  });
});
