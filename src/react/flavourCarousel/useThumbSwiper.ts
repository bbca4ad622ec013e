import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { SwiperContainer } from 'swiper/element';
import { useSwiperElement } from '../shared/swiper/useSwiperElement';

/** ms of a slide move (Swiper's default); 0 with reduced motion */
const SPEED = 300;

/**
 * Swiper Element on the flavour thumbnails' `<swiper-container init="false">` (its life is the shared
 * useSwiperElement's: loaded on first use, no innerHTML, restarted when moved in the page).
 * `index`: the chosen thumbnail, kept in view. `overflowing`: the thumbnails do not fit, as Swiper
 * measures it (the arrows themselves show by the row's CSS, styles.ts thumbsFitStyles; this tells
 * where the focus goes when a focused arrow goes away).
 */
export function useThumbSwiper({ index, reducedMotion, gap }: { index: number; reducedMotion: boolean; gap: number }) {
  const [element, setElement] = useState<SwiperContainer | null>(null);
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

  const { ready, current } = useSwiperElement(element, {
    tag: 'brand-flavour-carousel',
    fallback: 'the thumbnails show without swiping',
    params: () => ({
      slidesPerView: 'auto',
      spaceBetween: latest.current.gap,
      initialSlide: latest.current.index,
      speed: latest.current.reducedMotion ? 0 : SPEED,
      watchOverflow: true,
      grabCursor: true,
    }),
    onStart: (swiper) => {
      swiper.on('lock', measure);
      swiper.on('unlock', measure);
      swiper.on('resize', measure);
    },
  });
  // Whether the thumbnails overflow, once Swiper runs (it locks itself when they fit).
  useLayoutEffect(measure, [measure, ready]);

  // Keep the chosen thumbnail in view (a carousel moved in the page starts Swiper again first).
  useLayoutEffect(() => {
    current()?.slideTo(index);
  }, [current, index]);

  useEffect(() => {
    const swiper = current();
    if (swiper) swiper.params.speed = reducedMotion ? 0 : SPEED;
  }, [current, reducedMotion]);

  useEffect(() => {
    if (!element) return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, measure]);

  /** Brings a thumbnail into view (one focused by Tab while out of view). */
  const reveal = useCallback((position: number) => current()?.slideTo(position), [current]);

  return { containerRef: setElement as (element: SwiperContainer | null) => void, ready, overflowing, reveal };
}
