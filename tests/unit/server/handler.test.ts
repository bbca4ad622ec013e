// dist/server.js's createRenderHandler and dist/openwhisk.js's main (CONTRACT.md "The renderer runs on
// any Web-standard runtime"), as a Worker, Deno or Node adapter calls them: a Request in, a Response out.
// npm test builds dist/ before the unit tests; alone, run npm run build first.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { storefrontModel } from '../../../demo/mock/storefront.mjs';
import { countModelElements, jsonDepth } from '../../../src/server/handler';
import { page, text as textItem } from './models';

const DIST = join(__dirname, '../../../dist');
type Handler = (request: Request) => Promise<Response>;
interface ServerModule {
  createRenderHandler(options?: Record<string, unknown>): Handler;
  renderPage(model: unknown, options?: Record<string, unknown>): Promise<string>;
}
interface OpenWhisk {
  main(params: Record<string, unknown>): Promise<{ statusCode: number; headers: Record<string, string>; body: string }>;
}
let server: ServerModule;
let openwhisk: OpenWhisk;
beforeAll(async () => {
  if (existsSync(join(DIST, 'server.js'))) server = (await import(pathToFileURL(join(DIST, 'server.js')).href)) as ServerModule;
  if (existsSync(join(DIST, 'openwhisk.js'))) openwhisk = (await import(pathToFileURL(join(DIST, 'openwhisk.js')).href)) as OpenWhisk;
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const ORIGIN = 'https://shop.example';
/** A rich text item: its HTML is read as HTML. */
const text = (value: string, extra: Record<string, unknown> = {}) => textItem(value, { richText: true, ...extra });
const post = (body: string, headers: Record<string, string> = {}, path = '/content/brand/gb/en/home.html') =>
  new Request(`${ORIGIN}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

/** Reads a streamed body chunk by chunk, as text. */
async function* chunks(response: Response): AsyncGenerator<string> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    yield decoder.decode(value, { stream: true });
  }
}

describe('createRenderHandler: what a request gets', () => {
  it('answers the page HTML for POST <page path>.html, with an ETag and the Cache-Control the options set', async () => {
    const handle = server.createRenderHandler({ cache: { sMaxAge: 120, staleWhileRevalidate: 3600 } });
    const response = await handle(post(JSON.stringify(page({ a: text('<p>Hello</p>') })), { 'wcm-mode': 'disabled' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=120, stale-while-revalidate=3600');
    expect(response.headers.get('etag')).toMatch(/^"[A-Za-z0-9+/]{43}"$/);
    const html = await response.text();
    expect(html).toMatch(/^<brand-page data-brand-server-rendered>/);
    expect(html).toContain('<brand-text data-cq-data-path="/content/brand/gb/en/home/jcr:content/a" data-brand-hydrate="never">');
    expect(html).toContain('<p>Hello</p>');
    expect(html).toMatch(/<\/brand-page>$/);
  });

  it('gives the same request the same ETag and answers If-None-Match with 304 without rendering; another model, mode or path another ETag', async () => {
    const handle = server.createRenderHandler();
    const body = JSON.stringify(page({ a: text('<p>Hello</p>') }));
    const first = await handle(post(body));
    const etag = first.headers.get('etag')!;
    expect((await handle(post(body))).headers.get('etag')).toBe(etag);
    const again = await handle(post(body, { 'if-none-match': `W/"x", ${etag}` }));
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const others = await Promise.all([
      handle(post(JSON.stringify(page({ a: text('<p>Hello!</p>') })))),
      handle(post(body, { 'wcm-mode': 'edit' })),
      handle(post(body, {}, '/content/brand/gb/en/other.html')),
    ]);
    expect(new Set([etag, ...others.map((response) => response.headers.get('etag'))]).size).toBe(4);
  });

  it('writes a nonce from the option on every style and the state script, and lets no cache keep that page', async () => {
    const handle = server.createRenderHandler({ nonce: (request: Request) => request.headers.get('x-test-nonce') ?? undefined });
    const response = await handle(post(JSON.stringify(page({ a: text('<p>Hello</p>') })), { 'x-test-nonce': 'abc123' }));
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('etag')).toBeNull();
    const html = await response.text();
    const styles = html.match(/<style[^>]*>/g)!;
    expect(styles.length).toBeGreaterThan(2);
    for (const tag of styles) expect(tag).toBe('<style nonce="abc123">');
    expect(html).toContain('<script type="application/json" id="__INITIAL_STATE__" nonce="abc123">');
  });

  it('answers every bad request with its status and a short message', async () => {
    const handle = server.createRenderHandler({ limits: { maxBytes: 4096, maxElements: 10, maxDepth: 30 } });
    const status = async (request: Request) => {
      const response = await handle(request);
      const message = await response.text();
      expect(message.length).toBeLessThan(120);
      expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
      return [response.status, message.trim(), response.headers.get('allow')] as const;
    };
    expect(await status(new Request(`${ORIGIN}/p.html`))).toEqual([405, 'The renderer takes POST with the page model.', 'POST']);
    expect(await status(new Request(`${ORIGIN}/p.html`, { method: 'PUT', body: '{}' }))).toEqual([405, 'The renderer takes POST with the page model.', 'POST']);
    expect((await status(post('hello', { 'content-type': 'text/plain' })))[0]).toBe(415);
    expect(await status(post('{oops'))).toEqual([415, 'The body is not valid JSON.', null]);
    expect(await status(post('[1,2]'))).toEqual([400, 'The page model must be a JSON object.', null]);
    expect(await status(post('"a string"'))).toEqual([400, 'The page model must be a JSON object.', null]);
    expect(await status(post('null'))).toEqual([400, 'The page model must be a JSON object.', null]);
    // Too large: bytes (declared or not), elements, nesting.
    expect(await status(post(JSON.stringify(page({ a: text('x'.repeat(5000)) }))))).toEqual([413, 'The page model is larger than 4096 bytes.', null]);
    const streamed = new Request(`${ORIGIN}/p.html`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new ReadableStream({ pull: (controller) => controller.enqueue(new TextEncoder().encode(' '.repeat(1024))) }),
      duplex: 'half',
    } as RequestInit);
    expect((await status(streamed))[0]).toBe(413);
    const many = Object.fromEntries(Array.from({ length: 11 }, (_, index) => [`t${index}`, text('x')]));
    expect(await status(post(JSON.stringify(page(many))))).toEqual([413, 'The page model has more than 10 elements.', null]);
    const deep = `${'{"a":'.repeat(40)}1${'}'.repeat(40)}`;
    expect(await status(post(deep))).toEqual([413, 'The page model nests deeper than 30 levels.', null]);
    // A root model with pages needs the page's path.
    const root = { ':path': '/content/site', ':children': { '/content/site/home': page({ a: text('x') }) } };
    expect((await status(post(JSON.stringify(root), {}, '/')))[0]).toBe(400);
    // A path that is not valid percent-encoding is the request's fault, not the renderer's.
    expect(await status(post(JSON.stringify(page({ a: text('x') })), {}, '/content/%E0%A4%A.html'))).toEqual([400, 'The page path is not a valid URL path.', null]);
  });

  it('renders the siblings of an unknown type, with the browser console message; an element that fails is left out with the hydration error', async () => {
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.map(String).join(' ')));
    const handle = server.createRenderHandler();
    const response = await handle(
      post(JSON.stringify(page({ before: text('<p>Before</p>'), odd: { ':type': 'brand/components/unknown-thing' }, broken: text({ x: [1] } as never), after: text('<p>After</p>') }))),
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<p>Before</p>');
    expect(html).toContain('<p>After</p>');
    expect(html).not.toContain('/jcr:content/odd"');
    // The failing element's host stays (the browser renders it), without a shadow root.
    expect(html).toMatch(/<brand-text data-cq-data-path="[^"]*\/broken"><\/brand-text>/);
    expect(errors).toContain('Component not mapped for resourcetype: brand/components/unknown-thing');
    expect(errors.some((line) => line.startsWith('Error while hydrating application: <brand-text> at /content/brand/gb/en/home/jcr:content/broken could not be rendered on the server'))).toBe(true);
  });
});

describe("createRenderHandler: a first visit's age gate (ageGateContent)", () => {
  const sagConfig = { simplifiedContentPath: '/content/brand/gb/en/age-gate/simplified', sagVersion: 'simplified' };
  const gateContent = { title: 'Are you 18 or older?', yesLabel: 'Yes', noLabel: 'No' };
  const body = JSON.stringify(page({ a: text('<p>Hi</p>') }, { config: { theme: 'zyn', market: 'gb', sagConfig } }));

  it("asks for the content at the configured path and writes the gate into the page; other content, another ETag", async () => {
    const asked: string[] = [];
    const handle = server.createRenderHandler({ origin: ORIGIN, ageGateContent: async (path: string) => (asked.push(path), gateContent) });
    const response = await handle(post(body));
    expect(response.status).toBe(200);
    expect(asked).toEqual(['/content/brand/gb/en/age-gate/simplified']);
    expect(await response.text()).toContain('<template data-brand-age-gate="sag_gb"><brand-age-gate data-brand-hydrate="interaction" market="gb"');
    const other = server.createRenderHandler({ origin: ORIGIN, ageGateContent: () => ({ ...gateContent, title: 'Other' }) });
    expect((await other(post(body))).headers.get('etag')).not.toBe(response.headers.get('etag'));
  });

  it('renders the page without the gate, with one message, when the content cannot be read; asks nothing for a market without a path', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const handle = server.createRenderHandler({ origin: ORIGIN, ageGateContent: () => Promise.reject(new Error('offline')) });
    const response = await handle(post(body));
    expect(response.status).toBe(200);
    expect(await response.text()).not.toContain('data-brand-age-gate');
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]![0])).toContain("the age gate's content at /content/brand/gb/en/age-gate/simplified could not be read");
    const asked: string[] = [];
    const noPath = server.createRenderHandler({ origin: ORIGIN, ageGateContent: (path: string) => asked.push(path) });
    expect(await (await noPath(post(JSON.stringify(page({ a: text('<p>Hi</p>') }))))).text()).not.toContain('data-brand-age-gate');
    expect(asked).toEqual([]);
  });
});

describe('the limits’ counts', () => {
  it('counts every object under :items, at any depth and under :children, up to the limit and one more', () => {
    const hundred = Object.fromEntries(Array.from({ length: 99 }, (_, i) => [`t${i}`, {}]));
    const exact = { ':children': { '/a': { ':items': Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`c${i}`, { ':items': hundred }])) } } };
    expect(countModelElements(exact, 20_000)).toBe(20_000);
    expect(countModelElements(exact, 10)).toBe(11);
    // Arrays and values under :items are not elements; an :items that is an array is not a map of them.
    expect(countModelElements({ ':items': { a: [1], b: 'x', c: {} }, other: { ':items': [{}, {}] } }, 100)).toBe(1);
  });

  it('reads the JSON nesting depth without parsing, strings and escapes included', () => {
    expect(jsonDepth('{}', 10)).toBe(1);
    expect(jsonDepth('{"a":[{"b":1}]}', 10)).toBe(3);
    expect(jsonDepth('{"a":"{[{[\\"}"}', 10)).toBe(1);
    expect(jsonDepth('{"a":"\\"}', 10)).toBe(1);
    expect(jsonDepth('['.repeat(50), 10)).toBe(11);
  });
});

describe('createRenderHandler: streamed and request-scoped', () => {
  it('sends the start of the page and its first element before the rest is rendered', async () => {
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args.map(String).join(' ')));
    const items: Record<string, unknown> = { first: text('<p>First screen</p>') };
    for (let index = 0; index < 20; index++) items[`t${index}`] = text(`<p>Paragraph ${index}</p>`);
    // The last item says when it is rendered: the type below it is unknown, which is logged when its children are walked.
    items.last = { ':type': 'brand/components/container', ':items': { inside: { ':type': 'brand/components/reached-the-end' } } };
    const response = await server.createRenderHandler()(post(JSON.stringify(page(items))));
    const parts = chunks(response);
    const head = (await parts.next()).value as string;
    expect(head).toMatch(/^<brand-page data-brand-server-rendered><style>@font-face/);
    const firstElement = (await parts.next()).value as string;
    expect(firstElement).toContain('First screen');
    expect(firstElement).not.toContain('Paragraph 0');
    expect(errors.filter((line) => line.includes('reached-the-end'))).toEqual([]);
    let rest = '';
    for await (const part of parts) rest += part;
    expect(rest).toContain('Paragraph 19');
    expect(rest).toMatch(/<\/brand-page>$/);
    expect(errors.filter((line) => line.includes('reached-the-end'))).toHaveLength(1);
  });

  it('renders 64 different pages at once, their streams read in turns, each holding only its own page', async () => {
    const handle = server.createRenderHandler();
    const themes = ['zyn', 'iqos', 'velo', 'veev-vape', 'thunder'];
    const pages = Array.from({ length: 64 }, (_, index) => {
      const rtl = index % 3 === 0;
      const model = page(
        { heading: text(`<h2>Page ${index} heading</h2>`), body: text(`<p>Only on page ${index}.</p>`), more: text(`<p>Page ${index} again.</p>`) },
        { ':path': `/content/brand/gb/en/page-${index}`, config: { theme: themes[index % themes.length], market: 'gb', rtl, lang: rtl ? 'ar' : 'en' } },
      );
      return handle(post(JSON.stringify(model), {}, `/content/brand/gb/en/page-${index}.html`));
    });
    const responses = await Promise.all(pages);
    // Interleaved: one part of each page in turn, so every render is in the middle of its page at once.
    const readers = responses.map((response) => chunks(response));
    const texts = responses.map(() => '');
    let open = readers.length;
    const done = new Set<number>();
    while (open > 0) {
      for (const [index, reader] of readers.entries()) {
        if (done.has(index)) continue;
        const next = await reader.next();
        if (next.done) {
          done.add(index);
          open--;
        } else texts[index] += next.value;
      }
    }
    for (const [index, html] of texts.entries()) {
      const own = [...html.matchAll(/[Pp]age (\d+)/g)].map((match) => Number(match[1]));
      expect(new Set(own)).toEqual(new Set([index]));
      expect(html).toContain(`/content/brand/gb/en/page-${index}/jcr:content/heading`);
      const rtl = index % 3 === 0;
      // The Emotion cache key of a right-to-left page is `ber`: no page got another's direction.
      expect(html.includes('class="ber-')).toBe(rtl);
      expect(html.includes('class="be-')).toBe(!rtl);
    }
  });

  it('renders the storefront the same whether its stream is read at once or interleaved with 7 others', async () => {
    // The storefront's countdown shows the time left at the render: the clock stands still here.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-29T10:00:00Z') });
    const model = storefrontModel('zyn', 'en', 'home', { host: 'shop.example' });
    const handle = server.createRenderHandler();
    const alone = await (await handle(post(JSON.stringify(model), {}, '/storefront.html'))).text();
    const others = await Promise.all(Array.from({ length: 7 }, (_, index) => handle(post(JSON.stringify(storefrontModel(['iqos', 'velo', 'thunder'][index % 3]!, index % 2 ? 'ar' : 'km', 'home', { host: 'shop.example' })), {}, '/storefront.html'))));
    const mine = chunks(await handle(post(JSON.stringify(model), {}, '/storefront.html')));
    const readers = others.map((response) => chunks(response));
    let html = '';
    for (;;) {
      const next = await mine.next();
      if (next.done) break;
      html += next.value;
      for (const reader of readers) await reader.next();
    }
    expect(html).toBe(alone);
    expect(html).toBe(await server.renderPage(model, { path: '/storefront.html', origin: ORIGIN, modelUrl: undefined }));
  });
});

describe('dist/openwhisk.js: main(params) as an Adobe I/O Runtime raw web action', () => {
  const model = page({ a: text('<p>Hello from OpenWhisk</p>') });
  const params = (body: string | undefined, extra: Record<string, unknown> = {}) => ({
    __ow_method: 'post',
    __ow_path: '/content/brand/gb/en/home.html',
    __ow_headers: { 'content-type': 'application/json', 'wcm-mode': 'disabled', host: 'adobeioruntime.net' },
    __ow_body: body,
    RENDER_ORIGIN: ORIGIN,
    ...extra,
  });

  it('answers a plain JSON string body and the same body in base64 alike', async () => {
    const json = JSON.stringify(model);
    const plain = await openwhisk.main(params(json));
    const base64 = await openwhisk.main(params(Buffer.from(json, 'utf8').toString('base64')));
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(plain.headers.etag).toMatch(/^"/);
    expect(plain.body).toContain('<p>Hello from OpenWhisk</p>');
    expect(base64).toEqual(plain);
    expect(plain.body).toBe(await server.renderPage(model, { path: '/content/brand/gb/en/home.html', origin: ORIGIN }));
  });

  it('keeps non-ASCII text whole through base64 and answers bad requests with their status', async () => {
    const arabic = page({ a: text('<p>مرحبا بكم</p>') }, { config: { theme: 'iqos', market: 'ae', rtl: true, lang: 'ar' } });
    const answer = await openwhisk.main(params(Buffer.from(JSON.stringify(arabic), 'utf8').toString('base64')));
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<p>مرحبا بكم</p>');
    expect((await openwhisk.main(params(undefined, { __ow_method: 'get' }))).statusCode).toBe(405);
    expect((await openwhisk.main(params('{oops'))).statusCode).toBe(415);
    expect((await openwhisk.main(params('[1]'))).statusCode).toBe(400);
    expect((await openwhisk.main(params('12'))).statusCode).toBe(400);
  });
});
