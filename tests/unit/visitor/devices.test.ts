import { afterEach, describe, expect, it, vi } from 'vitest';
import { listMyDevices, registerMyDevice, removeMyDevice, uploadMyReceipt } from '../../../src/core/visitor/devices';
import { getVisitorType, visitorResolution, visitorStore } from '../../../src/core/stores/visitor';
import type { HttpFetch } from '../../../src/core/services/http';
import { resetDevices } from '../../../demo/mock/consumer.mjs';
import { call } from '../mock/call';
import { MULESOFT, memoryJar } from '../helpers/fakes';

/** A fetch answered by the mock backend's routes (no socket); FormData bodies are encoded as fetch would. */
const mockFetch = (async (url: string, init: RequestInit) => {
  const request = new Request(new URL(url, 'http://127.0.0.1'), { method: init.method, headers: init.headers, body: init.body });
  const headers = Object.fromEntries(request.headers);
  const body = init.body === undefined ? undefined : init.body instanceof FormData ? Buffer.from(await request.arrayBuffer()) : String(init.body);
  const answer = await call(String(init.method ?? 'GET'), url, { headers, body });
  return new Response(answer.status === 204 ? null : answer.body, { status: answer.status, headers: answer.headers });
}) as unknown as HttpFetch;

const as = (uid: string) => ({ muleSoftConfig: MULESOFT, cookies: memoryJar({ brand_uid: uid, brand_token: `token-${uid}` }), fetch: mockFetch });

/** The mock backend, except that the GETs whose URL matches `failing` answer 500. */
const failingGets = (failing: RegExp) =>
  (async (url: string, init: RequestInit) =>
    String(init.method ?? 'GET') === 'GET' && failing.test(url) ? new Response('{}', { status: 500 }) : mockFetch(url, init)) as unknown as HttpFetch;
const PROFILE = /\/consumer\/[^/]+$/;
const ASSETS = /\/assets\?history=false$/;

afterEach(() => {
  resetDevices();
  visitorStore.set('LAS');
  visitorResolution.set({ visitorType: 'LAS' });
});

describe('the visitor devices', () => {
  it('registering makes a verified visitor LAU-HAV-DEV at once, and removing makes it LAU-HAV again', async () => {
    const registered = await registerMyDevice({ serialNumber: 'ILM2GB0000009', productName: 'IQOS ILUMA' }, as('demo-hav'));
    expect(registered).toMatchObject({ ok: true, value: { serialNumber: 'ILM2GB0000009' } });
    expect(await (registered as { resolved: Promise<string> }).resolved).toBe('LAU-HAV-DEV');
    expect(getVisitorType()).toBe('LAU-HAV-DEV');
    expect(visitorResolution.getSnapshot()).toMatchObject({ visitorType: 'LAU-HAV-DEV', assetCount: 1 });
    expect(await listMyDevices(as('demo-hav'))).toMatchObject({ ok: true, value: [{ serialNumber: 'ILM2GB0000009' }] });
    const removed = await removeMyDevice('ILM2GB0000009', as('demo-hav'));
    expect(removed).toMatchObject({ ok: true, value: undefined });
    expect(await (removed as { resolved: Promise<string> }).resolved).toBe('LAU-HAV');
    expect(getVisitorType()).toBe('LAU-HAV');
  });

  it('a failed profile after a register never downgrades: a verified visitor becomes LAU-HAV-DEV, the session stays', async () => {
    const onSessionExpired = vi.fn();
    visitorStore.set('LAU-HAV');
    const registered = await registerMyDevice({ serialNumber: 'ILM2GB0000009' }, { ...as('demo-hav'), fetch: failingGets(PROFILE), onSessionExpired });
    expect(registered.ok).toBe(true);
    expect(await (registered as { resolved: Promise<string> }).resolved).toBe('LAU-HAV-DEV');
    expect(getVisitorType()).toBe('LAU-HAV-DEV');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('a failed asset count after a register keeps a verified visitor verified with a device', async () => {
    visitorStore.set('LAU-HAV');
    const registered = await registerMyDevice({ serialNumber: 'ILM2GB0000009' }, { ...as('demo-hav'), fetch: failingGets(ASSETS) });
    expect(await (registered as { resolved: Promise<string> }).resolved).toBe('LAU-HAV-DEV');
    expect(getVisitorType()).toBe('LAU-HAV-DEV');
  });

  it('a failed profile and count after a remove keep the type, unless the caller knows it was the last device', async () => {
    const failing = { ...as('demo-dev'), fetch: failingGets(/./), onSessionExpired: vi.fn() };
    await registerMyDevice({ serialNumber: 'ILM2GB0000009' }, as('demo-dev'));
    visitorStore.set('LAU-HAV-DEV');
    const first = await removeMyDevice('ILM2GB0000009', failing);
    expect(await (first as { resolved: Promise<string> }).resolved).toBe('LAU-HAV-DEV');
    const last = await removeMyDevice('ILM1GB7K2Q9X4', { ...failing, remaining: 0 });
    expect(await (last as { resolved: Promise<string> }).resolved).toBe('LAU-HAV');
    expect(getVisitorType()).toBe('LAU-HAV');
    expect(failing.onSessionExpired).not.toHaveBeenCalled();
  });

  it('a failed profile after a remove takes the asset count: none left is LAU-HAV', async () => {
    visitorStore.set('LAU-HAV-DEV');
    const removed = await removeMyDevice('ILM1GB7K2Q9X4', { ...as('demo-dev'), fetch: failingGets(PROFILE) });
    expect(await (removed as { resolved: Promise<string> }).resolved).toBe('LAU-HAV');
  });

  it('a remove of a device already gone counts as done', async () => {
    visitorStore.set('LAU-HAV');
    const removed = await removeMyDevice('ILM9GB0000000', as('demo-hav'));
    expect(removed).toMatchObject({ ok: true, value: undefined });
    expect(await (removed as { resolved: Promise<string> }).resolved).toBe('LAU-HAV');
  });

  it('a refused register does not resolve the visitor again and keeps the session', async () => {
    const onSessionExpired = vi.fn();
    visitorStore.set('LAU-HAV');
    expect(await registerMyDevice({ serialNumber: 'ILM1GB7K2Q9X4' }, { ...as('demo-hav'), onSessionExpired })).toEqual({ ok: false, reason: 'duplicate', status: 409 });
    expect(await registerMyDevice({ serialNumber: 'short' }, { ...as('demo-hav'), onSessionExpired })).toEqual({ ok: false, reason: 'invalid-serial', status: 400 });
    expect(getVisitorType()).toBe('LAU-HAV');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('uploads a receipt through real multipart encoding, and names a renamed .exe', async () => {
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])]);
    const uploaded = await uploadMyReceipt('ILM1GB7K2Q9X4', png, 'receipt.png', as('demo-dev'));
    expect(uploaded).toEqual({ ok: true, value: { receiptId: 'rcpt-1', fileName: 'receipt.png', size: 11, uploadedAt: expect.any(String) } });
    const exe = new Blob([new Uint8Array([0x4d, 0x5a, 0x90, 0])]);
    expect(await uploadMyReceipt('ILM1GB7K2Q9X4', exe, 'photo.png', as('demo-dev'))).toEqual({ ok: false, reason: 'unsupported-type', status: 415 });
  });

  it('sends nothing without a session', async () => {
    const fetch = vi.fn();
    const options = { muleSoftConfig: MULESOFT, cookies: memoryJar(), fetch: fetch as unknown as HttpFetch };
    expect(await registerMyDevice({ serialNumber: 'ILM2GB0000009' }, options)).toEqual({ ok: false, reason: 'session-expired' });
    expect(await listMyDevices(options)).toEqual({ ok: false, reason: 'session-expired' });
    expect(await removeMyDevice('ILM1GB7K2Q9X4', options)).toEqual({ ok: false, reason: 'session-expired' });
    expect(await uploadMyReceipt('ILM1GB7K2Q9X4', new Blob(['x']), 'x.png', options)).toEqual({ ok: false, reason: 'session-expired' });
    expect(fetch).not.toHaveBeenCalled();
  });
});
