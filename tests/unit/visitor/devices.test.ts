import { afterEach, describe, expect, it, vi } from 'vitest';
import { listMyDevices, registerMyDevice, removeMyDevice, uploadMyReceipt } from '../../../src/core/visitor/devices';
import { getVisitorType, visitorStore } from '../../../src/core/stores/visitor';
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

afterEach(() => {
  resetDevices();
  visitorStore.set('LAS');
});

describe('the visitor devices', () => {
  it('registering makes a verified visitor LAU-HAV-DEV at once, and removing makes it LAU-HAV again', async () => {
    const registered = await registerMyDevice({ serialNumber: 'ILM2GB0000009', productName: 'IQOS ILUMA' }, as('demo-hav'));
    expect(registered).toMatchObject({ ok: true, value: { serialNumber: 'ILM2GB0000009' }, visitorType: 'LAU-HAV-DEV' });
    expect(getVisitorType()).toBe('LAU-HAV-DEV');
    expect(await listMyDevices(as('demo-hav'))).toMatchObject({ ok: true, value: [{ serialNumber: 'ILM2GB0000009' }] });
    expect(await removeMyDevice('ILM2GB0000009', as('demo-hav'))).toEqual({ ok: true, value: undefined, visitorType: 'LAU-HAV' });
    expect(getVisitorType()).toBe('LAU-HAV');
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
