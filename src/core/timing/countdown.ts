/**
 * Countdown rules (brand-countdown): what is left from `now` to `end`, both epoch
 * milliseconds. Everything is epoch arithmetic, never local calendar fields, so a daylight-saving
 * change (a day of 23 or 25 hours) moves nothing: a "day" is 24 hours of remaining time.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export { parseInstant } from './instant';

export interface RemainingParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** whole seconds left, rounded up: 0 means expired */
  totalSeconds: number;
  expired: boolean;
}

/**
 * Days, hours, minutes and seconds left until `end`. A part-second left counts as a whole one
 * (a clock shows 00:01 until the last instant, never 00:00 before the end).
 */
export function remainingParts(now: number, end: number): RemainingParts {
  const left = Math.max(0, end - now);
  const totalSeconds = Math.ceil(left / SECOND);
  const ms = totalSeconds * SECOND;
  return {
    days: Math.floor(ms / DAY),
    hours: Math.floor((ms % DAY) / HOUR),
    minutes: Math.floor((ms % HOUR) / MINUTE),
    seconds: Math.floor((ms % MINUTE) / SECOND),
    totalSeconds,
    expired: totalSeconds === 0,
  };
}

/**
 * Milliseconds until the displayed seconds next change: the next whole second of the remaining
 * time, computed from the clock each time so late timers never accumulate drift. Undefined once
 * expired (nothing more to schedule).
 */
export function nextTickDelay(now: number, end: number): number | undefined {
  const left = end - now;
  if (left <= 0) return undefined;
  const intoSecond = left % SECOND;
  return intoSecond === 0 ? SECOND : intoSecond;
}

/** Two digits for hours, minutes and seconds; days as they are. */
export const pad2 = (value: number): string => String(value).padStart(2, '0');
