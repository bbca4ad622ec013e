import { describe, expect, it, vi } from 'vitest';
import {
  deviceFailureReason,
  fetchDevices,
  registerDevice,
  removeDevice,
  uploadReceipt,
} from '../../../src/core/services/devices';
import type { HttpFetch, HttpResponseLike } from '../../../src/core/services/http';
import { MULESOFT, failingFetch, hangingFetch, json, text } from '../helpers/fakes';

const USER = { consumerId: 'demo-hav', token: 'token-demo-hav' };
const BASE = '/mock/mulesoft/web/v1/api/v1/consumers/demo-hav/assets';
const HEADERS = { 'Content-Type': 'application/json', client_id: 'demo-client', client_secret: 'demo-secret', channel: 'web', 'x-user-token': 'token-demo-hav' };
const DEVICE = { serialNumber: 'ILM1GB7K2Q9X4', productName: 'IQOS ILUMA PRIME', registeredAt: '2024-09-14T15:22:00Z' };

interface Seen {
  url: string;
  init: RequestInit;
}

/** A fetch stub that keeps the whole init (FormData bodies included). */
function stub(answer: (seen: Seen) => HttpResponseLike): HttpFetch & { seen: Seen[] } {
  const seen: Seen[] = [];
  const impl = (async (url: string, init: RequestInit) => {
    seen.push({ url, init });
    return answer({ url, init });
  }) as unknown as HttpFetch & { seen: Seen[] };
  impl.seen = seen;
  return impl;
}
const noContent = () => text(204, '');

describe('fetchDevices', () => {
  it('GETs the assets with history=false and the consumer headers, and returns the devices', async () => {
    const fetch = stub(() => json(200, { 'response-data': { data: [DEVICE, { productName: 'no serial' }] } }));
    expect(await fetchDevices(MULESOFT, USER, { fetch })).toEqual({ ok: true, value: [DEVICE] });
    expect(fetch.seen[0]!.url).toBe(`${BASE}?history=false`);
    expect(fetch.seen[0]!.init.method).toBe('GET');
    expect(fetch.seen[0]!.init.headers).toEqual(HEADERS);
  });
  it('is unavailable without a list, and not configured without url or token', async () => {
    expect(await fetchDevices(MULESOFT, USER, { fetch: stub(() => json(200, { 'response-data': {} })) })).toEqual({ ok: false, reason: 'unavailable' });
    expect(await fetchDevices({ ...MULESOFT, url: undefined }, USER)).toEqual({ ok: false, reason: 'not-configured' });
    expect(await fetchDevices(MULESOFT, { consumerId: 'demo-hav', token: '' })).toEqual({ ok: false, reason: 'not-configured' });
  });
});

describe('registerDevice', () => {
  it('POSTs { serialNumber, productName? } as JSON and returns the registered device', async () => {
    const fetch = stub(() => json(201, { 'response-data': DEVICE }));
    expect(await registerDevice(MULESOFT, USER, { serialNumber: 'ILM1GB7K2Q9X4' }, { fetch })).toEqual({ ok: true, value: DEVICE });
    expect(fetch.seen[0]!.url).toBe(BASE);
    expect(fetch.seen[0]!.init.method).toBe('POST');
    expect(fetch.seen[0]!.init.headers).toEqual(HEADERS);
    expect(JSON.parse(String(fetch.seen[0]!.init.body))).toEqual({ serialNumber: 'ILM1GB7K2Q9X4' });
    await registerDevice(MULESOFT, USER, { serialNumber: 'ILM1GB7K2Q9X5', productName: 'IQOS ILUMA' }, { fetch });
    expect(JSON.parse(String(fetch.seen[1]!.init.body))).toEqual({ serialNumber: 'ILM1GB7K2Q9X5', productName: 'IQOS ILUMA' });
  });

  it.each([
    [400, { error: 'invalid_serial_number' }, 'invalid-serial'],
    [409, { error: 'duplicate_serial_number' }, 'duplicate'],
    [500, { errors: [{ type: 'InternalServerError' }] }, 'unavailable'],
    [502, undefined, 'unavailable'],
  ] as const)('a %i is %s, and keeps the session', async (status, body, reason) => {
    const onSessionExpired = vi.fn();
    const result = await registerDevice(MULESOFT, USER, { serialNumber: 'X' }, { fetch: stub(() => json(status, body)), onSessionExpired });
    expect(result).toEqual({ ok: false, reason, status });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it.each([401, 403])('a %i is session-expired and clears the session', async (status) => {
    const onSessionExpired = vi.fn();
    const result = await registerDevice(MULESOFT, USER, { serialNumber: 'X' }, { fetch: stub(() => json(status, { error: 'unauthorized' })), onSessionExpired });
    expect(result).toEqual({ ok: false, reason: 'session-expired', status });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('names network failures, timeouts, aborts and malformed answers without clearing the session', async () => {
    const onSessionExpired = vi.fn();
    const serial = { serialNumber: 'ILM1GB7K2Q9X4' };
    expect(await registerDevice(MULESOFT, USER, serial, { fetch: failingFetch(), onSessionExpired })).toEqual({ ok: false, reason: 'network' });
    vi.useFakeTimers();
    try {
      const pending = registerDevice(MULESOFT, USER, serial, { fetch: hangingFetch(), timeoutMs: 100, onSessionExpired });
      await vi.advanceTimersByTimeAsync(100);
      expect(await pending).toEqual({ ok: false, reason: 'timeout' });
    } finally {
      vi.useRealTimers();
    }
    const controller = new AbortController();
    controller.abort();
    expect(await registerDevice(MULESOFT, USER, serial, { fetch: stub(() => json(201, {})), signal: controller.signal })).toEqual({ ok: false, reason: 'aborted' });
    const malformed = stub(() => ({ status: 201, ok: true, text: async () => '{"response-data": {' }));
    expect(await registerDevice(MULESOFT, USER, serial, { fetch: malformed, onSessionExpired })).toEqual({ ok: false, reason: 'unavailable', status: 201 });
    expect(await registerDevice(MULESOFT, USER, serial, { fetch: stub(() => json(201, { 'response-data': {} })) })).toEqual({ ok: false, reason: 'unavailable' });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('removeDevice', () => {
  it('DELETEs …/assets/{serialNumber} (encoded) and succeeds on 204', async () => {
    const fetch = stub(noContent);
    expect(await removeDevice(MULESOFT, USER, 'ILM1GB7K2Q9X4', { fetch })).toEqual({ ok: true, value: undefined });
    expect(fetch.seen[0]!.url).toBe(`${BASE}/ILM1GB7K2Q9X4`);
    expect(fetch.seen[0]!.init.method).toBe('DELETE');
    await removeDevice(MULESOFT, USER, 'a/b', { fetch });
    expect(fetch.seen[1]!.url).toBe(`${BASE}/a%2Fb`);
  });
  it('is not-found for a 404 and not configured without a serial', async () => {
    expect(await removeDevice(MULESOFT, USER, 'NOPE', { fetch: stub(() => json(404, { error: 'not_found' })) })).toEqual({ ok: false, reason: 'not-found', status: 404 });
    expect(await removeDevice(MULESOFT, USER, '')).toEqual({ ok: false, reason: 'not-configured' });
  });
});

describe('uploadReceipt', () => {
  const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])], { type: 'image/png' });
  const RECEIPT = { receiptId: 'rcpt-1', fileName: 'receipt.png', size: 9, uploadedAt: '2026-11-24T05:00:00.000Z' };

  it('POSTs multipart/form-data with the field file, without a Content-Type of its own, and returns the receipt', async () => {
    const fetch = stub(() => json(201, { 'response-data': RECEIPT }));
    expect(await uploadReceipt(MULESOFT, USER, 'ILM1GB7K2Q9X4', png, 'receipt.png', { fetch })).toEqual({ ok: true, value: RECEIPT });
    const { url, init } = fetch.seen[0]!;
    expect(url).toBe(`${BASE}/ILM1GB7K2Q9X4/receipts`);
    expect(init.method).toBe('POST');
    const { 'Content-Type': _dropped, ...rest } = HEADERS;
    expect(init.headers).toEqual(rest);
    expect(init.body).toBeInstanceOf(FormData);
    const file = (init.body as FormData).get('file') as File;
    expect(file.name).toBe('receipt.png');
    expect(file.size).toBe(9);
  });

  it.each([
    [413, { error: 'file_too_large' }, 'too-large'],
    [415, { error: 'unsupported_media_type' }, 'unsupported-type'],
    [400, { error: 'missing_file' }, 'missing-file'],
    [400, undefined, 'missing-file'],
    [404, { error: 'not_found' }, 'not-found'],
    [500, undefined, 'unavailable'],
  ] as const)('a %i (%j) is %s', async (status, body, reason) => {
    const result = await uploadReceipt(MULESOFT, USER, 'ILM1GB7K2Q9X4', png, 'r.png', { fetch: stub(() => json(status, body)), onSessionExpired: () => {} });
    expect(result).toEqual({ ok: false, reason, status });
  });

  it('is unavailable when the answer is not a receipt', async () => {
    const fetch = stub(() => json(201, { 'response-data': { receiptId: 'r' } }));
    expect(await uploadReceipt(MULESOFT, USER, 'ILM1GB7K2Q9X4', png, 'r.png', { fetch })).toEqual({ ok: false, reason: 'unavailable' });
  });
});

describe('deviceFailureReason', () => {
  it('tells a register 400 from an upload 400 by the error code, else by the call', () => {
    expect(deviceFailureReason(400, { error: 'invalid_serial_number' }, true)).toBe('invalid-serial');
    expect(deviceFailureReason(400, { error: 'missing_file' })).toBe('missing-file');
    expect(deviceFailureReason(400, {})).toBe('invalid-serial');
    expect(deviceFailureReason(418)).toBe('unavailable');
  });
});
