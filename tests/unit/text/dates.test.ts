import { describe, expect, it } from 'vitest';
import { formatLongDate } from '../../../src/core/text/dates';

describe('formatLongDate', () => {
  it('writes the month out in the language asked for, in UTC', () => {
    expect(formatLongDate('2024-09-14T15:22:00Z', 'en-GB')).toBe('14 September 2024');
    expect(formatLongDate('2024-09-14T23:59:00Z', 'en-US')).toBe('September 14, 2024');
    expect(formatLongDate('2026-11-22T23:30:00-0200', 'en-GB')).toBe('23 November 2026');
    expect(formatLongDate(Date.UTC(2026, 0, 2), 'en-GB')).toBe('2 January 2026');
  });
  it('medium style is the locale medium date', () => {
    expect(formatLongDate('2026-11-22T23:30:00+0000', 'en-GB', { style: 'medium' })).toBe('22 Nov 2026');
  });
  it('an invalid language tag falls back', () => {
    expect(formatLongDate('2026-01-02T00:00:00Z', 'not a tag!', { style: 'medium', fallbackLocale: 'en-GB' })).toBe('2 Jan 2026');
    expect(formatLongDate('2024-09-14T15:22:00Z', 'not a tag!')).toContain('2024');
  });
  it('undefined when not a date', () => {
    expect(formatLongDate('yesterday', 'en')).toBeUndefined();
    expect(formatLongDate('', 'en')).toBeUndefined();
    expect(formatLongDate(undefined, 'en')).toBeUndefined();
    expect(formatLongDate({}, 'en')).toBeUndefined();
  });
});
