import { afterEach, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MAX_RECEIPT_BYTES, multipartFile, receiptType, resetDevices } from '../../../demo/mock/consumer.mjs';
import { handleMock } from '../../../demo/mock/index.mjs';
import { call, MULESOFT, parse } from './call';
import { registerDevice, removeDevice } from '../../../src/core/services/devices';
import { resolveVisitorType } from '../../../src/core/visitor/resolveVisitor';
import { memoryJar } from '../helpers/fakes';

const BASE = '/mock/mulesoft/web/v1/api/v1';
const SEED = 'ILM1GB7K2Q9X4';
const headersOf = (uid: string) => ({ ...MULESOFT, 'Content-Type': 'application/json', channel: 'web', 'x-user-token': `token-${uid}` });
const register = (uid: string, body: unknown, extra: Record<string, string> = {}) =>
  call('POST', `${BASE}/consumers/${uid}/assets`, { headers: { ...headersOf(uid), ...extra }, body: typeof body === 'string' ? body : JSON.stringify(body) });
const list = async (uid: string) => parse(await call('GET', `${BASE}/consumers/${uid}/assets?history=false`, { headers: headersOf(uid) }))['response-data'].data;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x0d, 0x0a, 0xff]);
const PDF = Buffer.from('%PDF-1.7\n%\xe2\xe3\n', 'latin1');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]);
const EXE = Buffer.from('MZ\x90\x00\x03', 'latin1');
const BOUNDARY = '----demoBoundary7MA4YWxkTrZu0gW';

function multipart(file: Buffer | undefined, fileName = 'receipt.png', field = 'file'): Buffer {
  const parts: Buffer[] = [Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n\r\nhello\r\n`)];
  if (file) {
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`, 'utf8'), file, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}
const upload = (uid: string, serial: string, body: Buffer, extra: Record<string, string> = {}) =>
  call('POST', `${BASE}/consumers/${uid}/assets/${serial}/receipts${extra.query ?? ''}`, {
    headers: { ...MULESOFT, channel: 'web', 'x-user-token': `token-${uid}`, 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}`, ...(extra.cookie ? { cookie: extra.cookie } : {}) },
    body,
  });

afterEach(() => resetDevices());

describe('mock devices: register and remove', () => {
  it('registers a device for a persona (201, the asset), listed by the assets call from then on', async () => {
    const response = await register('demo-hav', { serialNumber: 'ILM2GB0000001', productName: 'IQOS ILUMA ONE' });
    expect(response.status).toBe(201);
    expect(response.headers['Content-Type']).toBe('application/json');
    const asset = parse(response)['response-data'];
    expect(asset).toEqual({ serialNumber: 'ILM2GB0000001', productName: 'IQOS ILUMA ONE', registeredAt: expect.any(String) });
    expect(Number.isNaN(Date.parse(asset.registeredAt))).toBe(false);
    expect(await list('demo-hav')).toEqual([asset]);
    const unnamed = parse(await register('demo-hav', { serialNumber: 'ILM2GB0000002' }))['response-data'];
    expect(unnamed.productName).toBe('Device');
  });

  it('refuses a serial already registered, to the same persona or another, with 409', async () => {
    for (const uid of ['demo-dev', 'demo-hav']) {
      const response = await register(uid, { serialNumber: SEED });
      expect(response.status, uid).toBe(409);
      expect(parse(response)).toMatchObject({ error: 'duplicate_serial_number', message: expect.any(String) });
    }
    expect(await list('demo-hav')).toEqual([]);
  });

  it('refuses a serial that is not 13 upper-case letters or digits with 400, and a body that is not JSON', async () => {
    for (const serialNumber of ['ILM1GB7K2Q9X', 'ILM1GB7K2Q9X45', 'ilm1gb7k2q9x5', 'ILM1GB7K2Q9-5', ' ILM1GB7K2Q9X5', '', 12]) {
      const response = await register('demo-hav', { serialNumber });
      expect(response.status, String(serialNumber)).toBe(400);
      expect(parse(response).error).toBe('invalid_serial_number');
    }
    expect((await register('demo-hav', '{"serialNumber":')).status).toBe(400);
    expect((await register('demo-hav', undefined as unknown as string)).status).toBe(400);
  });

  it('removes a device of the persona (204), 404 for one it does not own', async () => {
    expect((await call('DELETE', `${BASE}/consumers/demo-hav/assets/${SEED}`, { headers: headersOf('demo-hav') })).status).toBe(404);
    const removed = await call('DELETE', `${BASE}/consumers/demo-dev/assets/${SEED}`, { headers: headersOf('demo-dev') });
    expect(removed.status).toBe(204);
    expect(removed.body).toBe('');
    expect(await list('demo-dev')).toEqual([]);
    // the serial is free again
    expect((await register('demo-hav', { serialNumber: SEED })).status).toBe(201);
  });

  it('asks for the client and the user token as the other consumer calls do', async () => {
    expect((await register('demo-hav', { serialNumber: 'ILM2GB0000001' }, { 'x-user-token': 'token-demo-dev' })).status).toBe(401);
    expect((await call('DELETE', `${BASE}/consumers/demo-dev/assets/${SEED}`, { headers: { 'x-user-token': 'token-demo-dev' } })).status).toBe(401);
    expect((await register('nobody', { serialNumber: 'ILM2GB0000001' })).status).toBe(404);
  });

  it('makes a verified persona a device owner (what resolveVisitorType counts), and back on removal', async () => {
    expect(await list('demo-hav')).toHaveLength(0);
    await register('demo-hav', { serialNumber: 'ILM2GB0000003' });
    expect(await list('demo-hav')).toHaveLength(1);
    await call('DELETE', `${BASE}/consumers/demo-hav/assets/ILM2GB0000003`, { headers: headersOf('demo-hav') });
    expect(await list('demo-hav')).toHaveLength(0);
  });

  it('through the server, a verified persona resolves to LAU-HAV-DEV after registering, and back after removing', async () => {
    const server = http.createServer((req, res) => void handleMock(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const config = { url: `http://127.0.0.1:${port}/mock/mulesoft`, clientId: 'demo-client', clientSecret: 'demo-secret', channel: 'web' };
      const user = { consumerId: 'demo-hav', token: 'token-demo-hav' };
      const resolve = async (uid: string) =>
        (await resolveVisitorType({ muleSoftConfig: config, cookies: memoryJar({ brand_uid: uid, brand_token: `token-${uid}` }), onSessionExpired: () => {} })).visitorType;
      expect(await resolve('demo-hav')).toBe('LAU-HAV');
      expect(await registerDevice(config, user, { serialNumber: 'ILM2GB0000004' })).toMatchObject({ ok: true, value: { serialNumber: 'ILM2GB0000004' } });
      expect(await resolve('demo-hav')).toBe('LAU-HAV-DEV');
      expect(await registerDevice(config, user, { serialNumber: 'ILM2GB0000004' })).toEqual({ ok: false, reason: 'duplicate', status: 409 });
      expect(await removeDevice(config, user, 'ILM2GB0000004')).toEqual({ ok: true, value: undefined });
      expect(await resolve('demo-hav')).toBe('LAU-HAV');
      // not verified: a device does not make an owner
      const lau = { consumerId: 'demo-lau', token: 'token-demo-lau' };
      expect((await registerDevice(config, lau, { serialNumber: 'ILM2GB0000005' })).ok).toBe(true);
      expect(await resolve('demo-lau')).toBe('LAU');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('applies the fault injection', async () => {
    const response = await register('demo-hav', { serialNumber: 'ILM2GB0000001' }, { cookie: 'demo_fault=500; demo_fault_path=/assets' });
    expect(response.status).toBe(500);
    expect(await list('demo-hav')).toEqual([]);
  });
});

describe('mock devices: receipt upload', () => {
  it('stores a PNG, PDF or JPEG receipt for the device (201) and lists it with the device', async () => {
    let n = 0;
    for (const [bytes, name] of [[PNG, 'receipt.png'], [PDF, 'C:\\Users\\me\\receipt.pdf'], [JPEG, 'kassenbon-ü.jpg']] as const) {
      const response = await upload('demo-dev', SEED, multipart(bytes, name));
      expect(response.status, name).toBe(201);
      n += 1;
      expect(parse(response)['response-data']).toEqual({ receiptId: `rcpt-${n}`, fileName: name.split('\\').pop(), size: bytes.length, uploadedAt: expect.any(String) });
    }
    const [device] = await list('demo-dev');
    expect(device.receipts.map((receipt: { fileName: string }) => receipt.fileName)).toEqual(['receipt.png', 'receipt.pdf', 'kassenbon-ü.jpg']);
  });

  it('refuses by content: an .exe renamed .png is 415', async () => {
    const response = await upload('demo-dev', SEED, multipart(EXE, 'photo.png'));
    expect(response.status).toBe(415);
    expect(parse(response).error).toBe('unsupported_media_type');
  });

  it('refuses a file over 4,194,304 bytes with 413, and takes one of exactly that size', async () => {
    const exact = Buffer.alloc(MAX_RECEIPT_BYTES, 0);
    PNG.copy(exact);
    expect((await upload('demo-dev', SEED, multipart(exact))).status).toBe(201);
    const over = Buffer.alloc(MAX_RECEIPT_BYTES + 1, 0);
    PNG.copy(over);
    const response = await upload('demo-dev', SEED, multipart(over));
    expect([response.status, parse(response).error]).toEqual([413, 'file_too_large']);
  });

  it('answers 400 without a file field or with an empty file, 404 for a device the persona does not own', async () => {
    expect(parse(await upload('demo-dev', SEED, multipart(undefined))).error).toBe('missing_file');
    expect((await upload('demo-dev', SEED, multipart(Buffer.alloc(0)))).status).toBe(400);
    expect((await upload('demo-dev', SEED, multipart(PNG, 'r.png', 'other'))).status).toBe(400);
    expect((await upload('demo-hav', SEED, multipart(PNG))).status).toBe(404);
    expect((await upload('demo-lau', SEED, multipart(PNG), {})).status).toBe(404);
  });

  it('applies the fault injection', async () => {
    expect((await upload('demo-dev', SEED, multipart(PNG), { query: '?demo_fault=500' })).status).toBe(500);
    expect((await list('demo-dev'))[0].receipts).toBeUndefined();
  });

  it('through the server: reads the bytes as bytes, up to its own limit (a 5 MB file gets the named 413)', async () => {
    const server = http.createServer((req, res) => void handleMock(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const send = (body: Buffer) =>
        fetch(`http://127.0.0.1:${port}${BASE}/consumers/demo-dev/assets/${SEED}/receipts`, {
          method: 'POST',
          headers: { ...MULESOFT, channel: 'web', 'x-user-token': 'token-demo-dev', 'Content-Type': `multipart/form-data; boundary=${BOUNDARY}` },
          body: new Uint8Array(body),
        });
      const ok = await send(multipart(PNG));
      expect(ok.status).toBe(201);
      expect((await ok.json())['response-data'].size).toBe(PNG.length);
      const big = Buffer.alloc(5_000_000, 0);
      PNG.copy(big);
      const tooLarge = await send(multipart(big));
      expect(tooLarge.status).toBe(413);
      expect((await tooLarge.json()).error).toBe('file_too_large');
      // and a real FormData, as the service sends it
      const form = new FormData();
      form.append('file', new Blob([PDF]), 'receipt.pdf');
      const viaForm = await fetch(`http://127.0.0.1:${port}${BASE}/consumers/demo-dev/assets/${SEED}/receipts`, {
        method: 'POST',
        headers: { ...MULESOFT, channel: 'web', 'x-user-token': 'token-demo-dev' },
        body: form,
      });
      expect(viaForm.status).toBe(201);
      expect((await viaForm.json())['response-data']).toMatchObject({ fileName: 'receipt.pdf', size: PDF.length });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

describe('mock receipt helpers', () => {
  it('knows a receipt by its first bytes', () => {
    expect(receiptType(PNG)).toBe('image/png');
    expect(receiptType(PDF)).toBe('application/pdf');
    expect(receiptType(JPEG)).toBe('image/jpeg');
    expect(receiptType(EXE)).toBeUndefined();
    expect(receiptType(Buffer.from('%PDF'))).toBeUndefined();
    expect(receiptType(Buffer.from([0xff, 0xd8]))).toBeUndefined();
  });
  it('finds the file part only in a multipart body', () => {
    expect(multipartFile('application/json', multipart(PNG))).toBeUndefined();
    expect(multipartFile(`multipart/form-data; boundary="${BOUNDARY}"`, multipart(PNG))?.bytes.equals(PNG)).toBe(true);
  });
});
