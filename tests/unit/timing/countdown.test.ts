import { afterEach, describe, expect, it } from 'vitest';
import { nextTickDelay, pad2, parseInstant, remainingParts } from '../../../src/core/timing/countdown';

const at = (iso: string) => Date.parse(iso);

describe('countdown rules', () => {
  it('parses ISO 8601 instants (zone, offset, date only) and refuses anything else', () => {
    expect(parseInstant('2026-03-29T01:00:00Z')).toBe(Date.UTC(2026, 2, 29, 1));
    expect(parseInstant('2026-03-29T02:00:00+01:00')).toBe(Date.UTC(2026, 2, 29, 1));
    expect(parseInstant('2026-03-29T02:00:00+0100')).toBe(Date.UTC(2026, 2, 29, 1));
    expect(parseInstant(' 2026-03-29T01:00:00.500Z ')).toBe(Date.UTC(2026, 2, 29, 1) + 500);
    expect(parseInstant('2026-03-29')).toBe(Date.UTC(2026, 2, 29));
    for (const bad of ['', '   ', 'tomorrow', 'March 7, 2026', '1/2/2026', '2026-13-01T00:00:00Z', '2026-02-30T00:00Z', null, undefined, {}, NaN]) {
      expect(parseInstant(bad), String(bad)).toBeUndefined();
    }
  });

  it('splits the time left into days, hours, minutes and seconds', () => {
    const now = at('2026-06-01T10:00:00Z');
    expect(remainingParts(now, at('2026-06-03T13:04:05Z'))).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5, totalSeconds: 2 * 86400 + 3 * 3600 + 4 * 60 + 5, expired: false });
    expect(remainingParts(now, now + 59_000)).toMatchObject({ days: 0, hours: 0, minutes: 0, seconds: 59 });
    expect(remainingParts(now, now + 100 * 86_400_000)).toMatchObject({ days: 100, hours: 0, minutes: 0, seconds: 0 });
  });

  it('a part-second left shows as a whole one; at the end and after it, expired with zeros', () => {
    const end = at('2026-06-01T10:00:00Z');
    expect(remainingParts(end - 1, end)).toMatchObject({ seconds: 1, totalSeconds: 1, expired: false });
    expect(remainingParts(end - 1500, end)).toMatchObject({ seconds: 2, expired: false });
    expect(remainingParts(end, end)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, totalSeconds: 0, expired: true });
    expect(remainingParts(end + 86_400_000, end)).toMatchObject({ days: 0, expired: true });
  });

  it('the next tick is at the next whole second of the remaining time, so late timers do not drift', () => {
    const end = at('2026-06-01T10:00:00Z');
    expect(nextTickDelay(end - 5000, end)).toBe(1000);
    expect(nextTickDelay(end - 5500, end)).toBe(500);
    // A timer that fired 30 ms late catches up on the next one instead of carrying the lag.
    expect(nextTickDelay(end - 4970, end)).toBe(970);
    expect(nextTickDelay(end - 1, end)).toBe(1);
    expect(nextTickDelay(end, end)).toBeUndefined();
    expect(nextTickDelay(end + 10, end)).toBeUndefined();
  });

  it('pads hours, minutes and seconds to two digits', () => {
    expect([pad2(0), pad2(7), pad2(59), pad2(123)]).toEqual(['00', '07', '59', '123']);
  });

  describe('across the spring daylight-saving change in Europe/London (2026-03-29 01:00 UTC)', () => {
    const previousTz = process.env.TZ;
    afterEach(() => {
      process.env.TZ = previousTz;
    });

    it('a day is 24 hours of remaining time whatever the local clocks do', () => {
      process.env.TZ = 'Europe/London';
      // Local midnight of the 28th (GMT) to local midnight of the 30th (BST) is 47 hours, not 48.
      const now = at('2026-03-28T00:00:00Z');
      const end = at('2026-03-29T23:00:00Z');
      expect(new Date(end).getHours()).toBe(0); // local midnight on the 30th: the zone is really in effect
      expect(remainingParts(now, end)).toMatchObject({ days: 1, hours: 23, minutes: 0, seconds: 0 });
      // One second before the change and one after: exactly two seconds apart on the countdown.
      const change = at('2026-03-29T01:00:00Z');
      const before = remainingParts(change - 1000, end).totalSeconds;
      const after = remainingParts(change + 1000, end).totalSeconds;
      expect(before - after).toBe(2);
      expect(remainingParts(change, end)).toMatchObject({ days: 0, hours: 22, minutes: 0, seconds: 0 });
      expect(nextTickDelay(change - 250, end)).toBe(250);
    });
  });
});
