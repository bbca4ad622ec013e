import { describe, expect, it } from 'vitest';
import {
  ageFromMonthYear,
  ageGateNeeded,
  checkDob,
  chooseVersion,
  DEFAULT_LEGAL_AGE,
  effectiveLegalAge,
  gateCookie,
  gateCookieName,
  gateStart,
  legalAgeFromResponse,
  yearChoices,
} from '../../../src/core/gates/ageGate';

const on = (iso: string) => new Date(`${iso}T12:00:00`);

describe('age from month and year (counted from the first day of the month)', () => {
  it('turns 18 on the first day of the birth month', () => {
    expect(ageFromMonthYear(3, 2008, on('2026-02-28'))).toBe(17);
    expect(ageFromMonthYear(3, 2008, on('2026-03-01'))).toBe(18);
    expect(ageFromMonthYear(3, 2008, on('2026-03-31'))).toBe(18);
  });
  it('handles year boundaries: December and January', () => {
    expect(ageFromMonthYear(12, 2007, on('2025-11-30'))).toBe(17);
    expect(ageFromMonthYear(12, 2007, on('2025-12-01'))).toBe(18);
    expect(ageFromMonthYear(1, 2008, on('2025-12-31'))).toBe(17);
    expect(ageFromMonthYear(1, 2008, on('2026-01-01'))).toBe(18);
  });
  it('handles leap years: February of a leap year', () => {
    expect(ageFromMonthYear(2, 2008, on('2026-01-31'))).toBe(17);
    expect(ageFromMonthYear(2, 2008, on('2026-02-01'))).toBe(18);
    expect(ageFromMonthYear(2, 2004, on('2024-02-29'))).toBe(20);
  });
});

describe('dob check', () => {
  it('needs both month and year, reporting which is missing', () => {
    expect(checkDob({}, 18)).toEqual({ valid: false, monthMissing: true, yearMissing: true });
    expect(checkDob({ year: 1990 }, 18)).toEqual({ valid: false, monthMissing: true, yearMissing: false });
    expect(checkDob({ month: 5 }, 18)).toEqual({ valid: false, monthMissing: false, yearMissing: true });
    expect(checkDob({ month: 13, year: 1990 }, 18)).toMatchObject({ valid: false, monthMissing: true });
  });
  it('grants at the legal age and refuses below it', () => {
    expect(checkDob({ month: 3, year: 2008 }, 18, on('2026-03-01'))).toEqual({ valid: true, outcome: 'granted', age: 18 });
    expect(checkDob({ month: 3, year: 2008 }, 18, on('2026-02-28'))).toEqual({ valid: true, outcome: 'refused', age: 17 });
    expect(checkDob({ month: 3, year: 2005 }, 21, on('2026-02-28'))).toMatchObject({ outcome: 'refused', age: 20 });
  });
  it('never checks against 0: a missing legal age means the documented default', () => {
    expect(DEFAULT_LEGAL_AGE).toBe(21);
    for (const bad of [undefined, null, 0, -1, Number.NaN, 'x', {}]) expect(effectiveLegalAge(bad)).toBe(21);
    expect(effectiveLegalAge(18)).toBe(18);
    expect(effectiveLegalAge('19')).toBe(19);
    expect(checkDob({ month: 1, year: 2006 }, undefined, on('2026-06-01'))).toMatchObject({ outcome: 'refused', age: 20 });
  });
  it('reads the first entry of the legal age service', () => {
    expect(legalAgeFromResponse([{ legalAge: 18 }, { legalAge: 21 }])).toBe(18);
    expect(legalAgeFromResponse([{ legalAge: '19' }])).toBe(19);
    expect(legalAgeFromResponse([])).toBeUndefined();
    expect(legalAgeFromResponse([{ legalAge: 0 }])).toBeUndefined();
    expect(legalAgeFromResponse({ legalAge: 18 })).toBeUndefined();
    expect(legalAgeFromResponse(null)).toBeUndefined();
  });
  it('lists years from the end year down to the start year', () => {
    expect(yearChoices(2000, 2005)).toEqual([2005, 2004, 2003, 2002, 2001, 2000]);
    const years = yearChoices(1920, undefined, on('2026-01-01'));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1920);
  });
});

describe('gate cookie', () => {
  it('is sag_<market>, encoded, and always Secure, SameSite=Strict, Path=/', () => {
    expect(gateCookieName('GB')).toBe('sag_gb');
    expect(gateCookieName('en gb')).toBe('sag_en%20gb');
    expect(gateCookieName(undefined)).toBe('sag_default');
    expect(gateCookie('granted', 'gb').options).toEqual({ secure: true, sameSite: 'Strict', path: '/' });
  });
  it('keeps granted for successPersistence in its unit', () => {
    expect(gateCookie('granted', 'gb', { successPersistence: 30 }).options.maxAge).toBe(30 * 86400);
    expect(gateCookie('granted', 'gb', { successPersistence: 30, successPersistenceUnits: 'days' }).options.maxAge).toBe(2_592_000);
    expect(gateCookie('granted', 'gb', { successPersistence: 12, successPersistenceUnits: 'hours' }).options.maxAge).toBe(43_200);
    expect(gateCookie('granted', 'gb', { successPersistence: 15, successPersistenceUnits: 'minutes' }).options.maxAge).toBe(900);
  });
  it('keeps refused for errorPersistence days, and lasts the session without a persistence', () => {
    expect(gateCookie('refused', 'gb', { errorPersistence: 1, successPersistence: 30 }).options.maxAge).toBe(86_400);
    expect(gateCookie('refused', 'gb', {}).options.maxAge).toBeUndefined();
    expect(gateCookie('granted', 'gb', { successPersistence: 0 }).options.maxAge).toBeUndefined();
    expect(gateCookie('granted', 'gb', { successPersistence: -5 }).options.maxAge).toBeUndefined();
  });
});

describe('returning visitors and the sagVersion parameter', () => {
  it('skips for granted or a bypass, shows the error for refused, asks otherwise', () => {
    expect(gateStart('granted', false)).toEqual({ show: false, outcome: 'granted', bypassed: false });
    expect(gateStart('refused', false)).toEqual({ show: true, outcome: 'refused' });
    expect(gateStart(undefined, false)).toEqual({ show: true, outcome: 'pending' });
    expect(gateStart('tampered', false)).toEqual({ show: true, outcome: 'pending' });
    expect(gateStart('refused', true)).toEqual({ show: false, outcome: 'granted', bypassed: true });
  });
  it('a page needs the gate element unless the visitor already said yes (a bypass still needs it, to record it)', () => {
    expect(ageGateNeeded('https://shop.example/en.html', 'granted')).toBe(false);
    expect(ageGateNeeded('https://shop.example/en.html?sagVersion=dob', 'granted')).toBe(false);
    expect(ageGateNeeded('https://shop.example/en.html', undefined)).toBe(true);
    expect(ageGateNeeded('https://shop.example/en.html', 'refused')).toBe(true);
    expect(ageGateNeeded('https://shop.example/en.html', 'tampered')).toBe(true);
    expect(ageGateNeeded('https://shop.example/en.html?sagVersion=BYPASS', 'granted')).toBe(true);
    expect(ageGateNeeded('/relative.html?sagVersion=bypass', undefined)).toBe(true);
  });
  it('chooses the content from sagVersion and strips a bypass from the URL', () => {
    expect(chooseVersion('/p.html', { sagVersion: 'dob' })).toEqual({ version: 'dob', bypass: false });
    expect(chooseVersion('/p.html', {})).toEqual({ version: 'simplified', bypass: false });
    expect(chooseVersion('/p.html?sagVersion=dob', { sagVersion: 'simplified' })).toEqual({ version: 'dob', bypass: false });
    expect(chooseVersion('/p.html?a=1&sagVersion=bypass&b=2#top', {})).toEqual({
      version: 'simplified',
      bypass: true,
      cleanedUrl: '/p.html?a=1&b=2#top',
    });
    expect(chooseVersion('/p.html?sagVersion=BYPASS', {}).cleanedUrl).toBe('/p.html');
  });
});
