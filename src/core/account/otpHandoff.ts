/**
 * A change waiting for its one-time password, kept across a reload of this tab: only the fields the visitor changed
 * (the rest is the profile's when restored), and the code's challenge (which field and value, its id, expiry and
 * resend instant). sessionStorage only (this tab; cleared on logout with the rest of the session); the caller
 * clears both after a save or a cancel. Reading tolerates anything: a bad, foreign (another consumer) or expired
 * entry is none.
 */
import { isRecord } from '../isRecord';
import type { StorageLike } from '../stores/localCart';
import { session, HANDOFF_ID } from './handoff';
import { PERSONAL_FIELDS, type PersonalField, type PersonalValues, type SensitiveField } from './otp';

export const PERSONAL_DETAILS_OTP_KEY = 'brand_personal_details_otp';
export const OTP_VERIFY_KEY = 'brand_otp_verify';

export interface OtpChallengeState {
  field: SensitiveField;
  value: string;
  otpId: string;
  /** ISO, the service's (its clock: informative only) */
  expiresAt: string;
  /** epoch ms on this device's clock: the send time plus the code's lifetime (a skewed device clock cannot end it early) */
  localExpiry: number;
  /** epoch ms */
  resendAt: number;
  attemptsLeft: number;
}

export interface PendingDetails {
  consumerId: string;
  /** only the changed fields (the rest comes from the profile when restored) */
  changes: Partial<PersonalValues>;
  challenge: OtpChallengeState;
}

function readJson(key: string, storage?: StorageLike): unknown {
  try {
    const raw = session(storage)?.getItem(key);
    return raw ? JSON.parse(raw) : undefined;
  } catch {
    return undefined;
  }
}

function readChanges(value: unknown): Partial<PersonalValues> | undefined {
  if (!isRecord(value)) return undefined;
  const out: Partial<PersonalValues> = {};
  for (const field of PERSONAL_FIELDS) {
    if (!(field in value)) continue;
    const text = value[field];
    if (typeof text !== 'string' || text.length > 254) return undefined;
    out[field] = text;
  }
  return Object.keys(out).length ? out : undefined;
}

/** The changed fields of `values` against `before` (what is stored). */
export function changesOf(before: PersonalValues, values: PersonalValues, fields: readonly PersonalField[]): Partial<PersonalValues> {
  const out: Partial<PersonalValues> = {};
  for (const field of fields) if (values[field] !== before[field]) out[field] = values[field];
  return out;
}

function readChallenge(value: unknown): OtpChallengeState | undefined {
  if (!isRecord(value) || (value.field !== 'email' && value.field !== 'phone')) return undefined;
  if (typeof value.value !== 'string' || typeof value.otpId !== 'string' || !HANDOFF_ID.test(value.otpId) || typeof value.expiresAt !== 'string') return undefined;
  if (typeof value.localExpiry !== 'number' || !Number.isFinite(value.localExpiry)) return undefined;
  const resendAt = typeof value.resendAt === 'number' && Number.isFinite(value.resendAt) ? value.resendAt : 0;
  const attemptsLeft = typeof value.attemptsLeft === 'number' && Number.isFinite(value.attemptsLeft) ? Math.max(0, Math.floor(value.attemptsLeft)) : 0;
  return { field: value.field, value: value.value, otpId: value.otpId, expiresAt: value.expiresAt, localExpiry: value.localExpiry, resendAt, attemptsLeft };
}

/** The change waiting for `consumerId`'s code, unless it expired (then both keys are cleared). */
export function readPendingDetails(consumerId: string, now: number, storage?: StorageLike): PendingDetails | undefined {
  const details = readJson(PERSONAL_DETAILS_OTP_KEY, storage);
  const challenge = readChallenge(readJson(OTP_VERIFY_KEY, storage));
  const changes = isRecord(details) && details.consumerId === consumerId ? readChanges(details.changes) : undefined;
  if (!changes || !challenge) return undefined;
  if (challenge.localExpiry <= now) {
    clearPendingDetails(storage);
    return undefined;
  }
  return { consumerId, changes, challenge };
}

export function writePendingDetails(pending: PendingDetails, storage?: StorageLike): void {
  try {
    const target = session(storage);
    target?.setItem(PERSONAL_DETAILS_OTP_KEY, JSON.stringify({ consumerId: pending.consumerId, changes: pending.changes }));
    target?.setItem(OTP_VERIFY_KEY, JSON.stringify(pending.challenge));
  } catch {
    // storage full or blocked: a reload then starts from the saved details
  }
}

export function clearPendingDetails(storage?: StorageLike): void {
  try {
    const target = session(storage);
    target?.removeItem(PERSONAL_DETAILS_OTP_KEY);
    target?.removeItem(OTP_VERIFY_KEY);
  } catch {
    // blocked: nothing was kept
  }
}
