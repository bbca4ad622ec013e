/**
 * The press ripple of our button (src/react/shared/buttonControl), as MUI's TouchRipple draws it: a
 * circle of the text colour growing from the press over 550 ms (the spec's ripple), fading out when the
 * press ends; centred and pulsing while the button has keyboard focus. Drawn into the ripple root span
 * the button renders, outside React (nothing of it is state: it is gone 550 ms after it ends).
 */

/** The spec's ripple: 550 ms. */
export const RIPPLE_DURATION = 550;
/** A touch waits this long before its ripple shows, so a scroll that starts on the button does not flash one. */
const TOUCH_DELAY = 80;

interface Ripple {
  node: HTMLElement;
  child: HTMLElement;
}

/** Where the press was, in the viewport (none: the centre). */
export interface PressPoint {
  clientX: number;
  clientY: number;
}

const active = new WeakMap<HTMLElement, Ripple[]>();
/** A touch's ripple waiting to show. */
const pendingTouch = new WeakMap<HTMLElement, { timer: ReturnType<typeof setTimeout>; point: PressPoint | undefined }>();

/** MUI's geometry: the press point in the button, and a circle that covers the button from it. */
function geometry(root: HTMLElement, point: PressPoint | undefined, center: boolean) {
  const rect = root.getBoundingClientRect();
  const atCentre = center || !point || (point.clientX === 0 && point.clientY === 0);
  const x = Math.round(atCentre ? rect.width / 2 : point.clientX - rect.left);
  const y = Math.round(atCentre ? rect.height / 2 : point.clientY - rect.top);
  if (center) {
    const size = Math.sqrt((2 * rect.width ** 2 + rect.height ** 2) / 3);
    return { x, y, size: size % 2 === 0 ? size + 1 : size };
  }
  const sizeX = Math.max(Math.abs(root.clientWidth - x), x) * 2 + 2;
  const sizeY = Math.max(Math.abs(root.clientHeight - y), y) * 2 + 2;
  return { x, y, size: Math.sqrt(sizeX ** 2 + sizeY ** 2) };
}

function draw(root: HTMLElement, point: PressPoint | undefined, pulsate: boolean): void {
  const { x, y, size } = geometry(root, point, pulsate);
  const node = document.createElement('span');
  node.className = `MuiTouchRipple-ripple MuiTouchRipple-rippleVisible${pulsate ? ' MuiTouchRipple-ripplePulsate' : ''}`;
  // (Through the CSSOM: no style attribute, which a strict CSP would refuse.)
  Object.assign(node.style, { width: `${size}px`, height: `${size}px`, top: `${-(size / 2) + y}px`, left: `${-(size / 2) + x}px` });
  const child = document.createElement('span');
  child.className = `MuiTouchRipple-child${pulsate ? ' MuiTouchRipple-childPulsate' : ''}`;
  node.append(child);
  root.append(node);
  active.set(root, [...(active.get(root) ?? []), { node, child }]);
}

/**
 * Starts a ripple in `root` (the button's ripple root): at the press (`touch`: after a moment, unless it
 * ended first), or centred and pulsing (`pulsate`: keyboard focus).
 */
export function startRipple(root: HTMLElement, point?: PressPoint, { pulsate = false, touch = false } = {}): void {
  if (!touch) return draw(root, point, pulsate);
  if (pendingTouch.has(root)) return;
  const timer = setTimeout(() => {
    pendingTouch.delete(root);
    draw(root, point, false);
  }, TOUCH_DELAY);
  pendingTouch.set(root, { timer, point });
}

/** Ends every ripple in `root`: each fades out and leaves (a tap quicker than the touch delay shows its ripple as it ends). */
export function stopRipples(root: HTMLElement): void {
  const pending = pendingTouch.get(root);
  if (pending) {
    clearTimeout(pending.timer);
    pendingTouch.delete(root);
    draw(root, pending.point, false);
  }
  for (const { node, child } of active.get(root) ?? []) {
    child.classList.add('MuiTouchRipple-childLeaving');
    setTimeout(() => node.remove(), RIPPLE_DURATION);
  }
  active.delete(root);
}
