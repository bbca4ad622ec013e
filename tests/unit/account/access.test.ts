import { describe, expect, it } from 'vitest';
import { accountAccess, isAccountVisitor, loginRedirectUrl, safeReturnPath } from '../../../src/core/account/access';

const ORIGIN = 'https://shop.example';

describe('account access (logged-in visitor types only)', () => {
  it('LAU, LAU-HAV and LAU-HAV-DEV see account pages; LAS and anything else do not', () => {
    expect(['LAU', 'LAU-HAV', 'LAU-HAV-DEV'].map(isAccountVisitor)).toEqual([true, true, true]);
    expect(['LAS', '', 'lau', undefined, null].map(isAccountVisitor)).toEqual([false, false, false, false, false]);
  });

  it('an anonymous visitor is sent to log in with the page as its return path', () => {
    expect(accountAccess({ visitorType: 'LAS', loginPath: '/login.html', currentPath: '/account/orders.html?page=2', origin: ORIGIN }))
      .toEqual({ kind: 'login', url: '/login.html?return=%2Faccount%2Forders.html%3Fpage%3D2' });
    expect(accountAccess({ visitorType: 'LAS', loginPath: '/storefront.html?page=login', currentPath: '/storefront.html?page=orders', origin: ORIGIN }))
      .toEqual({ kind: 'login', url: '/storefront.html?page=login&return=%2Fstorefront.html%3Fpage%3Dorders' });
  });

  it('shows for logged-in types and in the editor; waits while the type is unknown', () => {
    expect(accountAccess({ visitorType: 'LAU-HAV', loginPath: '/login.html', currentPath: '/a', origin: ORIGIN })).toEqual({ kind: 'show' });
    expect(accountAccess({ visitorType: 'LAS', authoring: true, loginPath: '/login.html', currentPath: '/a', origin: ORIGIN })).toEqual({ kind: 'show' });
    expect(accountAccess({ visitorType: undefined, loginPath: '/login.html', currentPath: '/a', origin: ORIGIN })).toEqual({ kind: 'wait' });
  });

  it('an unsafe login page sends nowhere', () => {
    expect(accountAccess({ visitorType: 'LAS', loginPath: 'https://evil.example/login', currentPath: '/a', origin: ORIGIN }))
      .toEqual({ kind: 'login', url: undefined });
  });
});

describe('safeReturnPath (a same-origin path only)', () => {
  it.each([
    ['/account', '/account'], ['/a?b=1#c', '/a?b=1#c'], ['/a/../b', '/b'], ['/a\tb', '/ab'],
  ])('%s → %s', (value, path) => {
    expect(safeReturnPath(value, ORIGIN)).toBe(path);
  });

  it.each([
    '//evil.example/x', '/\\evil.example', 'https://evil.example/', 'https://shop.example/a', 'javascript:alert(1)',
    'account', '', ' /a', '/a\u0000b', '\n//evil.example', undefined, 42,
  ])('%s is refused', (value) => {
    expect(safeReturnPath(value, ORIGIN)).toBeUndefined();
  });

  it('the login URL leaves out an unsafe return path and keeps a hash at the end', () => {
    expect(loginRedirectUrl('/login.html', '//evil.example', ORIGIN)).toBe('/login.html');
    expect(loginRedirectUrl('/login.html#form', '/a', ORIGIN)).toBe('/login.html?return=%2Fa#form');
  });
});
