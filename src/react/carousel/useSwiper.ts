import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { SwiperContainer } from 'swiper/element';
import type { SwiperOptions } from 'swiper/types';
import { CAROUSEL_GAP_STEPS, FREE_MODE, intersects, SLIDE_SPEED, type Breakpoint, type VariantLayout } from '../../core/motion/carousel';
import { BREAKPOINTS, spacingRem } from '../../themes/tokens';

type SwiperModule = typeof import('./swiper');

let loaded: SwiperModule | undefined;
let loading: Promise<SwiperModule> | undefined;

/** Swiper Element's chunk, fetched once per page by the first carousel that mounts. */
function loadSwiper(): Promise<SwiperModule> {
  loading ??= import('./swiper').then((module) => (loaded = module));
  return loading;
}

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
    // Focus moves are ours (inert slides out of view): Swiper must not scroll on its own.
    watchSlidesProgress: true,
  };
}

interface Options {
  index: number;
  count: number;
  layout: VariantLayout;
  reducedMotion: boolean;
  /** the visitor swiped or dragged to another slide */
  onIndex: (index: number) => void;
}

/**
 * Runs Swiper Element on the carousel's `<swiper-container init="false">`: loads it on first use,
 * initializes it with the variant's parameters and the slide shown, follows `index` (slideTo) and
 * reports swipes back. Until Swiper has loaded, the carousel's own CSS lays the slides out where
 * Swiper will. `visible`: the slides any part of which is in view, plus the active one (the
 * others are inert).
 */
export function useSwiper({ index, count, layout, reducedMotion, onIndex }: Options) {
  const [element, setElement] = useState<SwiperContainer | null>(null);
  const [ready, setReady] = useState(false);
  const [inView, setInView] = useState<ReadonlySet<number>>(() => new Set());
  const state = useRef({ index, reducedMotion, onIndex, layout });
  state.current = { index, reducedMotion, onIndex, layout };

  const measure = useCallback(() => {
    if (!element) return;
    const box = element.getBoundingClientRect();
    const next = new Set<number>();
    [...element.children].forEach((slide, position) => {
      if (intersects(slide.getBoundingClientRect(), box)) next.add(position);
    });
    setInView((previous) => (previous.size === next.size && [...next].every((position) => previous.has(position)) ? previous : next));
  }, [element]);

  useLayoutEffect(() => {
    if (!element) return undefined;
    let cancelled = false;
    setReady(false);
    const start = (module: SwiperModule) => {
      if (cancelled || !element.isConnected || element.swiper?.initialized) return;
      Object.assign(element, swiperParams(state.current.layout, module, state.current.index, state.current.reducedMotion));
      element.initialize();
      const swiper = element.swiper;
      swiper.on('slideChange', () => state.current.onIndex(swiper.activeIndex));
      swiper.on('transitionEnd', measure);
      swiper.on('resize', measure);
      swiper.on('touchEnd', measure);
      element.setAttribute('data-ready', '');
      setReady(true);
    };
    // Already loaded (a second carousel): start before paint, so Swiper's empty shadow root never shows.
    if (loaded) start(loaded);
    else
      loadSwiper().then(start, (error: unknown) => {
        if (!cancelled) console.error('<brand-carousel>: the slider code did not load; the slides show without swiping.', error);
      });
    return () => {
      cancelled = true;
    };
  }, [element, measure]);

  // Follow the chosen slide.
  useLayoutEffect(() => {
    const swiper = ready ? element?.swiper : undefined;
    if (swiper && !swiper.destroyed && swiper.activeIndex !== index) swiper.slideTo(index);
  }, [ready, element, index]);

  useEffect(() => {
    const swiper = ready ? element?.swiper : undefined;
    if (swiper) swiper.params.speed = reducedMotion ? 0 : SLIDE_SPEED;
  }, [ready, element, reducedMotion]);

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
