/**
 * Following the page's scroll: the throttle the header and the sticky container read it through, and the header's
 * scroll-hide rule. A module apart from the header's rules (./header.ts), which the sticky container does not need.
 */

/** The scroll handler runs at most once per this many ms. */
export const SCROLL_THROTTLE_MS = 100;

/**
 * Scroll-hide: hidden when scrolling down past the header's height, shown again on any scroll
 * up (and always near the top).
 */
export function headerHiddenAfterScroll(previousY: number, y: number, headerHeight: number, wasHidden: boolean): boolean {
  if (y <= headerHeight) return false;
  if (y > previousY) return true;
  if (y < previousY) return false;
  return wasHidden;
}

/** A throttle that runs at most once per `ms` and always runs the last call of a burst. */
export function throttle<Args extends unknown[]>(run: (...args: Args) => void, ms: number, now: () => number = () => Date.now()) {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pending: Args | undefined;
  const fire = () => {
    timer = undefined;
    last = now();
    const args = pending!;
    pending = undefined;
    run(...args);
  };
  const throttled = (...args: Args) => {
    pending = args;
    const wait = last + ms - now();
    if (wait <= 0 && !timer) fire();
    else if (!timer) timer = setTimeout(fire, Math.max(0, wait));
  };
  throttled.cancel = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    pending = undefined;
  };
  return throttled;
}
