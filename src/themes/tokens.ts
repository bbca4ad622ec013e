/** Design tokens shared by every theme. */

export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 } as const;

/** Spacing scale in rem: theme.spacing(n) is the n-th step. */
export const SPACING_SCALE_REM = [0, 0.25, 0.5, 1, 1.5, 2, 3, 4, 5, 6, 7.5] as const;

export const SIGNAL_COLORS = {
  error: '#C73636',
  success: '#57760C',
  warning: '#E5B052',
  info: '#2980B5',
} as const;

export const BUTTON_RADIUS = '1.5rem';

/** The smallest touch target on phones, in px (the element checklist: 44 px). */
export const TOUCH_TARGET = 44;
export const MAX_LAYOUT_WIDTH = 1536;
export const LOADING_SPINNER_SIZE = 24;
export const TOOLTIP_DELAYS = { enter: 100, touch: 700, touchLeave: 1500 } as const;
export const BADGE_MAX = 99;
// The 550 ms button ripple is MUI's own TouchRipple duration: nothing to set.
export const Z_INDEX = { ageGate: 1351, geofence: 1352, visibilityOverlay: 1301, banner: 800 } as const;

/**
 * theme.spacing(n): steps of the scale for whole n (negative mirrors), linear between steps
 * for fractions, and 1.5rem per step past the last one.
 */
export function spacingRem(factor: number): number {
  if (!Number.isFinite(factor)) return 0;
  const sign = factor < 0 ? -1 : 1;
  const n = Math.abs(factor);
  const last = SPACING_SCALE_REM.length - 1;
  if (n >= last) return sign * (SPACING_SCALE_REM[last]! + (n - last) * 1.5);
  const low = Math.floor(n);
  const fraction = n - low;
  const value = SPACING_SCALE_REM[low]! + fraction * (SPACING_SCALE_REM[low + 1]! - SPACING_SCALE_REM[low]!);
  return sign * Math.round(value * 1000) / 1000;
}
