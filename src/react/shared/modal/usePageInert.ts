import { useLayoutEffect } from 'react';

/** src/core/gates/firstVisitGate.ts GATE_INERT, spelled here: the modal ships to partner pages without the gate's rules. */
const GATE_INERT = 'brand-gate';

/**
 * While `active`, everything in the page except the element (`host`) and its ancestors is inert:
 * not focusable, not clickable, hidden from assistive technology. What was inert already is
 * left as it was; the rest is restored when the modal closes. A layout effect: the page goes
 * inert in the same commit that shows the dialog, so no click or Tab reaches it in between
 * (a passive effect runs after the paint, later still on a busy phone).
 */
export function usePageInert(active: boolean, host: HTMLElement): void {
  useLayoutEffect(() => {
    if (!active) return;
    const madeInert: Element[] = [];
    for (let node: Element | null = host; node && node !== document.body && node.parentElement; node = node.parentElement) {
      for (const sibling of node.parentElement.children) {
        // What a first visit's gate script made inert (`inert="brand-gate"`, src/core/gates/firstVisitGate.ts) is this modal's to give back.
        if (sibling === node || ![null, GATE_INERT].includes(sibling.getAttribute('inert')) || sibling.localName === 'script' || sibling.localName === 'style') continue;
        sibling.setAttribute('inert', '');
        madeInert.push(sibling);
      }
    }
    return () => {
      for (const element of madeInert) element.removeAttribute('inert');
    };
  }, [active, host]);
}
