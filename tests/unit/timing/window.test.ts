import { describe, expect, it } from 'vitest';
import { MAX_TIMER_MS, nextBoundary, serverWindow, timerDelay, windowState } from '../../../src/core/timing/window';

const start = Date.UTC(2026, 5, 1, 9);
const end = Date.UTC(2026, 5, 8, 9);

describe('countdown container window', () => {
  it('open from the start (inclusive) to the end (exclusive)', () => {
    expect(windowState(start - 1, start, end)).toBe('before');
    expect(windowState(start, start, end)).toBe('open');
    expect(windowState(end - 1, start, end)).toBe('open');
    expect(windowState(end, start, end)).toBe('after');
    expect(windowState(end + 1, start, end)).toBe('after');
  });

  it('a missing date leaves that side open', () => {
    expect(windowState(0, undefined, end)).toBe('open');
    expect(windowState(end, undefined, end)).toBe('after');
    expect(windowState(start - 1, start, undefined)).toBe('before');
    expect(windowState(Number.MAX_SAFE_INTEGER, start, undefined)).toBe('open');
    expect(windowState(0, undefined, undefined)).toBe('open');
  });

  it('an end at or before the start never opens', () => {
    expect(windowState(start - 1, start, start)).toBe('before');
    expect(windowState(start, start, start)).toBe('after');
    expect(nextBoundary(start - 10, start, start)).toBe(10);
    expect(nextBoundary(start, start, start)).toBeUndefined();
  });

  it('the next boundary: the start while before, the end while open, none after or when open-ended', () => {
    expect(nextBoundary(start - 5000, start, end)).toBe(5000);
    expect(nextBoundary(start, start, end)).toBe(end - start);
    expect(nextBoundary(end, start, end)).toBeUndefined();
    expect(nextBoundary(start, start, undefined)).toBeUndefined();
    expect(nextBoundary(0, undefined, undefined)).toBeUndefined();
  });

  it('a wait over 24.8 days is capped to what setTimeout can hold (re-armed when it fires)', () => {
    expect(MAX_TIMER_MS).toBe(2_147_483_647);
    expect(timerDelay(40 * 86_400_000)).toBe(MAX_TIMER_MS);
    expect(timerDelay(1234)).toBe(1234);
    expect(timerDelay(-5)).toBe(0);
  });
});

describe('what a server writes for a countdown container', () => {
  const now = Date.parse('2026-06-15T10:00:00Z');
  const at = (iso: string) => Date.parse(iso);

  it('inside the window: the items shown, holding from its start to its end', () => {
    expect(serverWindow({ startDate: '2026-06-12T10:00:00Z', endDate: '2026-06-20T10:00:00Z' }, now, false)).toEqual({
      shown: true,
      holds: { from: at('2026-06-12T10:00:00Z'), until: at('2026-06-20T10:00:00Z') },
    });
    expect(serverWindow({ endDate: '2026-06-15T10:00:01Z' }, now, false)).toEqual({ shown: true, holds: { until: now + 1000 } });
  });

  it('before the start: hidden until it; after the end: hidden from it on', () => {
    expect(serverWindow({ startDate: '2026-06-16T00:00:00Z', endDate: '2026-06-20T00:00:00Z' }, now, false)).toEqual({ shown: false, holds: { until: at('2026-06-16T00:00:00Z') } });
    expect(serverWindow({ startDate: '2026-06-01T00:00:00Z', endDate: '2026-06-15T10:00:00Z' }, now, false)).toEqual({ shown: false, holds: { from: now } });
    // An end before the start never opens: after the start it is after the end.
    expect(serverWindow({ startDate: '2026-06-10T00:00:00Z', endDate: '2026-06-05T00:00:00Z' }, now, false)).toEqual({ shown: false, holds: { from: at('2026-06-10T00:00:00Z') } });
  });

  it('no date: shown for good, nothing to hold', () => {
    expect(serverWindow({}, now, false)).toEqual({ shown: true });
    expect(serverWindow({ startDate: '', endDate: '  ' }, now, false)).toEqual({ shown: true });
  });

  it('an unreadable date hides the items and holds for no time (the element wakes and its code reports the date)', () => {
    expect(serverWindow({ startDate: 'March 7' }, now, false)).toEqual({ shown: false, holds: { from: now, until: now } });
    expect(serverWindow({ startDate: '2026-06-01', endDate: '2026-02-30' }, now, false)).toEqual({ shown: false, holds: { from: now, until: now } });
  });

  it('the editor shows them always, holding for all time', () => {
    expect(serverWindow({ startDate: '2030-01-01' }, now, true)).toEqual({ shown: true });
  });
});
