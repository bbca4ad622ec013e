/**
 * The OCC user of the visitor's session: what the OCC paths and the commerce token's request name, and what the local
 * cart records each cart under. A module of its own (re-exported by services/commerceToken.ts): the cart's view reads it
 * without the token's code, and the pages that only read the session do not download it.
 */
import { getCookieJar, type CookieJar } from './cookies';
import { getSessionIdentity } from './session';

/** The OCC user of a visitor who is not logged in. */
export const ANONYMOUS_USER = 'anonymous';

/** `{user}` of the OCC paths and `username` of the token request: brand_uid when logged in, else 'anonymous'. */
export function occUser(jar: CookieJar = getCookieJar()): string {
  return getSessionIdentity(jar)?.consumerId ?? ANONYMOUS_USER;
}
