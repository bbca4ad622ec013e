/** Fakes for the visitor and services unit tests (Node, no DOM): cookie jar, storage, fetch, console capture. */
import { vi, expect, type MockInstance } from 'vitest';
import type { CookieAttributes, CookieJar } from '../../../src/core/visitor/cookies';
import type { StorageLike } from '../../../src/core/stores/localCart';
import type { HttpFetch, HttpResponseLike } from '../../../src/core/services/http';

export interface MemoryJar extends CookieJar {
  values: Map<string, string>;
  attributes: Map<string, CookieAttributes>;
  removed: { name: string; attributes: Pick<CookieAttributes, 'path' | 'domain'> }[];
}

export function memoryJar(initial: Record<string, string> = {}): MemoryJar {
  const values = new Map(Object.entries(initial));
  const attributes = new Map<string, CookieAttributes>();
  const removed: MemoryJar['removed'] = [];
  return {
    values,
    attributes,
    removed,
    get: (name) => values.get(name),
    set: (name, value, attrs) => {
      values.set(name, value);
      attributes.set(name, attrs);
    },
    remove: (name, attrs) => {
      values.delete(name);
      removed.push({ name, attributes: attrs });
    },
  };
}

export interface MemoryStorage extends StorageLike {
  data: Map<string, string>;
  clear(): void;
}

export function memoryStorage(initial: Record<string, string> = {}): MemoryStorage {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => (data.has(key) ? data.get(key)! : null),
    setItem: (key, value) => {
      data.set(key, String(value));
    },
    removeItem: (key) => {
      data.delete(key);
    },
    clear: () => data.clear(),
  };
}

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  signal: AbortSignal | undefined;
}

export type Handler = (call: RecordedCall) => HttpResponseLike | Promise<HttpResponseLike>;

/** A fetch that records every call and answers with `handler`. */
export function fakeFetch(handler: Handler): HttpFetch & { calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const impl = (async (url: string, init: RequestInit) => {
    const call: RecordedCall = {
      url,
      method: String(init.method ?? 'GET'),
      headers: { ...((init.headers as Record<string, string>) ?? {}) },
      body: typeof init.body === 'string' ? init.body : undefined,
      signal: init.signal ?? undefined,
    };
    calls.push(call);
    return handler(call);
  }) as unknown as HttpFetch & { calls: RecordedCall[] };
  impl.calls = calls;
  return impl;
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

export function text(status: number, body: string, headers: Record<string, string> = {}): Response {
  return new Response(status === 204 ? null : body, { status, headers });
}

/** A fetch that never answers, but rejects with AbortError when its signal aborts (as browsers do). */
export function hangingFetch(): HttpFetch & { calls: RecordedCall[] } {
  return fakeFetch(
    (call) =>
      new Promise<HttpResponseLike>((_, reject) => {
        call.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      }),
  );
}

/** A fetch that rejects as a browser does when the network fails. */
export function failingFetch(message = 'Failed to fetch'): HttpFetch & { calls: RecordedCall[] } {
  return fakeFetch(() => Promise.reject(new TypeError(message)));
}

/** Captures every console method; `text()` is everything logged, stringified (errors with message and stack). */
export function captureConsole() {
  const methods = ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const;
  // Every console method takes (...data: any[]); the recorded arguments are read as unknown.
  type ConsoleSpy = MockInstance<(...data: unknown[]) => void>;
  const spies = methods.map((method): ConsoleSpy => vi.spyOn(console, method).mockImplementation(() => {}));
  const stringify = (value: unknown): string => {
    if (value instanceof Error) return `${value.name}: ${value.message}\n${value.stack ?? ''}`;
    if (typeof value === 'string') return value;
    try {
      return JSON.stringify(value);
    } catch {
      return String(value);
    }
  };
  return {
    spies: Object.fromEntries(methods.map((method, index) => [method, spies[index]!])) as Record<
      (typeof methods)[number],
      ConsoleSpy
    >,
    text: () => spies.flatMap((spy) => spy.mock.calls.flat().map(stringify)).join('\n'),
    restore: () => spies.forEach((spy) => spy.mockRestore()),
  };
}

/** Asserts no secret appears in anything logged. */
export function expectNoSecrets(logged: string, secrets: string[]): void {
  for (const secret of secrets) expect(logged, `console output leaked "${secret}"`).not.toContain(secret);
}

/** The demo config of docs/mock-api.md. */
export const MULESOFT = {
  url: '/mock/mulesoft',
  apiUrl: '/mock/mulesoft',
  clientId: 'demo-client',
  clientSecret: 'demo-secret',
  channel: 'web',
  countryIsoCode: 'GB',
};
export const HYBRIS = {
  apiUrl: '/mock/occ',
  site: 'brand-gb',
  clientId: 'demo-occ-client',
  clientSecret: 'demo-occ-secret',
  autoDeliveryTypeId: 'AUTO_DELIVERY',
};
export const DOB_API = {
  endpoint: '/mock/legal/',
  clientId: 'demo-client',
  clientSecret: 'demo-secret',
  marketId: 'gb',
  channelId: 'web',
  brandId: 'zyn',
};
export const SECRETS = ['demo-secret', 'demo-occ-secret', 'token-demo-lau', 'token-demo-hav', 'token-demo-dev', 'occ-'];

/**
 * A minimal `document.cookie` (for the js-cookie jar): remembers each write as given and keeps name=value
 * pairs, dropping a cookie written with an Expires in the past.
 */
export function fakeDocument() {
  const jar = new Map<string, string>();
  const writes: string[] = [];
  return {
    writes,
    jar,
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      writes.push(line);
      const [pair, ...attributes] = line.split('; ');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index);
      const value = pair!.slice(index + 1);
      const expires = attributes.find((attribute) => /^expires=/i.test(attribute));
      if (expires && new Date(expires.slice(8)).getTime() < Date.now()) jar.delete(name);
      else jar.set(name, value);
    },
  };
}
