import { useEffect } from 'react';

/**
 * While `active`, everything in the page except the element (`host`) and its ancestors is inert:
 * not focusable, not clickable, hidden from assistive technology. What was inert already is
 * left as it was; the rest is restored when the gate closes.
 */
export function usePageInert(active: boolean, host: HTMLElement): void {
  useEffect(() => {
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
