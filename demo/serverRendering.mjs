// Server rendering in the demo (README "Server rendering"): every demo page with a <brand-page>
// is also served rendered on the server with ?ssr=1, and POST /render is a renderer in the shape
// AEM's remote content renderer calls (the page model as JSON, the wcm-mode and
// page-model-root-url headers, the HTML back). Both use dist/server.js's renderPage.
import { randomBytes } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The largest page model the renderer accepts (a 1,001-node page model is about 200 KB). */
export const MAX_MODEL_BYTES = 5 * 1024 * 1024;

let loaded;
/** dist/server.js, imported again when a build has replaced it. */
async function serverModule(distRoot) {
  const file = join(distRoot, 'server.js');
  const version = statSync(file).mtimeMs;
  if (!loaded || loaded.version !== version) loaded = { version, module: import(`${pathToFileURL(file).href}?v=${version}`) };
  return loaded.module;
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
  const modelUrl = /\bmodel-url="([^"]+)"/.exec(attributes)?.[1];
  return modelUrl ? { modelUrl } : undefined;
}

/**
 * The demo page at `pagePath` with its <brand-page> rendered on the server, or undefined when the
 * page has none. The model is fetched from this server as the browser would (with the visitor's
 * cookies: the account pages' models depend on the persona), so what the browser then adopts is the same.
 */
export async function serverRenderedPage({ file, pagePath, url, origin, cookie, distRoot, nonce }) {
  const html = readFileSync(file, 'utf8');
  const match = BRAND_PAGE.exec(html);
  if (!match) return undefined;
  const source = modelUrlOf(pagePath, match[1], url);
  if (!source) return undefined;
  const response = await fetch(new URL(source.modelUrl, origin), { headers: cookie ? { cookie } : {} });
  if (!response.ok) throw Object.assign(new Error(`the page model ${source.modelUrl} answered ${response.status}`), { status: 502 });
  const model = await response.json();
  const { renderPage } = await serverModule(distRoot);
  const rendered = await renderPage(model, { path: `${pagePath}${url.search}`, nonce, origin });
  let page = html.replace(BRAND_PAGE, () => rendered);
  // storefront.js sets these in the browser; a page read without JavaScript needs them in its markup.
  if (source.lang) page = page.replace(/<html lang="[^"]*"/, `<html lang="${source.lang}" dir="${source.lang === 'ar' ? 'rtl' : 'ltr'}"`);
  return page;
}

/** A CSP nonce for one response. */
export const newNonce = () => randomBytes(16).toString('base64');

/**
 * POST /render[/<page path>]: AEM's remote content renderer request. Body: the root page model as
 * JSON. Headers: `wcm-mode` (edit, preview, disabled) and `page-model-root-url` (the root model's
 * URL; the page path defaults to it). Answers the <brand-page> HTML (text/html), 415 for a body that
 * is not JSON, 400 for a model that is not an object, 413 above MAX_MODEL_BYTES.
 */
export async function renderRequest(req, url, { distRoot, readBody }) {
  const type = String(req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/json') return { status: 415, body: 'The page model must be sent as application/json.' };
  let model;
  try {
    model = JSON.parse(await readBody(req, MAX_MODEL_BYTES));
  } catch (error) {
    if (error?.status === 413) return { status: 413, body: 'The page model is too large.', close: true };
    return { status: 400, body: 'The body is not valid JSON.' };
  }
  if (!model || typeof model !== 'object' || Array.isArray(model)) return { status: 400, body: 'The page model must be a JSON object.' };
  const pagePath = url.pathname.slice('/render'.length) || String(req.headers['page-model-root-url'] ?? '') || '/';
  const { renderPage } = await serverModule(distRoot);
  const body = await renderPage(model, { path: pagePath, wcmMode: String(req.headers['wcm-mode'] ?? 'disabled') });
  return { status: 200, body, type: 'text/html; charset=utf-8' };
}
