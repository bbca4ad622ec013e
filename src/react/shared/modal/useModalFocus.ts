import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/**
 * The elements Tab reaches inside `dialog`, in order (shown, not inert), walking the flat tree:
 * the light-DOM children a `<slot>` shows (brand-dialog's content) and the open shadow roots of
 * elements inside (a slotted brand-button's own button) count, as they do for the Tab key.
 */
export function tabbables(dialog: Element): HTMLElement[] {
  const found: HTMLElement[] = [];
  const visit = (element: Element): void => {
    if (element instanceof HTMLSlotElement) {
      const assigned = element.assignedElements({ flatten: true });
      // An empty slot shows its fallback content, which the walk below reaches.
      if (assigned.length > 0) {
        assigned.forEach(visit);
        return;
      }
    }
    if (element instanceof HTMLElement && element.matches(TABBABLE)) found.push(element);
    const children = element.shadowRoot ? element.shadowRoot.children : element.children;
    for (const child of children) visit(child);
  };
  for (const child of dialog.shadowRoot?.children ?? dialog.children) visit(child);
  return found.filter((element) => element.tabIndex >= 0 && element.getClientRects().length > 0 && !element.closest('[inert]'));
}

/** Whether `node` is inside `container` in the flat tree: through slots and shadow roots. */
export function composedContains(container: Node, node: Node | null): boolean {
  for (let current: Node | null = node; current; ) {
    if (current === container) return true;
    current = (current as Element).assignedSlot ?? current.parentNode ?? (current instanceof ShadowRoot ? current.host : null);
  }
  return false;
}

/** Where focus goes when the dialog has nothing to Tab to: a focusable alert, else the dialog. */
const fallbackTarget = (dialog: HTMLElement) => dialog.querySelector<HTMLElement>('[role="alert"][tabindex]') ?? dialog;

/** The element that has focus, looking into shadow roots. */
function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

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
    const dialog = dialogRef.current;
    if (!dialog) return;
    const candidates = tabbables(dialog);
    // Tab past the end comes back to the first element; Shift+Tab before the start, to the last.
    // Focus arriving from outside the dialog (the browser's own toolbar) starts at the first.
    const fromInside = from instanceof Node && composedContains(dialog, from);
    const next = edge === 'end' || !fromInside ? candidates[0] : candidates[candidates.length - 1];
    (next ?? fallbackTarget(dialog)).focus();
  };
}
