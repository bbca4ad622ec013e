// Member-get-member for the demo personas (issue 20; docs/mock-api.md "Referrals"), in the style of the other
// consumer calls (consumer.mjs: client headers, x-user-token = token-<consumerId>, `response-data`):
//   GET  …/consumer/{consumerId}/referrals → { referralCode, rewardPoints, maxInvitations, stats, invitations }
//   POST …/consumer/{consumerId}/referrals/invitations { email, firstName?, consent: true } → 201 the invitation
// A friend's address is kept masked (j•••@example.com) for the answers and as a SHA-256 hash of its lower-cased
// form (to refuse a second invitation to it): the mock keeps no friend's address in the clear.
// Per consumer id, in memory: a change survives a reload until the server restarts; a test's copy of a persona
// (personaSandbox.mjs) starts from that persona's seed and never changes it.
import { createHash } from 'node:crypto';
import { BASE, PERSONAS, authorize, mulesoftError } from './consumer.mjs';
import { json, parseJsonBody } from './http.mjs';
import { MAX_SANDBOXES, sandboxBase } from './personaSandbox.mjs';

/** Points a member earns when a friend they referred places a first order. */
export const REWARD_POINTS = 500;
/** How many invitations may wait for an answer (status `sent`) at once. */
export const MAX_PENDING_INVITATIONS = 10;
/** The same rule as the forms' e-mail field: something@something.tld, at most 254 characters. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const DAY = 24 * 3600 * 1000;

const SEED = {
  'demo-lau': { referralCode: 'LAURA-4F7A', invitations: [] },
  'demo-hav': {
    referralCode: 'HARVEY-9K2M',
    invitations: [
      { invitationId: 'inv-hav-1', email: 'o•••@example.com', firstName: 'Olivia', status: 'rewarded', daysAgo: 40 },
      { invitationId: 'inv-hav-2', email: 'm•••@example.net', firstName: 'Marcus', status: 'sent', daysAgo: 6 },
      { invitationId: 'inv-hav-3', email: 's•••@example.org', status: 'expired', daysAgo: 45 },
    ],
  },
  'demo-dev': {
    referralCode: 'DEVI-3Q8P',
    invitations: [
      { invitationId: 'inv-dev-1', email: 'a•••@example.com', firstName: 'Amir', status: 'rewarded', daysAgo: 120 },
      { invitationId: 'inv-dev-2', email: 'k•••@example.com', firstName: 'Kate', status: 'rewarded', daysAgo: 75 },
      { invitationId: 'inv-dev-3', email: 'j•••@example.co.uk', firstName: 'Jonas', status: 'joined', daysAgo: 12 },
      { invitationId: 'inv-dev-4', email: 'p•••@example.com', status: 'sent', daysAgo: 2 },
    ],
  },
};

/** consumer id → { referralCode, invitations, invitedEmails: Set of emailHash() of the addresses invited } */
const state = new Map();
let invitationCount = 0;

function seeded(base) {
  const seed = SEED[base];
  const now = Date.now();
  return {
    referralCode: seed.referralCode,
    invitations: seed.invitations.map(({ daysAgo, ...invitation }) => ({ ...invitation, invitedAt: new Date(now - daysAgo * DAY).toISOString() })),
    invitedEmails: new Set(),
  };
}

/** The referral state of a persona or a test's copy of one (made from the persona's seed on first use). */
function referralsOf(consumerId) {
  const base = Object.hasOwn(SEED, consumerId) ? consumerId : sandboxBase(consumerId);
  if (!base) return undefined;
  if (!state.has(consumerId)) {
    if (state.size >= MAX_SANDBOXES + Object.keys(SEED).length) state.delete(state.keys().next().value);
    state.set(consumerId, seeded(base));
  }
  return state.get(consumerId);
}

/** What the mock holds to recognise the addresses a consumer invited (tests): hashes only. */
export function invitedEmailsOf(consumerId) {
  return [...(state.get(consumerId)?.invitedEmails ?? [])];
}

/** Puts every persona's referrals back as seeded (tests). */
export function resetReferrals() {
  state.clear();
  invitationCount = 0;
}

/** What the mock keeps to recognise an address invited before: the SHA-256 (hex) of its trimmed, lower-cased form. */
export function emailHash(email) {
  return createHash('sha256').update(String(email).trim().toLowerCase()).digest('hex');
}

/** `jane@example.com` → `j•••@example.com`: what the mock keeps and answers of a friend's address. */
export function maskEmail(email) {
  const at = email.lastIndexOf('@');
  return `${email.slice(0, 1)}•••${email.slice(at)}`;
}

/** Counts by status: invited (all), pending (`sent`), joined (`joined` or `rewarded`), rewarded, points earned. */
export function referralStats(invitations) {
  const count = (...statuses) => invitations.filter((invitation) => statuses.includes(invitation.status)).length;
  const rewarded = count('rewarded');
  return { invited: invitations.length, pending: count('sent'), joined: count('joined', 'rewarded'), rewarded, expired: count('expired'), pointsEarned: rewarded * REWARD_POINTS };
}

function view(referrals) {
  const invitations = [...referrals.invitations].sort((a, b) => b.invitedAt.localeCompare(a.invitedAt)).map((invitation) => ({ ...invitation }));
  return {
    referralCode: referrals.referralCode,
    rewardPoints: REWARD_POINTS,
    maxInvitations: MAX_PENDING_INVITATIONS,
    stats: referralStats(referrals.invitations),
    invitations,
  };
}

function getReferrals({ req, params }) {
  const { response, consumerId } = authorize(req, params[0]);
  if (response) return response;
  return json({ 'response-data': view(referralsOf(consumerId)) });
}

function invite({ req, params, body }) {
  const { response, persona, consumerId } = authorize(req, params[0]);
  if (response) return response;
  const referrals = referralsOf(consumerId);
  const parsed = parseJsonBody(body);
  const input = parsed.value && typeof parsed.value === 'object' && !Array.isArray(parsed.value) ? parsed.value : {};
  const email = typeof input.email === 'string' ? input.email.trim().toLowerCase() : '';
  if (parsed.invalid || !email || email.length > 254 || !EMAIL.test(email)) return mulesoftError(400, 'invalid_email', "The friend's e-mail address is not valid.");
  if (input.consent !== true) return mulesoftError(400, 'consent_required', 'The friend must have agreed to be contacted (consent: true).');
  const firstName = typeof input.firstName === 'string' ? input.firstName.trim().slice(0, 50) : '';
  if (email === String(persona.profile.email).toLowerCase()) return mulesoftError(422, 'self_referral', 'You cannot invite yourself.');
  if (Object.values(PERSONAS).some((entry) => String(entry.profile.email).toLowerCase() === email)) return mulesoftError(409, 'already_member', 'This friend is already a member.');
  if (referrals.invitedEmails.has(emailHash(email))) return mulesoftError(409, 'already_invited', 'This friend has already been invited.');
  if (referrals.invitations.filter((invitation) => invitation.status === 'sent').length >= MAX_PENDING_INVITATIONS) {
    return mulesoftError(429, 'invitation_limit', `At most ${MAX_PENDING_INVITATIONS} invitations can wait for an answer.`);
  }
  invitationCount += 1;
  const invitation = { invitationId: `inv-${invitationCount}`, email: maskEmail(email), ...(firstName ? { firstName } : {}), status: 'sent', invitedAt: new Date().toISOString() };
  referrals.invitations.push(invitation);
  referrals.invitedEmails.add(emailHash(email));
  return json({ 'response-data': { ...invitation } }, 201);
}

export const routes = [
  { method: 'GET', path: new RegExp(`^${BASE}/consumer/([^/]+)/referrals$`), handler: getReferrals },
  { method: 'POST', path: new RegExp(`^${BASE}/consumer/([^/]+)/referrals/invitations$`), handler: invite },
];
