/**
 * A stand-in for the consumer service's referral read in element tests (no mock server here): the visitor's code,
 * statistics and invitations from memory. `fail` answers the next reads with a 500; `hold` delays them.
 * `installReferrals()` replaces window.fetch and sets the session cookies.
 */
import { pageConfig } from '../../src/core/stores/pageConfig';
import { visitorPending, visitorStore } from '../../src/core/stores/visitor';

export const MULESOFT = { url: 'https://consumer.test/api', clientId: 'id', clientSecret: 'secret', channel: 'web' };

export interface StubInvitation { invitationId: string; email: string; firstName?: string; status: string; invitedAt: string }
export interface ReferralsStub {
  referralCode: string;
  maxInvitations: number;
  invitations: StubInvitation[];
  calls: string[];
  fail: boolean;
  hold?: Promise<void>;
}

export const OLIVIA: StubInvitation = { invitationId: 'inv-1', email: 'o•••@example.com', firstName: 'Olivia', status: 'rewarded', invitedAt: '2026-10-01T10:00:00Z' };
export const MARCUS: StubInvitation = { invitationId: 'inv-2', email: 'm•••@example.net', firstName: 'Marcus', status: 'sent', invitedAt: '2026-11-18T10:00:00Z' };
export const ANON: StubInvitation = { invitationId: 'inv-3', email: 's•••@example.org', status: 'expired', invitedAt: '2026-09-20T10:00:00Z' };

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const realFetch = window.fetch;

function stats(invitations: StubInvitation[]) {
  const count = (...statuses: string[]) => invitations.filter((invitation) => statuses.includes(invitation.status)).length;
  return { invited: invitations.length, pending: count('sent'), joined: count('joined', 'rewarded'), rewarded: count('rewarded'), expired: count('expired'), pointsEarned: count('rewarded') * 500 };
}

export function installReferrals(invitations: StubInvitation[] = [], referralCode = 'HARVEY-9K2M'): ReferralsStub {
  const stub: ReferralsStub = { referralCode, maxInvitations: 10, invitations: invitations.map((invitation) => ({ ...invitation })), calls: [], fail: false };
  document.cookie = 'brand_uid=demo-test; Path=/';
  document.cookie = 'brand_token=token-test; Path=/';
  pageConfig.set({ muleSoftConfig: MULESOFT });
  visitorPending.set(false);
  visitorStore.set('LAU-HAV');
  window.fetch = (async (input: RequestInfo | URL) => {
    const url = String(input);
    stub.calls.push(url);
    if (!/\/consumer\/demo-test\/referrals$/.test(url)) return json({}, 404);
    if (stub.hold) await stub.hold;
    if (stub.fail) return json({ error: 'boom' }, 500);
    return json({
      'response-data': { referralCode: stub.referralCode, rewardPoints: 500, maxInvitations: stub.maxInvitations, stats: stats(stub.invitations), invitations: stub.invitations.map((invitation) => ({ ...invitation })) },
    });
  }) as typeof fetch;
  return stub;
}

export function restoreReferrals(): void {
  window.fetch = realFetch;
  for (const name of ['brand_uid', 'brand_token']) document.cookie = `${name}=; Path=/; Max-Age=0`;
  pageConfig.set({});
  visitorStore.set('LAS');
}
