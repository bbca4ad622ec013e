import { useLayoutEffect } from 'react';
import { lockScroll } from './modalDom';

/**
 * While a modal is open the page behind does not scroll (./modalDom.ts lockScroll, counted across
 * modals). Like usePageInert, a layout effect: locked in the commit that shows the modal.
 */
export function useScrollLock(active: boolean): void {
  useLayoutEffect(() => (active ? lockScroll() : undefined), [active]);
}
