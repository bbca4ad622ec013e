/**
 * The commerce (OCC) access token (docs/mock-api.md):
 * `POST {apiUrl}/oauth/token`, `Content-Type: application/x-www-form-urlencoded`, body
 * `grant_type=client_credentials&client_id=…&client_secret=…&clear=true&username={uid or anonymous}`.
 *
 * The token is kept in the cookie `brand_commerce_token` = `encodeURIComponent(JSON.stringify({ access_token,
 * expires_at }))` (expires_at: epoch milliseconds), Max-Age `expires_in` (written as Expires), Secure,
 * SameSite=Strict, Path=/. It is reused until `expires_at`; then a new one is requested.
 * Concurrent callers share one request: at most one token request is in flight at a time.
 * When the browser refuses the cookie (a Secure cookie on a plain-http host other than localhost/127.0.0.1),
 * the token is kept in memory instead, for this page only; clearSession and invalidateCommerceToken drop it.
 *
 * Rejects (HttpError, or CommerceTokenError with the status) when no token can be had: the cart calls need one.
 * Nothing here logs; the token and the client secret never appear in an error message.
 */
import { getCookie, getCookieJar, removeCookie, setCookie, type CookieJar } from '../visitor/cookies';
import { COMMERCE_TOKEN_COOKIE, onSessionCleared } from '../visitor/session';
import { occUser } from '../visitor/occUser';
import { requestJson, type HttpFetch, type HttpResponse, type HttpRequestOptions } from './http';
import { isRecord } from '../isRecord';
import { trimBase, type HybrisConfig } from './configTypes';

export { ANONYMOUS_USER, occUser } from '../visitor/occUser';

export interface StoredCommerceToken {
  access_token: string;
  /** epoch milliseconds */
  expires_at: number;
}

export interface CommerceTokenOptions {
  /** defaults to `brand_uid` when logged in, else 'anonymous' */
  username?: string;
  cookies?: CookieJar;
  fetch?: HttpFetch;
  timeoutMs?: number;
  /** defaults to Date.now */
  now?: () => number;
}

export class CommerceTokenError extends Error {
  readonly status: number | undefined;
  constructor(message: string, status?: number) {
    super(message);
    this.name = 'CommerceTokenError';
    this.status = status;
  }
}

function parseStored(raw: string | undefined): StoredCommerceToken | undefined {
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (!isRecord(value)) return undefined;
    const { access_token: accessToken, expires_at: expiresAt } = value;
    if (typeof accessToken !== 'string' || accessToken === '' || typeof expiresAt !== 'number') return undefined;
    return { access_token: accessToken, expires_at: expiresAt };
  } catch {
    return undefined;
  }
}

/** The token kept in memory when its cookie was refused, with the jar that refused it. */
let memory: { token: StoredCommerceToken; jar: CookieJar } | undefined;
onSessionCleared(() => {
  memory = undefined;
});

/**
 * Drops the stored token (cookie and memory): it was issued for the previous visitor (`username`), so a
 * visitor who has just signed in gets a token of their own on the next commerce call.
 */
export function forgetCommerceToken(jar: CookieJar = getCookieJar()): void {
  memory = undefined;
  // A request still in flight was made for the previous visitor: its answer is not stored, nor shared.
  generation++;
  pending = undefined;
  removeCookie(COMMERCE_TOKEN_COOKIE, { path: '/' }, jar);
}

/** The stored token (cookie, else the in-memory fallback), when present, well formed and not expired. */
export function readStoredCommerceToken(
  jar: CookieJar = getCookieJar(),
  now: number = Date.now(),
): StoredCommerceToken | undefined {
  const stored = parseStored(getCookie(COMMERCE_TOKEN_COOKIE, jar)) ?? (memory?.jar === jar ? memory.token : undefined);
  return stored && now < stored.expires_at ? stored : undefined;
}

let pending: Promise<string> | undefined;
/** Bumped when the visitor changes (forgetCommerceToken): a token asked for before is not kept. */
let generation = 0;

async function requestToken(config: HybrisConfig, options: CommerceTokenOptions, jar: CookieJar): Promise<string> {
  const asked = generation;
  if (!config.apiUrl) throw new CommerceTokenError('commerce token: hybrisConfig.apiUrl is required');
  const form = new URLSearchParams();
  form.set('grant_type', 'client_credentials');
  form.set('client_id', config.clientId ?? '');
  form.set('client_secret', config.clientSecret ?? '');
  form.set('clear', 'true');
  form.set('username', options.username ?? occUser(jar));
  const response = await requestJson(`${trimBase(config.apiUrl)}/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form,
    fetch: options.fetch,
    timeoutMs: options.timeoutMs,
  });
  if (!response.ok) throw new CommerceTokenError('commerce token: request refused', response.status);
  const body = response.body;
  const accessToken = isRecord(body) ? body.access_token : undefined;
  if (typeof accessToken !== 'string' || accessToken === '') {
    throw new CommerceTokenError('commerce token: no access_token in the answer', response.status);
  }
  const expiresIn = isRecord(body) ? Number(body.expires_in) : NaN;
  if (Number.isFinite(expiresIn) && expiresIn > 0 && asked === generation) {
    const now = (options.now ?? Date.now)();
    const stored: StoredCommerceToken = { access_token: accessToken, expires_at: now + expiresIn * 1000 };
    setCookie(
      COMMERCE_TOKEN_COOKIE,
      JSON.stringify(stored),
      { maxAge: expiresIn, secure: true, sameSite: 'Strict', path: '/' },
      jar,
    );
    const persisted = parseStored(getCookie(COMMERCE_TOKEN_COOKIE, jar))?.access_token === accessToken;
    memory = persisted ? undefined : { token: stored, jar };
  }
  // Without a usable expires_in the token is used for this call only, never stored.
  return accessToken;
}

/**
 * The current commerce token: the stored one while it has not expired, else a new one. Callers arriving
 * while a request is in flight share it.
 */
export function getCommerceToken(hybrisConfig: HybrisConfig, options: CommerceTokenOptions = {}): Promise<string> {
  const jar = options.cookies ?? getCookieJar();
  const stored = readStoredCommerceToken(jar, (options.now ?? Date.now)());
  if (stored) return Promise.resolve(stored.access_token);
  if (!pending) {
    const request = requestToken(hybrisConfig, options, jar).finally(() => {
      if (pending === request) pending = undefined;
    });
    pending = request;
  }
  return pending;
}

/**
 * Forgets the stored token. With `rejectedToken`, only when that is still the stored one: a caller whose
 * request failed with an old token must not throw away the new token another caller just obtained.
 */
export function invalidateCommerceToken(rejectedToken?: string, jar: CookieJar = getCookieJar()): void {
  if (memory && (rejectedToken === undefined || memory.token.access_token === rejectedToken)) memory = undefined;
  const current = parseStored(getCookie(COMMERCE_TOKEN_COOKIE, jar));
  if (rejectedToken !== undefined && current && current.access_token !== rejectedToken) return;
  removeCookie(COMMERCE_TOKEN_COOKIE, { path: '/' }, jar);
}

/**
 * Sends an OCC call with the commerce token as its bearer (`send(token)`). A 401 invalidates that token, gets a
 * new one (shared with concurrent callers) and sends once more; the second answer is returned whatever it is.
 * The cart client and the reviews client use it.
 */
export async function sendWithCommerceToken<R extends { status: number }>(
  hybrisConfig: HybrisConfig,
  options: CommerceTokenOptions,
  send: (token: string) => Promise<R>,
): Promise<R> {
  let token = await getCommerceToken(hybrisConfig, options);
  const response = await send(token);
  if (response.status !== 401) return response;
  invalidateCommerceToken(token, options.cookies ?? getCookieJar());
  token = await getCommerceToken(hybrisConfig, options);
  return send(token);
}

/** What one OCC call sends: the method, a JSON (or FormData) body, the caller's abort signal. */
export interface OccUserRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: HttpRequestOptions['body'];
  signal?: AbortSignal;
}

/**
 * One OCC call as `username` (occUser: `brand_uid` or anonymous): the commerce token as the bearer, a 401 answered
 * with one new token and one retry (sendWithCommerceToken). The set-up every OCC client shares (carts, account,
 * reviews); what a status means is the client's to say.
 */
export function requestAsOccUser<T>(
  hybrisConfig: HybrisConfig,
  username: string,
  url: string,
  request: OccUserRequest,
  options: Omit<CommerceTokenOptions, 'username'>,
): Promise<HttpResponse<T>> {
  const tokenOptions: CommerceTokenOptions = { username, cookies: options.cookies ?? getCookieJar(), fetch: options.fetch, timeoutMs: options.timeoutMs, now: options.now };
  return sendWithCommerceToken(hybrisConfig, tokenOptions, (token) =>
    requestJson<T>(url, {
      method: request.method,
      headers: { Authorization: `Bearer ${token}` },
      body: request.body,
      fetch: options.fetch,
      timeoutMs: options.timeoutMs,
      signal: request.signal,
    }),
  );
}
