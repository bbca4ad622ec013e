/**
 * Who may see the account area: logged-in visitors only (visitor types from the platform); an anonymous visitor
 * is sent to log in. The decision for an account page or element, and the login URL with a return path that can
 * only bring the visitor back to this site. Pure.
 *
 * The decorated visitor types: LAS anonymous, LAU logged in, LAU-HAV verified, LAU-HAV-DEV owns a device; the
 * authoring modes show everything; the `return` query parameter and its same-origin rule are the demo login
 * page's (demo/login.js `safeReturn`).
 */
import type { VisitorType } from '../visitor/types';

/** The visitor types that may see an account page: every logged-in one. */
export const ACCOUNT_VISITOR_TYPES: readonly VisitorType[] = ['LAU', 'LAU-HAV', 'LAU-HAV-DEV'];

/** The query parameter the login page reads to come back (demo/login.js). */
export const RETURN_PARAM = 'return';

export function isAccountVisitor(visitorType: unknown): boolean {
  return typeof visitorType === 'string' && (ACCOUNT_VISITOR_TYPES as readonly string[]).includes(visitorType);
}

/**
 * A return path that stays on `origin`: it must start with one `/` (not `//` or `/\`, which browsers read as
 * another host), and resolve to the same origin; the answer is its path, query and hash (tabs and newlines
 * dropped, as the URL parser does). Anything else, including absolute URLs, gives undefined.
 */
export function safeReturnPath(value: unknown, origin: string): string | undefined {
  if (typeof value !== 'string') return undefined;
  // eslint-disable-next-line no-control-regex
  const cleaned = value.replace(/[\t\n\r]/g, '');
  if (cleaned.charAt(0) !== '/' || cleaned.charAt(1) === '/' || cleaned.charAt(1) === '\\') return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(cleaned)) return undefined;
  try {
    const base = new URL(origin);
    const target = new URL(cleaned, base.origin);
    if (target.origin !== base.origin) return undefined;
    return target.pathname + target.search + target.hash;
  } catch {
    return undefined;
  }
}

/**
 * The login page's URL with `return` set to the current page: `loginPath` must itself be a safe same-origin path
 * (else undefined: the caller shows nothing rather than sending the visitor elsewhere); a return path that is not
 * safe is left out. `loginPath` may carry a query (`/storefront.html?page=login`).
 */
export function loginRedirectUrl(loginPath: unknown, returnPath: unknown, origin: string): string | undefined {
  const login = safeReturnPath(loginPath, origin);
  if (login === undefined) return undefined;
  const back = safeReturnPath(returnPath, origin);
  if (back === undefined) return login;
  const hashAt = login.indexOf('#');
  const path = hashAt >= 0 ? login.slice(0, hashAt) : login;
  const hash = hashAt >= 0 ? login.slice(hashAt) : '';
  const separator = path.includes('?') ? '&' : '?';
  return `${path}${separator}${RETURN_PARAM}=${encodeURIComponent(back)}${hash}`;
}

/** What an account page or element does for the visitor. */
export type AccountAccess =
  | { kind: 'show' }
  /** The visitor type is not resolved yet: render nothing and fetch nothing. */
  | { kind: 'wait' }
  /** Anonymous: fetch nothing and go to `url` (undefined when no safe login page is configured: show nothing). */
  | { kind: 'login'; url: string | undefined };

export interface AccountAccessInput {
  /** The resolved visitor type, or undefined while the visitor is being resolved. */
  visitorType: VisitorType | undefined;
  /** The authoring editor shows every component — with its placeholders, not a visitor's data. */
  authoring?: boolean;
  loginPath: unknown;
  /** The page to come back to, usually `location.pathname + location.search + location.hash`. */
  currentPath: unknown;
  origin: string;
}

/**
 * The decision: the editor shows; a logged-in type shows; no type yet waits; anything else (LAS, unknown) is sent
 * to log in with the current page as its return path. Never `show` for an anonymous visitor.
 */
export function accountAccess(input: AccountAccessInput): AccountAccess {
  if (input.authoring === true) return { kind: 'show' };
  if (input.visitorType === undefined) return { kind: 'wait' };
  if (isAccountVisitor(input.visitorType)) return { kind: 'show' };
  return { kind: 'login', url: loginRedirectUrl(input.loginPath, input.currentPath, input.origin) };
}
