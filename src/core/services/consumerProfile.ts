/**
 * The visitor's own profile and the one-time password (docs/mock-api.md "Profile and one-time passwords"),
 * in the style of the other consumer calls (muleSoft.ts headers, `muleSoftConfig.url`, `response-data`):
 * - read:   `GET   {url}/web/v1/api/v1/consumer/{consumerId}` → `{ profile, … }`
 * - update: `PATCH {url}/web/v1/api/v1/consumer/{consumerId}` `{ firstName?, lastName?, phone?, email?, verificationToken? }`
 *           → `{ profile }`; a new e-mail or phone needs the `verificationToken` of a code sent to exactly that value
 * - send:   `POST  …/consumer/{consumerId}/otp` `{ field: 'email' | 'phone', value }` → 201 `{ otpId, expiresAt,
 *           resendAfterSeconds, attemptsLeft }`
 * - verify: `POST  …/consumer/{consumerId}/otp/{otpId}/verify` `{ code }` → `{ verificationToken }`
 * Every call answers a result and never rejects or logs (sendMuleSoft): only a 401/403 clears the session.
 */
import { isRecord } from '../isRecord';
import type { AuthenticatedServiceOptions, MuleSoftConfig } from './configTypes';
import { consumerUrl, type ConsumerProfile } from './consumer';
import type { ConsumerCredentials } from './muleSoft';
import { muleSoftErrorCode, sendMuleSoft, type MuleSoftResult } from './muleSoftResult';

/**
 * Why an update was refused: a value the service does not take (400 `invalid_first_name`, `invalid_last_name`,
 * `invalid_email`, `invalid_phone`), `verification-required` (422: a new e-mail or phone without a valid token for
 * it), `email-taken` (409: another member's address); plus MuleSoftFailure.
 */
export type ProfileUpdateFailure = 'invalid-first-name' | 'invalid-last-name' | 'invalid-email' | 'invalid-phone' | 'verification-required' | 'email-taken';
/**
 * Why no code was sent: `resend-too-soon` (429, `retryAfterSeconds`: 30 s after any code of the consumer, or the
 * hourly cap of codes), `invalid-value` (400), `unchanged` (409: already
 * the value), `email-taken` (409: another member's address).
 */
export type OtpSendFailure = 'resend-too-soon' | 'invalid-value' | 'unchanged' | 'email-taken';
/** Why a code was refused: `invalid-code` (400, `attemptsLeft`), `too-many-attempts` / `expired` (410: ask a new code). */
export type OtpVerifyFailure = 'invalid-code' | 'too-many-attempts' | 'expired';

export interface OtpChallenge {
  otpId: string;
  /** ISO date-time */
  expiresAt: string;
  resendAfterSeconds: number;
  attemptsLeft: number;
}

const otpUrl = (config: MuleSoftConfig, consumerId: string) => {
  const base = consumerUrl(config, consumerId);
  return base && `${base}/otp`;
};

function reasonFrom<R extends string>(codes: Record<string, R>, fallback: Partial<Record<number, R>>) {
  return (status: number, body: unknown): R | 'unavailable' => {
    const code = muleSoftErrorCode(body);
    if (code && Object.hasOwn(codes, code)) return codes[code]!;
    return fallback[status] ?? 'unavailable';
  };
}

export const profileFailureReason = reasonFrom<ProfileUpdateFailure>(
  {
    invalid_first_name: 'invalid-first-name',
    invalid_last_name: 'invalid-last-name',
    invalid_email: 'invalid-email',
    invalid_phone: 'invalid-phone',
    verification_required: 'verification-required',
    email_taken: 'email-taken',
  },
  { 409: 'email-taken', 422: 'verification-required' },
);

export const otpSendFailureReason = reasonFrom<OtpSendFailure>(
  { resend_too_soon: 'resend-too-soon', too_many_codes: 'resend-too-soon', invalid_value: 'invalid-value', unchanged_value: 'unchanged', email_taken: 'email-taken' },
  { 429: 'resend-too-soon', 400: 'invalid-value' },
);

export const otpVerifyFailureReason = reasonFrom<OtpVerifyFailure>(
  { invalid_code: 'invalid-code', otp_attempts_exhausted: 'too-many-attempts', otp_expired: 'expired', otp_not_found: 'expired' },
  { 400: 'invalid-code', 404: 'expired', 410: 'expired' },
);

/** The profile out of `response-data` (`{ profile }`), else undefined. */
export function readProfile(data: Record<string, unknown> | undefined): ConsumerProfile | undefined {
  return data && isRecord(data.profile) ? (data.profile as ConsumerProfile) : undefined;
}

export async function fetchProfile(
  config: MuleSoftConfig | undefined,
  credentials: ConsumerCredentials,
  options: AuthenticatedServiceOptions = {},
): Promise<MuleSoftResult<ConsumerProfile>> {
  const result = await sendMuleSoft(config && consumerUrl(config, credentials.consumerId), config, credentials, { method: 'GET' }, options);
  if (!result.ok) return result;
  const profile = readProfile(result.value);
  return profile ? { ok: true, value: profile } : { ok: false, reason: 'unavailable' };
}

export async function updateProfile(
  config: MuleSoftConfig | undefined,
  credentials: ConsumerCredentials,
  changes: { firstName?: string; lastName?: string; email?: string; phone?: string; verificationToken?: string },
  options: AuthenticatedServiceOptions = {},
): Promise<MuleSoftResult<ConsumerProfile, ProfileUpdateFailure>> {
  const url = config && consumerUrl(config, credentials.consumerId);
  const result = await sendMuleSoft(url, config, credentials, { method: 'PATCH', body: changes }, options, profileFailureReason);
  if (!result.ok) return result;
  const profile = readProfile(result.value);
  return profile ? { ok: true, value: profile } : { ok: false, reason: 'unavailable' };
}

/** Sends a code to a new e-mail or phone. A refusal's `body` carries `retryAfterSeconds` for `resend-too-soon`. */
export async function sendOtp(
  config: MuleSoftConfig | undefined,
  credentials: ConsumerCredentials,
  target: { field: 'email' | 'phone'; value: string },
  options: AuthenticatedServiceOptions = {},
): Promise<MuleSoftResult<OtpChallenge, OtpSendFailure>> {
  const url = config && otpUrl(config, credentials.consumerId);
  // only the field and the value, whatever else the caller's object carries (an otpId, an expiry…)
  const body = { field: target.field, value: target.value };
  const result = await sendMuleSoft(url, config, credentials, { method: 'POST', body }, options, otpSendFailureReason);
  if (!result.ok) return result;
  const data = result.value;
  if (!data || typeof data.otpId !== 'string' || typeof data.expiresAt !== 'string') return { ok: false, reason: 'unavailable' };
  const number = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback);
  return { ok: true, value: { otpId: data.otpId, expiresAt: data.expiresAt, resendAfterSeconds: number(data.resendAfterSeconds, 30), attemptsLeft: number(data.attemptsLeft, 3) } };
}

/** Checks a code; its token then goes with the update. A refusal's `body` carries `attemptsLeft` for `invalid-code`. */
export async function verifyOtp(
  config: MuleSoftConfig | undefined,
  credentials: ConsumerCredentials,
  otpId: string,
  code: string,
  options: AuthenticatedServiceOptions = {},
): Promise<MuleSoftResult<{ verificationToken: string }, OtpVerifyFailure>> {
  const base = config && otpUrl(config, credentials.consumerId);
  const url = base && `${base}/${encodeURIComponent(otpId)}/verify`;
  const result = await sendMuleSoft(url, config, credentials, { method: 'POST', body: { code } }, options, otpVerifyFailureReason);
  if (!result.ok) return result;
  const token = result.value?.verificationToken;
  return typeof token === 'string' && token ? { ok: true, value: { verificationToken: token } } : { ok: false, reason: 'unavailable' };
}

/** A refusal's number field (`attemptsLeft`, `retryAfterSeconds`), when the body has one. */
export function failureNumber(body: unknown, field: string): number | undefined {
  const value = isRecord(body) ? body[field] : undefined;
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined;
}
