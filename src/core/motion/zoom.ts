/**
 * The zoom container's starting values: its
 * items start at `scale` and `opacity` and animate to 1 and 1 as they enter the viewport. Authored
 * values reach CSS only as numbers checked here, never as text.
 */

/** A starting scale outside this range would look broken (a dot, or items spilling over the page). */
export const ZOOM_SCALE_RANGE = { min: 0.5, max: 1.5 } as const;
export const ZOOM_OPACITY_RANGE = { min: 0, max: 1 } as const;
/** How long the items take to reach scale 1 and opacity 1. */
export const ZOOM_DURATION_MS = 600;

/** A finite number from a number or a plain decimal string ("0.8", " .5 "); anything else is undefined. */
export function motionNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return undefined;
  return Number.parseFloat(text);
}

/** The starting scale, or undefined when missing, not a number, or outside 0.5 to 1.5. */
export function zoomScale(value: unknown): number | undefined {
  const scale = motionNumber(value);
  return scale !== undefined && scale >= ZOOM_SCALE_RANGE.min && scale <= ZOOM_SCALE_RANGE.max ? scale : undefined;
}

/** The starting opacity, or undefined when missing, not a number, or outside 0 to 1. */
export function zoomOpacity(value: unknown): number | undefined {
  const opacity = motionNumber(value);
  return opacity !== undefined && opacity >= ZOOM_OPACITY_RANGE.min && opacity <= ZOOM_OPACITY_RANGE.max ? opacity : undefined;
}

export interface ZoomStart {
  scale: number;
  opacity: number;
}

/**
 * The values the items start from, or undefined when there is nothing to animate: either value
 * missing or refused, or both already at 1 (the items are simply shown).
 */
export function zoomStart(scale: unknown, opacity: unknown): ZoomStart | undefined {
  const start = { scale: zoomScale(scale), opacity: zoomOpacity(opacity) };
  if (start.scale === undefined || start.opacity === undefined) return undefined;
  if (start.scale === 1 && start.opacity === 1) return undefined;
  return start as ZoomStart;
}

/**
 * Whether the items start hidden at their starting values (and animate in as they enter the
 * viewport) or are shown at once: with no motion wanted, no IntersectionObserver (nothing would
 * ever reveal them) or in the editor, they are shown at once. Whether they are already in view is
 * only known once the page is laid out (it builds in slices): the observer's first report says.
 */
export function zoomStartsHidden(options: { start: ZoomStart | undefined; reducedMotion: boolean; hasObserver: boolean; editing: boolean }): boolean {
  const { start, reducedMotion, hasObserver, editing } = options;
  return !!start && !reducedMotion && hasObserver && !editing;
}
