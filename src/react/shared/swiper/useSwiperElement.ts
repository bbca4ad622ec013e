import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { SwiperContainer } from 'swiper/element';
import type { Swiper, SwiperOptions } from 'swiper/types';
import { loadedSwiper, loadSwiper, startSwiper, type SwiperModule } from './load';

interface Options {
  /** the element's tag, for the one console error when Swiper's chunk does not load */
  tag: string;
  /** what shows instead when it does not load ("the slides show without swiping") */
  fallback: string;
  /** Swiper's parameters, read each time it starts */
  params: (module: SwiperModule) => SwiperOptions;
  /** the slider's own listeners on a freshly started Swiper */
  onStart?: (swiper: Swiper) => void;
}

/**
 * Swiper Element's life on a slider's `<swiper-container init="false">`, one copy for every slider:
 * the chunk is loaded on first use (a second slider starts before paint), Swiper is started through
 * startSwiper (no innerHTML under a strict CSP) and marked `data-ready` (the slider's own CSS lays
 * the slides out until then), and started again when the element comes back into the page without
 * one (<swiper-container> destroys it on disconnect; the editor moves components). `current()`: the
 * running Swiper (restarting it first if need be), undefined until it runs.
 */
export function useSwiperElement(element: SwiperContainer | null, options: Options) {
  const [ready, setReady] = useState(false);
  const latest = useRef(options);
  latest.current = options;

  const start = useCallback(
    (module: SwiperModule) => {
      if (!element || !element.isConnected || (element.swiper && !element.swiper.destroyed)) return;
      startSwiper(element, latest.current.params(module));
      const swiper = element.swiper;
      latest.current.onStart?.(swiper);
      swiper.on('destroy', () => {
        element.removeAttribute('data-ready');
        queueMicrotask(() => start(module));
      });
      element.setAttribute('data-ready', '');
      setReady(true);
    },
    [element],
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
          if (!cancelled) console.error(`<${latest.current.tag}>: the slider code did not load; ${latest.current.fallback}.`, error);
        },
      );
    return () => {
      cancelled = true;
    };
  }, [element, start]);

  const current = useCallback((): Swiper | undefined => {
    const loaded = loadedSwiper();
    if (ready && loaded && element?.swiper?.destroyed) start(loaded);
    const swiper = ready ? element?.swiper : undefined;
    return swiper && !swiper.destroyed ? swiper : undefined;
  }, [ready, element, start]);

  return { ready, current };
}
