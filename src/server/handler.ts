import { isRecord } from '../core/isRecord';
import { renderPageParts, type RenderPageOptions } from './renderPage';
import { sha256Base64 } from './styleHashes';
import { gateContentPath } from '../core/gates/firstVisitGate';
import { marketConfig } from '../core/model/page';
import type { ModelNode } from '../core/model/types';

/** The limits of a posted page model (README "Server rendering": the renderer as a fetch handler). */
export interface RenderLimits {
  /** the most bytes a body may have (default 5 MiB; a 1,001-node page model is about 200 KB) */
  maxBytes?: number;
  /** the most elements (objects under `:items`, at any depth) a model may have (default 20,000) */
  maxElements?: number;
  /** the deepest a model's JSON may nest, objects and arrays alike (default 200) */
  maxDepth?: number;
}

/** The options of createRenderHandler. */
export interface RenderHandlerOptions {
  /** the site's origin, for what compares links with the location (default: the request's own origin) */
  origin?: string;
  /** where dist/ is served from, for the font files (default `/dist/`) */
  assetBase?: string;
  /**
   * A CSP nonce for the response (called once per request): every <style> and the state <script>
   * carry it. A page with a nonce is never the same twice, so it is sent `Cache-Control: no-store`.
   */
  nonce?: (request: Request) => string | undefined;
  /** a prefix of the URL path that is not part of the page path (the demo serves the renderer under `/render`) */
  pathPrefix?: string;
  /** `Cache-Control` of a page without a nonce: `s-maxage` and `stale-while-revalidate` in seconds (defaults 60 and 600) */
  cache?: { sMaxAge?: number; staleWhileRevalidate?: number };
  limits?: RenderLimits;
  /**
   * The age gate's content for a first visit's gate in the markup (README "A first visit's age gate"):
   * called with the content path of the market's `sagConfig` for its version, it returns (or resolves
   * to) the JSON the gate would fetch from `<path>.model.json`. Absent, failing or undefined: the page
   * has no gate in its markup and the browser loads it as before.
   */
  ageGateContent?: (contentPath: string, request: Request) => unknown;
}

export const DEFAULT_LIMITS: Required<RenderLimits> = { maxBytes: 5 * 1024 * 1024, maxElements: 20_000, maxDepth: 200 };

/** Changes with anything that changes what the renderer writes for the same request: part of every ETag. */
const RENDERER_VERSION = '__BRAND_ELEMENTS_VERSION__';

class BadRequest extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

const encoder = new TextEncoder();

function text(status: number, message: string, headers: Record<string, string> = {}): Response {
  return new Response(`${message}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers } });
}

/** The body as text, refused with 413 as soon as it passes `maxBytes` (never read whole first). */
async function readBody(request: Request, maxBytes: number): Promise<string> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) throw new BadRequest(413, `The page model is larger than ${maxBytes} bytes.`);
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new BadRequest(413, `The page model is larger than ${maxBytes} bytes.`);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/**
 * The nesting depth of a JSON text, read before it is parsed: a model nested thousands deep is
 * refused without building it (the parser and every walk after it would recurse that deep).
 */
export function jsonDepth(json: string, limit: number): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < json.length; index++) {
    const char = json.charCodeAt(index);
    if (inString) {
      if (char === 92 /* \ */) index++;
      else if (char === 34 /* " */) inString = false;
    } else if (char === 34) inString = true;
    else if (char === 123 /* { */ || char === 91 /* [ */) {
      if (++depth > deepest && (deepest = depth) > limit) return deepest;
    } else if (char === 125 /* } */ || char === 93 /* ] */) depth--;
  }
  return deepest;
}

/** The number of elements of a page model (objects under `:items` maps, at any depth), counted up to `limit` + 1. */
export function countModelElements(model: unknown, limit: number): number {
  let count = 0;
  const stack = [model];
  while (stack.length) {
    const node = stack.pop();
    if (!node || typeof node !== 'object') continue;
    for (const [key, value] of Object.entries(node)) {
      if (!value || typeof value !== 'object') continue;
      if (key === ':items' && !Array.isArray(value)) {
        for (const item of Object.values(value)) {
          if (!isRecord(item)) continue;
          if (++count > limit) return count;
          stack.push(item);
        }
      } else stack.push(value);
    }
  }
  return count;
}

/** The model a request posts, checked against the limits; a BadRequest with its status for anything else. */
async function modelOf(request: Request, limits: Required<RenderLimits>): Promise<{ model: Record<string, unknown>; body: string }> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json') throw new BadRequest(415, 'The page model must be sent as application/json.');
  const body = await readBody(request, limits.maxBytes);
  if (jsonDepth(body, limits.maxDepth) > limits.maxDepth) throw new BadRequest(413, `The page model nests deeper than ${limits.maxDepth} levels.`);
  let model: unknown;
  try {
    model = JSON.parse(body);
  } catch {
    throw new BadRequest(415, 'The body is not valid JSON.');
  }
  if (!isRecord(model)) throw new BadRequest(400, 'The page model must be a JSON object.');
  if (countModelElements(model, limits.maxElements) > limits.maxElements) {
    throw new BadRequest(413, `The page model has more than ${limits.maxElements.toLocaleString('en')} elements.`);
  }
  return { model, body };
}

/** The page path of a request: the URL's path after `prefix`; without one, a one-page model's root URL. */
function pagePathOf(request: Request, url: URL, prefix: string, model: Record<string, unknown>): string {
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    throw new BadRequest(400, 'The page path is not a valid URL path.');
  }
  if (prefix && (path === prefix || path.startsWith(`${prefix}/`))) path = path.slice(prefix.length);
  if (path !== '' && path !== '/') return `${path}${url.search}`;
  if (isRecord(model[':children'])) throw new BadRequest(400, 'The model has pages (:children): post to the page path (…/<page path>.html).');
  return request.headers.get('page-model-root-url') || '/';
}

/**
 * createRenderHandler(options): AEM's remote content renderer as a fetch handler,
 * `(request: Request) => Promise<Response>`, for any Web-standard runtime (Cloudflare Workers, Deno,
 * Node through a small adapter, Adobe I/O Runtime through dist/openwhisk.js). `POST <page path>.html`
 * with the page model as its JSON body and the `wcm-mode` and `page-model-root-url` headers answers the
 * `<brand-page>` HTML, streamed: the start of the page and each top-level element leave as each is
 * rendered, the first screen before the rest. 405 for another method, 415 for a body that is not JSON,
 * 400 for a model that is not an object, 413 for one too large (bytes, elements, nesting), each with a
 * short message. An unknown type is left out with the browser's console message; an element that fails
 * to render is left out (the browser renders it) with the hydration error message.
 *
 * Caching: the answer carries an `ETag` and, for a page without a nonce, `Cache-Control: public,
 * s-maxage=…, stale-while-revalidate=…`. The renderer writes the same bytes for the same request (model,
 * page path, WCM mode, origin, asset base, renderer version), so the ETag is the digest of those, known
 * before the body is rendered; `If-None-Match` with it answers 304 without rendering. The page is the
 * same for every visitor (what depends on the visitor happens in the browser), so a shared cache may
 * keep it; a page with a nonce is `no-store`.
 */
export function createRenderHandler(options: RenderHandlerOptions = {}): (request: Request) => Promise<Response> {
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const sMaxAge = options.cache?.sMaxAge ?? 60;
  const staleWhileRevalidate = options.cache?.staleWhileRevalidate ?? 600;
  const prefix = (options.pathPrefix ?? '').replace(/\/$/, '');
  return async (request) => {
    try {
      if (request.method !== 'POST') throw new BadRequest(405, 'The renderer takes POST with the page model.', { allow: 'POST' });
      const url = new URL(request.url);
      const { model, body: json } = await modelOf(request, limits);
      const path = pagePathOf(request, url, prefix, model);
      const nonce = options.nonce?.(request);
      const ageGateContent = await gateContentOf(model, request, options.ageGateContent);
      const render: RenderPageOptions = {
        path,
        wcmMode: (request.headers.get('wcm-mode') ?? 'disabled') as RenderPageOptions['wcmMode'],
        origin: options.origin ?? url.origin,
        assetBase: options.assetBase,
        modelUrl: request.headers.get('page-model-root-url') ?? undefined,
        nonce,
        ageGateContent,
      };
      const headers: Record<string, string> = { 'content-type': 'text/html; charset=utf-8', vary: 'wcm-mode, page-model-root-url' };
      if (nonce) headers['cache-control'] = 'no-store';
      else {
        headers['cache-control'] = `public, max-age=0, s-maxage=${sMaxAge}, stale-while-revalidate=${staleWhileRevalidate}`;
        headers.etag = `"${(await sha256Base64([RENDERER_VERSION, json, render.path, render.wcmMode, render.origin, render.assetBase ?? '', render.modelUrl ?? '', gateContentKey(ageGateContent)].join('\0'))).slice(0, 43)}"`;
        if (matches(request.headers.get('if-none-match'), headers.etag)) return new Response(null, { status: 304, headers: { etag: headers.etag, 'cache-control': headers['cache-control']!, vary: headers.vary! } });
      }
      const parts = renderPageParts(model, render);
      // The first part (the page's start) now: a model that cannot render fails here, with its status.
      const first = parts.next();
      const body = new ReadableStream<Uint8Array>(
        {
          start(controller) {
            if (!first.done) controller.enqueue(encoder.encode(first.value));
          },
          // One top-level element each time the reader asks: the rest waits until the first screen is sent.
          pull(controller) {
            try {
              const next = parts.next();
              if (next.done) controller.close();
              else controller.enqueue(encoder.encode(next.value));
            } catch (error) {
              console.error('brand-elements renderer: the page failed while streaming.', error);
              controller.error(error);
            }
          },
          cancel() {
            parts.return(undefined);
          },
        },
        { highWaterMark: 0 },
      );
      return new Response(body, { status: 200, headers });
    } catch (error) {
      if (error instanceof BadRequest) return text(error.status, error.message, error.headers);
      console.error('brand-elements renderer: the page could not be rendered.', error);
      return text(500, 'The page could not be rendered.');
    }
  };
}

/** The age gate's content for the page (RenderHandlerOptions.ageGateContent), or undefined. */
async function gateContentOf(model: Record<string, unknown>, request: Request, read: RenderHandlerOptions['ageGateContent']): Promise<unknown> {
  const path = read && gateContentPath(marketConfig(model as ModelNode).sagConfig);
  if (!read || !path) return undefined;
  try {
    return await read(path, request);
  } catch (error) {
    console.error(`brand-elements renderer: the age gate's content at ${path} could not be read; the gate loads in the browser.`, error);
    return undefined;
  }
}

/** The content's part of the ETag: the same content, the same bytes. */
function gateContentKey(content: unknown): string {
  try {
    return JSON.stringify(content) ?? '';
  } catch {
    return '';
  }
}

/** If-None-Match against an ETag: a list of tags, weak ones compared weakly, or `*`. */
function matches(header: string | null, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}
