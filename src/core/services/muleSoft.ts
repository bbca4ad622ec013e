/**
 * The one way the MuleSoft services (consumer, assets, loyalty) are called: a GET with the consumer
 * headers (`Content-Type: application/json`, `client_id`, `client_secret`, `channel`, `x-user-token`),
 * sent as an authenticated call (section 8: a non-2xx answer or a malformed body clears the session,
 * http.ts), whose answer's `response-data` object each service reads its value from.
 */
import { isHttpError, requestJson, type HttpRequestOptions } from './http';
import { isRecord } from '../isRecord';
import { clearSession } from '../visitor/session';
import { ServiceError, report, type AuthenticatedServiceOptions, type MuleSoftConfig } from './configTypes';

export interface ConsumerCredentials {
  /** `brand_uid` */
  consumerId: string;
  /** `brand_token` */
  token: string;
}

/** The headers of every MuleSoft call. */
export function muleSoftHeaders(config: MuleSoftConfig, token: string): Record<string, string> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (config.clientId) headers.client_id = config.clientId;
  if (config.clientSecret) headers.client_secret = config.clientSecret;
  if (config.channel) headers.channel = config.channel;
  headers['x-user-token'] = token;
  return headers;
}

/** GETs a MuleSoft resource and returns its `response-data` object; throws ServiceError/HttpError otherwise. */
async function getResponseData(
  url: string,
  config: MuleSoftConfig,
  token: string,
  options: AuthenticatedServiceOptions,
): Promise<Record<string, unknown>> {
  const response = await requestJson(url, {
    headers: muleSoftHeaders(config, token),
    authenticated: true,
    fetch: options.fetch,
    timeoutMs: options.timeoutMs,
    signal: options.signal,
    onSessionExpired: options.onSessionExpired,
  });
  if (!response.ok) throw new ServiceError(`MuleSoft call failed (status ${response.status})`, response.status);
  const data = isRecord(response.body) ? response.body['response-data'] : undefined;
  if (!isRecord(data)) throw new ServiceError('MuleSoft answer without response-data', response.status);
  return data;
}

/** What differs between the MuleSoft services. */
export interface MuleSoftResource<T> {
  /** names the service in errors: `${name}: ${required} and token are required` */
  name: string;
  /** the config field the URL needs (`url` or `apiUrl`), for that error */
  required: string;
  /** the resource's URL, undefined when the config lacks its base */
  url: (config: MuleSoftConfig, consumerId: string) => string | undefined;
  /** the value out of `response-data`; throws a ServiceError when it is not there */
  read: (data: Record<string, unknown>) => T;
}

/**
 * Calls one MuleSoft resource for the signed-in consumer. Never rejects: a missing config or
 * credential, a failed call or an answer without the value resolves undefined and goes to `onError`.
 */
export async function fetchMuleSoft<T>(
  resource: MuleSoftResource<T>,
  config: MuleSoftConfig | undefined,
  credentials: ConsumerCredentials,
  options: AuthenticatedServiceOptions,
): Promise<T | undefined> {
  try {
    const url = config && credentials.consumerId ? resource.url(config, credentials.consumerId) : undefined;
    if (!config || !url || !credentials.token) throw new ServiceError(`${resource.name}: ${resource.required}, consumerId and token are required`);
    return resource.read(await getResponseData(url, config, credentials.token, options));
  } catch (error) {
    report(options, error);
    return undefined;
  }
}

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
 * Sends one MuleSoft call that answers a result instead of throwing (the account calls: devices, profile, OTP,
 * data requests, referrals) and reads its `response-data` object (undefined for a 204). Never rejects, never logs.
 * Session rule (issue 19, narrower than section 8's "other failures also clear"): only a 401 or 403 clears the
 * session; `reasonOf` names every other refusal (its `body` is the error answer, `{ error, message }`), and a
 * status it does not name is `unavailable`.
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
