/**
 * Personal details and the one-time password (docs/mock-api.md "Profile and one-time passwords"): a change
 * of a sensitive field (e-mail, phone) is saved only with the verification token of a code sent to the new value.
 * The constants are the service's; the form's rules use the forms foundation (core/forms/validation.ts) and the
 * address rules' UK phone. Pure: nothing here fetches, stores or renders.
 */
import { checkText, type Problem } from '../forms/validation';
import { isUkPhone, normalisePhone } from './addresses';

/** A code is 6 digits. */
export const OTP_CODE_LENGTH = 6;
/** A new code may be asked for 30 s after the last one. */
export const OTP_RESEND_SECONDS = 30;
/** 3 tries per code; then a new code is needed. */
export const OTP_MAX_ATTEMPTS = 3;
/** A code lasts 10 minutes. */
export const OTP_EXPIRY_MINUTES = 10;
export const OTP_EXPIRY_MS = OTP_EXPIRY_MINUTES * 60_000;

export const PERSONAL_FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;
export type PersonalField = (typeof PERSONAL_FIELDS)[number];
/** The fields whose change needs a code sent to the new value. */
export type SensitiveField = 'email' | 'phone';
export const SENSITIVE_FIELDS: readonly SensitiveField[] = ['email', 'phone'];

export type PersonalValues = Record<PersonalField, string>;
export const NAME_MAX_LENGTH = 50;
export const EMAIL_MAX_LENGTH = 254;

/**
 * The e-mail rule of the personal details, the same as the service's (demo/mock/consumerProfile.mjs): the HTML rule
 * plus a dot in the domain ("name@localhost" is refused), so the form never lets through what the service refuses.
 */
export const PERSONAL_EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** Letters (any script), then letters, spaces, apostrophes, hyphens and dots: "Anne-Marie", "O'Neil", "محمد". */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M}' .’-]*$/u;

/** What a profile gives the form: strings, trimmed, missing ones empty. */
export function personalValues(profile: Record<string, unknown> | undefined): PersonalValues {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  return { firstName: text(profile?.firstName), lastName: text(profile?.lastName), email: text(profile?.email), phone: text(profile?.phone) };
}

/** One value as it is sent: trimmed; an e-mail lower-cased; a phone without spaces, dots, dashes or brackets. */
export function normaliseValue(field: PersonalField, value: string): string {
  const trimmed = value.trim();
  if (field === 'email') return trimmed.toLowerCase();
  if (field === 'phone') return trimmed ? normalisePhone(trimmed) : '';
  return trimmed.replace(/\s+/g, ' ');
}

export type PersonalProblem = Problem | 'one-at-a-time';

/**
 * The first problem of each field: names required, letters only, at most 50; e-mail required, the HTML e-mail rule,
 * at most 254; phone optional, a UK number (0 plus 9-10 digits, or +44 / 0044). Only one of e-mail and phone may
 * change in one save (one code at a time): a second change is `one-at-a-time` on the phone.
 */
export function validatePersonalDetails(values: PersonalValues, before?: PersonalValues): Partial<Record<PersonalField, PersonalProblem>> {
  const problems: Partial<Record<PersonalField, PersonalProblem>> = {};
  for (const field of ['firstName', 'lastName'] as const) {
    const problem = checkText(values[field], { required: true, maxLength: NAME_MAX_LENGTH });
    if (problem) problems[field] = problem;
    else if (!NAME.test(values[field].trim())) problems[field] = 'patternMismatch';
  }
  const email = checkText(values.email, { type: 'email', required: true, maxLength: EMAIL_MAX_LENGTH });
  if (email) problems.email = email;
  else if (!PERSONAL_EMAIL.test(values.email.trim())) problems.email = 'typeMismatch';
  if (values.phone.trim() && !isUkPhone(values.phone)) problems.phone = 'typeMismatch';
  if (before && !problems.email && !problems.phone && sensitiveChanges(before, values).length > 1) problems.phone = 'one-at-a-time';
  return problems;
}

/** The fields whose normalised value differs, in form order. */
export function changedFields(before: PersonalValues, after: PersonalValues): PersonalField[] {
  return PERSONAL_FIELDS.filter((field) => normaliseValue(field, before[field]) !== normaliseValue(field, after[field]));
}

/** The changed sensitive fields with their new values (a phone removed needs no code: nothing to send it to). */
export function sensitiveChanges(before: PersonalValues, after: PersonalValues): { field: SensitiveField; value: string }[] {
  return changedFields(before, after)
    .filter((field): field is SensitiveField => (SENSITIVE_FIELDS as readonly string[]).includes(field))
    .map((field) => ({ field, value: normaliseValue(field, after[field]) }))
    .filter((change) => change.value !== '');
}

/** The PATCH body: the changed fields only (normalised), with the verification token of a sensitive one. */
export function profileUpdate(before: PersonalValues, after: PersonalValues, verificationToken?: string): Record<string, string> {
  const body: Record<string, string> = {};
  for (const field of changedFields(before, after)) body[field] = normaliseValue(field, after[field]);
  if (verificationToken) body.verificationToken = verificationToken;
  return body;
}

/** What the visitor typed as a code: its digits only, at most six ("123 456" → "123456"). */
export function normaliseCode(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, OTP_CODE_LENGTH);
}

export function isOtpCode(code: string): boolean {
  return new RegExp(`^\\d{${OTP_CODE_LENGTH}}$`).test(code);
}

/** Whole seconds until a new code may be asked for (0 = now). */
export function secondsUntilResend(resendAt: number, now: number): number {
  return Math.max(0, Math.ceil((resendAt - now) / 1000));
}

/**
 * When a code sent at `sentAt` (this device's clock) ends on this device's clock: the send time plus the code's
 * lifetime, never the service's absolute `expiresAt` (a device clock minutes off would end every code at once or
 * never). The service's 410 stays the authority.
 */
export function localExpiry(sentAt: number, lifetimeMs: number = OTP_EXPIRY_MS): number {
  return sentAt + Math.max(0, Math.min(lifetimeMs, OTP_EXPIRY_MS));
}

/** When the service's `expiresAt` (ISO) has passed, or is unreadable. */
export function isOtpExpired(expiresAt: string, now: number): boolean {
  const time = Date.parse(expiresAt);
  return !Number.isFinite(time) || time <= now;
}

/** The service's `resendAfterSeconds` as an instant, the rule's 30 s when it is missing or odd. */
export function resendInstant(sentAt: number, resendAfterSeconds: unknown): number {
  const seconds = typeof resendAfterSeconds === 'number' && Number.isFinite(resendAfterSeconds) && resendAfterSeconds >= 0 ? resendAfterSeconds : OTP_RESEND_SECONDS;
  return sentAt + Math.min(seconds, 3600) * 1000;
}

