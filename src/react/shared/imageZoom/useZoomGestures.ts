import { useRef, type MouseEvent as ReactMouseEvent, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import {
  clampPan,
  distance,
  isDoubleTap,
  midpoint,
  pan,
  pinchRatio,
  toggleZoom,
  zoomAround,
  type Point,
  type Size,
  type Tap,
  type ZoomView,
} from '../../../core/media/zoom';

/** A pointer that moved further than this (px) was not a tap. */
const TAP_SLOP = 10;
/** A dblclick this soon (ms) after a double tap toggled is the same gesture, reported again by the browser. */
const SAME_GESTURE_MS = 600;

export interface ZoomMeasure {
  image: Size;
  stage: Size;
  /** the stage's centre in client coordinates */
  centre: Point;
}

type Gesture =
  | { kind: 'none' }
  | { kind: 'pan'; last: Point; down: Point; moved: boolean }
  | { kind: 'pinch'; startView: ZoomView; startDistance: number; startMid: Point };

/**
 * Pointer Events on the zoom stage: one finger or the mouse drags (when zoomed), two fingers pinch
 * (clamped to 1..3 around their midpoint), a double tap (touch or pen, two taps within 300 ms at
 * nearly the same spot) or a double click toggles 1 ↔ 3 around the point. Reads sizes only in the
 * handlers, never during render.
 */
export function useZoomGestures(
  stageRef: RefObject<HTMLElement | null>,
  imageRef: RefObject<HTMLElement | null>,
  view: RefObject<ZoomView>,
  apply: (next: ZoomView, animate: boolean) => void,
  setDragging: (dragging: boolean) => void,
  /** every pointer is up: a continuous gesture (pinch, drag) has come to rest */
  onSettle?: () => void,
) {
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture>({ kind: 'none' });
  const lastTap = useRef<Tap | undefined>(undefined);
  const lastToggle = useRef(Number.NEGATIVE_INFINITY);

  const measure = (): ZoomMeasure => {
    const stage = stageRef.current;
    const image = imageRef.current;
    const rect = stage?.getBoundingClientRect();
    return {
      image: { width: image?.offsetWidth ?? 0, height: image?.offsetHeight ?? 0 },
      stage: { width: stage?.clientWidth ?? 0, height: stage?.clientHeight ?? 0 },
      centre: rect ? { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 } : { x: 0, y: 0 },
    };
  };
  const fromCentre = (point: Point, centre: Point): Point => ({ x: point.x - centre.x, y: point.y - centre.y });

  const toggleAt = (client: Point) => {
    const { image, stage, centre } = measure();
    apply(toggleZoom(view.current, fromCentre(client, centre), image, stage), true);
  };

  /** The first two pointers down. */
  const pair = (): [Point, Point] | undefined => {
    const [a, b] = [...pointers.current.values()];
    return a && b ? [a, b] : undefined;
  };

  const startPinch = () => {
    const both = pair();
    if (!both) return;
    const [a, b] = both;
    const { centre } = measure();
    gesture.current = { kind: 'pinch', startView: view.current, startDistance: distance(a, b), startMid: fromCentre(midpoint(a, b), centre) };
    lastTap.current = undefined;
  };

  const onPointerDown = (event: ReactPointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // a synthetic or already-ended pointer cannot be captured; moves still reach the stage
    }
    const point = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, point);
    if (pointers.current.size === 2) startPinch();
    else if (pointers.current.size === 1) gesture.current = { kind: 'pan', last: point, down: point, moved: false };
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    const point = { x: event.clientX, y: event.clientY };
    pointers.current.set(event.pointerId, point);
    const current = gesture.current;
    const both = pair();
    if (current.kind === 'pinch' && both) {
      const [a, b] = both;
      const { image, stage, centre } = measure();
      const mid = fromCentre(midpoint(a, b), centre);
      const zoomed = zoomAround(current.startView, pinchRatio(current.startView.scale, current.startDistance, distance(a, b)), current.startMid);
      apply(clampPan({ ...zoomed, x: zoomed.x + mid.x - current.startMid.x, y: zoomed.y + mid.y - current.startMid.y }, image, stage), false);
    } else if (current.kind === 'pan') {
      if (!current.moved && distance(point, current.down) > TAP_SLOP) {
        current.moved = true;
        if (view.current.scale > 1) setDragging(true);
      }
      if (current.moved && view.current.scale > 1) {
        const { image, stage } = measure();
        apply(pan(view.current, point.x - current.last.x, point.y - current.last.y, image, stage), false);
      }
      current.last = point;
    }
  };

  const onPointerEnd = (event: ReactPointerEvent<HTMLElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    const current = gesture.current;
    if (current.kind === 'pinch') {
      // One finger left of a pinch drags on; it was never a tap.
      const [rest] = [...pointers.current.values()];
      gesture.current = rest ? { kind: 'pan', last: rest, down: rest, moved: true } : { kind: 'none' };
      return;
    }
    if (pointers.current.size > 0) return;
    gesture.current = { kind: 'none' };
    setDragging(false);
    onSettle?.();
    if (current.kind !== 'pan' || current.moved || event.type === 'pointercancel' || event.pointerType === 'mouse') return;
    const tap = { time: event.timeStamp, x: event.clientX, y: event.clientY };
    if (isDoubleTap(lastTap.current, tap)) {
      lastTap.current = undefined;
      lastToggle.current = tap.time;
      toggleAt(tap);
    } else lastTap.current = tap;
  };

  const onDoubleClick = (event: ReactMouseEvent<HTMLElement>) => {
    // A touch double tap may also be reported as a dblclick: it has toggled already.
    if (event.timeStamp - lastToggle.current < SAME_GESTURE_MS) return;
    toggleAt({ x: event.clientX, y: event.clientY });
  };

  /** Forgets every pointer and gesture: a dialog closed mid-gesture never saw those pointers end. */
  const reset = () => {
    pointers.current.clear();
    gesture.current = { kind: 'none' };
    lastTap.current = undefined;
    setDragging(false);
  };

  return {
    measure,
    reset,
    onPointerDown,
    onPointerMove,
    onPointerUp: onPointerEnd,
    onPointerCancel: onPointerEnd,
    onLostPointerCapture: onPointerEnd,
    onDoubleClick,
  };
}
