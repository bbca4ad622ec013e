/**
 * The rules of the full-screen image zoom (zoom max ratio 3, min ratio 1, double-tap transition
 * 300 ms), pure so they can be unit tested and run on a server. Positions are in CSS pixels
 * relative to the centre of the zoom stage; the image is drawn centred at its fitted size and
 * moved with `translate(x, y) scale(scale)` around its centre.
 */

export const ZOOM_MIN_RATIO = 1;
export const ZOOM_MAX_RATIO = 3;
/** The double-tap transition, and the longest gap between the two taps of a double tap. */
export const ZOOM_TRANSITION_MS = 300;
export const DOUBLE_TAP_MS = 300;
/** How far apart (px) the two taps of a double tap may land. */
export const DOUBLE_TAP_SLOP = 30;
/** One press of + or − (and of the zoom buttons). */
export const ZOOM_STEP = 0.5;
/** One press of an arrow key, in px, when zoomed. */
export const PAN_STEP = 48;

export interface Point {
  x: number;
  y: number;
}
export interface Tap extends Point {
  /** ms, any monotonic clock */
  time: number;
}
export interface Size {
  width: number;
  height: number;
}
export interface ZoomView extends Point {
  scale: number;
}

export const IDENTITY: ZoomView = { scale: ZOOM_MIN_RATIO, x: 0, y: 0 };

/** A ratio kept within min..max; anything not a finite number is the minimum. */
export function clampRatio(ratio: number, min = ZOOM_MIN_RATIO, max = ZOOM_MAX_RATIO): number {
  if (!Number.isFinite(ratio)) return min;
  return Math.min(max, Math.max(min, ratio));
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

export function midpoint(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

/** Whether `tap` completes a double tap with `previous`: within `maxMs` (inclusive) and `slop` px of it. */
export function isDoubleTap(previous: Tap | undefined, tap: Tap, maxMs = DOUBLE_TAP_MS, slop = DOUBLE_TAP_SLOP): boolean {
  if (!previous) return false;
  const gap = tap.time - previous.time;
  return gap >= 0 && gap <= maxMs && distance(previous, tap) <= slop;
}

/** The ratio two pointers ask for: the pinch's start ratio times how much further apart they are now, clamped. */
export function pinchRatio(startRatio: number, startDistance: number, currentDistance: number): number {
  if (!(startDistance > 0) || !(currentDistance >= 0)) return clampRatio(startRatio);
  return clampRatio((startRatio * currentDistance) / startDistance);
}

/**
 * The view after zooming to `ratio` (clamped) so that the image point under `point` stays under it:
 * the point at stage offset p shows image offset (p − t) / s; keeping it at p gives t' = p − (p − t)·s'/s.
 */
export function zoomAround(view: ZoomView, ratio: number, point: Point = { x: 0, y: 0 }): ZoomView {
  const scale = clampRatio(ratio);
  const factor = scale / view.scale;
  return { scale, x: point.x - (point.x - view.x) * factor, y: point.y - (point.y - view.y) * factor };
}

/** How far the image may move from the centre along one axis: none while it fits, else until its edge meets the stage's. */
function panLimit(imageLength: number, stageLength: number, scale: number): number {
  return Math.max(0, (imageLength * scale - stageLength) / 2);
}

/** The view with its offset clamped so the image never leaves the stage's edges (a fitting image stays centred). */
export function clampPan(view: ZoomView, image: Size, stage: Size): ZoomView {
  const limitX = panLimit(image.width, stage.width, view.scale);
  const limitY = panLimit(image.height, stage.height, view.scale);
  const clamp = (value: number, limit: number) => (Number.isFinite(value) ? Math.min(limit, Math.max(-limit, value)) : 0) || 0;
  return { scale: view.scale, x: clamp(view.x, limitX), y: clamp(view.y, limitY) };
}

/** Double tap / double click: zoomed in (past the minimum) goes back to 1, otherwise to 3 around the point. */
export function toggleZoom(view: ZoomView, point: Point, image: Size, stage: Size): ZoomView {
  if (view.scale > ZOOM_MIN_RATIO + 0.01) return IDENTITY;
  return clampPan(zoomAround(view, ZOOM_MAX_RATIO, point), image, stage);
}

/** One step in (+1) or out (−1) around the centre of the stage, clamped. */
export function stepZoom(view: ZoomView, direction: 1 | -1, image: Size, stage: Size, step = ZOOM_STEP): ZoomView {
  return clampPan(zoomAround(view, view.scale + direction * step), image, stage);
}

/** The view moved by (dx, dy) px, clamped. */
export function pan(view: ZoomView, dx: number, dy: number, image: Size, stage: Size): ZoomView {
  return clampPan({ scale: view.scale, x: view.x + dx, y: view.y + dy }, image, stage);
}

/** The CSS transform of a view. */
export function zoomTransform(view: ZoomView): string {
  return `translate(${round(view.x)}px, ${round(view.y)}px) scale(${round(view.scale)})`;
}

/** The zoom level as a whole percentage: 1 → 100. */
export function zoomPercent(scale: number): number {
  return Math.round(clampRatio(scale) * 100);
}

const round = (value: number) => Math.round(value * 1000) / 1000;
