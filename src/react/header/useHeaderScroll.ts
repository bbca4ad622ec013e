import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useServerMarkup } from '../runtime/context';
import { headerHiddenAfterScroll, SCROLL_THROTTLE_MS, throttle } from '../../core/chrome/scrolling';

/**
 * The header's scroll behaviour: the bar hides when the page scrolls down past its height and
 * comes back on scroll up (throttled to 100 ms), the logo goes compact once the page is
 * scrolled, and `onScroll` (closing an open menu) runs on every page scroll. It also keeps the
 * host's `--brand-header-offset` at the height above the bar, so that part scrolls away while
 * the bar sticks.
 */
const scrollTop = () => (typeof window === 'undefined' ? 0 : window.scrollY);

export function useHeaderScroll(
  host: HTMLElement,
  bar: RefObject<HTMLElement | null>,
  { paused, onScroll }: { paused: boolean; onScroll: () => void },
): { compact: boolean } {
  // The page's scroll position when the header first renders; the top of the page on a server, and so
  // while hydrating its markup (the header may wake because the page scrolled: compact from the next render).
  const server = useServerMarkup();
  const [scrolled, setCompact] = useState(() => scrollTop() > 0);
  const compact = scrolled && !server;
  const state = useRef({ lastY: scrollTop(), hidden: false, paused, onScroll });
  state.current.paused = paused;
  state.current.onScroll = onScroll;

  // Listening from the commit that shows the bar (a layout effect): a passive effect runs a task
  // later after a transition's commit, and a scroll in between would be missed.
  useLayoutEffect(() => {
    const update = throttle(() => {
      const y = window.scrollY;
      const current = state.current;
      const height = bar.current?.offsetHeight ?? 0;
      const offset = bar.current?.offsetTop ?? 0;
      const hidden = current.paused ? false : headerHiddenAfterScroll(current.lastY, y, offset + height, current.hidden);
      current.lastY = y;
      if (hidden !== current.hidden) {
        current.hidden = hidden;
        host.toggleAttribute('data-scroll-hidden', hidden);
      }
      setCompact(y > 0);
    }, SCROLL_THROTTLE_MS);
    const onWindowScroll = () => {
      state.current.onScroll();
      update();
    };
    window.addEventListener('scroll', onWindowScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onWindowScroll);
      update.cancel();
      host.removeAttribute('data-scroll-hidden');
    };
  }, [host, bar]);

  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return;
    const measure = () => host.style.setProperty('--brand-header-offset', `${element.offsetTop}px`);
    // The observer's first call comes after the next layout, before paint: reading offsetTop here
    // would force a layout of the whole page while it is being built.
    const observer = new ResizeObserver(measure);
    observer.observe(element.parentElement ?? element);
    return () => {
      observer.disconnect();
      host.style.removeProperty('--brand-header-offset');
    };
  }, [host, bar]);

  return { compact };
}
