/**
 * A stand-in for the consumer service's device calls in element tests (no mock server here): the consumer
 * profile (verified), the assets list, register (400 / 409 like the mock), remove, from memory. `fail` answers
 * the next calls of one kind with a 500. `install()` replaces window.fetch and sets the session cookies.
 */
import { pageConfig } from '../../src/core/stores/pageConfig';
import { visitorPending, visitorStore } from '../../src/core/stores/visitor';

export const MULESOFT = { url: 'https://consumer.test/api', clientId: 'id', clientSecret: 'secret', channel: 'web' };
const BASE = `${MULESOFT.url}/web/v1/api/v1`;

export interface StubDevice { serialNumber: string; productName?: string; registeredAt?: string; receipts?: unknown[] }
export interface DevicesStub {
  devices: StubDevice[];
  calls: { method: string; url: string; body?: unknown }[];
  fail: Partial<Record<'list' | 'register' | 'remove', boolean>>;
  /** hold the next register answer until release() */
  hold?: Promise<void>;
  /** hold the next list answer until it resolves */
  holdList?: Promise<void>;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const realFetch = window.fetch;

export function installDevices(devices: StubDevice[] = []): DevicesStub {
  const stub: DevicesStub = { devices: devices.map((device) => ({ ...device })), calls: [], fail: {} };
  document.cookie = 'brand_uid=demo-test; Path=/';
  document.cookie = 'brand_token=token-test; Path=/';
  pageConfig.set({ muleSoftConfig: MULESOFT });
  visitorPending.set(false);
  visitorStore.set(devices.length ? 'LAU-HAV-DEV' : 'LAU-HAV');
  window.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    stub.calls.push({ method, url, body });
    if (url.startsWith(`${BASE}/consumer/`)) {
      return json({ 'response-data': { profile: { consumerId: 'demo-test' }, hardAgeVerification: [{ hardAVStatus: 'VERIFIED' }] } });
    }
    const assets = url.match(/\/consumers\/[^/]+\/assets(?:\/([^/?]+))?(\?.*)?$/);
    if (!assets) return json({}, 404);
    const serial = assets[1] && decodeURIComponent(assets[1]);
    if (method === 'GET') {
      if (stub.holdList) await stub.holdList;
      if (stub.fail.list) return json({ error: 'boom' }, 500);
      return json({ 'response-data': { data: stub.devices.map((device) => ({ ...device })) } });
    }
    if (method === 'POST') {
      if (stub.hold) await stub.hold;
      if (stub.fail.register) return json({ error: 'boom' }, 500);
      const serialNumber = String(body?.serialNumber ?? '');
      if (!/^[A-Z0-9]{13}$/.test(serialNumber)) return json({ error: 'invalid_serial_number' }, 400);
      if (serialNumber === 'ILM1GB7K2Q9X4' || stub.devices.some((device) => device.serialNumber === serialNumber)) return json({ error: 'duplicate_serial_number' }, 409);
      const device = { serialNumber, productName: body?.productName, registeredAt: '2026-11-20T10:00:00Z' };
      stub.devices.push(device);
      return json({ 'response-data': device }, 201);
    }
    if (method === 'DELETE') {
      if (stub.fail.remove) return json({ error: 'boom' }, 500);
      const index = stub.devices.findIndex((device) => device.serialNumber === serial);
      if (index < 0) return json({ error: 'not_found' }, 404);
      stub.devices.splice(index, 1);
      return new Response(null, { status: 204 });
    }
    return json({}, 405);
  }) as typeof fetch;
  return stub;
}

export function restoreDevices(): void {
  window.fetch = realFetch;
  for (const name of ['brand_uid', 'brand_token']) document.cookie = `${name}=; Path=/; Max-Age=0`;
  pageConfig.set({});
  visitorStore.set('LAS');
  try {
    sessionStorage.clear();
  } catch {
    // blocked
  }
}

export const PRIME = { serialNumber: 'ILM1GB7K2Q9X4', productName: 'IQOS ILUMA PRIME', registeredAt: '2024-09-14T15:22:00Z', receipts: [{ receiptId: 'r1', fileName: 'receipt.pdf', size: 10, uploadedAt: '2024-09-15T09:00:00Z' }] };
export const ONE = { serialNumber: 'ABCDEFGHJK123', productName: 'IQOS ILUMA ONE', registeredAt: '2026-01-02T10:00:00Z' };
