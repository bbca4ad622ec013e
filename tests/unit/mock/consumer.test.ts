import { describe, expect, it } from 'vitest';
import { call, MULESOFT, parse } from './call';

const BASE = '/mock/mulesoft/web/v1/api/v1';
const as = (uid: string) => ({ headers: { ...MULESOFT, 'Content-Type': 'application/json', channel: 'web', 'x-user-token': `token-${uid}` } });

function expectJsonHeaders(response: { headers: Record<string, string> }) {
  expect(response.headers['Content-Type']).toBe('application/json');
  expect(response.headers['Cache-Control']).toBe('no-store');
}

describe('mock legal age', () => {
  it('answers the gb legal age to the demo client', async () => {
    const response = await call('GET', '/mock/legal/markets/gb/legal-ages?channelId=web&brandId=zyn', { headers: MULESOFT });
    expect(response.status).toBe(200);
    expectJsonHeaders(response);
    expect(parse(response)).toEqual([{ legalAge: 18, marketId: 'gb', type: 'NICOTINE' }]);
  });
  it('refuses a call without the client credentials, and 404s an unknown market', async () => {
    expect((await call('GET', '/mock/legal/markets/gb/legal-ages')).status).toBe(401);
    expect((await call('GET', '/mock/legal/markets/zz/legal-ages', { headers: MULESOFT })).status).toBe(404);
  });
});

describe('mock consumer, assets and loyalty (demo personas)', () => {
  it('answers each persona with its verification, devices and tier', async () => {
    const expected = {
      'demo-lau': { status: 'NOT_VERIFIED', devices: 0, tier: 'SILVER' },
      'demo-hav': { status: 'VERIFIED', devices: 0, tier: 'GOLD' },
      'demo-dev': { status: 'VERIFIED', devices: 1, tier: 'PLATINUM' },
    };
    for (const [uid, want] of Object.entries(expected)) {
      const consumer = await call('GET', `${BASE}/consumer/${uid}`, as(uid));
      expect(consumer.status, uid).toBe(200);
      expectJsonHeaders(consumer);
      const data = parse(consumer)['response-data'];
      expect(data.profile).toMatchObject({ consumerId: uid, firstName: expect.any(String), lastName: expect.any(String), email: expect.stringContaining('@') });
      expect(data.profile.birthYear).toBeLessThanOrEqual(new Date().getFullYear() - 18);
      expect(data.hardAgeVerification[0].hardAVStatus).toBe(want.status);

      const assets = await call('GET', `${BASE}/consumers/${uid}/assets?history=false`, as(uid));
      expect(assets.status).toBe(200);
      const devices = parse(assets)['response-data'].data;
      expect(devices).toHaveLength(want.devices);
      for (const device of devices) expect(device).toEqual({ serialNumber: expect.any(String), productName: expect.any(String), registeredAt: expect.any(String) });

      const loyalty = await call('GET', `${BASE}/consumer/${uid}/loyalty?countryIsoCode=GB`, as(uid));
      expect(parse(loyalty)['response-data'].tierInformation.currentTier).toBe(want.tier);
    }
  });

  it('answers 401 with an error body when x-user-token is not token-<consumerId>', async () => {
    for (const path of [`${BASE}/consumer/demo-dev`, `${BASE}/consumers/demo-dev/assets?history=false`, `${BASE}/consumer/demo-dev/loyalty?countryIsoCode=GB`]) {
      const wrong = await call('GET', path, as('demo-lau'));
      expect(wrong.status, path).toBe(401);
      expectJsonHeaders(wrong);
      expect(parse(wrong)).toMatchObject({ error: 'unauthorized', message: expect.any(String) });
      const missing = await call('GET', path, { headers: MULESOFT });
      expect(missing.status, path).toBe(401);
    }
  });

  it('answers 401 without the client credentials, even with the right user token', async () => {
    const response = await call('GET', `${BASE}/consumer/demo-dev`, { headers: { 'x-user-token': 'token-demo-dev' } });
    expect(response.status).toBe(401);
    expect(parse(response).error).toBe('invalid_client');
  });

  it('answers 404 for an id that is not a persona', async () => {
    const response = await call('GET', `${BASE}/consumer/someone-else`, as('someone-else'));
    expect(response.status).toBe(404);
    expect(parse(response)).toMatchObject({ error: 'not_found' });
    expect((await call('GET', `${BASE}/consumers/someone-else/assets?history=false`, as('someone-else'))).status).toBe(404);
  });

  it('does not let the prototype pass for a persona', async () => {
    expect((await call('GET', `${BASE}/consumer/__proto__`, as('__proto__'))).status).toBe(404);
    expect((await call('GET', `${BASE}/consumer/constructor`, as('constructor'))).status).toBe(404);
  });
});

describe('mock login (brand-login)', () => {
  const post = (body: unknown, headers: Record<string, string> = MULESOFT) =>
    call('POST', `${BASE}/consumer/login`, { headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  it("signs each persona in by email with the demo password, answering the consumer id and the persona's token", async () => {
    for (const [email, uid] of [
      ['laura.underwood@example.co.uk', 'demo-lau'],
      ['Harvey.Avery@example.co.uk ', 'demo-hav'],
      ['devi.patel@example.co.uk', 'demo-dev'],
    ]) {
      const response = await post({ email, password: 'demo1234' });
      expect(response.status, email).toBe(200);
      expect(parse(response)['response-data']).toEqual({ consumerId: uid, token: `token-${uid}`, expiresIn: 28800 });
    }
  });
  it('answers 401 for a wrong password or an unknown email, 423 for the locked account, 400 without both fields', async () => {
    expect((await post({ email: 'laura.underwood@example.co.uk', password: 'wrong' })).status).toBe(401);
    expect(parse(await post({ email: 'nobody@example.co.uk', password: 'demo1234' })).error).toBe('invalid_credentials');
    const locked = await post({ email: 'locked@example.co.uk', password: 'demo1234' });
    expect([locked.status, parse(locked).error]).toEqual([423, 'account_locked']);
    expect((await post({ email: 'laura.underwood@example.co.uk' })).status).toBe(400);
  });
  it('refuses a client without its credentials', async () => {
    const response = await post({ email: 'laura.underwood@example.co.uk', password: 'demo1234' }, {});
    expect([response.status, parse(response).error]).toEqual([401, 'invalid_client']);
  });
});
