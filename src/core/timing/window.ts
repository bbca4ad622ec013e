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
