import { useLayoutEffect } from 'react';

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
        if (sibling === node || sibling.hasAttribute('inert') || sibling.localName === 'script' || sibling.localName === 'style') continue;
        sibling.setAttribute('inert', '');
        madeInert.push(sibling);
      }
    }
    return () => {
      for (const element of madeInert) element.removeAttribute('inert');
    };
  }, [active, host]);
}
