import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../demo/server.mjs';
import { IMMUTABLE, cacheControl, negotiateEncoding, notModified } from '../../demo/staticFiles.mjs';

// npm test builds dist/ before the unit tests: the server is checked on the real files.
const DIST = join(__dirname, '../../dist');

describe('demo server: the rules of serving like a CDN', () => {
  it('negotiates brotli, else gzip, else nothing, honouring q=0 and *', () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('*;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBeUndefined();
    expect(negotiateEncoding(undefined)).toBeUndefined();
  });

  it('caches hashed chunks and fonts for a year, revalidates everything else', () => {
    expect(cacheControl('/dist/chunks/runtime-Dy7nCnpd.js')).toBe(IMMUTABLE);
    expect(cacheControl('/dist/fonts/figtree-latin-400-normal-BNy7cRdL.woff2')).toBe(IMMUTABLE);
    expect(cacheControl('/dist/loader.js')).toBe('no-cache');
    expect(cacheControl('/dist/elements/brand-text.js')).toBe('no-cache');
    expect(cacheControl('/storefront.html')).toBe('no-cache');
    expect(cacheControl('/chunks/runtime-Dy7nCnpd.js'), 'only under /dist').toBe('no-cache');
  });

  it('matches If-None-Match lists, weak tags and *', () => {
    expect(notModified('"a", W/"b"', '"b"')).toBe(true);
    expect(notModified('*', '"x"')).toBe(true);
    expect(notModified('"a"', '"b"')).toBe(false);
    expect(notModified(undefined, '"b"')).toBe(false);
  });
});

// The first server-rendered page loads the renderer (dist/server.js and its DOM) in the test's worker: real
// work, a few seconds when every core is busy, not a wait, so these tests have more than the default five.
describe('demo server: responses', { timeout: 20_000 }, () => {
  let base = '';
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const started = await startServer({ port: 0 });
    base = started.url.replace(/\/$/, '');
    close = started.close;
  });
  afterAll(() => close());

  const chunk = readdirSync(join(DIST, 'chunks')).find((name) => name.startsWith('runtime-') && name.endsWith('.js'))!;

  it('sends a hashed chunk brotli-compressed, immutable, and the same bytes once decompressed', async () => {
    const response = await fetch(`${base}/dist/chunks/${chunk}`, { headers: { 'Accept-Encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    // fetch decodes brotli itself: compare with the file, and check the wire size was smaller.
    const text = await response.text();
    expect(text).toBe(readFileSync(join(DIST, 'chunks', chunk), 'utf8'));
    expect(Number(response.headers.get('content-length'))).toBeLessThan(Buffer.byteLength(text) / 2);
  });

  it('a page\'s form sent without script comes back to the page (303), the data not echoed; other methods and files 405', async () => {
    const sent = await fetch(`${base}/storefront.html?page=login`, { method: 'POST', body: 'email=a%40b.c&password=secret', headers: { 'content-type': 'application/x-www-form-urlencoded' }, redirect: 'manual' });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe('/storefront.html?page=login');
    expect(await sent.text()).not.toContain('secret');
    expect((await fetch(`${base}/storefront.html`, { method: 'PUT', body: 'x' })).status).toBe(405);
    expect((await fetch(`${base}/dist/loader.js`, { method: 'POST', body: 'x' })).status).toBe(405);
  });

  it('gzip for a browser without brotli; nothing for one without either; images as they are', async () => {
    const gzip = await fetch(`${base}/dist/loader.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('cache-control')).toBe('no-cache');
    const plain = await fetch(`${base}/dist/loader.js`, { headers: { 'Accept-Encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(readFileSync(join(DIST, 'loader.js'), 'utf8'));
    const font = readdirSync(join(DIST, 'fonts')).find((name) => name.endsWith('.woff2'))!;
    const woff = await fetch(`${base}/dist/fonts/${font}`, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(woff.headers.get('content-encoding')).toBeNull();
    expect(woff.headers.get('cache-control')).toBe(IMMUTABLE);
  });

  it('a page revalidates: 304 with its ETag, 200 when the tag differs', async () => {
    const first = await fetch(`${base}/storefront.html`, { headers: { 'Accept-Encoding': 'br' } });
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(etag).toMatch(/^"[a-z0-9]+-[a-z0-9]+"$/);
    const again = await fetch(`${base}/storefront.html`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const changed = await fetch(`${base}/storefront.html`, { headers: { 'If-None-Match': '"other"' } });
    expect(changed.status).toBe(200);
  });

  it('a server-rendered page is compressed, revalidates by an ETag of its bytes, and differs when its model does', async () => {
    const page = (query: string, headers: Record<string, string> = {}) =>
      fetch(`${base}/storefront.html?ssr=1${query}`, { headers: { 'Accept-Encoding': 'br, gzip', Cookie: 'sag_gb=granted', ...headers } });
    const first = await page('');
    expect(first.status).toBe(200);
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{22}"$/);
    const html = await first.text();
    expect(html).toContain('<brand-page model-url=');
    expect(html).toContain('data-brand-server-rendered');
    expect(Number(first.headers.get('content-length'))).toBeLessThan(Buffer.byteLength(html) / 4);
    // The same page again: the same bytes (kept, not rendered again), so the browser's copy is still good.
    const again = await page('', { 'If-None-Match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect((await page('')).headers.get('etag')).toBe(etag);
    // Another model (another theme): another page.
    const other = await page('&theme=iqos');
    expect(other.headers.get('etag')).not.toBe(etag);
    expect(await other.text()).toContain('IQOS');
  });

  it('a server-rendered page with a nonce is never the same: no ETag, a new nonce each time, still compressed', async () => {
    const page = () => fetch(`${base}/storefront.html?ssr=1&csp=strict`, { headers: { 'Accept-Encoding': 'gzip', Cookie: 'sag_gb=granted' } });
    const [one, two] = [await page(), await page()];
    for (const response of [one, two]) {
      expect(response.headers.get('etag')).toBeNull();
      expect(response.headers.get('content-encoding')).toBe('gzip');
    }
    const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    const [a, b] = [nonceOf(one), nonceOf(two)];
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
    expect(await two.text()).toContain(`nonce="${b}"`);
  });

  it('compressed bodies decode to the file (the raw bytes, read without fetch decoding)', async () => {
    const { request } = await import('node:http');
    const raw = (encoding: string) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        request(`${base}/dist/loader.js`, { headers: { 'Accept-Encoding': encoding } }, (response) => {
          const parts: Buffer[] = [];
          response.on('data', (part: Buffer) => parts.push(part));
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(parts) }));
        }).on('error', reject).end();
      });
    const file = readFileSync(join(DIST, 'loader.js'));
    const br = await raw('br');
    expect(brotliDecompressSync(br.body).equals(file)).toBe(true);
    const gz = await raw('gzip');
    expect(gunzipSync(gz.body).equals(file)).toBe(true);
  });
});

describe('demo server over TLS: HTTP/2, as a CDN serves dist/', () => {
  let base = '';
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const { selfSignedCertificate } = await import('../../scripts/bench/tls.mjs');
    const certificate = selfSignedCertificate();
    if (!certificate.tls) throw new Error(certificate.reason);
    const started = await startServer({ port: 0, tls: certificate.tls });
    base = started.url.replace(/\/$/, '');
    close = started.close;
  });
  afterAll(() => close());

  it('answers over HTTP/2 with the same headers and compressed bytes as over HTTP/1.1, and closes with a session open', async () => {
    expect(base).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const { connect } = await import('node:http2');
    const session = connect(base, { rejectUnauthorized: false });
    try {
      const response = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const stream = session.request({ ':path': '/dist/loader.js', 'accept-encoding': 'br' });
        let headers: Record<string, unknown> = {};
        const parts: Buffer[] = [];
        stream.on('response', (received) => (headers = received));
        stream.on('data', (part: Buffer) => parts.push(part));
        stream.on('end', () => resolve({ headers, body: Buffer.concat(parts) }));
        stream.on('error', reject);
        stream.end();
      });
      expect(response.headers[':status']).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers.etag).toMatch(/^"/);
      expect(brotliDecompressSync(response.body).equals(readFileSync(join(DIST, 'loader.js')))).toBe(true);
    } finally {
      // The session is still open: close() ends it instead of waiting for it (else the test times out).
      await close();
      session.destroy();
    }
  });
});
