/**
 * The one cookie helper of the core, on js-cookie (the gate cookie, the notice banner cookie, the visitor
 * and commerce token cookies).
 *
 * Values are written as `encodeURIComponent(value)` and read back decoded, so the raw cookie of
 * `setCookie('brand_commerce_token', json)` is exactly `encodeURIComponent(json)` as docs/mock-api.md
 * requires (js-cookie's own converter would leave `{`, `:` and `}` unescaped).
 *
 * Attributes are written with their RFC 6265 names (`Path`, `Domain`, `Expires`, `Secure`, `SameSite`,
 * `Priority`, `Partitioned`). js-cookie serialises every truthy attribute it is given, known or not:
 * `true` as a bare flag (`; Partitioned`), anything else as `; Name=value` (cut at the first `;`).
 * That is how Priority and Partitioned get through.
 *
 * `httpOnly` is accepted and ignored: `document.cookie` cannot create an HttpOnly cookie (the browser drops
 * such a cookie entirely), so HttpOnly applies only to cookies a server sets with `Set-Cookie`.
 *
 * The jar is injectable (tests, server-side rendering): pass `jar` to a call, or `setCookieJar(jar)`.
 */
import Cookies from 'js-cookie';

export type SameSite = 'Strict' | 'Lax' | 'None';
export type CookiePriority = 'Low' | 'Medium' | 'High';

/** The options a caller gives (camelCase; resolveCookieOptions turns them into attributes). */
export interface CookieOptions {
  /** lifetime in seconds; converted to `Expires` (wins over `expires` when both are given) */
  maxAge?: number;
  /** a date, or a number of days from now (js-cookie's convention) */
  expires?: Date | number;
  domain?: string;
  /** defaults to `/` */
  path?: string;
  /** accepted and skipped: only a server can set HttpOnly (see the module comment) */
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: SameSite;
  priority?: CookiePriority;
  partitioned?: boolean;
}

/** What a jar receives: the options resolved (an absolute expiry, no maxAge, no httpOnly). */
export interface CookieAttributes {
  path: string;
  domain?: string;
  expires?: Date;
  secure?: boolean;
  sameSite?: SameSite;
  priority?: CookiePriority;
  partitioned?: boolean;
}

/** The tiny interface every cookie access of the core goes through. Values are plain (decoded) strings. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, attributes: CookieAttributes): void;
  remove(name: string, attributes: Pick<CookieAttributes, 'path' | 'domain'>): void;
}

const DAY_MS = 86_400_000;

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** js-cookie with an exact `encodeURIComponent` converter and no default attributes (we always pass Path). */
const jsCookie = Cookies.withConverter<string>({
  write: (value) => encodeURIComponent(String(value)),
  read: (value) => safeDecode(value.startsWith('"') && value.endsWith('"') && value.length > 1 ? value.slice(1, -1) : value),
}).withAttributes({ path: undefined });

/** The resolved attributes in js-cookie's form, with RFC 6265 attribute names. */
export function toJsCookieAttributes(attributes: Partial<CookieAttributes>): Cookies.CookieAttributes {
  const out: Cookies.CookieAttributes = {};
  if (attributes.path) out.Path = attributes.path;
  if (attributes.domain) out.Domain = attributes.domain;
  if (attributes.expires) out.Expires = attributes.expires.toUTCString();
  if (attributes.secure) out.Secure = true;
  if (attributes.sameSite) out.SameSite = attributes.sameSite;
  if (attributes.priority) out.Priority = attributes.priority;
  if (attributes.partitioned) out.Partitioned = true;
  return out;
}

/** The default jar: `document.cookie` through js-cookie (a no-op without a document). */
export const documentCookieJar: CookieJar = {
  get: (name) => jsCookie.get(name),
  set: (name, value, attributes) => {
    jsCookie.set(name, value, toJsCookieAttributes(attributes));
  },
  remove: (name, attributes) => {
    // js-cookie's remove writes the cookie again, empty, with `expires` in the past.
    jsCookie.remove(name, toJsCookieAttributes(attributes));
  },
};

let currentJar: CookieJar = documentCookieJar;

export function getCookieJar(): CookieJar {
  return currentJar;
}

/** Replaces the default jar (tests); returns a function that restores the previous one. */
export function setCookieJar(jar: CookieJar): () => void {
  const previous = currentJar;
  currentJar = jar;
  return () => {
    currentJar = previous;
  };
}

/** A caller's options resolved: maxAge (seconds) and numeric expires (days) become a date; path defaults to `/`. */
export function resolveCookieOptions(options: CookieOptions = {}, now: number = Date.now()): CookieAttributes {
  const attributes: CookieAttributes = { path: options.path || '/' };
  if (options.domain) attributes.domain = options.domain;
  if (typeof options.maxAge === 'number' && Number.isFinite(options.maxAge)) {
    attributes.expires = new Date(now + options.maxAge * 1000);
  } else if (options.expires instanceof Date) {
    attributes.expires = options.expires;
  } else if (typeof options.expires === 'number' && Number.isFinite(options.expires)) {
    attributes.expires = new Date(now + options.expires * DAY_MS);
  }
  if (options.secure) attributes.secure = true;
  if (options.sameSite) attributes.sameSite = options.sameSite;
  if (options.priority) attributes.priority = options.priority;
  if (options.partitioned) attributes.partitioned = true;
  // options.httpOnly: deliberately not passed on (document.cookie cannot set it).
  return attributes;
}

export function setCookie(name: string, value: string, options: CookieOptions = {}, jar: CookieJar = currentJar): void {
  jar.set(name, value, resolveCookieOptions(options));
}

export function getCookie(name: string, jar: CookieJar = currentJar): string | undefined {
  const value = jar.get(name);
  return typeof value === 'string' ? value : undefined;
}

/** Removes a cookie; give the same path and domain it was set with (path defaults to `/`). */
export function removeCookie(
  name: string,
  options: Pick<CookieOptions, 'path' | 'domain'> = {},
  jar: CookieJar = currentJar,
): void {
  const attributes: Pick<CookieAttributes, 'path' | 'domain'> = { path: options.path || '/' };
  if (options.domain) attributes.domain = options.domain;
  jar.remove(name, attributes);
}
