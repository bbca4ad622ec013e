/**
 * Sends a form container's JSON (docs/mock-api.md "Forms"): `{method} {action}` with
 * `Content-Type: application/json` and same-origin credentials, a timeout, and never rejects:
 * `{ ok, status }` with status 0 for a network failure or a timeout.
 */
import { requestJson, type HttpFetch } from './http';

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

export async function sendForm(url: string, data: Record<string, unknown>, options: FormSendOptions = {}): Promise<FormSendResult> {
  try {
    const response = await requestJson(url, {
      method: options.method ?? 'POST',
      headers: { Accept: 'application/json', ...options.headers },
      body: data,
      credentials: 'same-origin',
      timeoutMs: options.timeoutMs ?? FORM_TIMEOUT_MS,
      fetch: options.fetch,
    });
    return { ok: response.ok, status: response.status, body: response.body };
  } catch (error) {
    // A 2xx with a body that is not JSON still means the server took it.
    const status = (error as { status?: number } | null)?.status;
    if ((error as { kind?: string } | null)?.kind === 'malformed' && typeof status === 'number') return { ok: true, status };
    return { ok: false, status: 0 };
  }
}
