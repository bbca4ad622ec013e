/**
 * The account's consumer calls (devices, profile, one-time passwords, data requests, referrals): one client that
 * answers a result instead of throwing. Its own module, apart from muleSoft.ts, so the visitor resolution every
 * page runs (consumer, assets, loyalty tier) does not carry it: only the account elements load it.
 */
import { isHttpError, requestJson, type HttpRequestOptions } from './http';
import { isRecord } from '../isRecord';
import { clearSession } from '../visitor/session';
import type { AuthenticatedServiceOptions, MuleSoftConfig } from './configTypes';
import { muleSoftHeaders, type ConsumerCredentials } from './muleSoft';

/**
 * Why a MuleSoft change (or a read an element shows as a result) did not succeed, whatever the call:
 * - `session-expired` 401/403 (the session is cleared and the page reloads, `onSessionExpired`);
 * - `network`, `timeout`, `aborted`: no answer; `unavailable`: 5xx, a status the call does not name, a malformed
 *   answer; `not-configured`: no URL, consumer id or token (nothing is sent).
 * Each call adds the reasons of its own refusals (devices.ts: `duplicate`, `too-large`…).
 */
export type MuleSoftFailure = 'session-expired' | 'network' | 'timeout' | 'aborted' | 'unavailable' | 'not-configured';

export type MuleSoftResult<T, R extends string = never> =
  | { ok: true; value: T }
  | { ok: false; reason: R | MuleSoftFailure; status?: number; body?: unknown };

export type MuleSoftCall = Pick<HttpRequestOptions, 'method' | 'body'>;

/**
 * Sends one MuleSoft call that answers a result instead of throwing (the account calls: devices, profile, OTP, data
 * requests, referrals) and reads its `response-data` object (undefined for a 204). Never rejects, never logs.
 * Session rule (narrower than the authenticated-call rule of http.ts, where other failures also clear): only a 401
 * or 403 clears the session; `reasonOf` names every other refusal (its `body` is the error answer, `{ error,
 * message }`), and a status it does not name is `unavailable`.
 */
export async function sendMuleSoft<R extends string = never>(
  url: string | undefined,
  config: MuleSoftConfig | undefined,
  credentials: ConsumerCredentials,
  call: MuleSoftCall,
  options: AuthenticatedServiceOptions,
  reasonOf: (status: number, body: unknown) => R | 'unavailable' = () => 'unavailable',
): Promise<MuleSoftResult<Record<string, unknown> | undefined, R>> {
  if (!config || !url || !credentials.consumerId || !credentials.token) return { ok: false, reason: 'not-configured' };
  try {
    const response = await requestJson(url, {
      method: call.method,
      headers: muleSoftHeaders(config, credentials.token),
      body: call.body,
      fetch: options.fetch,
      timeoutMs: options.timeoutMs,
      signal: options.signal,
    });
    if (!response.ok) {
      if (response.status === 401 || response.status === 403) {
        (options.onSessionExpired ?? (() => clearSession({ reload: true })))();
        return { ok: false, reason: 'session-expired', status: response.status };
      }
      return { ok: false, reason: reasonOf(response.status, response.body), status: response.status, body: response.body };
    }
    if (response.status === 204) return { ok: true, value: undefined };
    const data = isRecord(response.body) ? response.body['response-data'] : undefined;
    if (!isRecord(data)) return { ok: false, reason: 'unavailable', status: response.status };
    return { ok: true, value: data };
  } catch (error) {
    if (isHttpError(error)) {
      if (error.kind === 'malformed') return { ok: false, reason: 'unavailable', status: error.status };
      return { ok: false, reason: error.kind };
    }
    return { ok: false, reason: 'network' };
  }
}

/** The `error` code of a MuleSoft error answer (`{ error, message }`), else undefined. */
export function muleSoftErrorCode(body: unknown): string | undefined {
  return isRecord(body) && typeof body.error === 'string' ? body.error : undefined;
}
