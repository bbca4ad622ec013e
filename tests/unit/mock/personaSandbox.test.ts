import { afterEach, describe, expect, it } from 'vitest';
import { resetDevices } from '../../../demo/mock/consumer.mjs';
import { resetAccounts } from '../../../demo/mock/occAccount.mjs';
import { sandboxBase } from '../../../demo/mock/personaSandbox.mjs';
import { call, MULESOFT, parse } from './call';

const BASE = '/mock/mulesoft/web/v1/api/v1';
const SEED = 'ILM1GB7K2Q9X4';
const headersOf = (uid: string) => ({ ...MULESOFT, 'Content-Type': 'application/json', channel: 'web', 'x-user-token': `token-${uid}` });
const list = async (uid: string) => parse(await call('GET', `${BASE}/consumers/${uid}/assets?history=false`, { headers: headersOf(uid) }))['response-data'].data;
const register = (uid: string, serialNumber: string) =>
  call('POST', `${BASE}/consumers/${uid}/assets`, { headers: headersOf(uid), body: JSON.stringify({ serialNumber }) });

afterEach(() => {
  resetDevices();
  resetAccounts();
});

describe('mock persona sandboxes (a test\'s own copy of a persona)', () => {
  it('names the persona a sandbox copies, and nothing else', () => {
    expect(sandboxBase('demo-hav.t1a2b')).toBe('demo-hav');
    expect(sandboxBase('demo-dev.x-1')).toBe('demo-dev');
    for (const id of ['demo-hav', 'demo-hav.', 'demo-hav.UPPER', 'demo-xyz.t1', 'demo-hav.t1.t2', `demo-lau.${'a'.repeat(41)}`, 42]) {
      expect(sandboxBase(id)).toBeUndefined();
    }
  });

  it('starts as the persona and keeps its changes to itself', async () => {
    expect(await list('demo-dev.t1')).toEqual(await list('demo-dev'));
    expect((await call('GET', `${BASE}/consumer/demo-dev.t1`, { headers: headersOf('demo-dev.t1') })).status).toBe(200);
    expect(parse(await call('GET', `${BASE}/consumer/demo-dev.t1`, { headers: headersOf('demo-dev.t1') }))['response-data'].profile.consumerId).toBe('demo-dev.t1');
    expect((await register('demo-hav.t1', 'ILM2GB0000009')).status).toBe(201);
    expect(await list('demo-hav.t1')).toHaveLength(1);
    expect(await list('demo-hav')).toEqual([]);
    expect(await list('demo-hav.t2')).toEqual([]);
    // another copy may register the same serial; a demo persona's serial is a duplicate for every copy
    expect((await register('demo-hav.t2', 'ILM2GB0000009')).status).toBe(201);
    expect((await register('demo-hav.t3', SEED)).status).toBe(409);
  });

  it('refuses a made-up id as before (404) and a token for another consumer (401)', async () => {
    expect((await call('GET', `${BASE}/consumers/demo-zzz.t1/assets`, { headers: headersOf('demo-zzz.t1') })).status).toBe(404);
    expect((await call('GET', `${BASE}/consumers/demo-hav.t1/assets`, { headers: headersOf('demo-hav') })).status).toBe(401);
  });
});
