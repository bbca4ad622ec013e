import { describe, expect, it } from 'vitest';
import { formatPoints, memberSince, profileSummary, tierLabel, tierToken } from '../../../src/core/account/profileSummary';

describe('profileSummary', () => {
  it('reads name, e-mail, birth year and createdAt from the profile', () => {
    const consumer = { profile: { firstName: 'Harvey', lastName: 'Avery', email: 'h@example.com', birthYear: 1987, createdAt: '2022-11-02T17:05:00Z' } };
    expect(profileSummary(consumer)).toEqual({
      firstName: 'Harvey',
      lastName: 'Avery',
      fullName: 'Harvey Avery',
      email: 'h@example.com',
      birthYear: '1987',
      createdAt: '2022-11-02T17:05:00Z',
    });
  });
  it('leaves out what is unknown, blank or malformed', () => {
    expect(profileSummary(undefined)).toEqual({});
    expect(profileSummary({ profile: { firstName: '  ', lastName: 'Solo', birthYear: 'soon', createdAt: 'yesterday' } })).toEqual({
      lastName: 'Solo',
      fullName: 'Solo',
    });
  });
});

describe('tierLabel', () => {
  it('takes the authored label, keys matched case-insensitively', () => {
    expect(tierLabel('GOLD', { gold: 'Or' })).toBe('Or');
    expect(tierLabel('gold', { GOLD: 'ذهبي' })).toBe('ذهبي');
  });
  it('else writes the code in sentence case', () => {
    expect(tierLabel('GOLD')).toBe('Gold');
    expect(tierLabel('PLATINUM_PLUS', { GOLD: 'Or' })).toBe('Platinum plus');
    expect(tierLabel('GOLD', { GOLD: '  ' })).toBe('Gold');
  });
  it('has none without a tier', () => {
    expect(tierLabel(undefined)).toBeUndefined();
    expect(tierLabel('')).toBeUndefined();
  });
  it('gives a styling token', () => expect(tierToken('Platinum Plus')).toBe('platinum-plus'));
});

describe('memberSince and formatPoints', () => {
  it('formats month and year in the language', () => {
    expect(memberSince('2022-11-02T17:05:00Z', 'en')).toBe('November 2022');
    expect(memberSince('not a date', 'en')).toBeUndefined();
    expect(memberSince(undefined)).toBeUndefined();
  });
  it('formats points, none when not a number', () => {
    expect(formatPoints(1250, 'en')).toBe('1,250');
    expect(formatPoints(0, 'en')).toBe('0');
    expect(formatPoints('12', 'en')).toBeUndefined();
    expect(formatPoints(Number.NaN, 'en')).toBeUndefined();
  });
});
