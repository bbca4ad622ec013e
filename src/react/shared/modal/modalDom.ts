/**
 * What a modal does to the page, as plain DOM functions: the modal's hooks (usePageInert, useScrollLock,
 * useModalFocus) run them in React, and the age gate's first state without React (src/react/ageGate/ageGateDirect.ts)
 * runs the same ones, so a dialog behaves alike whichever renders it.
 */

/** src/core/gates/firstVisitGate.ts GATE_INERT, spelled here: the modal ships to partner pages without the gate's rules. */
export const GATE_INERT = 'brand-gate';

/**
 * Makes everything in the page except `host` and its ancestors inert (not focusable, not clickable, hidden from
 * assistive technology) and returns what gives it back. What was inert already is left as it was, except, for the
 * age gate's own modal (`takeOverGate`), what the gate made inert before its component ran (`inert="brand-gate"`: a
 * first visit's gate script, or the gate drawn without React), which it takes over. `mark` is the value written:
 * GATE_INERT for the gate drawn without React, which its component may take over in turn (no other modal does).
 */
export function makePageInert(host: HTMLElement, { mark = '', takeOverGate = false }: { mark?: string; takeOverGate?: boolean } = {}): () => void {
  const madeInert: Element[] = [];
  const free = (element: Element) => {
    const value = element.getAttribute('inert');
    return value === null || (takeOverGate && value === GATE_INERT);
  };
  for (let node: Element | null = host; node && node !== document.body && node.parentElement; node = node.parentElement) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || !free(sibling) || sibling.localName === 'script' || sibling.localName === 'style') continue;
      sibling.setAttribute('inert', mark);
      madeInert.push(sibling);
    }
  }
  return () => {
    // (What another modal took over meanwhile, its value changed, is that modal's to give back.)
    for (const element of madeInert) if (element.getAttribute('inert') === mark) element.removeAttribute('inert');
  };
}

let locks = 0;
let saved: { overflow: string; paddingRight: string } | undefined;

/**
 * Stops the page behind from scrolling (its scrollbar's width kept as padding, so the page does not shift sideways
 * under a translucent backdrop) and returns the unlock. Counted: two modals open at once unlock when both have closed.
 */
export function lockScroll(): () => void {
  const root = document.documentElement;
  if (locks++ === 0) {
    const scrollbar = window.innerWidth - root.clientWidth;
    saved = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
    root.style.overflow = 'hidden';
    if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
  }
  let locked = true;
  return () => {
    if (!locked) return;
    locked = false;
    if (--locks === 0 && saved) {
      root.style.overflow = saved.overflow;
      root.style.paddingRight = saved.paddingRight;
      saved = undefined;
    }
  };
}

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

/** The element that has focus, looking into shadow roots. */
export function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

/** Where focus goes when the dialog has nothing to Tab to: a focusable alert, else the dialog. */
const fallbackTarget = (dialog: HTMLElement) => dialog.querySelector<HTMLElement>('[role="alert"][tabindex]') ?? dialog;

/**
 * Tab past the dialog's end (its `end` sentinel took focus) comes back to its first element; Shift+Tab before its
 * start, to the last. Focus arriving from outside the dialog (the browser's own toolbar) starts at the first.
 */
export function wrapFocus(dialog: HTMLElement, edge: 'start' | 'end', from?: EventTarget | null): void {
  const candidates = tabbables(dialog);
  const fromInside = from instanceof Node && composedContains(dialog, from);
  const next = edge === 'end' || !fromInside ? candidates[0] : candidates[candidates.length - 1];
  (next ?? fallbackTarget(dialog)).focus();
}
