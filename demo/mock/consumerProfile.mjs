// The visitor's profile and one-time passwords for the demo personas (issue 20; docs/mock-api.md "Profile and
// one-time passwords"), in the style of the other consumer calls (consumer.mjs: client headers,
// x-user-token = token-<consumerId>, `response-data`):
//   PATCH …/consumer/{consumerId} { firstName?, lastName?, phone?, email?, verificationToken? } → { profile }
//   POST  …/consumer/{consumerId}/otp { field: 'email'|'phone', value } → 201 { otpId, expiresAt, resendAfterSeconds, attemptsLeft }
//   POST  …/consumer/{consumerId}/otp/{otpId}/verify { code } → { verificationToken }
//   GET   /mock/demo/otp  DEMO ONLY: the latest pending code of the consumer in the brand_uid cookie (never another's)
// A change is applied to personaOf(id).profile: a persona's for the demo (until resetProfiles or a restart), a test's
// copy's (personaSandbox.mjs) for a test. OTPs live per consumer id, in memory.
import { randomInt, randomUUID } from 'node:crypto';
import { BASE, PERSONAS, SEED_PROFILES, authorize, mulesoftError, personaOf } from './consumer.mjs';
import { header, json, parseCookies, parseJsonBody } from './http.mjs';
import { MAX_SANDBOXES } from './personaSandbox.mjs';

export const OTP_RESEND_SECONDS = 30;
export const OTP_MAX_ATTEMPTS = 3;
export const OTP_EXPIRY_MS = 10 * 60_000;
/** At most 5 codes per consumer per rolling hour (whatever the field or value). */
export const OTP_MAX_SENDS_PER_HOUR = 5;
const HOUR_MS = 60 * 60_000;
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
const UK_PHONE = /^(?:0\d{9,10}|(?:\+44|0044)[1-9]\d{8,9})$/;
const NAME = /^[\p{L}\p{M}][\p{L}\p{M}' .’-]{0,49}$/u;


/** consumer id → { otps: Map otpId → otp, tokens: Map token → { field, value, expiresAt }, sends: epoch ms of the codes sent in the last hour } */
const state = new Map();

function stateOf(consumerId) {
  if (!state.has(consumerId)) {
    if (state.size >= MAX_SANDBOXES + SEED_PROFILES.size) state.delete(state.keys().next().value);
    state.set(consumerId, { otps: new Map(), tokens: new Map(), sends: [] });
  }
  return state.get(consumerId);
}

/** Puts every persona's profile back as seeded and forgets every code and token (tests). */
export function resetProfiles() {
  for (const [id, profile] of SEED_PROFILES) PERSONAS[id].profile = structuredClone(profile);
  state.clear();
}

const phoneOf = (value) => value.replace(/[\s().-]/g, '');

/** A value as the service stores it, or undefined when the field does not take it. */
export function normalised(field, raw) {
  if (typeof raw !== 'string') return undefined;
  const value = raw.trim();
  if (field === 'email') return value.length <= 254 && EMAIL.test(value) ? value.toLowerCase() : undefined;
  if (field === 'phone') return value === '' ? '' : UK_PHONE.test(phoneOf(value)) ? phoneOf(value) : undefined;
  const name = value.replace(/\s+/g, ' ');
  return NAME.test(name) ? name : undefined;
}

const takenBy = (consumerId, email) =>
  Object.values(PERSONAS).some((entry) => entry.profile.email === email && entry.profile.consumerId !== consumerId && !consumerId.startsWith(`${entry.profile.consumerId}.`));

const bodyOf = (body) => {
  const parsed = parseJsonBody(body);
  return parsed.value && typeof parsed.value === 'object' && !Array.isArray(parsed.value) ? parsed.value : parsed.invalid ? null : {};
};

function update({ req, params, body }) {
  const { response, persona, consumerId } = authorize(req, params[0]);
  if (response) return response;
  const input = bodyOf(body);
  if (!input) return mulesoftError(400, 'bad_request', 'The body is not JSON.');
  const changes = {};
  for (const field of ['firstName', 'lastName', 'email', 'phone']) {
    if (!(field in input)) continue;
    const value = normalised(field, input[field]);
    if (value === undefined) return mulesoftError(400, `invalid_${field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}`, `The ${field} is not valid.`);
    if (value !== (persona.profile[field] ?? '')) changes[field] = value;
  }
  if (changes.email && takenBy(consumerId, changes.email)) return mulesoftError(409, 'email_taken', 'This e-mail address belongs to another member.');
  const { tokens } = stateOf(consumerId);
  const token = typeof input.verificationToken === 'string' ? tokens.get(input.verificationToken) : undefined;
  for (const field of ['email', 'phone']) {
    if (!changes[field]) continue; // a phone removed needs no code
    if (!token || token.field !== field || token.value !== changes[field] || token.expiresAt <= Date.now()) {
      return mulesoftError(422, 'verification_required', `A new ${field} needs the verificationToken of a code sent to it.`);
    }
  }
  if (token) tokens.delete(input.verificationToken);
  for (const [field, value] of Object.entries(changes)) {
    if (value === '') delete persona.profile[field];
    else persona.profile[field] = value;
  }
  return json({ 'response-data': { profile: { ...persona.profile } } });
}

function sendCode({ req, params, body }) {
  const { response, persona, consumerId } = authorize(req, params[0]);
  if (response) return response;
  const input = bodyOf(body) ?? {};
  const field = input.field === 'email' || input.field === 'phone' ? input.field : undefined;
  const value = field ? normalised(field, input.value) : undefined;
  if (!field || !value) return mulesoftError(400, 'invalid_value', 'Send { field: "email" | "phone", value } with a valid value.');
  if (value === persona.profile[field]) return mulesoftError(409, 'unchanged_value', `This is already your ${field}.`);
  if (field === 'email' && takenBy(consumerId, value)) return mulesoftError(409, 'email_taken', 'This e-mail address belongs to another member.');
  const own = stateOf(consumerId);
  const { otps } = own;
  const now = Date.now();
  // One resend delay per consumer, whatever the field, value or attempts left (no way round it by changing the
  // value, or by exhausting a code), and a cap of codes per hour.
  own.sends = own.sends.filter((sentAt) => now - sentAt < HOUR_MS);
  const last = own.sends.at(-1);
  const tooSoon = last !== undefined && now - last < OTP_RESEND_SECONDS * 1000;
  const wait = tooSoon ? last + OTP_RESEND_SECONDS * 1000 - now : own.sends.length >= OTP_MAX_SENDS_PER_HOUR ? own.sends[0] + HOUR_MS - now : 0;
  if (wait > 0) {
    const retryAfterSeconds = Math.ceil(wait / 1000);
    const code = tooSoon ? 'resend_too_soon' : 'too_many_codes';
    return json({ error: code, message: `Ask for a new code in ${retryAfterSeconds} s.`, retryAfterSeconds, 'response-data': null }, 429, { 'Retry-After': String(retryAfterSeconds) });
  }
  own.sends.push(now);
  otps.clear(); // a new code replaces the ones before it
  const otp = { otpId: `otp-${randomUUID()}`, field, value, code: String(randomInt(0, 1_000_000)).padStart(6, '0'), sentAt: now, expiresAt: now + OTP_EXPIRY_MS, attemptsLeft: OTP_MAX_ATTEMPTS };
  otps.set(otp.otpId, otp);
  return json({ 'response-data': { otpId: otp.otpId, expiresAt: new Date(otp.expiresAt).toISOString(), resendAfterSeconds: OTP_RESEND_SECONDS, attemptsLeft: otp.attemptsLeft } }, 201);
}

function verify({ req, params, body }) {
  const { response, consumerId } = authorize(req, params[0]);
  if (response) return response;
  const { otps, tokens } = stateOf(consumerId);
  const otp = otps.get(params[1]);
  if (!otp) return mulesoftError(404, 'otp_not_found', 'No such code: ask for a new one.');
  if (otp.expiresAt <= Date.now()) return mulesoftError(410, 'otp_expired', 'This code has expired: ask for a new one.');
  if (otp.attemptsLeft <= 0) return mulesoftError(410, 'otp_attempts_exhausted', 'Too many wrong codes: ask for a new one.');
  const input = bodyOf(body) ?? {};
  if (typeof input.code !== 'string' || input.code !== otp.code) {
    otp.attemptsLeft -= 1;
    return json({ error: 'invalid_code', message: 'This code is not right.', attemptsLeft: otp.attemptsLeft, 'response-data': null }, 400);
  }
  otps.delete(otp.otpId);
  const verificationToken = `vt-${randomUUID()}`;
  tokens.set(verificationToken, { field: otp.field, value: otp.value, expiresAt: Date.now() + OTP_EXPIRY_MS });
  return json({ 'response-data': { verificationToken } });
}

/**
 * DEMO ONLY (a real service sends the code by e-mail or SMS): the latest pending code of the consumer whose session
 * cookies (brand_uid and its brand_token) come with the request, so the persona panel can show it. Never another's.
 */
function demoOtp({ req }) {
  const cookies = parseCookies(header(req, 'cookie'));
  const uid = cookies.brand_uid;
  if (!uid || cookies.brand_token !== `token-${uid}` || !personaOf(uid)) return json({ error: 'unauthorized', message: 'Log a persona in first.' }, 401);
  const now = Date.now();
  const otp = [...(state.get(uid)?.otps.values() ?? [])].filter((entry) => entry.expiresAt > now && entry.attemptsLeft > 0).at(-1);
  if (!otp) return json({ pending: false });
  return json({ pending: true, code: otp.code, field: otp.field, value: otp.value, expiresAt: new Date(otp.expiresAt).toISOString() });
}

export const routes = [
  { method: 'PATCH', path: new RegExp(`^${BASE}/consumer/([^/]+)$`), handler: update },
  { method: 'POST', path: new RegExp(`^${BASE}/consumer/([^/]+)/otp$`), handler: sendCode },
  { method: 'POST', path: new RegExp(`^${BASE}/consumer/([^/]+)/otp/([\\w.-]+)/verify$`), handler: verify },
  { method: 'GET', path: '/mock/demo/otp', handler: demoOtp },
];
