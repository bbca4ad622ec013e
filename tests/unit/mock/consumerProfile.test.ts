import { afterEach, beforeAll, afterAll, describe, expect, it, vi } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleMock } from '../../../demo/mock/index.mjs';
import { resetProfiles } from '../../../demo/mock/consumerProfile.mjs';
import { fetchProfile, sendOtp, updateProfile, verifyOtp, failureNumber } from '../../../src/core/services/consumerProfile';

let server: http.Server;
let origin = '';
beforeAll(async () => {
  server = http.createServer((req, res) => void handleMock(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => resetProfiles());

const config = () => ({ url: `${origin}/mock/mulesoft`, clientId: 'demo-client', clientSecret: 'demo-secret', channel: 'web' });
const as = (uid: string) => ({ consumerId: uid, token: `token-${uid}` });
const demoCode = async (uid: string, token = `token-${uid}`) =>
  (await fetch(`${origin}/mock/demo/otp`, { headers: { cookie: `brand_uid=${uid}; brand_token=${token}` } })).json() as Promise<Record<string, unknown>>;

describe('profile and one-time passwords: the mock and the service', () => {
  it('saves a name change directly, on the test copy only', async () => {
    const uid = 'demo-hav.profile1';
    const saved = await updateProfile(config(), as(uid), { firstName: 'Harry' });
    expect(saved.ok && saved.value.firstName).toBe('Harry');
    const read = await fetchProfile(config(), as(uid));
    expect(read.ok && read.value.firstName).toBe('Harry');
    const persona = await fetchProfile(config(), as('demo-hav'));
    expect(persona.ok && persona.value.firstName).toBe('Harvey');
  });

  it('refuses a new e-mail without a token (422), a bad value (400), another member\'s e-mail (409)', async () => {
    const uid = 'demo-hav.profile2';
    expect(await updateProfile(config(), as(uid), { email: 'new@example.com' })).toMatchObject({ ok: false, reason: 'verification-required', status: 422 });
    expect(await updateProfile(config(), as(uid), { phone: '123' })).toMatchObject({ ok: false, reason: 'invalid-phone', status: 400 });
    expect(await updateProfile(config(), as(uid), { lastName: 'R2D2' })).toMatchObject({ ok: false, reason: 'invalid-last-name' });
    expect(await updateProfile(config(), as(uid), { email: 'laura.underwood@example.co.uk' })).toMatchObject({ ok: false, reason: 'email-taken', status: 409 });
    expect(await sendOtp(config(), as(uid), { field: 'email', value: 'laura.underwood@example.co.uk' })).toMatchObject({ ok: false, reason: 'email-taken', status: 409 });
    expect(await sendOtp(config(), as(uid), { field: 'email', value: 'nope' })).toMatchObject({ ok: false, reason: 'invalid-value' });
  });

  it('sends a code (only its owner sees it), refuses a resend before 30 s, counts wrong codes, then saves with the token', async () => {
    const uid = 'demo-hav.profile3';
    const sent = await sendOtp(config(), as(uid), { field: 'email', value: 'Harvey.New@example.com' });
    expect(sent).toMatchObject({ ok: true, value: { otpId: expect.any(String), resendAfterSeconds: 30, attemptsLeft: 3 } });
    if (!sent.ok) return;
    expect(Date.parse(sent.value.expiresAt) - Date.now()).toBeGreaterThan(9 * 60_000);
    const again = await sendOtp(config(), as(uid), { field: 'email', value: 'harvey.new@example.com' });
    expect(again).toMatchObject({ ok: false, reason: 'resend-too-soon', status: 429 });
    expect(failureNumber(!again.ok && again.body, 'retryAfterSeconds')).toBeGreaterThan(25);

    const pending = await demoCode(uid);
    expect(pending).toMatchObject({ pending: true, field: 'email', value: 'harvey.new@example.com', code: expect.stringMatching(/^\d{6}$/) });
    expect(await demoCode('demo-hav.other')).toEqual({ pending: false });
    expect((await fetch(`${origin}/mock/demo/otp`, { headers: { cookie: `brand_uid=${uid}; brand_token=wrong` } })).status).toBe(401);

    const code = String(pending.code);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await verifyOtp(config(), as(uid), sent.value.otpId, wrong);
    expect(refused).toMatchObject({ ok: false, reason: 'invalid-code', status: 400 });
    expect(failureNumber(!refused.ok && refused.body, 'attemptsLeft')).toBe(2);
    const read = await fetchProfile(config(), as(uid));
    expect(read.ok && read.value.email).toBe('harvey.avery@example.co.uk');

    const verified = await verifyOtp(config(), as(uid), sent.value.otpId, code);
    expect(verified.ok).toBe(true);
    if (!verified.ok) return;
    // the token is for that value only
    expect(await updateProfile(config(), as(uid), { email: 'other@example.com', verificationToken: verified.value.verificationToken })).toMatchObject({ reason: 'verification-required' });
    const saved = await updateProfile(config(), as(uid), { email: 'harvey.new@example.com', verificationToken: verified.value.verificationToken });
    expect(saved.ok && saved.value.email).toBe('harvey.new@example.com');
    expect(await demoCode(uid)).toEqual({ pending: false });
  });

  it('after three wrong codes the code is gone (410)', async () => {
    const uid = 'demo-dev.profile4';
    const sent = await sendOtp(config(), as(uid), { field: 'phone', value: '07700 900123' });
    if (!sent.ok) throw new Error('not sent');
    const code = String((await demoCode(uid)).code);
    const wrong = code === '000000' ? '111111' : '000000';
    for (const left of [2, 1, 0]) {
      const result = await verifyOtp(config(), as(uid), sent.value.otpId, wrong);
      expect(failureNumber(!result.ok && result.body, 'attemptsLeft')).toBe(left);
    }
    expect(await verifyOtp(config(), as(uid), sent.value.otpId, code)).toMatchObject({ ok: false, reason: 'too-many-attempts', status: 410 });
    expect(await verifyOtp(config(), as(uid), 'otp-unknown', code)).toMatchObject({ ok: false, reason: 'expired', status: 404 });
  });

  it('one resend delay per consumer: after 3 wrong codes a send is 429; A then B then A is 429', async () => {
    const uid = 'demo-dev.profile5';
    const sent = await sendOtp(config(), as(uid), { field: 'email', value: 'a.new@example.com' });
    if (!sent.ok) throw new Error('not sent');
    const code = String((await demoCode(uid)).code);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i += 1) await verifyOtp(config(), as(uid), sent.value.otpId, wrong);
    expect(await sendOtp(config(), as(uid), { field: 'email', value: 'a.new@example.com' })).toMatchObject({ ok: false, reason: 'resend-too-soon', status: 429 });
    expect(await sendOtp(config(), as(uid), { field: 'email', value: 'b.new@example.com' })).toMatchObject({ ok: false, reason: 'resend-too-soon', status: 429 });
    expect(await sendOtp(config(), as(uid), { field: 'phone', value: '07700 900123' })).toMatchObject({ ok: false, reason: 'resend-too-soon', status: 429 });
    const back = await sendOtp(config(), as(uid), { field: 'email', value: 'a.new@example.com' });
    expect(back).toMatchObject({ ok: false, reason: 'resend-too-soon', status: 429 });
    expect(failureNumber(!back.ok && back.body, 'retryAfterSeconds')).toBeGreaterThan(25);
  });

  it('at most 5 codes per consumer an hour: the sixth is 429 too_many_codes with the wait', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const uid = 'demo-dev.profile6';
      for (let i = 0; i < 5; i += 1) {
        expect((await sendOtp(config(), as(uid), { field: 'email', value: `n${i}@example.com` })).ok).toBe(true);
        vi.setSystemTime(Date.now() + 31_000);
      }
      const sixth = await sendOtp(config(), as(uid), { field: 'email', value: 'n6@example.com' });
      expect(sixth).toMatchObject({ ok: false, reason: 'resend-too-soon', status: 429, body: { error: 'too_many_codes' } });
      expect(failureNumber(!sixth.ok && sixth.body, 'retryAfterSeconds')).toBeGreaterThan(3000);
      vi.setSystemTime(Date.now() + 60 * 60_000);
      expect((await sendOtp(config(), as(uid), { field: 'email', value: 'n6@example.com' })).ok).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('resetProfiles puts the personas back as seeded', async () => {
    await updateProfile(config(), as('demo-lau'), { lastName: 'Changed' });
    resetProfiles();
    const read = await fetchProfile(config(), as('demo-lau'));
    expect(read.ok && read.value.lastName).toBe('Underwood');
  });
});

describe('a test copy of an edited persona', () => {
  it('starts from the seeded profile, not the edited one', async () => {
    const { PERSONAS, personaOf } = await import('../../../demo/mock/consumer.mjs');
    const { resetProfiles } = await import('../../../demo/mock/consumerProfile.mjs');
    PERSONAS['demo-hav'].profile.firstName = 'Edited';
    try {
      expect(personaOf('demo-hav.seedcheck').profile.firstName).toBe('Harvey');
    } finally {
      resetProfiles();
    }
    expect(PERSONAS['demo-hav'].profile.firstName).toBe('Harvey');
  });
});
