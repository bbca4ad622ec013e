/**
 * The signed-in visitor's own consumer-service calls (devices, profile, OTP, data requests, referrals): each is a
 * service of `services/` called with the session's identity (`brand_uid`, `brand_token`). Without a session the
 * answer is `session-expired` and nothing is sent.
 */
import type { HttpFetch } from '../services/http';
import type { AuthenticatedServiceOptions, HybrisConfig, MuleSoftConfig } from '../services/configTypes';
import type { ConsumerCredentials } from '../services/muleSoft';
import type { MuleSoftFailure } from '../services/muleSoftResult';
import { getCookieJar, type CookieJar } from './cookies';
import { getSessionIdentity } from './session';

export interface ConsumerCallOptions {
  muleSoftConfig?: MuleSoftConfig;
  hybrisConfig?: HybrisConfig;
  cookies?: CookieJar;
  fetch?: HttpFetch;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** defaults to `clearSession({ reload: true })`, on a 401 or 403 only */
  onSessionExpired?: () => void;
}

/** The session's identity, or undefined for an anonymous visitor. */
export function sessionOf(options: ConsumerCallOptions): ConsumerCredentials | undefined {
  return getSessionIdentity(options.cookies ?? getCookieJar());
}

/** The options a service takes, out of the visitor-level ones. */
export function serviceOptionsOf(options: ConsumerCallOptions): AuthenticatedServiceOptions {
  return { fetch: options.fetch, timeoutMs: options.timeoutMs, signal: options.signal, onSessionExpired: options.onSessionExpired };
}

/**
 * Runs one service call as the signed-in visitor: `call(identity, serviceOptions)`, or `session-expired` without a
 * session.
 */
export async function asVisitor<T extends { ok: boolean }>(
  options: ConsumerCallOptions,
  call: (identity: ConsumerCredentials, serviceOptions: AuthenticatedServiceOptions) => Promise<T>,
): Promise<T | { ok: false; reason: Extract<MuleSoftFailure, 'session-expired'> }> {
  const identity = sessionOf(options);
  if (!identity) return { ok: false, reason: 'session-expired' };
  return call(identity, serviceOptionsOf(options));
}
