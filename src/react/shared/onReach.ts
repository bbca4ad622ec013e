/**
 * The handlers that fetch an element part's code when its control is first reached: a pointer over it or down on it
 * (a touch), or the focus (spread on the control, or on a box around it).
 */
export function onReach(load: () => void) {
  return { onPointerEnter: load, onPointerDown: load, onFocus: load };
}
