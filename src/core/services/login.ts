/**
 * Sign-in through the consumer service (docs/mock-api.md "login"): an extension of `muleSoftConfig` in the
 * style of the consumer calls: `POST {url}/web/v1/api/v1/consumer/login` with the client headers
 * (`Content-Type: application/json`, `client_id`, `client_secret`, `channel`) and the body
 * `{ email, password, countryIsoCode }`. No user token yet, so it is not an authenticated call: a refusal
 * never clears a session.
 *
 * Answers: `200 { "response-data": { consumerId, token, expiresIn? } }`; `401 { error: 'invalid_credentials' }`
 * wrong email or password; `423 { error: 'account_locked' }` the account is locked; anything else (5xx, a malformed body, an answer without the token) is the
 * service being unavailable. Never rejects, never logs, and never keeps the password: it is sent once and
 * the caller's copy is the only one.
 */
import { isRecord } from '../isRecord';
import { trimBase, type MuleSoftConfig, type ServiceOptions } from './configTypes';
import { isHttpError, requestJson } from './http';

/** Why a sign-in did not succeed: each has its own message in the login element. */
export type SignInFailure = 'invalid-credentials' | 'locked' | 'network' | 'timeout' | 'unavailable' | 'not-configured';

export type SignInResult =
  | { ok: true; consumerId: string; token: string; /** seconds the token lasts, when the service says */ expiresIn?: number }
  | { ok: false; reason: SignInFailure };

export interface SignInCredentials {
  email: string;
  password: string;
}

export const SIGN_IN_TIMEOUT_MS = 15_000;

export function loginUrl(config: MuleSoftConfig): string | undefined {
  if (!config.url) return undefined;
  return `${trimBase(config.url)}/web/v1/api/v1/consumer/login`;
}

function clientHeaders(config: MuleSoftConfig): Record<string, string> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (config.clientId) headers.client_id = config.clientId;
  if (config.clientSecret) headers.client_secret = config.clientSecret;
  if (config.channel) headers.channel = config.channel;
  return headers;
}

/**
 * A refused sign-in → why. 400, 401 and 404 are the visitor's email or password, except a refused client
 * (`error: 'invalid_client'`, the site's own configuration): that, and every other status, is the
 * service failing.
 */
export function refusalReason(status: number, body?: unknown): SignInFailure {
  if (status === 423) return 'locked';
  const code = isRecord(body) ? body.error : undefined;
  if ((status === 400 || status === 401 || status === 404) && code !== 'invalid_client') return 'invalid-credentials';
  return 'unavailable';
}

export async function signIn(
  config: MuleSoftConfig | undefined,
  credentials: SignInCredentials,
  options: ServiceOptions = {},
): Promise<SignInResult> {
  const url = config ? loginUrl(config) : undefined;
  if (!config || !url) return { ok: false, reason: 'not-configured' };
  try {
    const response = await requestJson(url, {
      method: 'POST',
      headers: clientHeaders(config),
      body: { email: credentials.email.trim(), password: credentials.password, ...(config.countryIsoCode ? { countryIsoCode: config.countryIsoCode } : {}) },
      fetch: options.fetch,
      timeoutMs: options.timeoutMs ?? SIGN_IN_TIMEOUT_MS,
      signal: options.signal,
      credentials: 'same-origin',
    });
    if (!response.ok) return { ok: false, reason: refusalReason(response.status, response.body) };
    const data = isRecord(response.body) ? response.body['response-data'] : undefined;
    const consumerId = isRecord(data) && typeof data.consumerId === 'string' ? data.consumerId : '';
    const token = isRecord(data) && typeof data.token === 'string' ? data.token : '';
    if (!consumerId || !token) return { ok: false, reason: 'unavailable' };
    const expiresIn = isRecord(data) && typeof data.expiresIn === 'number' && data.expiresIn > 0 ? data.expiresIn : undefined;
    return expiresIn === undefined ? { ok: true, consumerId, token } : { ok: true, consumerId, token, expiresIn };
  } catch (error) {
    if (isHttpError(error)) {
      if (error.kind === 'timeout') return { ok: false, reason: 'timeout' };
      if (error.kind === 'malformed') return { ok: false, reason: 'unavailable' };
    }
    return { ok: false, reason: 'network' };
  }
}
