import { useEffect, type RefObject } from 'react';

/**
 * While `active`, a click or touch anywhere outside `ref` calls `onOutside` (a popover closing).
 * Inside a shadow root an event's target is retargeted to the host, so "inside" is judged on
 * the composed path.
 */
export function usePointerDownOutside(active: boolean, ref: RefObject<HTMLElement | null>, onOutside: () => void): void {
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: Event) => {
      if (ref.current && !event.composedPath().includes(ref.current)) onOutside();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
    // onOutside is a fresh closure each render; what it does does not depend on which one runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, ref]);
}
