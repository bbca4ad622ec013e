/**
 * Sends a form container's JSON (docs/mock-api.md "Forms"): `{method} {action}` with
 * `Content-Type: application/json` and same-origin credentials, a timeout, and never rejects:
 * `{ ok, status }` with status 0 for a network failure or a timeout.
 *
 * What counts as "the server took it" (`formAccepted`): a 2xx that was not redirected, whose body is
 * JSON or empty, or, when the body is not JSON, a 201 Created or 202 Accepted. A redirected answer
 * (the endpoint sent us to a login or "thank you" HTML page) or a 200 with HTML is a failure: the
 * visitor is told it was not sent and keeps the answers, rather than being told it was.
 */
import { requestJson, type HttpFetch, type HttpResponseLike } from './http';

export const FORM_TIMEOUT_MS = 15_000;

export interface FormSendOptions {
  method?: 'POST' | 'PUT' | 'PATCH';
  headers?: Record<string, string>;
  timeoutMs?: number;
  fetch?: HttpFetch;
}

export interface FormSendResult {
  ok: boolean;
  /** the HTTP status; 0 when no answer came (network, timeout) */
  status: number;
  body?: unknown;
}

/** Whether a form submission's answer means it was taken (see the module's comment). */
export function formAccepted(answer: { status: number; redirected: boolean; body: 'json' | 'empty' | 'other' }): boolean {
  if (answer.redirected || answer.status < 200 || answer.status > 299) return false;
  return answer.body !== 'other' || answer.status === 201 || answer.status === 202;
}

export async function sendForm(url: string, data: Record<string, unknown>, options: FormSendOptions = {}): Promise<FormSendResult> {
  // requestJson reads only a slice of the Response: note whether fetch followed a redirect.
  let redirected = false;
  const fetchImpl: HttpFetch = async (target, init) => {
    const impl = options.fetch ?? (globalThis.fetch as unknown as HttpFetch);
    const answer = (await impl(target, init)) as HttpResponseLike & { redirected?: boolean };
    redirected = answer.redirected === true;
    return answer;
  };
  try {
    const response = await requestJson(url, {
      method: options.method ?? 'POST',
      headers: { Accept: 'application/json', ...options.headers },
      body: data,
      credentials: 'same-origin',
      timeoutMs: options.timeoutMs ?? FORM_TIMEOUT_MS,
      fetch: fetchImpl,
    });
    const ok = response.ok && formAccepted({ status: response.status, redirected, body: response.body === undefined ? 'empty' : 'json' });
    return { ok, status: response.status, body: response.body };
  } catch (error) {
    // A 2xx whose body is not JSON: taken only as a 201 or 202 that was not redirected.
    const status = (error as { status?: number } | null)?.status;
    if ((error as { kind?: string } | null)?.kind === 'malformed' && typeof status === 'number') return { ok: formAccepted({ status, redirected, body: 'other' }), status };
    return { ok: false, status: 0 };
  }
}
