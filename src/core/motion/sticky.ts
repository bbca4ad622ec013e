/**
 * The sticky container's rules (it shows or hides its bar at the top or the bottom): when its bar
 * is shown, given the scroll positions, like the header's hide-on-scroll (src/core/chrome/header.ts
 * headerHiddenAfterScroll).
 */

export type StickyPosition = 'top' | 'bottom';
/** always: shown once past `offset`; scroll-up / scroll-down: shown while the page scrolls that way */
export type StickyShowOn = 'always' | 'scroll-up' | 'scroll-down';

export const STICKY_SHOW_ON: readonly StickyShowOn[] = ['always', 'scroll-up', 'scroll-down'];
/** Above the content and the footer's pinned banner (800), below the header (1100) and dialogs. */
export const STICKY_Z_INDEX = 1000;
export const STICKY_TRANSITION_MS = 250;

export function stickyPosition(value: unknown): StickyPosition {
  return typeof value === 'string' && value.trim().toLowerCase() === 'top' ? 'top' : 'bottom';
}

export function stickyShowOn(value: unknown): StickyShowOn {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return (STICKY_SHOW_ON as readonly string[]).includes(text) ? (text as StickyShowOn) : 'always';
}

/** The scroll offset in px (0 when missing, negative or not a number; capped at 100000). */
export function stickyOffset(value: unknown): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(number) && number > 0 ? Math.min(number, 100000) : 0;
}

export interface StickyScroll {
  showOn: StickyShowOn;
  /** shown only once the page is scrolled at least this far (px) */
  offset: number;
  previousY: number;
  y: number;
  wasShown: boolean;
}

/**
 * Whether the bar is shown after a scroll from `previousY` to `y`: never before `offset`; past
 * it, always, or while the page scrolls the chosen way (no movement keeps the current state).
 */
export function stickyShownAfterScroll({ showOn, offset, previousY, y, wasShown }: StickyScroll): boolean {
  if (y < offset) return false;
  if (showOn === 'always') return true;
  if (y === previousY) return wasShown;
  return showOn === 'scroll-down' ? y > previousY : y < previousY;
}

/**
 * Shown when the page loads at `y`: past `offset`, except for scroll-down, which waits for the
 * first scroll down (a bar that appears while reading, as the header hides).
 */
export function stickyShownAtLoad(showOn: StickyShowOn, offset: number, y: number): boolean {
  return y >= offset && showOn !== 'scroll-down';
}

/**
 * The host attributes of a bar at the top of the page, as its code sets them when it starts there: its side,
 * and, hidden, `data-hidden`, `inert` and `aria-hidden`. A server writes them on a bar that sleeps until the
 * page scrolls. The editor always shows the bar.
 */
export function stickyHostAtTop(
  fields: { position?: unknown; showOn?: unknown; offset?: unknown },
  editing: boolean,
): Record<string, string | undefined> {
  const hidden = !editing && !stickyShownAtLoad(stickyShowOn(fields.showOn), stickyOffset(fields.offset), 0);
  return {
    'data-position': stickyPosition(fields.position),
    'data-hidden': hidden ? '' : undefined,
    inert: hidden ? '' : undefined,
    'aria-hidden': hidden ? 'true' : undefined,
  };
}
