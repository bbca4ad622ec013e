import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { composedContains, deepActiveElement, wrapFocus } from './modalDom';

/**
 * Focus for a modal dialog in a shadow root: moves into the dialog when it opens (to
 * `initialFocus` when given, else the dialog itself), wraps Tab and Shift+Tab through the
 * sentinels Modal puts around it (`wrap('start' | 'end')`), and goes back to where it was when
 * the dialog closes. Focus events between two elements of one shadow root never reach the
 * document, so this works with the sentinels' own focus events rather than a document listener.
 */
export function useModalFocus(
  active: boolean,
  dialogRef: RefObject<HTMLElement | null>,
  initialFocus?: RefObject<HTMLElement | null>,
): (edge: 'start' | 'end', from?: EventTarget | null) => void {
  // Where focus was, read in the commit that opens the dialog: call this before usePageInert,
  // whose layout effect makes the page behind inert, and the browser then takes focus away from
  // it (before a passive effect runs, when the commit was a transition's).
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (active) opener.current = deepActiveElement();
  }, [active]);
  useEffect(() => {
    if (!active) return;
    const before = opener.current;
    const dialog = dialogRef.current;
    if (dialog && !composedContains(dialog, deepActiveElement())) (initialFocus?.current ?? dialog).focus({ preventScroll: true });
    return () => {
      if (before && before !== document.body && before.isConnected) before.focus({ preventScroll: true });
    };
  }, [active, dialogRef, initialFocus]);

  return (edge, from) => {
    if (dialogRef.current) wrapFocus(dialogRef.current, edge, from);
  };
}
