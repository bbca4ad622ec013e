import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleMock } from '../../../demo/mock/index.mjs';
import { resetDataRequests, EXPIRY_DAYS } from '../../../demo/mock/consumerDataRequests.mjs';
import { MAX_SANDBOXES } from '../../../demo/mock/personaSandbox.mjs';
import { fetchDataRequests, requestDataCopy, readDataRequest, dataRequestFailureReason } from '../../../src/core/services/dataRequests';

let server: http.Server;
let origin = '';
beforeAll(async () => {
  server = http.createServer((req, res) => void handleMock(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => resetDataRequests());

const config = () => ({ url: `${origin}/mock/mulesoft`, clientId: 'demo-client', clientSecret: 'demo-secret', channel: 'web' });
const as = (uid: string) => ({ consumerId: uid, token: `token-${uid}` });
const statuses = async (uid: string) => {
  const result = await fetchDataRequests(config(), as(uid));
  if (!result.ok) throw new Error(result.reason);
  return result.value;
};

describe('data requests: the mock and the service', () => {
  it("reads a persona's requests newest first: demo-dev has a ready copy (and an older expired one), demo-hav none", async () => {
    const dev = await statuses('demo-dev');
    expect(dev.map((request) => request.status)).toEqual(['ready', 'expired']);
    const [ready] = dev;
    expect(ready?.downloadUrl).toBe('/mock/mulesoft/web/v1/api/v1/consumer/demo-dev/data-requests/dr-dev-2/download');
    expect(Date.parse(ready!.expiresAt!) - Date.parse(ready!.readyAt!)).toBe(EXPIRY_DAYS * 24 * 3600 * 1000);
    expect(dev[1]?.downloadUrl).toBeUndefined();
    expect(await statuses('demo-hav')).toEqual([]);
  });

  it('a request starts received and advances one step per read to ready, with its download and expiry', async () => {
    const uid = 'demo-hav.dr1';
    const created = await requestDataCopy(config(), as(uid), { format: 'json' });
    expect(created).toEqual({ ok: true, value: { requestId: expect.any(String), status: 'received', requestedAt: expect.any(String), format: 'json' } });
    expect((await statuses(uid))[0]?.status).toBe('processing');
    const [ready] = await statuses(uid);
    expect(ready).toMatchObject({ status: 'ready', readyAt: expect.any(String), expiresAt: expect.any(String) });
    expect(ready?.downloadUrl).toContain(`/consumer/${uid}/data-requests/`);
    // a ready copy stays ready
    expect((await statuses(uid))[0]?.status).toBe('ready');
    // the persona itself is untouched
    expect(await statuses('demo-hav')).toEqual([]);
  });

  it('refuses a second request while one is in progress (409 in-progress), accepts one once it is ready', async () => {
    const uid = 'demo-hav.dr2';
    expect((await requestDataCopy(config(), as(uid))).ok).toBe(true);
    expect(await requestDataCopy(config(), as(uid))).toMatchObject({ ok: false, reason: 'in-progress', status: 409 });
    await statuses(uid);
    expect(await requestDataCopy(config(), as(uid))).toMatchObject({ ok: false, reason: 'in-progress' });
    await statuses(uid);
    const again = await requestDataCopy(config(), as(uid));
    expect(again.ok).toBe(true);
    const list = await statuses(uid);
    expect(list.map((request) => request.status)).toEqual(['processing', 'ready']);
  });

  it('refuses an unknown format (400 invalid-format) and a stranger (401, session-expired)', async () => {
    expect(await requestDataCopy(config(), as('demo-hav.dr3'), { format: 'xml' as 'json' })).toMatchObject({ ok: false, reason: 'invalid-format', status: 400 });
    let expired = 0;
    const denied = await fetchDataRequests(config(), { consumerId: 'demo-hav', token: 'token-demo-dev' }, { onSessionExpired: () => (expired += 1) });
    expect(denied).toMatchObject({ ok: false, reason: 'session-expired', status: 401 });
    expect(expired).toBe(1);
  });

  it('serves the copy as a JSON file of the persona, only to its owner (session cookies or the token header)', async () => {
    const path = '/mock/mulesoft/web/v1/api/v1/consumer/demo-dev/data-requests/dr-dev-2/download';
    const owner = await fetch(`${origin}${path}`, { headers: { cookie: 'brand_uid=demo-dev; brand_token=token-demo-dev' } });
    expect(owner.status).toBe(200);
    expect(owner.headers.get('content-disposition')).toBe('attachment; filename="my-data-dr-dev-2.json"');
    const copy = await owner.json();
    expect(copy.profile).toMatchObject({ consumerId: 'demo-dev', email: 'devi.patel@example.co.uk' });
    expect(copy.devices[0].serialNumber).toBe('ILM1GB7K2Q9X4');
    for (const cookie of ['', 'brand_uid=demo-hav; brand_token=token-demo-hav', 'brand_uid=demo-dev; brand_token=token-demo-hav']) {
      expect((await fetch(`${origin}${path}`, { headers: { cookie } })).status).toBe(403);
    }
    const expired = await fetch(`${origin}${path.replace('dr-dev-2', 'dr-dev-1')}`, { headers: { 'x-user-token': 'token-demo-dev' } });
    expect(expired.status).toBe(410);
  });

  it('a copy not ready yet is 409; an unknown one 404', async () => {
    const uid = 'demo-hav.dr4';
    const created = await requestDataCopy(config(), as(uid));
    const id = created.ok ? created.value.requestId : '';
    const base = `${origin}/mock/mulesoft/web/v1/api/v1/consumer/${uid}/data-requests`;
    const headers = { 'x-user-token': `token-${uid}` };
    expect((await fetch(`${base}/${id}/download`, { headers })).status).toBe(409);
    expect((await fetch(`${base}/nope/download`, { headers })).status).toBe(404);
  });

  it('reads answers defensively and names refusals', () => {
    expect(readDataRequest({ requestId: 'a', status: 'done', requestedAt: 'x' })).toBeUndefined();
    expect(readDataRequest({ requestId: 'a', status: 'ready', requestedAt: '2026-01-01T00:00:00Z', downloadUrl: '', format: 'csv' })).toEqual({ requestId: 'a', status: 'ready', requestedAt: '2026-01-01T00:00:00Z' });
    expect(dataRequestFailureReason(409, { error: 'request_in_progress' })).toBe('in-progress');
    expect(dataRequestFailureReason(400, {})).toBe('invalid-format');
    expect(dataRequestFailureReason(500, {})).toBe('unavailable');
  });

  it("making room for test copies never drops a demo persona's own requests", async () => {
    const made = await requestDataCopy(config(), as('demo-hav'), {});
    expect(made.ok).toBe(true);
    // more test copies than the mock keeps: the oldest copies go, demo-hav (older than all of them) stays
    for (let index = 0; index < MAX_SANDBOXES + 4; index += 1) await statuses(`demo-lau.room${index}`);
    expect((await statuses('demo-hav')).map((request) => request.requestId)).toEqual([made.ok ? made.value.requestId : '']);
  });
});
