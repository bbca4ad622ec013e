/**
 * The clock the timing elements read and schedule on. Tests replace it (`setClock`) with a manual
 * one, so time can be moved without faking the page's own timers (which the test helpers use).
 */
export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

let current: Clock = systemClock;

export const clock = (): Clock => current;

/** Replaces the clock (tests); returns a function that puts the previous one back. */
export function setClock(next: Clock): () => void {
  const previous = current;
  current = next;
  return () => {
    current = previous;
  };
}
