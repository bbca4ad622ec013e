import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { SwiperContainer } from 'swiper/element';
import { loadedSwiper, loadSwiper, startSwiper, type SwiperModule } from '../shared/swiper/load';

/** ms of a slide move (Swiper's default); 0 with reduced motion */
const SPEED = 300;

/**
 * Swiper Element on the flavour thumbnails' `<swiper-container init="false">`, the way brand-carousel's
 * useSwiper runs it (a few lines copied, not shared: src/react/carousel is the lead's): loaded on first
 * use, started through startSwiper (no innerHTML under a strict CSP), restarted when moved in the page.
 * `index`: the chosen thumbnail, kept in view. `overflowing`: the thumbnails do not fit (the arrows show).
 */
export function useThumbSwiper({ index, reducedMotion, gap }: { index: number; reducedMotion: boolean; gap: number }) {
  const [element, setElement] = useState<SwiperContainer | null>(null);
  const [ready, setReady] = useState(false);
  const [overflowing, setOverflowing] = useState(false);
  const latest = useRef({ index, reducedMotion, gap });
  latest.current = { index, reducedMotion, gap };

  const measure = useCallback(() => {
    if (!element) return;
    const swiper = element.swiper;
    // Swiper locks itself (watchOverflow) when the slides fit; before it runs, the CSS row tells.
    if (swiper && !swiper.destroyed && element.hasAttribute('data-ready')) setOverflowing(!swiper.isLocked);
    else setOverflowing(element.scrollWidth > element.clientWidth + 1);
  }, [element]);

  const start = useCallback(
    (module: SwiperModule) => {
      if (!element || !element.isConnected || (element.swiper && !element.swiper.destroyed)) return;
      startSwiper(element, {
        slidesPerView: 'auto',
        spaceBetween: latest.current.gap,
        initialSlide: latest.current.index,
        speed: latest.current.reducedMotion ? 0 : SPEED,
        watchOverflow: true,
        grabCursor: true,
      });
      const swiper = element.swiper;
      swiper.on('lock', measure);
      swiper.on('unlock', measure);
      swiper.on('resize', measure);
      swiper.on('destroy', () => {
        element.removeAttribute('data-ready');
        queueMicrotask(() => start(module));
      });
      element.setAttribute('data-ready', '');
      setReady(true);
      measure();
    },
    [element, measure],
  );

  useLayoutEffect(() => {
    if (!element) return undefined;
    let cancelled = false;
    setReady(false);
    const loaded = loadedSwiper();
    if (loaded) start(loaded);
    else
      loadSwiper().then(
        (module) => !cancelled && start(module),
        (error: unknown) => {
          if (!cancelled) console.error('<brand-flavour-carousel>: the slider code did not load; the thumbnails show without swiping.', error);
        },
      );
    return () => {
      cancelled = true;
    };
  }, [element, start]);

  // Keep the chosen thumbnail in view (a carousel moved in the page starts Swiper again first).
  useLayoutEffect(() => {
    const loaded = loadedSwiper();
    if (ready && loaded && element?.swiper?.destroyed) start(loaded);
    const swiper = ready ? element?.swiper : undefined;
    if (swiper && !swiper.destroyed) swiper.slideTo(index);
  }, [ready, element, index, start]);

  useEffect(() => {
    const swiper = ready ? element?.swiper : undefined;
    if (swiper && !swiper.destroyed) swiper.params.speed = reducedMotion ? 0 : SPEED;
  }, [ready, element, reducedMotion]);

  useEffect(() => {
    if (!element) return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, measure]);

  /** Brings a thumbnail into view (one focused by Tab while out of view). */
  const reveal = useCallback(
    (position: number) => {
      const swiper = element?.swiper;
      if (swiper && !swiper.destroyed) swiper.slideTo(position);
    },
    [element],
  );

  return { containerRef: setElement as (element: SwiperContainer | null) => void, ready, overflowing, reveal };
}
