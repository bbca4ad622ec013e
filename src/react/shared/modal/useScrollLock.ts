import { useLayoutEffect } from 'react';

let locks = 0;
let saved: { overflow: string; paddingRight: string } | undefined;

/**
 * While a modal is open the page behind does not scroll (its scrollbar's width is kept as
 * padding, so the page does not shift sideways under a translucent backdrop). Counted, so two
 * modals open at once unlock only when both have closed. Like usePageInert, a layout effect:
 * locked in the commit that shows the modal.
 */
export function useScrollLock(active: boolean): void {
  useLayoutEffect(() => {
    if (!active) return;
    const root = document.documentElement;
    if (locks++ === 0) {
      const scrollbar = window.innerWidth - root.clientWidth;
      saved = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
      root.style.overflow = 'hidden';
      if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
    }
    return () => {
      if (--locks === 0 && saved) {
        root.style.overflow = saved.overflow;
        root.style.paddingRight = saved.paddingRight;
        saved = undefined;
      }
    };
  }, [active]);
}
