/**
 * The one JSON-over-fetch helper of the services.
 *
 * - `body`: a plain object is sent as JSON (`Content-Type: application/json`), URLSearchParams as a form
 *   (`Content-Type: application/x-www-form-urlencoded`), a string as is, FormData as multipart/form-data with no
 *   Content-Type of ours (fetch writes it with the boundary; a caller's Content-Type header is dropped).
 * - The answer is `{ status, ok, body, headers }`; `body` is the parsed JSON, or undefined for an empty body
 *   (and for HEAD, 204 and 205). A non-2xx status is an answer, not an error.
 * - Failures are `HttpError` with a `kind`: 'network' (fetch itself failed), 'timeout' (no answer within
 *   `timeoutMs`, default 15 s), 'aborted' (the caller's signal), 'malformed' (a 2xx body that is not JSON).
 *   A non-2xx answer with an unreadable body is still returned, with `body` undefined.
 *
 * Authenticated calls (`authenticated: true`: the call sends the user token header, `x-user-token`):
 * - a 401 or 403, and any other non-2xx status or a malformed body, clear the session and reload
 *   (`onSessionExpired`, default `clearSession({ reload: true })`, once its module is here);
 * - aborted and network failures never do ('Failed to fetch', 'Load failed', 'cancelled',
 *   'NetworkError when attempting to fetch resource' are recognised by message too).
 * - A timeout counts as a network failure: the request never got an answer, so the server said nothing
 *   about the session; logging a visitor out because of a slow network would be wrong.
 * The OCC bearer token of the cart calls is not a user token: those calls have their own rules (occCart.ts).
 *
 * Nothing here logs. Whoever logs a request logs its method and URL path only (`describeRequest`),
 * never a header, a token or a client secret.
 */

export type HttpErrorKind = 'network' | 'timeout' | 'aborted' | 'malformed';

export const DEFAULT_TIMEOUT_MS = 15_000;

/** Messages browsers give a fetch that failed in transit or was cancelled (Chrome, Safari, Firefox). */
export const NETWORK_FAILURE_MESSAGES = [
  'Failed to fetch',
  'Load failed',
  'cancelled',
  'NetworkError when attempting to fetch resource',
] as const;

/** The path of a URL, without query or fragment (what may be logged). */
export function urlPath(url: string): string {
  try {
    return new URL(url, 'http://localhost').pathname;
  } catch {
    return url.split(/[?#]/)[0] ?? '';
  }
}

/** `GET /mock/occ/v2/...`: the only description of a request the core ever logs. */
export function describeRequest(method: string, url: string): string {
  return `${method.toUpperCase()} ${urlPath(url)}`;
}

export class HttpError extends Error {
  readonly kind: HttpErrorKind;
  /** the status, for 'malformed' */
  readonly status: number | undefined;
  readonly method: string;
  /** the URL path only (no query: nothing secret ends up in a message) */
  readonly path: string;
  constructor(kind: HttpErrorKind, method: string, url: string, status?: number) {
    super(`${kind} failure: ${describeRequest(method, url)}${status ? ` (status ${status})` : ''}`);
    this.name = 'HttpError';
    this.kind = kind;
    this.status = status;
    this.method = method.toUpperCase();
    this.path = urlPath(url);
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

/** True for a failure that says nothing about the session: aborted, network, timeout (by kind or by message). */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof HttpError) return error.kind !== 'malformed';
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'AbortError' || name === 'TimeoutError') return true;
  return typeof message === 'string' && NETWORK_FAILURE_MESSAGES.some((text) => message.includes(text));
}

export interface HeadersLike {
  get(name: string): string | null;
}

/** The slice of a fetch Response the core reads. */
export interface HttpResponseLike {
  status: number;
  ok?: boolean;
  headers?: HeadersLike;
  text?(): Promise<string>;
}

export type HttpFetch = (url: string, init: RequestInit) => Promise<HttpResponseLike>;

export interface HttpRequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: Record<string, unknown> | unknown[] | URLSearchParams | FormData | string;
  /** default 15000; 0 or less: no timeout */
  timeoutMs?: number;
  signal?: AbortSignal;
  credentials?: RequestCredentials;
  /** the call sends the user token: the authenticated-call rule applies */
  authenticated?: boolean;
  /** defaults to the global fetch */
  fetch?: HttpFetch;
  /** defaults to `clearSession({ reload: true })`; called for authenticated calls only */
  onSessionExpired?: () => void;
}

export interface HttpResponse<T = unknown> {
  status: number;
  ok: boolean;
  body: T | undefined;
  headers: HeadersLike;
}

const NO_HEADERS: HeadersLike = { get: () => null };

function hasHeader(headers: Record<string, string>, name: string): boolean {
  const lower = name.toLowerCase();
  return Object.keys(headers).some((key) => key.toLowerCase() === lower);
}

function encodeBody(
  body: HttpRequestOptions['body'],
  headers: Record<string, string>,
): string | FormData | undefined {
  if (body === undefined) return undefined;
  if (typeof body === 'string') return body;
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    // multipart: the boundary is fetch's to choose, so no Content-Type may be set by hand
    for (const key of Object.keys(headers)) if (key.toLowerCase() === 'content-type') delete headers[key];
    return body;
  }
  if (typeof URLSearchParams !== 'undefined' && body instanceof URLSearchParams) {
    if (!hasHeader(headers, 'Content-Type')) headers['Content-Type'] = 'application/x-www-form-urlencoded';
    return body.toString();
  }
  if (!hasHeader(headers, 'Content-Type')) headers['Content-Type'] = 'application/json';
  return JSON.stringify(body);
}

function defaultFetch(): HttpFetch | undefined {
  const impl = (globalThis as { fetch?: unknown }).fetch;
  return typeof impl === 'function' ? (impl as HttpFetch) : undefined;
}

/**
 * Clears the session and reloads, a module imported when a session has expired, not with this one: every element
 * reading a service would otherwise download the cookies, the session and the local cart with the HTTP layer, which
 * only the consumer service's authenticated calls need (they hold the session already: no wait but a task's).
 */
function defaultSessionExpired(): void {
  // (its code not loading, e.g. a tab left open across a release: the reload alone, which brings the new code)
  void import('../visitor/expireSession').then(
    ({ expireSession }) => expireSession(),
    () => location.reload(),
  );
}

export async function requestJson<T = unknown>(url: string, options: HttpRequestOptions = {}): Promise<HttpResponse<T>> {
  const method = (options.method ?? 'GET').toUpperCase();
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  const body = encodeBody(options.body, headers);
  const fetchImpl = options.fetch ?? defaultFetch();
  if (!fetchImpl) throw new HttpError('network', method, url);
  const callerSignal = options.signal;
  if (callerSignal?.aborted) throw new HttpError('aborted', method, url);

  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const controller = new AbortController();
  let failure: HttpErrorKind | undefined;
  let stop: (kind: HttpErrorKind) => void = () => {};
  // Settles when the timer fires or the caller aborts, even if the fetch ignores its signal.
  const stopped = new Promise<never>((_, reject) => {
    stop = (kind) => {
      if (failure) return;
      failure = kind;
      controller.abort();
      reject(new HttpError(kind, method, url));
    };
  });
  stopped.catch(() => {}); // only ever observed through the race below
  const timer = timeoutMs > 0 ? setTimeout(() => stop('timeout'), timeoutMs) : undefined;
  const onAbort = () => stop('aborted');
  callerSignal?.addEventListener('abort', onAbort, { once: true });

  const init: RequestInit = { method, headers, signal: controller.signal };
  if (body !== undefined) init.body = body;
  if (options.credentials) init.credentials = options.credentials;

  const classify = (error: unknown): HttpError => {
    if (error instanceof HttpError) return error;
    if (failure) return new HttpError(failure, method, url);
    if (callerSignal?.aborted) return new HttpError('aborted', method, url);
    const { name, message } = (typeof error === 'object' && error !== null ? error : {}) as {
      name?: unknown;
      message?: unknown;
    };
    if (name === 'AbortError' || (typeof message === 'string' && message.includes('cancelled'))) {
      return new HttpError('aborted', method, url);
    }
    if (name === 'TimeoutError') return new HttpError('timeout', method, url);
    // 'Failed to fetch', 'Load failed', 'NetworkError when attempting to fetch resource', and any other
    // error thrown by fetch itself: the request did not get an answer.
    return new HttpError('network', method, url);
  };

  let response: HttpResponseLike;
  let text: string | undefined;
  try {
    const exchange = (async () => {
      const answer = await fetchImpl(url, init);
      const hasBody = method !== 'HEAD' && answer.status !== 204 && answer.status !== 205;
      // A HEAD answer's empty body is read too: left unread, the browser cancels it and reports
      // the request as aborted (net::ERR_ABORTED), which looks like a failure to anyone watching.
      const read = typeof answer.text === 'function' ? await answer.text() : undefined;
      return { answer, text: hasBody ? read : undefined };
    })();
    exchange.catch(() => {}); // a late failure after a timeout must not be unhandled
    const result = await Promise.race([exchange, stopped]);
    response = result.answer;
    text = result.text;
  } catch (error) {
    throw classify(error);
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    callerSignal?.removeEventListener('abort', onAbort);
  }

  const status = response.status;
  const ok = typeof response.ok === 'boolean' ? response.ok : status >= 200 && status < 300;
  const expire = () => {
    if (options.authenticated) (options.onSessionExpired ?? defaultSessionExpired)();
  };

  let parsed: T | undefined;
  if (text !== undefined && text.trim() !== '') {
    try {
      parsed = JSON.parse(text) as T;
    } catch {
      if (ok) {
        expire();
        throw new HttpError('malformed', method, url, status);
      }
      parsed = undefined; // a non-2xx answer keeps its status; its body is unreadable
    }
  }
  if (!ok) expire();
  return { status, ok, body: parsed, headers: response.headers ?? NO_HEADERS };
}
