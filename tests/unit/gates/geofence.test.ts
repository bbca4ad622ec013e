import { describe, expect, it } from 'vitest';
import { geofenceCheck, geofenceRequestUrl, geofenceShows, marketCountry } from '../../../src/core/gates/geofence';

const base = { authoring: false, enabled: true, url: 'https://shop.test/gb/home.html' };

describe('geofence', () => {
  it('is skipped in authoring, when disabled, by gr=false (setting the cookie) or a gr=true cookie', () => {
    expect(geofenceCheck({ ...base, authoring: true })).toMatchObject({ check: false, reason: 'authoring' });
    expect(geofenceCheck({ ...base, enabled: false })).toMatchObject({ check: false, reason: 'disabled' });
    expect(geofenceCheck({ ...base, url: `${base.url}?gr=false` })).toEqual({ check: false, reason: 'gr-query', setGrCookie: true });
    expect(geofenceCheck({ ...base, grCookie: 'true' })).toEqual({ check: false, reason: 'gr-cookie', setGrCookie: false });
    expect(geofenceCheck({ ...base, grCookie: 'false' })).toEqual({ check: true });
    expect(geofenceCheck({ ...base, url: `${base.url}?gr=true` })).toEqual({ check: true });
  });
  it('shows only when the country is known and differs from the market', () => {
    expect(geofenceShows('DE', 'gb')).toBe(true);
    expect(geofenceShows('GB', 'gb')).toBe(false);
    expect(geofenceShows('gb', 'en_GB')).toBe(false);
    expect(geofenceShows(undefined, 'gb')).toBe(false);
    expect(geofenceShows('XX1', 'gb')).toBe(false);
    expect(geofenceShows('DE', undefined)).toBe(false);
    expect(marketCountry('en-gb')).toBe('GB');
    expect(marketCountry('europe')).toBeUndefined();
  });
  it('asks for the current page without its query', () => {
    expect(geofenceRequestUrl('https://shop.test/gb/home.html?utm=x#top')).toBe('https://shop.test/gb/home.html');
  });
});
