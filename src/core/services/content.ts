/**
 * Content by path (experience fragments, gate overlays, age-gate content; docs/mock-api.md
 * "content"): `GET {content path}.model.json`, same-origin credentials.
 *
 * The path comes from authored content, so only a same-origin absolute path is accepted: it starts with one
 * `/` (not `//`, no scheme, no backslash, no control character, no `.` or `..` segment). Query and fragment
 * are dropped; a trailing `.html` or `/` is dropped; `.model.json` is added unless already there.
 *
 * Never rejects: a refused path or any failure (network, timeout, non-2xx, malformed, empty or non-object
 * body) resolves undefined and goes to `onError`. Concurrent fetches of one path share one request.
 */
import type { ModelNode } from '../model/types';
import { requestJson } from './http';
import { isRecord } from '../isRecord';
import { ServiceError, report, type ServiceOptions } from './configTypes';

const MODEL_EXTENSION = '.model.json';

/** The `.model.json` URL of a content path, or null when the path is not a same-origin absolute path. */
export function contentModelUrl(path: unknown): string | null {
  if (typeof path !== 'string') return null;
  const trimmed = path.trim();
  // eslint-disable-next-line no-control-regex
  if (!trimmed.startsWith('/') || trimmed.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(trimmed)) return null;
  let clean = trimmed.split(/[?#]/)[0] ?? '';
  for (const segment of clean.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (decoded === '.' || decoded === '..' || decoded.includes('/') || decoded.includes('\\')) return null;
  }
  clean = clean.replace(/\/+$/, '');
  if (clean === '') return null;
  if (clean.endsWith(MODEL_EXTENSION)) return clean;
  if (clean.endsWith('.html')) clean = clean.slice(0, -'.html'.length);
  return `${clean}${MODEL_EXTENSION}`;
}

const inFlight = new Map<string, Promise<ModelNode | undefined>>();

async function load(url: string, options: ServiceOptions): Promise<ModelNode | undefined> {
  const response = await requestJson(url, {
    credentials: 'same-origin',
    fetch: options.fetch,
    timeoutMs: options.timeoutMs,
    signal: options.signal,
  });
  if (!response.ok) throw new ServiceError(`content: status ${response.status}`, response.status);
  if (!isRecord(response.body)) throw new ServiceError('content: the model is not an object', response.status);
  return response.body as ModelNode;
}

export async function fetchContent(path: string, options: ServiceOptions = {}): Promise<ModelNode | undefined> {
  const url = contentModelUrl(path);
  if (!url) {
    report(options, new ServiceError('content: only a same-origin absolute path is allowed'));
    return undefined;
  }
  let request = inFlight.get(url);
  if (!request) {
    request = load(url, options).finally(() => inFlight.delete(url));
    inFlight.set(url, request);
  }
  try {
    return await request;
  } catch (error) {
    report(options, error);
    return undefined;
  }
}
