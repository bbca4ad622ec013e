import { afterEach, beforeAll, afterAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleMock } from '../../../demo/mock/index.mjs';
import { emailHash, invitedEmailsOf, maskEmail, referralStats, resetReferrals, MAX_PENDING_INVITATIONS } from '../../../demo/mock/consumerReferrals.mjs';
import { PERSONAS } from '../../../demo/mock/consumer.mjs';
import { fetchReferrals, readReferrals, sendInvitation, invitationFailureReason } from '../../../src/core/services/referrals';

let server: http.Server;
let base = '';
beforeAll(async () => {
  server = http.createServer((req, res) => void handleMock(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/mock/mulesoft`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => resetReferrals());

const config = () => ({ url: base, clientId: 'demo-client', clientSecret: 'demo-secret', channel: 'web' });
const as = (uid: string) => ({ consumerId: uid, token: `token-${uid}` });

describe('referrals: the mock and the service', () => {
  it('keeps an invited address only as the SHA-256 of its lower-cased form', async () => {
    const uid = 'demo-hav.hash1';
    expect((await sendInvitation(config(), as(uid), { email: ' Nina.Friend@Example.com', consent: true })).ok).toBe(true);
    expect(emailHash('nina.friend@example.com')).toMatch(/^[0-9a-f]{64}$/);
    expect(invitedEmailsOf(uid)).toEqual([emailHash('nina.friend@example.com')]);
    expect(JSON.stringify(invitedEmailsOf(uid))).not.toContain('nina');
    expect(await sendInvitation(config(), as(uid), { email: 'NINA.FRIEND@example.com', consent: true })).toMatchObject({ ok: false, reason: 'already-invited' });
  });

  it("compares a member's address lower-cased, whatever its case in the persona", async () => {
    const profile = (PERSONAS as Record<string, { profile: { email: string } }>)['demo-dev']!.profile;
    const original = profile.email;
    profile.email = 'Devi.Patel@Example.co.uk';
    try {
      expect(await sendInvitation(config(), as('demo-hav.hash2'), { email: 'devi.patel@example.co.uk', consent: true })).toMatchObject({ ok: false, reason: 'already-member' });
    } finally {
      profile.email = original;
    }
  });

  it("reads a persona's code, statistics and invitations, newest first", async () => {
    const result = await fetchReferrals(config(), as('demo-hav'));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.referralCode).toBe('HARVEY-9K2M');
    expect(result.value.stats).toEqual({ invited: 3, pending: 1, joined: 1, rewarded: 1, expired: 1, pointsEarned: 500 });
    expect(result.value.invitations.map((invitation) => invitation.status)).toEqual(['sent', 'rewarded', 'expired']);
    const empty = await fetchReferrals(config(), as('demo-lau'));
    expect(empty.ok && empty.value.stats.invited).toBe(0);
  });

  it('invites a friend once: stored masked, counted as pending; a second time is already-invited', async () => {
    const uid = 'demo-hav.refer1';
    const sent = await sendInvitation(config(), as(uid), { email: ' Jane.Doe@Example.com ', firstName: 'Jane', consent: true });
    expect(sent).toEqual({ ok: true, value: { invitationId: expect.any(String), email: 'j•••@example.com', firstName: 'Jane', status: 'sent', invitedAt: expect.any(String) } });
    const after = await fetchReferrals(config(), as(uid));
    expect(after.ok && after.value.stats).toMatchObject({ invited: 4, pending: 2 });
    expect(JSON.stringify(after)).not.toContain('jane.doe');
    const again = await sendInvitation(config(), as(uid), { email: 'jane.doe@example.com', consent: true });
    expect(again).toMatchObject({ ok: false, reason: 'already-invited', status: 409 });
    // the persona itself is untouched by its copy's invitation
    const persona = await fetchReferrals(config(), as('demo-hav'));
    expect(persona.ok && persona.value.stats.invited).toBe(3);
  });

  it('refuses a bad address, a missing consent, oneself and a member, each with its reason', async () => {
    const uid = 'demo-lau.refer2';
    expect(await sendInvitation(config(), as(uid), { email: 'not-an-email', consent: true })).toMatchObject({ ok: false, reason: 'invalid-email' });
    expect(await sendInvitation(config(), as(uid), { email: 'friend@example.com', consent: false })).toMatchObject({ ok: false, reason: 'consent-required' });
    expect(await sendInvitation(config(), as(uid), { email: 'laura.underwood@example.co.uk', consent: true })).toMatchObject({ ok: false, reason: 'self-referral' });
    expect(await sendInvitation(config(), as(uid), { email: 'devi.patel@example.co.uk', consent: true })).toMatchObject({ ok: false, reason: 'already-member' });
  });

  it(`allows at most ${MAX_PENDING_INVITATIONS} waiting invitations`, async () => {
    const uid = 'demo-lau.refer3';
    for (let i = 0; i < MAX_PENDING_INVITATIONS; i += 1) {
      expect((await sendInvitation(config(), as(uid), { email: `friend${i}@example.com`, consent: true })).ok).toBe(true);
    }
    expect(await sendInvitation(config(), as(uid), { email: 'one-more@example.com', consent: true })).toMatchObject({ ok: false, reason: 'limit', status: 429 });
  });

  it('a wrong token is session-expired (the session is cleared); no config sends nothing', async () => {
    let expired = 0;
    const result = await fetchReferrals(config(), { consumerId: 'demo-hav', token: 'wrong' }, { onSessionExpired: () => (expired += 1) });
    expect(result).toMatchObject({ ok: false, reason: 'session-expired', status: 401 });
    expect(expired).toBe(1);
    expect(await fetchReferrals(undefined, as('demo-hav'))).toEqual({ ok: false, reason: 'not-configured' });
  });
});

describe('referrals: rules', () => {
  it('masks an address to its first letter and domain', () => {
    expect(maskEmail('jane@example.com')).toBe('j•••@example.com');
  });
  it('counts joined as joined or rewarded, and points per rewarded friend', () => {
    const stats = referralStats([{ status: 'sent' }, { status: 'joined' }, { status: 'rewarded' }, { status: 'rewarded' }, { status: 'expired' }]);
    expect(stats).toEqual({ invited: 5, pending: 1, joined: 3, rewarded: 2, expired: 1, pointsEarned: 1000 });
  });
  it('reads an answer without a code as nothing, and drops unknown invitations', () => {
    expect(readReferrals({ stats: {} })).toBeUndefined();
    const read = readReferrals({ referralCode: 'X', stats: { invited: -1, joined: 'x' }, invitations: [{ invitationId: 'a', email: 'a•••@b.c', status: 'weird', invitedAt: '2026-01-01' }] });
    expect(read).toEqual({ referralCode: 'X', stats: { invited: 0, pending: 0, joined: 0, rewarded: 0, expired: 0, pointsEarned: 0 }, invitations: [] });
  });
  it('names a refusal by its error code first, then by its status', () => {
    expect(invitationFailureReason(409, { error: 'already_member' })).toBe('already-member');
    expect(invitationFailureReason(429, {})).toBe('limit');
    expect(invitationFailureReason(500, {})).toBe('unavailable');
  });
});
