import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { SwiperContainer } from 'swiper/element';
import type { SwiperOptions } from 'swiper/types';
import { CAROUSEL_GAP_STEPS, SLIDE_SPEED } from '../../core/motion/carousel';
import { INFO_CARDS_PER_VIEW, type SliderBreakpoint } from '../../core/showcase/infoCards';
import { BREAKPOINTS, spacingRem } from '../../themes/tokens';
import { useSwiperElement } from '../shared/swiper/useSwiperElement';

/** Swiper's parameters: cards per view and gaps by breakpoint (window widths, as the theme's). */
function swiperParams(reducedMotion: boolean): SwiperOptions {
  const remPx = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  const at = (breakpoint: SliderBreakpoint) => ({ slidesPerView: INFO_CARDS_PER_VIEW[breakpoint], spaceBetween: spacingRem(CAROUSEL_GAP_STEPS[breakpoint]) * remPx });
  return {
    ...at('xs'),
    breakpoints: { [BREAKPOINTS.sm]: at('sm'), [BREAKPOINTS.md]: at('md'), [BREAKPOINTS.lg]: at('lg') },
    speed: reducedMotion ? 0 : SLIDE_SPEED,
    grabCursor: true,
    watchSlidesProgress: true,
  };
}

export interface SliderPosition {
  index: number;
  atStart: boolean;
  atEnd: boolean;
}

/**
 * Runs Swiper Element on the slider's `<swiper-container init="false">` (its life is the shared
 * useSwiperElement's: loaded on first use, no innerHTML, restarted when the editor moves it) and
 * reports where it stands. Until Swiper has loaded the slider's CSS lays the cards out where Swiper will.
 */
export function useInfoSlider(reducedMotion: boolean, count: number) {
  const [element, setElement] = useState<SwiperContainer | null>(null);
  // read when Swiper starts; later changes follow in the effect below
  const motion = useRef(reducedMotion);
  motion.current = reducedMotion;
  const [position, setPosition] = useState<SliderPosition>({ index: 0, atStart: true, atEnd: count <= 1 });

  const { current } = useSwiperElement(element, {
    tag: 'brand-info-cards-slider',
    fallback: 'the cards show without swiping',
    params: () => swiperParams(motion.current),
    onStart: (swiper) => {
      const report = () => setPosition({ index: swiper.activeIndex, atStart: swiper.isBeginning, atEnd: swiper.isEnd });
      swiper.on('slideChange', report);
      swiper.on('reachBeginning', report);
      swiper.on('reachEnd', report);
      swiper.on('resize', report);
      report();
    },
  });

  // Cards come and go (the editor): Swiper counts them again.
  useLayoutEffect(() => {
    current()?.update();
  }, [current, count]);

  useEffect(() => {
    const swiper = current();
    if (swiper) swiper.params.speed = reducedMotion ? 0 : SLIDE_SPEED;
  }, [current, reducedMotion]);

  const go = useCallback(
    (step: -1 | 1 | number, absolute = false) => {
      const swiper = current();
      if (!swiper) return;
      if (absolute) swiper.slideTo(step);
      else if (step < 0) swiper.slidePrev();
      else swiper.slideNext();
    },
    [current],
  );

  /** A card that takes keyboard focus while partly out of view is scrolled in. */
  const reveal = useCallback(
    (slide: Element | null, index: number) => {
      const swiper = current();
      if (!element || !slide || !swiper) return;
      const box = element.getBoundingClientRect();
      const rect = slide.getBoundingClientRect();
      if (rect.left < box.left - 1 || rect.right > box.right + 1) swiper.slideTo(Math.min(index, swiper.snapGrid.length - 1));
    },
    [element, current],
  );

  return { containerRef: setElement as (element: SwiperContainer | null) => void, position, go, reveal };
}
