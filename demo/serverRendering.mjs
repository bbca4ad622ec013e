// Server rendering in the demo (README "Server rendering", "In the demo"): every demo page whose
// markup holds a <brand-page model-url> is also served rendered on the server with ?ssr=1, and POST /render is a renderer in the shape
// AEM's remote content renderer calls (the page model as JSON, the wcm-mode and
// page-model-root-url headers, the HTML back). Both go through dist/server.js's createRenderHandler,
// the fetch handler a Worker, Deno or Adobe I/O Runtime runs, here behind the Node adapter of nodeFetch.mjs.
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { mockResponse } from './mock/index.mjs';
import { sendResponse, toRequest } from './nodeFetch.mjs';

/** The largest page model the renderer accepts (a 1,001-node page model is about 200 KB). */
export const MAX_MODEL_BYTES = 5 * 1024 * 1024;
/** The most elements (objects under `:items`, at any depth) a posted page model may have. */
export const MAX_MODEL_NODES = 20_000;

let loaded;
/** dist/server.js and its version (path and time), imported again when a build has replaced it. */
async function serverModule(distRoot) {
  const file = join(distRoot, 'server.js');
  const mtime = statSync(file).mtimeMs;
  const version = `${file}@${mtime}`;
  if (!loaded || loaded.version !== version) loaded = { version, module: import(`${pathToFileURL(file).href}?v=${mtime}`), handlers: new Map() };
  return { version: loaded.version, module: await loaded.module, handlers: loaded.handlers };
}

/** The nonce a server-rendered demo page asked its render for (the handler's `nonce` option reads it). */
const nonces = new WeakMap();

/** dist/server.js's fetch handler for this site origin (one per origin and build). */
async function renderHandler(distRoot, origin, staticFile) {
  const server = await serverModule(distRoot);
  let handler = server.handlers.get(origin);
  if (!handler) {
    handler = server.module.createRenderHandler({
      origin,
      pathPrefix: '/render',
      nonce: (request) => nonces.get(request),
      limits: { maxBytes: MAX_MODEL_BYTES, maxElements: MAX_MODEL_NODES },
      // The age gate's content, read as the gate would fetch it (<path>.model.json), from the demo's files.
      ageGateContent: (contentPath) => readJsonFile(staticFile(`${contentPath}.model.json`)),
    });
    server.handlers.set(origin, handler);
  }
  return { handler, version: server.version, module: server.module };
}

const BRAND_PAGE = /<brand-page\b([^>]*)><\/brand-page>/;

/** The model URL the page's <brand-page> loads (storefront.js computes the storefront's from its query, as here). */
function modelUrlOf(pagePath, attributes, url) {
  if (pagePath === '/storefront.html') {
    const lang = ['en', 'ar', 'km'].includes(url.searchParams.get('lang')) ? url.searchParams.get('lang') : 'en';
    const query = new URLSearchParams({ theme: url.searchParams.get('theme') || 'zyn', lang });
    for (const name of ['page', 'product']) if (url.searchParams.get(name)) query.set(name, url.searchParams.get(name));
    return { modelUrl: `/mock/storefront.model.json?${query}`, lang };
  }
  const modelUrl = attributeOf(attributes, 'model-url');
  return modelUrl ? { modelUrl } : undefined;
}

const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** The attributes of a start tag's attribute text, as [name, value] pairs (values as written: entities kept). */
function attributesOf(text) {
  return [...text.matchAll(ATTRIBUTE)].map((match) => [match[1].toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '']);
}

function attributeOf(text, name) {
  return attributesOf(text).find(([attribute]) => attribute === name)?.[1].replace(/&amp;/g, '&') || undefined;
}

const escapeAttribute = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * renderPage's bare `<brand-page data-brand-server-rendered>` with the page's own attributes
 * (api-host, error-page-root, …) and the model URL it was rendered from, so the browser's <brand-page>
 * is configured as on the client-rendered page.
 */
function withPageAttributes(rendered, attributes, modelUrl) {
  const own = attributesOf(attributes)
    .filter(([name]) => name !== 'model-url' && name !== 'data-brand-server-rendered')
    .map(([name, value]) => ` ${name}="${value.replace(/"/g, '&quot;')}"`)
    .join('');
  return rendered.replace(/^<brand-page data-brand-server-rendered>/, () => `<brand-page model-url="${escapeAttribute(modelUrl)}"${own} data-brand-server-rendered>`);
}

const modelFailure = (modelUrl, reason) => Object.assign(new Error(`the page model ${modelUrl} ${reason}`), { status: 502 });

/**
 * The page model at `modelUrl`, read in-process, never over the network: a /mock/ route runs through
 * the mock backend (with the visitor's Cookie only: the account pages' models depend on the persona),
 * any other path is a JSON file of the demo (`staticFile` maps a URL path onto it). Nothing of the
 * request's Host or other headers is used, so no request can make the server load a model from elsewhere:
 * the mock is told the host of `origin` (the site's origin: RENDER_ORIGIN or the socket's own address),
 * as the browser's own request for the model would tell it (the help page's embed is on the other
 * loopback name of that host). A model that cannot be had throws with `status` 502. Resolves to the
 * model and its text.
 */
async function loadModel(modelUrl, { cookie, origin, staticFile }) {
  const base = 'http://demo.invalid';
  const target = new URL(modelUrl, base);
  if (target.origin !== base) throw modelFailure(modelUrl, 'is not on this server');
  let response;
  if (target.pathname.startsWith('/mock/')) {
    response = await mockResponse('GET', target, { host: new URL(origin).host, ...(cookie ? { cookie } : {}) });
  } else if (target.pathname.endsWith('.json')) {
    const file = staticFile(target.pathname);
    try {
      response = file ? { status: 200, body: readFileSync(file, 'utf8') } : undefined;
    } catch (error) {
      if (error?.code !== 'ENOENT' && error?.code !== 'EISDIR') throw error;
    }
  }
  if (!response) throw modelFailure(modelUrl, 'does not exist');
  if (response.status < 200 || response.status > 299) throw modelFailure(modelUrl, `answered ${response.status}`);
  const text = String(response.body);
  try {
    return { model: JSON.parse(text), text };
  } catch {
    throw modelFailure(modelUrl, 'is not JSON');
  }
}

/**
 * The demo page `file` (at `pagePath`) with its <brand-page> rendered on the server (`{ html, styleHashes() }`, the latter a promise), or undefined when
 * the page has no <brand-page model-url> in its markup (playground.html makes its own in script). The
 * model is read as the browser would load it (loadModel), so what the browser then adopts is the same.
 * `origin` is the site's origin (renderPage's, for links compared with the location).
 */
export async function serverRenderedPage({ file, pagePath, url, origin, cookie, distRoot, nonce, staticFile }) {
  const html = readFileSync(file, 'utf8');
  const match = BRAND_PAGE.exec(html);
  if (!match) return undefined;
  const source = modelUrlOf(pagePath, match[1], url);
  if (!source) return undefined;
  const { model, text } = await loadModel(source.modelUrl, { cookie, origin, staticFile });
  const server = await renderHandler(distRoot, origin, staticFile);
  const path = `${pagePath}${url.search}`;
  // The same page, model, renderer and origin render the same HTML: a page with a nonce is never the same.
  const key = nonce ? undefined : createHash('sha256').update([html, text, path, origin, server.version].join('\0')).digest('base64url');
  const kept = key && recall(key);
  if (kept) return kept;
  // ?aue=1 (storefront.js): the page as AEM renders it for Adobe's Universal Editor, in edit mode (no age gate,
  // every visitor's content) and with the editor's connection meta.
  const universalEditor = url.searchParams.get('aue') === '1';
  // The request AEM sends: the model posted to the page's own address.
  const request = new Request(new URL(path, origin), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'page-model-root-url': source.modelUrl, ...(universalEditor ? { 'wcm-mode': 'edit' } : {}) },
    body: text,
  });
  if (nonce) nonces.set(request, nonce);
  const response = await server.handler(request);
  if (response.status !== 200) throw Object.assign(new Error(`the renderer answered ${response.status}: ${(await response.text()).trim()}`), { status: 502 });
  const rendered = withPageAttributes(await response.text(), match[1], source.modelUrl);
  let page = html.replace(BRAND_PAGE, () => rendered);
  // storefront.js sets these in the browser; a page read without JavaScript needs them in its markup. What it does
  // (the model URL, the language and direction, the editor's meta) is then all in the markup: the page goes without it.
  page = page.replace(/\n\s*<script src="\/storefront\.js"><\/script>/, '');
  if (source.lang) page = page.replace(/<html lang="[^"]*"/, `<html lang="${source.lang}" dir="${source.lang === 'ar' ? 'rtl' : 'ltr'}"`);
  if (universalEditor) page = page.replace('</head>', () => `    <meta name="urn:adobe:aue:system:aemconnection" content="aem:${escapeAttribute(origin)}" />\n  </head>`);
  const rendering = renderedPage(page, server.module);
  if (key) keep(key, rendering);
  return rendering;
}

/** A rendered page: its HTML, and the CSP hash sources of its <style> texts and inline scripts (worked out once, when asked for). */
function renderedPage(html, module) {
  let styles;
  let scripts;
  return { html, styleHashes: () => (styles ??= module.styleHashes(html)), scriptHashes: () => (scripts ??= module.scriptHashes(html)) };
}

/** A demo JSON file's content, or undefined when there is none. */
function readJsonFile(file) {
  if (!file) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    if (error?.code === 'ENOENT' || error?.code === 'EISDIR') return undefined;
    throw error;
  }
}

/**
 * Server-rendered pages kept, as a CDN in front of the renderer keeps them: a page is rendered again
 * when its demo page, its model (as read for this visitor), its address, the origin or dist/server.js
 * changed, or after RENDERED_PAGE_MS (what renderPage writes of the clock: a countdown's time left).
 */
export const RENDERED_PAGE_MS = 60_000;
const RENDERED_PAGES = 32;
const renderedPages = new Map();

function recall(key) {
  const entry = renderedPages.get(key);
  if (!entry || Date.now() - entry.at > RENDERED_PAGE_MS) return undefined;
  return entry.page;
}

function keep(key, page) {
  renderedPages.delete(key);
  if (renderedPages.size >= RENDERED_PAGES) renderedPages.delete(renderedPages.keys().next().value);
  renderedPages.set(key, { page, at: Date.now() });
}

/**
 * The site's origin renderPage compares links with: RENDER_ORIGIN (an origin, e.g.
 * https://www.example.com) when set, else this server's own address as the socket has it (never the
 * Host header, which the client writes).
 */
export function siteOrigin(req, configured = process.env.RENDER_ORIGIN) {
  if (configured) return new URL(configured).origin;
  const socket = req.socket;
  const address = (socket?.localAddress ?? '127.0.0.1').replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
  const host = address.includes(':') ? `[${address}]` : address;
  return `${socket?.encrypted ? 'https' : 'http'}://${host}:${socket?.localPort ?? 80}`;
}

/** A CSP nonce for one response. */
export const newNonce = () => randomBytes(16).toString('base64');

/**
 * POST /render[/<page path>]: AEM's remote content renderer request, answered by dist/server.js's
 * createRenderHandler (README "Server rendering"): the request becomes a fetch `Request` and the
 * handler's streamed `Response` goes back as it is produced (demo/nodeFetch.mjs). The site origin is
 * siteOrigin's, never the Host header's.
 */
export async function renderRequest(req, res, url, { distRoot }) {
  const origin = siteOrigin(req);
  const { handler } = await renderHandler(distRoot, origin);
  const response = await handler(toRequest(req, new URL(`${url.pathname}${url.search}`, origin)));
  await sendResponse(res, response, req.method === 'HEAD');
}
