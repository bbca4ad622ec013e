import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { SwiperContainer } from 'swiper/element';
import type { SwiperOptions } from 'swiper/types';
import { CAROUSEL_GAP_STEPS, FREE_MODE, intersects, SLIDE_SPEED, type Breakpoint, type VariantLayout } from '../../core/motion/carousel';
import { BREAKPOINTS, spacingRem } from '../../themes/tokens';
import type { SwiperModule } from '../shared/swiper/load';
import { useSwiperElement } from '../shared/swiper/useSwiperElement';


/** Swiper's parameters for a variant: slides per view and gaps by breakpoint (window widths, as the theme's). */
function swiperParams(layout: VariantLayout, module: SwiperModule, index: number, reducedMotion: boolean): SwiperOptions {
  const remPx = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  const at = (breakpoint: Breakpoint) => ({ slidesPerView: layout.perView[breakpoint], spaceBetween: spacingRem(CAROUSEL_GAP_STEPS[breakpoint]) * remPx });
  return {
    ...at('xs'),
    breakpoints: { [BREAKPOINTS.sm]: at('sm'), [BREAKPOINTS.md]: at('md'), [BREAKPOINTS.lg]: at('lg') },
    modules: layout.freeMode ? [module.modules.FreeMode] : [],
    freeMode: layout.freeMode ? { ...FREE_MODE } : false,
    centeredSlides: layout.centered,
    initialSlide: index,
    speed: reducedMotion ? 0 : SLIDE_SPEED,
    grabCursor: true,
  };
}

interface Options {
  index: number;
  count: number;
  layout: VariantLayout;
  reducedMotion: boolean;
  /** the visitor swiped or dragged to another slide */
  onIndex: (index: number) => void;
  /** a finger or the mouse is dragging the slides (rotation waits) */
  onDragging: (dragging: boolean) => void;
}

/**
 * Runs Swiper Element on the carousel's `<swiper-container init="false">`: loads it on first use,
 * initializes it with the variant's parameters and the slide shown, follows `index` (slideTo) and
 * reports swipes back. Until Swiper has loaded, the carousel's own CSS lays the slides out where
 * Swiper will. `visible`: the slides any part of which is in view, plus the active one (the
 * others are inert).
 */
export function useSwiper({ index, count, layout, reducedMotion, onIndex, onDragging }: Options) {
  const [element, setElement] = useState<SwiperContainer | null>(null);
  const [inView, setInView] = useState<ReadonlySet<number>>(() => new Set());
  const state = useRef({ index, reducedMotion, onIndex, onDragging, layout });
  state.current = { index, reducedMotion, onIndex, onDragging, layout };
  // Set while we move Swiper ourselves: its slideChange then reports our own move (or, with several
  // slides per view, the last position it can scroll to), never a choice of the visitor's.
  const moving = useRef(false);

  const measure = useCallback(() => {
    if (!element) return;
    const box = element.getBoundingClientRect();
    const next = new Set<number>();
    [...element.children].forEach((slide, position) => {
      if (intersects(slide.getBoundingClientRect(), box)) next.add(position);
    });
    setInView((previous) => (previous.size === next.size && [...next].every((position) => previous.has(position)) ? previous : next));
  }, [element]);

  const { ready, current } = useSwiperElement(element, {
    tag: 'brand-carousel',
    fallback: 'the slides show without swiping',
    params: (module) => swiperParams(state.current.layout, module, state.current.index, state.current.reducedMotion),
    onStart: (swiper) => {
      swiper.on('slideChange', () => {
        if (!moving.current) state.current.onIndex(swiper.activeIndex);
      });
      swiper.on('touchStart', () => state.current.onDragging(true));
      swiper.on('touchEnd', () => {
        state.current.onDragging(false);
        measure();
      });
      swiper.on('transitionEnd', measure);
      swiper.on('resize', measure);
    },
  });

  // Follow the chosen slide (a carousel that came back without its Swiper starts it again first).
  useLayoutEffect(() => {
    const swiper = current();
    if (!swiper || swiper.activeIndex === index) return;
    moving.current = true;
    try {
      swiper.slideTo(index);
    } finally {
      moving.current = false;
    }
  }, [current, index]);

  useEffect(() => {
    const swiper = current();
    if (swiper) swiper.params.speed = reducedMotion ? 0 : SLIDE_SPEED;
  }, [current, reducedMotion]);

  // Slides come and go (the editor), the box resizes: measure again.
  useLayoutEffect(measure, [measure, count, index, ready]);
  useEffect(() => {
    if (!element) return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, measure]);

  const visible = new Set(inView);
  visible.add(index);
  return { containerRef: setElement as (element: SwiperContainer | null) => void, visible, ready };
}
