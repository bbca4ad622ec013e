/**
 * dist/openwhisk.js: the renderer as an Adobe I/O Runtime (Apache OpenWhisk) raw web action
 * (`web: raw` in the manifest, docs/deploy.md). OpenWhisk calls `main(params)` with the request in
 * `__ow_method`, `__ow_path`, `__ow_headers` and `__ow_body` (the body as it came: a string, or base64
 * when the platform took it for binary) and sends back `{ statusCode, headers, body }`. Everything else
 * is createRenderHandler's (dist/server.js, imported, not copied). Action parameters set in the
 * manifest give its options: `RENDER_ORIGIN` (the site's origin) and `ASSET_BASE` (where dist/ is served).
 */
import { createRenderHandler } from './index';

export interface OpenWhiskParams {
  __ow_method?: string;
  __ow_path?: string;
  __ow_headers?: Record<string, string>;
  __ow_body?: string;
  __ow_query?: string;
  RENDER_ORIGIN?: string;
  ASSET_BASE?: string;
  [name: string]: unknown;
}

export interface OpenWhiskResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

/** The action's handler, made once per container (OpenWhisk keeps a warm container for later calls). */
let handler: ((request: Request) => Promise<Response>) | undefined;
let handlerFor = '';

/** A JSON text, or the same base64: a JSON body starts with `{`, `[`, `"` or whitespace, base64 never does. */
function bodyText(body: string): string {
  const trimmed = body.trimStart();
  if (trimmed === '' || /^[[{"]/.test(trimmed) || !/^[A-Za-z0-9+/]+=*$/.test(body.trim())) return body;
  try {
    const bytes = Uint8Array.from(atob(body.trim()), (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Not base64 of UTF-8 text after all (a bare JSON number, say): the text as it came.
    return body;
  }
}

export async function main(params: OpenWhiskParams = {}): Promise<OpenWhiskResponse> {
  const origin = typeof params.RENDER_ORIGIN === 'string' && params.RENDER_ORIGIN ? params.RENDER_ORIGIN : 'http://localhost';
  const assetBase = typeof params.ASSET_BASE === 'string' && params.ASSET_BASE ? params.ASSET_BASE : undefined;
  const key = `${origin}\n${assetBase ?? ''}`;
  if (!handler || handlerFor !== key) {
    handler = createRenderHandler({ origin, assetBase });
    handlerFor = key;
  }
  const method = (params.__ow_method ?? 'get').toUpperCase();
  const headers = new Headers();
  for (const [name, value] of Object.entries(params.__ow_headers ?? {})) if (typeof value === 'string') headers.set(name, value);
  const path = typeof params.__ow_path === 'string' && params.__ow_path ? params.__ow_path : '/';
  const url = new URL(`${path.startsWith('/') ? '' : '/'}${path}${params.__ow_query ? `?${params.__ow_query}` : ''}`, origin);
  const body = method === 'GET' || method === 'HEAD' || typeof params.__ow_body !== 'string' ? undefined : bodyText(params.__ow_body);
  const response = await handler(new Request(url, { method, headers, body }));
  const answer: Record<string, string> = {};
  response.headers.forEach((value, name) => (answer[name] = value));
  return { statusCode: response.status, headers: answer, body: await response.text() };
}
