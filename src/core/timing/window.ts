import { parseInstant } from './instant';

/**
 * Countdown container window (brand-countdown-container): its items show from
 * `start` (inclusive) to `end` (exclusive), epoch ms; a missing side is open.
 */

export type WindowState = 'before' | 'open' | 'after';

/** Browsers run a setTimeout longer than 2^31 − 1 ms (24.8 days) at once: longer waits are re-armed in steps. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

export function windowState(now: number, start?: number, end?: number): WindowState {
  if (start !== undefined && now < start) return 'before';
  if (end !== undefined && now >= end) return 'after';
  return 'open';
}

/**
 * Milliseconds until the state next changes (the start while before it, the end while open),
 * undefined when it never will. An end at or before the start never opens the window.
 */
export function nextBoundary(now: number, start?: number, end?: number): number | undefined {
  const state = windowState(now, start, end);
  if (state === 'before') return start! - now;
  if (state === 'open' && end !== undefined) return end - now;
  return undefined;
}

/** A delay a timer can really wait: capped at MAX_TIMER_MS (the caller re-checks and re-arms when it fires). */
export const timerDelay = (ms: number): number => Math.min(Math.max(0, ms), MAX_TIMER_MS);

/**
 * What a server writes for a countdown container rendered at `now` (its clock): whether its items show, and
 * the time that holds for (`holds`: from the last start or end to the next; none when no date is set). A date
 * set but unreadable keeps the items hidden and holds for no time, so the element wakes and its code reports it.
 * The editor shows the items always.
 */
export function serverWindow(
  { startDate, endDate }: { startDate?: unknown; endDate?: unknown },
  now: number,
  editing: boolean,
): { shown: boolean; holds?: { from?: number; until?: number } } {
  if (editing) return { shown: true };
  const start = parseInstant(startDate);
  const end = parseInstant(endDate);
  const unreadable = (value: unknown, parsed: number | undefined) => typeof value === 'string' && value.trim() !== '' && parsed === undefined;
  if (unreadable(startDate, start) || unreadable(endDate, end)) return { shown: false, holds: { from: now, until: now } };
  if (start === undefined && end === undefined) return { shown: true };
  const state = windowState(now, start, end);
  // After: from the end, or from the start when the end is at or before it (such a window never opens).
  const holds = state === 'before' ? { until: start } : state === 'open' ? { from: start, until: end } : { from: start === undefined ? end : Math.max(end!, start) };
  return { shown: state === 'open', holds: Object.fromEntries(Object.entries(holds).filter(([, value]) => value !== undefined)) };
}
