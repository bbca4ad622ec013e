import { describe, expect, it } from 'vitest';
import {
  OTP_CODE_LENGTH,
  OTP_EXPIRY_MINUTES,
  OTP_MAX_ATTEMPTS,
  OTP_RESEND_SECONDS,
  changedFields,
  isOtpCode,
  isOtpExpired,
  localExpiry,
  PERSONAL_EMAIL,
  normaliseCode,
  normaliseValue,
  personalValues,
  profileUpdate,
  resendInstant,
  secondsUntilResend,
  sensitiveChanges,
  validatePersonalDetails,
} from '../../../src/core/account/otp';
import { OTP_VERIFY_KEY, PERSONAL_DETAILS_OTP_KEY, changesOf, clearPendingDetails, readPendingDetails, writePendingDetails } from '../../../src/core/account/otpHandoff';

const harvey = { firstName: 'Harvey', lastName: 'Avery', email: 'harvey.avery@example.co.uk', phone: '' };

function memory() {
  const map = new Map<string, string>();
  return { map, getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value), removeItem: (key: string) => void map.delete(key) };
}

describe('the one-time password rules', () => {
  it('has the service constants: 6 digits, resend after 30 s, 3 attempts, 10 minutes', () => {
    expect([OTP_CODE_LENGTH, OTP_RESEND_SECONDS, OTP_MAX_ATTEMPTS, OTP_EXPIRY_MINUTES]).toEqual([6, 30, 3, 10]);
  });

  it('reads a code as its digits, six at most', () => {
    expect(normaliseCode(' 123 456 ')).toBe('123456');
    expect(normaliseCode('12-34-56-78')).toBe('123456');
    expect(isOtpCode('123456')).toBe(true);
    expect(isOtpCode('12345')).toBe(false);
    expect(isOtpCode('12345a')).toBe(false);
    expect(isOtpCode('1234567')).toBe(false);
  });

  it('counts the seconds until a resend, rounding up, never below 0', () => {
    expect(secondsUntilResend(30_000, 0)).toBe(30);
    expect(secondsUntilResend(30_000, 29_001)).toBe(1);
    expect(secondsUntilResend(30_000, 30_000)).toBe(0);
    expect(secondsUntilResend(30_000, 99_000)).toBe(0);
    expect(resendInstant(1000, 30)).toBe(31_000);
    expect(resendInstant(1000, undefined)).toBe(31_000);
    expect(resendInstant(1000, -4)).toBe(31_000);
  });

  it('an expiry in the past, now, or unreadable is expired', () => {
    const now = Date.parse('2026-11-24T10:00:00Z');
    expect(isOtpExpired('2026-11-24T10:09:59Z', now)).toBe(false);
    expect(isOtpExpired('2026-11-24T10:00:00Z', now)).toBe(true);
    expect(isOtpExpired('soon', now)).toBe(true);
  });
});

describe('the personal details form', () => {
  it('takes a profile as trimmed strings, missing ones empty', () => {
    expect(personalValues({ firstName: ' Harvey ', lastName: 'Avery', email: 'h@example.com', birthYear: 1987 })).toEqual({ firstName: 'Harvey', lastName: 'Avery', email: 'h@example.com', phone: '' });
    expect(personalValues(undefined)).toEqual({ firstName: '', lastName: '', email: '', phone: '' });
  });

  it('requires names of letters (any script, hyphens, apostrophes), 50 at most', () => {
    expect(validatePersonalDetails(harvey)).toEqual({});
    expect(validatePersonalDetails({ ...harvey, firstName: "Anne-Marie O'Neil", lastName: 'محمد' })).toEqual({});
    expect(validatePersonalDetails({ ...harvey, firstName: '  ' })).toEqual({ firstName: 'valueMissing' });
    expect(validatePersonalDetails({ ...harvey, lastName: 'R2D2' })).toEqual({ lastName: 'patternMismatch' });
    expect(validatePersonalDetails({ ...harvey, lastName: 'a'.repeat(51) })).toEqual({ lastName: 'tooLong' });
  });

  it('requires an e-mail address; a phone is optional but UK', () => {
    expect(validatePersonalDetails({ ...harvey, email: '' })).toEqual({ email: 'valueMissing' });
    expect(validatePersonalDetails({ ...harvey, email: 'harvey@' })).toEqual({ email: 'typeMismatch' });
    expect(validatePersonalDetails({ ...harvey, phone: '07700 900123' })).toEqual({});
    expect(validatePersonalDetails({ ...harvey, phone: '+44 7700 900123' })).toEqual({});
    expect(validatePersonalDetails({ ...harvey, phone: '12345' })).toEqual({ phone: 'typeMismatch' });
  });

  it('changes one sensitive field at a time', () => {
    const both = { ...harvey, email: 'new@example.com', phone: '07700900123' };
    expect(validatePersonalDetails(both, harvey)).toEqual({ phone: 'one-at-a-time' });
    expect(validatePersonalDetails({ ...harvey, email: 'new@example.com' }, harvey)).toEqual({});
  });

  it('finds what changed, normalised: case of an e-mail and spaces of a phone are no change', () => {
    const before = { ...harvey, phone: '07700900123' };
    expect(changedFields(before, { ...before, email: ' Harvey.Avery@Example.co.uk ', phone: '07700 900 123' })).toEqual([]);
    expect(changedFields(before, { ...before, firstName: 'Harry' })).toEqual(['firstName']);
    expect(normaliseValue('phone', '+44 (0)7700-900123')).toBe('+4407700900123');
    expect(sensitiveChanges(before, { ...before, email: 'New@Example.com' })).toEqual([{ field: 'email', value: 'new@example.com' }]);
    // a phone removed: nothing to send a code to
    expect(sensitiveChanges(before, { ...before, phone: '' })).toEqual([]);
  });

  it('sends only what changed, with the token', () => {
    expect(profileUpdate(harvey, { ...harvey, firstName: ' Harry ' })).toEqual({ firstName: 'Harry' });
    expect(profileUpdate(harvey, { ...harvey, email: 'New@example.com' }, 'vt-1')).toEqual({ email: 'new@example.com', verificationToken: 'vt-1' });
    expect(profileUpdate(harvey, harvey)).toEqual({});
  });
});

describe('the pending change across a reload (sessionStorage)', () => {
  const now = Date.parse('2026-11-24T10:00:00Z');
  const challenge = { field: 'email' as const, value: 'new@example.com', otpId: 'otp-1', expiresAt: '2026-11-24T10:10:00Z', localExpiry: now + 600_000, resendAt: now + 30_000, attemptsLeft: 3 };

  it('keeps only the changed fields and the challenge under the two keys, for that consumer only', () => {
    const storage = memory();
    const changes = changesOf(harvey, { ...harvey, email: 'new@example.com' }, changedFields(harvey, { ...harvey, email: 'new@example.com' }));
    expect(changes).toEqual({ email: 'new@example.com' });
    writePendingDetails({ consumerId: 'demo-hav', changes, challenge }, storage);
    expect([...storage.map.keys()].sort()).toEqual([OTP_VERIFY_KEY, PERSONAL_DETAILS_OTP_KEY].sort());
    expect(storage.map.get(PERSONAL_DETAILS_OTP_KEY)).not.toContain('Avery');
    expect(readPendingDetails('demo-hav', now, storage)).toEqual({ consumerId: 'demo-hav', changes: { email: 'new@example.com' }, challenge });
    expect(readPendingDetails('demo-lau', now, storage)).toBeUndefined();
    clearPendingDetails(storage);
    expect(storage.map.size).toBe(0);
  });

  it('ends a code on this device\'s clock, whatever the service\'s clock says (a skewed device clock)', () => {
    // the service's expiresAt is an hour behind this device's clock: still pending for 10 minutes from the send
    const skewed = { ...challenge, expiresAt: new Date(now - 3600_000 + 600_000).toISOString(), localExpiry: localExpiry(now) };
    expect(isOtpExpired(skewed.expiresAt, now)).toBe(true); // what the old pre-check read
    const storage = memory();
    writePendingDetails({ consumerId: 'demo-hav', changes: { email: 'new@example.com' }, challenge: skewed }, storage);
    expect(readPendingDetails('demo-hav', now + 60_000, storage)?.challenge.otpId).toBe('otp-1');
    expect(readPendingDetails('demo-hav', now + 600_000, storage)).toBeUndefined();
    expect(localExpiry(now)).toBe(now + 600_000);
    expect(localExpiry(now, 60_000)).toBe(now + 60_000);
    expect(localExpiry(now, 86_400_000)).toBe(now + 600_000);
  });

  it('drops an expired or broken entry', () => {
    const storage = memory();
    writePendingDetails({ consumerId: 'demo-hav', changes: { email: 'new@example.com' }, challenge }, storage);
    expect(readPendingDetails('demo-hav', now + 600_000, storage)).toBeUndefined();
    expect(storage.map.size).toBe(0);
    storage.setItem(PERSONAL_DETAILS_OTP_KEY, '{not json');
    storage.setItem(OTP_VERIFY_KEY, JSON.stringify(challenge));
    expect(readPendingDetails('demo-hav', now, storage)).toBeUndefined();
    storage.setItem(PERSONAL_DETAILS_OTP_KEY, JSON.stringify({ consumerId: 'demo-hav', changes: { email: 'new@example.com' } }));
    storage.setItem(OTP_VERIFY_KEY, JSON.stringify({ ...challenge, otpId: '<script>' }));
    expect(readPendingDetails('demo-hav', now, storage)).toBeUndefined();
    storage.setItem(OTP_VERIFY_KEY, JSON.stringify({ ...challenge, localExpiry: undefined }));
    expect(readPendingDetails('demo-hav', now, storage)).toBeUndefined();
  });
});

describe('the e-mail rule: the form\'s is the service\'s (a dot in the domain)', () => {
  const cases: [string, boolean][] = [
    ['name@example.com', true],
    ['first.last+tag@sub.example.co.uk', true],
    ['name@localhost', false],
    ['name@', false],
    ['name@example.', false],
    ['@example.com', false],
  ];
  it.each(cases)('%s → %s', async (email, valid) => {
    expect(PERSONAL_EMAIL.test(email)).toBe(valid);
    expect(validatePersonalDetails({ ...harvey, email }).email === undefined).toBe(valid);
    const { normalised } = await import('../../../demo/mock/consumerProfile.mjs');
    expect(normalised('email', email) !== undefined).toBe(valid);
  });
});
