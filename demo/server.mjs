#!/usr/bin/env node
// npm start: builds dist/ when it is stale, then serves demo/ at /, dist/ at /dist/ and the mock
// backend at /mock/ from one plain node:http process (ARCHITECTURE.md "The demo and the mock backend").
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { clearPendingFaults, handleMock } from './mock/index.mjs';
import { header as requestHeader, parseCookies } from './mock/http.mjs';
import { newNonce, renderRequest, serverRenderedPage, siteOrigin } from './serverRendering.mjs';
import { COUNTRY_HEADER, viewerCountry } from './mock/geofence.mjs';
import { buildIfStale } from '../scripts/ensureBuilt.mjs';
import { cacheControl, compressMade, compressedBody, compressedMadeBody, compressible, etagOf, etagOfBody, negotiateEncoding, notModified } from './staticFiles.mjs';

const demoRoot = dirname(fileURLToPath(import.meta.url));
const projectRoot = resolve(demoRoot, '..');
const distRoot = join(projectRoot, 'dist');

export const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Maps a URL path onto a file inside root, or undefined when it would escape root.
 * The decoded path is resolved and must stay below root, so `..`, `%2e%2e` and absolute tricks fail.
 */
export function resolveInside(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const target = resolve(root, '.' + sep + decoded.replace(/^[/\\]+/, ''));
  if (target !== root && !target.startsWith(root + sep)) return undefined;
  return target;
}

const NOT_FOUND_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Not found · brand-elements demo</title>
<style>body{font:16px/1.5 system-ui,sans-serif;color:#0b1f44;max-width:40rem;margin:4rem auto;padding:0 1.25rem}a{color:#0b4fc4}</style>
</head><body><main><h1>Page not found</h1><p>Nothing is served at this address.</p>
<p><a href="/">Back to the brand-elements demo</a></p></main></body></html>`;

/**
 * The strict Content Security Policy a demo page is served with when its address has `?csp=strict`
 * (README "Content Security Policy"; tests/e2e/csp.spec.ts loads every demo page this way):
 * - scripts only from the page's own origin, no inline script, no eval;
 * - styles only from files: no inline `<style>` and no `style="…"` in the markup (the elements style
 *   their shadow roots with constructable stylesheets, which a CSP does not govern); a server-rendered
 *   page (`&ssr=1`) adds its `<style>` elements by the response's nonce, or with `?csp=strict-hashes`
 *   by the hash of each (dist/server.js `styleHashes`), which lets a cache keep the page; the first
 *   visit's age gate script the same way (its nonce, or its hash: `scriptHashes`);
 * - Trusted Types enforced for every script sink, with the two policies the library may create:
 *   `dompurify` (sanitized authored HTML), `brand-elements-script` (the rating providers' scripts);
 * - fonts, images, fetches and frames from the page's own origin (the mock backend is on it);
 *   images also from `data:` (the demo's favicon).
 */
export const STRICT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'self'",
  "require-trusted-types-for 'script'",
  'trusted-types dompurify brand-elements-script',
].join('; ');

function send(res, status, body, type = 'text/plain; charset=utf-8', extraHeaders = {}) {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-cache', ...extraHeaders });
  res.end(body);
}

function notFound(req, res) {
  send(res, 404, req.method === 'HEAD' ? undefined : NOT_FOUND_PAGE, 'text/html; charset=utf-8');
}

/** A file of root at urlPath; requestPath is the full URL path (what the cache policy reads). */
function serveFile(req, res, root, urlPath, extraHeaders = {}, requestPath = urlPath) {
  let file = resolveInside(root, urlPath);
  if (!file) return send(res, 400, 'Bad request');
  let stat;
  try {
    stat = statSync(file);
    if (stat.isDirectory()) {
      // A folder without a trailing slash would break relative links: redirect like any static server.
      if (!urlPath.endsWith('/')) return send(res, 301, undefined, undefined, { Location: `${urlPath}/` });
      file = join(file, 'index.html');
      stat = statSync(file);
    }
  } catch {
    return notFound(req, res);
  }
  if (!stat.isFile()) return notFound(req, res);
  const type = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const etag = etagOf(stat);
  const headers = {
    'Content-Type': type,
    'Cache-Control': cacheControl(requestPath),
    ETag: etag,
    'X-Content-Type-Options': 'nosniff',
    ...extraHeaders,
  };
  const encoding = compressible(type) ? negotiateEncoding(req.headers['accept-encoding']) : undefined;
  // Caches keep one copy per encoding (and per cookie: the geofence header).
  if (compressible(type)) res.setHeader('Vary', 'Accept-Encoding, Cookie');
  if (notModified(req.headers['if-none-match'], etag)) {
    res.writeHead(304, { ETag: etag, 'Cache-Control': headers['Cache-Control'] });
    return res.end();
  }
  if (encoding) {
    const body = compressedBody(file, etag, encoding);
    res.writeHead(200, { ...headers, 'Content-Encoding': encoding, 'Content-Length': body.length });
    return res.end(req.method === 'HEAD' ? undefined : body);
  }
  res.writeHead(200, { ...headers, 'Content-Length': stat.size });
  if (req.method === 'HEAD') return res.end();
  createReadStream(file).on('error', () => res.destroy()).pipe(res);
}

/**
 * A server-rendered page, sent as a CDN would send it: compressed as the browser's Accept-Encoding
 * allows, with an ETag of its bytes (304 when the browser has this version). A page with a nonce is
 * never the same twice: no validator, compressed afresh.
 */
function sendRendered(req, res, page, extraHeaders = {}, { cacheable = true } = {}) {
  const headers = { 'Content-Type': CONTENT_TYPES['.html'], 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding, Cookie', 'X-Content-Type-Options': 'nosniff', ...extraHeaders };
  const etag = cacheable ? etagOfBody(page) : undefined;
  if (etag) {
    headers.ETag = etag;
    if (notModified(req.headers['if-none-match'], etag)) {
      res.writeHead(304, { ETag: etag, 'Cache-Control': headers['Cache-Control'], Vary: headers.Vary });
      return res.end();
    }
  }
  const encoding = negotiateEncoding(req.headers['accept-encoding']);
  const body = !encoding ? Buffer.from(page) : etag ? compressedMadeBody(page, etag, encoding) : compressMade(page, encoding);
  res.writeHead(200, { ...headers, ...(encoding ? { 'Content-Encoding': encoding } : {}), 'Content-Length': body.length });
  res.end(req.method === 'HEAD' ? undefined : body);
}

function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** A short page for a failed request: its status only, nothing of the error (it is logged). */
function errorPage(status) {
  const title = status === 502 ? 'Bad gateway' : status === 504 ? 'Gateway timeout' : 'Server error';
  return NOT_FOUND_PAGE.replace('Not found ·', `${title} ·`).replace('<h1>Page not found</h1><p>Nothing is served at this address.</p>', `<h1>${title}</h1><p>This page could not be served (${status}). Try again later.</p>`);
}

async function handle(req, res, { distRoot }) {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const path = url.pathname;
  if (path === '/mock' || path.startsWith('/mock/')) {
    if (await handleMock(req, res, url)) return;
    return notFound(req, res);
  }
  // The edge's geofence header on every static response, HEAD included (docs/mock-api.md
  // "geofence"): GB, or the cookie demo_country. It depends on a cookie, so say so to caches.
  res.setHeader(COUNTRY_HEADER, viewerCountry(req));
  res.setHeader('Vary', 'Cookie');
  if (path === '/render' || path.startsWith('/render/')) {
    return renderRequest(req, res, url, { distRoot });
  }
  // A page's form sent without its script (script off, or a tap before the page's code ran): the
  // server-rendered forms post, so nothing typed is in an address; the page answers with itself (303),
  // what was sent is neither read nor logged.
  if (req.method === 'POST' && (path.endsWith('/') || path.endsWith('.html'))) {
    req.resume();
    res.writeHead(303, { Location: `${path}${url.search}`, 'Cache-Control': 'no-store' });
    return res.end();
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'Method not allowed', undefined, { Allow: 'GET, HEAD' });
  if (path === '/dist' || path.startsWith('/dist/')) return serveFile(req, res, distRoot, path.slice('/dist'.length) || '/', {}, path);
  // ?csp=strict: the strict policy, a server-rendered page's styles allowed by a nonce of the response;
  // ?csp=strict-hashes: the same, a server-rendered page's styles allowed by their hashes (a page a cache keeps).
  const cspMode = url.searchParams.get('csp');
  const strict = (cspMode === 'strict' || cspMode === 'strict-hashes') && (path.endsWith('/') || path.endsWith('.html'));
  // ?ssr=1 on one page, or the cookie demo_ssr=1 on every page (the address stays the page's own).
  const ssr = url.searchParams.get('ssr') === '1' || parseCookies(requestHeader(req, 'cookie')).demo_ssr === '1';
  if (ssr && path.endsWith('.html')) {
    // Only a demo page that exists is rendered (else the 404 below); from there on a failure (a
    // missing dist/server.js, a model that cannot be loaded) is an error, never the client page.
    const file = resolveInside(demoRoot, path);
    if (file && isFile(file)) {
      const nonce = cspMode === 'strict' ? newNonce() : undefined;
      const page = await serverRenderedPage({ file, pagePath: path, url, origin: siteOrigin(req), cookie: req.headers.cookie, distRoot, nonce, staticFile: (urlPath) => resolveInside(demoRoot, urlPath) });
      if (page) {
        if (!strict) return sendRendered(req, res, page.html);
        // Server-rendered styles are inline <style> elements: the strict policy allows them by this
        // response's nonce (never the same page twice: no validator), or by the hash of each text.
        // The first visit's age gate script likewise, by the nonce or by its hash (one text on every page).
        const styles = nonce ? `'nonce-${nonce}'` : (await page.styleHashes()).join(' ');
        const scripts = nonce ? `'nonce-${nonce}'` : (await page.scriptHashes()).join(' ');
        const policy = STRICT_CSP.replace("style-src 'self'", `style-src 'self' ${styles}`).replace("script-src 'self'", `script-src 'self' ${scripts}`.trimEnd());
        return sendRendered(req, res, page.html, { 'Content-Security-Policy': policy }, { cacheable: !nonce });
      }
    }
  }
  return serveFile(req, res, demoRoot, path, strict ? { 'Content-Security-Policy': STRICT_CSP } : {});
}

/**
 * Starts the demo server; resolves once it listens. With `tls` ({ key, cert }, PEM) it serves
 * HTTP/2 over TLS (HTTP/1.1 too, for clients without HTTP/2), as a CDN would; else plain HTTP/1.1.
 * `dist` is the built dist/ folder it serves and renders with (tests point it elsewhere).
 */
export function startServer({ port = Number(process.env.PORT ?? 8000), host = '127.0.0.1', tls = tlsFromEnv(), dist = distRoot } = {}) {
  const onRequest = (req, res) => {
    handle(req, res, { distRoot: dist }).catch((error) => {
      console.error('brand-elements demo:', error);
      // A failure that carries its status (502: the page model of a server-rendered page failed) answers with it.
      const status = Number.isInteger(error?.status) && error.status >= 500 && error.status <= 599 ? error.status : 500;
      if (!res.headersSent) send(res, status, req.method === 'HEAD' ? undefined : errorPage(status), CONTENT_TYPES['.html']);
      else res.destroy();
    });
  };
  const server = tls ? createSecureServer({ key: tls.key, cert: tls.cert, allowHTTP1: true }, onRequest) : createServer(onRequest);
  // An HTTP/2 server closes only once its sessions have: keep them to end them on close.
  const sessions = new Set();
  server.on('session', (session) => {
    sessions.add(session);
    session.once('close', () => sessions.delete(session));
  });
  server.on('close', clearPendingFaults);
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      const address = server.address();
      const url = `${tls ? 'https' : 'http'}://${host}:${address.port}/`;
      const close = () =>
        new Promise((done) => {
          // Answer any injected `timeout` fault now, so no timer outlives the server.
          clearPendingFaults();
          server.close(() => done());
          server.closeAllConnections?.();
          for (const session of sessions) session.destroy();
        });
      resolvePromise({ server, url, close });
    });
  });
}

/** TLS_KEY and TLS_CERT (paths of PEM files) make `npm start` serve HTTP/2 over TLS. */
function tlsFromEnv() {
  const { TLS_KEY, TLS_CERT } = process.env;
  if (!TLS_KEY && !TLS_CERT) return undefined;
  if (!TLS_KEY || !TLS_CERT) throw new Error('set both TLS_KEY and TLS_CERT (PEM files) to serve over TLS, or neither');
  return { key: readFileSync(TLS_KEY), cert: readFileSync(TLS_CERT) };
}

const isMain = process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  try {
    buildIfStale();
    const { url, close } = await startServer();
    console.log(`brand-elements demo: ${url}`);
    const stop = () => close().then(() => process.exit(0));
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (error) {
    console.error(`brand-elements demo: ${error.message}`);
    process.exit(1);
  }
}
