import { afterEach, describe, expect, it, vi } from 'vitest';
import { faultFor, FAULT_TIMEOUT_MS, MALFORMED_BODY, pendingFaults, routes, withFaults } from '../../../demo/mock/index.mjs';
import { COUNTRY_HEADER, viewerCountry } from '../../../demo/mock/geofence.mjs';
import { startServer } from '../../../demo/server.mjs';
import { call, MULESOFT, parse } from './call';

const LEGAL = '/mock/legal/markets/gb/legal-ages?channelId=web&brandId=zyn';

type Context = { req: { headers: Record<string, string> }; url: URL; params: string[]; body?: string };
const context = (path: string, cookie?: string): Context => ({
  req: { headers: cookie ? { cookie } : {} },
  url: new URL(path, 'http://127.0.0.1'),
  params: [],
});
const ok = () => ({ status: 200, headers: { 'Content-Type': 'application/json' }, body: '{"ok":true}' });

afterEach(() => {
  vi.useRealTimers();
});

describe('mock fault injection (one wrapper around every handler)', () => {
  it('wraps every route of every mock API', () => {
    for (const route of routes) expect(typeof route.handler.inner, String(route.path)).toBe('function');
  });

  it('answers 500 with an OCC-style error body', async () => {
    const response = await call('GET', `${LEGAL}&demo_fault=500`, { headers: MULESOFT });
    expect(response.status).toBe(500);
    expect(response.headers['Content-Type']).toBe('application/json');
    expect(parse(response)).toEqual({ errors: [{ type: 'InternalServerError', message: expect.any(String), reason: 'demo_fault', subject: '/mock/legal/markets/gb/legal-ages' }] });
  });

  it('answers 200 with invalid JSON for malformed, and 200 with nothing for empty', async () => {
    const malformed = await call('GET', LEGAL, { headers: { ...MULESOFT, cookie: 'demo_fault=malformed' } });
    expect(malformed.status).toBe(200);
    expect(malformed.body).toBe(MALFORMED_BODY);
    expect(() => JSON.parse(malformed.body)).toThrow();
    const empty = await call('POST', '/mock/occ/oauth/token?demo_fault=empty');
    expect(empty.status).toBe(200);
    expect(empty.body).toBe('');
  });

  it('takes the query parameter over the cookie, and ignores unknown faults', () => {
    expect(faultFor(context('/mock/health?demo_fault=empty', 'demo_fault=500').req, new URL('http://x/mock/health?demo_fault=empty'))).toBe('empty');
    expect(faultFor({ headers: { cookie: 'demo_fault=500' } }, new URL('http://x/mock/health'))).toBe('500');
    expect(faultFor({ headers: { cookie: 'demo_fault=explode' } }, new URL('http://x/mock/health'))).toBeUndefined();
    expect(faultFor({ headers: {} }, new URL('http://x/mock/health'))).toBeUndefined();
  });

  it('limits the fault to paths containing demo_fault_path', async () => {
    const cookie = 'demo_fault=500; demo_fault_path=/loyalty';
    const consumer = await call('GET', '/mock/mulesoft/web/v1/api/v1/consumer/demo-dev', { headers: { ...MULESOFT, 'x-user-token': 'token-demo-dev', cookie } });
    expect(consumer.status).toBe(200);
    const loyalty = await call('GET', '/mock/mulesoft/web/v1/api/v1/consumer/demo-dev/loyalty?countryIsoCode=GB', { headers: { ...MULESOFT, 'x-user-token': 'token-demo-dev', cookie } });
    expect(loyalty.status).toBe(500);
  });

  it('holds a timeout for 30 s, then answers 504', async () => {
    vi.useFakeTimers();
    const handler = vi.fn(ok);
    const settled = vi.fn();
    const answer = withFaults(handler)(context('/mock/health?demo_fault=timeout')).then((response: unknown) => {
      settled();
      return response;
    });
    expect(pendingFaults()).toBe(1);
    await vi.advanceTimersByTimeAsync(FAULT_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const response = await answer;
    expect(response.status).toBe(504);
    expect(JSON.parse(response.body).errors[0].type).toBe('GatewayTimeoutError');
    expect(handler).not.toHaveBeenCalled();
    expect(pendingFaults()).toBe(0);
  });

  it('never waits longer than 30 s', async () => {
    vi.useFakeTimers();
    const answer = withFaults(ok, { timeoutMs: 10 * 60_000 })(context('/mock/health?demo_fault=timeout'));
    await vi.advanceTimersByTimeAsync(FAULT_TIMEOUT_MS);
    expect((await answer).status).toBe(504);
  });

  it('does not keep the server from closing while a timeout waits', async () => {
    const { url, close } = await startServer({ port: 0 });
    const request = fetch(new URL('/mock/health?demo_fault=timeout', url)).then(
      (response) => response.status,
      () => 'aborted',
    );
    await vi.waitFor(() => expect(pendingFaults()).toBe(1));
    const started = Date.now();
    await close();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(pendingFaults()).toBe(0);
    expect([503, 'aborted']).toContain(await request);
  });
});

describe('geofence header', () => {
  it('is GB unless demo_country holds two upper-case letters', () => {
    expect(viewerCountry({ headers: {} })).toBe('GB');
    expect(viewerCountry({ headers: { cookie: 'demo_country=FR' } })).toBe('FR');
    for (const bad of ['fr', 'FRA', 'F', 'F1', 'GB%0D%0AX-Evil:%201', '', 'É1']) {
      expect(viewerCountry({ headers: { cookie: `demo_country=${bad}` } }), bad).toBe('GB');
    }
    expect(viewerCountry({ headers: { cookie: 'other=1; demo_country=DE' } })).toBe('DE');
  });

  it('is on every static response, HEAD included, and not on the mock API', async () => {
    const { url, close } = await startServer({ port: 0 });
    try {
      const head = await fetch(new URL('/index.html', url), { method: 'HEAD' });
      expect(head.headers.get(COUNTRY_HEADER)).toBe('GB');
      const withCookie = await fetch(url, { method: 'HEAD', headers: { cookie: 'demo_country=NL' } });
      expect(withCookie.headers.get(COUNTRY_HEADER)).toBe('NL');
      const invalid = await fetch(new URL('/login.html', url), { headers: { cookie: 'demo_country=nl' } });
      expect(invalid.headers.get(COUNTRY_HEADER)).toBe('GB');
      await invalid.arrayBuffer();
      const missing = await fetch(new URL('/no-such-page.html', url), { method: 'HEAD' });
      expect(missing.status).toBe(404);
      expect(missing.headers.get(COUNTRY_HEADER)).toBe('GB');
      const mock = await fetch(new URL('/mock/health', url));
      expect(mock.headers.get(COUNTRY_HEADER)).toBeNull();
      expect(mock.headers.get('cache-control')).toBe('no-store');
      await mock.arrayBuffer();
    } finally {
      await close();
    }
  });
});
