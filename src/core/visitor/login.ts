/**
 * Signing in without a reload (`brand-login`): the consumer service checks the credentials
 * (services/login.ts); on success the session cookies `brand_uid` and `brand_token` are set as the header
 * reads them (session.ts), the commerce token issued to the anonymous visitor is dropped, and the visitor is
 * resolved again (`startVisitor`), so the header, the notice and `visibleTo` content follow at once.
 *
 * A sign-in whose profile then fails to load (the visitor would resolve as anonymous) is undone: the
 * cookies go again and the result is `unavailable`.
 *
 * The cookies: `Path=/`, `Secure`, `SameSite=Strict`, lasting `expiresIn` seconds when the service gives it
 * (else for the browser session). Nothing here logs, and the password is not kept: it only passes through.
 */
import { signIn, type SignInCredentials, type SignInFailure } from '../services/login';
import { forgetCommerceToken } from '../services/commerceToken';
import { visitorPending } from '../stores/visitor';
import { getCookieJar, removeCookie, setCookie, type CookieOptions } from './cookies';
import type { ConsumerCallOptions } from './consumerCalls';
import { startVisitor } from './resolveVisitor';
import { TOKEN_COOKIE, UID_COOKIE } from './session';
import type { VisitorType } from './types';

/** The services, cookies and fetch of a sign-in: those of the visitor's other calls, without a session to expire. */
export type LogInOptions = Omit<ConsumerCallOptions, 'onSessionExpired'>;

export type LogInResult = { ok: true; consumerId: string; visitorType: VisitorType } | { ok: false; reason: SignInFailure };

/** The attributes of the two session cookies (the gate cookie's flags; a lifetime when the service gives one). */
export function sessionCookieOptions(expiresIn?: number): CookieOptions {
  return { path: '/', secure: true, sameSite: 'Strict', ...(expiresIn ? { maxAge: expiresIn } : {}) };
}

let inFlight = 0;

export async function logIn(credentials: SignInCredentials, options: LogInOptions = {}): Promise<LogInResult> {
  const result = await signIn(options.muleSoftConfig, credentials, {
    fetch: options.fetch,
    timeoutMs: options.timeoutMs,
    signal: options.signal,
  });
  if (!result.ok) return result;
  const jar = options.cookies ?? getCookieJar();
  const attributes = sessionCookieOptions(result.expiresIn);
  setCookie(UID_COOKIE, result.consumerId, attributes, jar);
  setCookie(TOKEN_COOKIE, result.token, attributes, jar);
  forgetCommerceToken(jar);
  inFlight++;
  visitorPending.set(true);
  try {
    const resolution = await startVisitor({
      muleSoftConfig: options.muleSoftConfig,
      hybrisConfig: options.hybrisConfig,
      cookies: jar,
      fetch: options.fetch,
      timeoutMs: options.timeoutMs,
    });
    if (resolution.visitorType === 'LAS') {
      // Signed in, but the profile did not load: the page would stay anonymous while the cookies say
      // otherwise. Undo the session and say the service failed, so the visitor can try again.
      removeCookie(UID_COOKIE, { path: '/' }, jar);
      removeCookie(TOKEN_COOKIE, { path: '/' }, jar);
      return { ok: false, reason: 'unavailable' };
    }
    return { ok: true, consumerId: result.consumerId, visitorType: resolution.visitorType };
  } finally {
    if (--inFlight === 0) visitorPending.set(false);
  }
}
