// How the demo server sends a static file, as a CDN in front of dist/ would (README "Serving dist/"):
// - hashed files (dist/chunks/*, dist/fonts/*: their names change with their content) are cached
//   for a year and never revalidated;
// - everything else is revalidated on every use, with an ETag, and answered 304 when unchanged;
// - text is compressed with brotli or gzip, as the browser's Accept-Encoding allows, each
//   compressed body made once per file version and kept in memory.
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Paths (below /dist) whose names carry a content hash: safe to cache forever. */
const HASHED = /^\/(chunks|fonts)\/[^/]+-[A-Za-z0-9_-]{8}\.[a-z0-9.]+$/;

/** The Cache-Control for a static file at this URL path. */
export function cacheControl(urlPath) {
  return urlPath.startsWith('/dist/') && HASHED.test(urlPath.slice('/dist'.length)) ? IMMUTABLE : REVALIDATE;
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml)|image\/svg\+xml)/;

/** Whether a response of this Content-Type is worth compressing (images and fonts are compressed already). */
export function compressible(type) {
  return COMPRESSIBLE.test(type ?? '');
}

/**
 * The encoding to send for an Accept-Encoding header: brotli, else gzip, else none. Honours `q=0`
 * and `*`, as RFC 9110 says.
 */
export function negotiateEncoding(acceptEncoding) {
  const accepted = new Map();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const allows = (name) => (accepted.has(name) ? accepted.get(name) > 0 : (accepted.get('*') ?? 0) > 0);
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return undefined;
}

/** A strong validator from the file's size and modification time (the build rewrites what changes). */
export function etagOf(stat) {
  return `"${stat.size.toString(36)}-${Math.trunc(stat.mtimeMs).toString(36)}"`;
}

/** Whether the request's If-None-Match names this ETag (or `*`). */
export function notModified(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === '*' || value === etag;
  });
}

const compressed = new Map();

/** The file's body in this encoding, made once per version of the file. */
export function compressedBody(file, etag, encoding) {
  const key = `${encoding}|${file}|${etag}`;
  let body = compressed.get(key);
  if (!body) {
    const raw = readFileSync(file);
    body = encoding === 'br' ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }) : gzipSync(raw, { level: 9 });
    compressed.set(key, body);
  }
  return body;
}

/** A strong validator for a body made per request (a server-rendered page): a hash of its bytes. */
export function etagOfBody(body) {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
}

/** The most generated bodies kept compressed (each version of a server-rendered page is one). */
const MADE_BODIES = 64;
const made = new Map();

/**
 * A body made per request in this encoding: brotli at quality 5 (a CDN's setting for dynamic
 * responses: a tenth of quality 11's time for a few per cent more bytes), gzip at level 6.
 */
export function compressMade(body, encoding) {
  const raw = Buffer.from(body);
  return encoding === 'br' ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }) : gzipSync(raw, { level: 6 });
}

/** compressMade, once per version of the body (its ETag), kept for the next requests. */
export function compressedMadeBody(body, etag, encoding) {
  const key = `${encoding}|${etag}`;
  let out = made.get(key);
  if (!out) {
    out = compressMade(body, encoding);
    if (made.size >= MADE_BODIES) made.delete(made.keys().next().value);
    made.set(key, out);
  }
  return out;
}
