/**
 * The visitor's session: logged in = both `brand_uid` (consumer id) and `brand_token` (user token) present.
 * Clearing the session empties sessionStorage and localStorage, removes the session cookies and,
 * when asked, reloads the page.
 */
import { getCookie, getCookieJar, removeCookie, type CookieJar } from './cookies';
import { emptyLocalCart, localCartStore, type StorageLike } from '../stores/localCart';
import { visitorResolution, visitorStore } from '../stores/visitor';

export const UID_COOKIE = 'brand_uid';
export const TOKEN_COOKIE = 'brand_token';
export const COMMERCE_TOKEN_COOKIE = 'brand_commerce_token';

/** The cookies removed on logout and when the session expires. */
export const SESSION_COOKIES = [UID_COOKIE, TOKEN_COOKIE, COMMERCE_TOKEN_COOKIE] as const;

export interface SessionIdentity {
  /** `brand_uid` */
  consumerId: string;
  /** `brand_token` (never log it) */
  token: string;
}

/** Both login cookies, when both are present and non-empty; otherwise undefined. */
export function getSessionIdentity(jar: CookieJar = getCookieJar()): SessionIdentity | undefined {
  const consumerId = getCookie(UID_COOKIE, jar);
  const token = getCookie(TOKEN_COOKIE, jar);
  if (!consumerId || !token) return undefined;
  return { consumerId, token };
}

export function isLoggedIn(jar: CookieJar = getCookieJar()): boolean {
  return getSessionIdentity(jar) !== undefined;
}

export interface ClearSessionOptions {
  /** reload the page afterwards (default false for clearSession, true for logout) */
  reload?: boolean;
  cookies?: CookieJar;
  sessionStorage?: StorageLike;
  localStorage?: StorageLike;
  /** defaults to `location.reload()` */
  reloadPage?: () => void;
}

function globalStorage(name: 'sessionStorage' | 'localStorage'): StorageLike | undefined {
  try {
    return (globalThis as Record<string, unknown>)[name] as StorageLike | undefined;
  } catch {
    return undefined;
  }
}

function clearStorage(storage: StorageLike | undefined): void {
  try {
    storage?.clear?.();
  } catch {
    // storage may be unavailable; the cookies still go
  }
}

/**
 * Reloads on the next task: the code that found the session over (a failed signed-in call) still
 * finishes and says what happened in this page's console before the page goes.
 */
function defaultReload(): void {
  const location = (globalThis as { location?: { reload?: () => void } }).location;
  setTimeout(() => location?.reload?.(), 0);
}

const clearedListeners = new Set<() => void>();

/** Runs `listener` whenever the session is cleared (e.g. to drop in-memory tokens). Returns the unsubscribe. */
export function onSessionCleared(listener: () => void): () => void {
  clearedListeners.add(listener);
  return () => {
    clearedListeners.delete(listener);
  };
}

/**
 * Clears sessionStorage, localStorage and the SESSION_COOKIES (path `/`), resets the visitor to LAS
 * and the local cart store to empty, then reloads when `reload` is true.
 */
export function clearSession(options: ClearSessionOptions = {}): void {
  clearStorage(options.sessionStorage ?? globalStorage('sessionStorage'));
  clearStorage(options.localStorage ?? globalStorage('localStorage'));
  const jar = options.cookies ?? getCookieJar();
  for (const name of SESSION_COOKIES) {
    try {
      removeCookie(name, { path: '/' }, jar);
    } catch {
      // keep removing the others
    }
  }
  localCartStore.set(emptyLocalCart());
  visitorResolution.set({ visitorType: 'LAS' });
  visitorStore.set('LAS');
  for (const listener of [...clearedListeners]) {
    try {
      listener();
    } catch {
      // one listener must not stop the reload
    }
  }
  if (options.reload) (options.reloadPage ?? defaultReload)();
}

/** Logout: clearSession and, unless `reload: false`, reload the page. */
export function logout(options: ClearSessionOptions = {}): void {
  clearSession({ ...options, reload: options.reload ?? true });
}
