import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashEmail, normalizeEmail, parseBirthYear, userDataMessage, userDataOf } from '../../../src/core/visitor/userData';
import type { VisitorResolution } from '../../../src/core/visitor/resolveVisitor';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const DEVI: VisitorResolution = {
  visitorType: 'LAU-HAV-DEV',
  consumer: { profile: { consumerId: 'demo-dev', email: ' Devi.Patel@Example.co.uk ', birthYear: 1979, hasAlreadyOrdered: true } },
  assetCount: 1,
  loyaltyTier: 'PLATINUM',
};

describe('userDataOf', () => {
  it('an anonymous visitor gets nothing', () => {
    expect(userDataOf({ visitorType: 'LAS' })).toBeUndefined();
  });

  it('the eight fields of a device owner', () => {
    expect(userDataOf(DEVI, 'hash')).toEqual({
      loginStatus: 'logged-in',
      affiliation: 'LAU-HAV-DEV',
      userID: 'demo-dev',
      emailHashed: 'hash',
      birthYear: 1979,
      loyaltyBadge: 'PLATINUM',
      hasDeviceRegistered: true,
      hasAlreadyOrdered: true,
    });
  });

  it('logged in without a profile (no consumer service): unknowns are null or false', () => {
    expect(userDataOf({ visitorType: 'LAU' })).toEqual({
      loginStatus: 'logged-in',
      affiliation: 'LAU',
      userID: null,
      emailHashed: null,
      birthYear: null,
      loyaltyBadge: null,
      hasDeviceRegistered: false,
      hasAlreadyOrdered: false,
    });
  });

  it('no assets, or zero, is no device; only a true flag is an order', () => {
    const base: VisitorResolution = { visitorType: 'LAU-HAV', consumer: { profile: { hasAlreadyOrdered: 'yes' } }, assetCount: 0 };
    expect(userDataOf(base)).toMatchObject({ hasDeviceRegistered: false, hasAlreadyOrdered: false });
  });
});

describe('parseBirthYear / normalizeEmail', () => {
  it('a four-digit year from a number or a string, else null', () => {
    expect(parseBirthYear(1994)).toBe(1994);
    expect(parseBirthYear(' 1987 ')).toBe(1987);
    for (const value of ['87', 'abcd', 19.5, null, undefined, 123456]) expect(parseBirthYear(value), String(value)).toBeNull();
  });

  it('trimmed and lower-cased; blank is none', () => {
    expect(normalizeEmail('  A.B@Example.COM ')).toBe('a.b@example.com');
    expect(normalizeEmail('   ')).toBeUndefined();
    expect(normalizeEmail(7)).toBeUndefined();
  });
});

describe('hashEmail / userDataMessage', () => {
  it('SHA-256 hex of the normalized e-mail (crypto.subtle)', async () => {
    expect(await hashEmail(' Devi.Patel@Example.co.uk ')).toBe(sha256('devi.patel@example.co.uk'));
    expect(await hashEmail('')).toBeNull();
    expect(await hashEmail('a@b.c', undefined as unknown as SubtleCrypto)).toBe(sha256('a@b.c'));
  });

  it('the message: type brand-user-data and the fields, never the e-mail itself', async () => {
    const message = await userDataMessage(DEVI);
    expect(message).toMatchObject({ type: 'brand-user-data', affiliation: 'LAU-HAV-DEV', emailHashed: sha256('devi.patel@example.co.uk') });
    expect(JSON.stringify(message)).not.toMatch(/example\.co\.uk/i);
    expect(await userDataMessage({ visitorType: 'LAS' })).toBeUndefined();
  });
});
