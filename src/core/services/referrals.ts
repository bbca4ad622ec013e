/**
 * Member-get-member (friend referral; docs/mock-api.md "Referrals"): the consumer service extended in the style of
 * its other calls (muleSoft.ts headers, `muleSoftConfig.url`, `response-data`):
 * - read:   `GET  {url}/web/v1/api/v1/consumer/{consumerId}/referrals` → the visitor's code, statistics and invitations
 * - invite: `POST {url}/web/v1/api/v1/consumer/{consumerId}/referrals/invitations` `{ email, firstName?, consent: true }`
 *           → `201 { response-data: invitation }`
 * Every call answers a result and never rejects or logs (sendMuleSoft): only a 401/403 clears the session.
 */
import { isRecord } from '../isRecord';
import { trimBase, type AuthenticatedServiceOptions, type MuleSoftConfig } from './configTypes';
import type { ConsumerCredentials } from './muleSoft';
import { muleSoftErrorCode, sendMuleSoft, type MuleSoftResult } from './muleSoftResult';

/** Where an invitation stands: sent (waiting), joined (the friend signed up), rewarded (first order: points), expired. */
export type InvitationStatus = 'sent' | 'joined' | 'rewarded' | 'expired';

export interface Invitation {
  invitationId: string;
  /** masked by the service (`j•••@example.com`) */
  email: string;
  firstName?: string;
  status: InvitationStatus;
  /** ISO date-time */
  invitedAt: string;
}

export interface ReferralStats {
  invited: number;
  pending: number;
  joined: number;
  rewarded: number;
  expired: number;
  pointsEarned: number;
}

export interface Referrals {
  /** the visitor's personal code: the `{code}` of the message to share */
  referralCode: string;
  /** points per rewarded friend */
  rewardPoints?: number;
  /** how many invitations may wait for an answer at once */
  maxInvitations?: number;
  stats: ReferralStats;
  /** newest first */
  invitations: Invitation[];
}

/**
 * Why an invitation was refused: `invalid-email` 400, `consent-required` 400, `self-referral` 422 (the visitor's own
 * address), `already-member` 409, `already-invited` 409, `limit` 429 (too many waiting); plus MuleSoftFailure.
 */
export type InvitationFailure = 'invalid-email' | 'consent-required' | 'self-referral' | 'already-member' | 'already-invited' | 'limit';

export function referralsUrl(config: MuleSoftConfig, consumerId: string): string | undefined {
  if (!config.url) return undefined;
  return `${trimBase(config.url)}/web/v1/api/v1/consumer/${encodeURIComponent(consumerId)}/referrals`;
}

const STATUSES: readonly string[] = ['sent', 'joined', 'rewarded', 'expired'];
const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0);

function readInvitation(value: unknown): Invitation | undefined {
  if (!isRecord(value) || typeof value.invitationId !== 'string' || typeof value.email !== 'string') return undefined;
  if (typeof value.status !== 'string' || !STATUSES.includes(value.status) || typeof value.invitedAt !== 'string') return undefined;
  return {
    invitationId: value.invitationId,
    email: value.email,
    ...(typeof value.firstName === 'string' && value.firstName ? { firstName: value.firstName } : {}),
    status: value.status as InvitationStatus,
    invitedAt: value.invitedAt,
  };
}

/** The answer of the read, checked; undefined when it lacks a code. Unknown invitations are dropped. */
export function readReferrals(data: Record<string, unknown>): Referrals | undefined {
  if (typeof data.referralCode !== 'string' || !data.referralCode) return undefined;
  const stats = isRecord(data.stats) ? data.stats : {};
  const invitations = Array.isArray(data.invitations) ? data.invitations.map(readInvitation).filter((item): item is Invitation => item !== undefined) : [];
  return {
    referralCode: data.referralCode,
    ...(typeof data.rewardPoints === 'number' ? { rewardPoints: data.rewardPoints } : {}),
    ...(typeof data.maxInvitations === 'number' ? { maxInvitations: data.maxInvitations } : {}),
    stats: {
      invited: count(stats.invited),
      pending: count(stats.pending),
      joined: count(stats.joined),
      rewarded: count(stats.rewarded),
      expired: count(stats.expired),
      pointsEarned: count(stats.pointsEarned),
    },
    invitations,
  };
}

/** The reads under way, per consumer and URL: the dashboard and refer-a-friend of one page share one GET. */
const inFlight = new Map<string, Promise<MuleSoftResult<Referrals>>>();
/** The failures already told to a caller (see firstToReport). */
const reported = new WeakSet<object>();

async function readNow(url: string | undefined, config: MuleSoftConfig | undefined, credentials: ConsumerCredentials, options: AuthenticatedServiceOptions): Promise<MuleSoftResult<Referrals>> {
  const result = await sendMuleSoft(url, config, credentials, { method: 'GET' }, options);
  if (!result.ok) return result;
  const referrals = result.value && readReferrals(result.value);
  return referrals ? { ok: true, value: referrals } : { ok: false, reason: 'unavailable' };
}

/** The shared answer, or `aborted` as soon as this caller's own signal aborts (the others still get theirs). */
function untilAborted<T>(request: Promise<MuleSoftResult<T>>, signal: AbortSignal | undefined): Promise<MuleSoftResult<T>> {
  if (!signal) return request;
  if (signal.aborted) return Promise.resolve({ ok: false, reason: 'aborted' });
  return new Promise((resolve) => {
    const onAbort = () => resolve({ ok: false, reason: 'aborted' });
    signal.addEventListener('abort', onAbort, { once: true });
    void request.then((result) => {
      signal.removeEventListener('abort', onAbort);
      resolve(result);
    });
  });
}

/**
 * The visitor's referrals. Callers asking for the same consumer and URL while a read is under way share it (one
 * GET per page for its two referral elements): the read itself is not tied to any caller's signal; a caller whose
 * signal aborts gets `aborted` at once. The same failure object reaches every sharer: see firstToReport.
 */
export function fetchReferrals(
  config: MuleSoftConfig | undefined,
  credentials: ConsumerCredentials,
  options: AuthenticatedServiceOptions = {},
): Promise<MuleSoftResult<Referrals>> {
  const url = config && referralsUrl(config, credentials.consumerId);
  const { signal, ...shared } = options;
  if (!url) return readNow(url, config, credentials, options);
  const key = `${url}|${config?.clientId ?? ''}|${credentials.token}`;
  let request = inFlight.get(key);
  if (!request) {
    request = readNow(url, config, credentials, shared);
    inFlight.set(key, request);
    const own = request;
    void own.then(() => {
      if (inFlight.get(key) === own) inFlight.delete(key);
    });
  }
  return untilAborted(request, signal);
}

/** True the first time a shared failure is seen: the elements sharing one read log it once, not once each. */
export function firstToReport(result: object): boolean {
  if (reported.has(result)) return false;
  reported.add(result);
  return true;
}

/** Forgets the reads under way for a consumer (after a change: the next read must see it). */
function forgetReads(base: string): void {
  for (const key of inFlight.keys()) if (key.startsWith(`${base}|`)) inFlight.delete(key);
}

const INVITATION_ERRORS: Record<string, InvitationFailure> = {
  invalid_email: 'invalid-email',
  consent_required: 'consent-required',
  self_referral: 'self-referral',
  already_member: 'already-member',
  already_invited: 'already-invited',
  invitation_limit: 'limit',
};

export function invitationFailureReason(status: number, body: unknown): InvitationFailure | 'unavailable' {
  const code = muleSoftErrorCode(body);
  const reason = code && Object.hasOwn(INVITATION_ERRORS, code) ? INVITATION_ERRORS[code] : undefined;
  if (reason) return reason;
  if (status === 429) return 'limit';
  if (status === 400) return 'invalid-email';
  return 'unavailable';
}

/** Invites a friend by e-mail; `consent` is the friend's agreement the visitor confirmed (required by the service). */
export async function sendInvitation(
  config: MuleSoftConfig | undefined,
  credentials: ConsumerCredentials,
  friend: { email: string; firstName?: string; consent: boolean },
  options: AuthenticatedServiceOptions = {},
): Promise<MuleSoftResult<Invitation, InvitationFailure>> {
  const base = config && referralsUrl(config, credentials.consumerId);
  const body: Record<string, unknown> = { email: friend.email, consent: friend.consent };
  if (friend.firstName) body.firstName = friend.firstName;
  const result = await sendMuleSoft(base && `${base}/invitations`, config, credentials, { method: 'POST', body }, options, invitationFailureReason);
  if (!result.ok) return result;
  if (base) forgetReads(base);
  const invitation = readInvitation(result.value);
  return invitation ? { ok: true, value: invitation } : { ok: false, reason: 'unavailable' };
}
