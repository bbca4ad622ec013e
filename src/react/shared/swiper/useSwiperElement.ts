import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { SwiperContainer } from 'swiper/element';
import type { Swiper, SwiperOptions } from 'swiper/types';
import { loadedSwiper, loadSwiper, startSwiper, type SwiperModule } from './load';
import { renderedOf } from '../../runtime/root';

/**
 * How long a slider waits for its slides to be on screen before it starts Swiper anyway (a slide
 * that never renders does not keep the slider from swiping).
 */
export const SLIDES_ON_SCREEN_WAIT_MS = 3000;

/** The package's elements in a slider's slides (slotted into them, with those inside them). */
function slideElements(container: Element): HTMLElement[] {
  const found: HTMLElement[] = [];
  for (const slot of container.querySelectorAll('slot')) {
    for (const assigned of slot.assignedElements({ flatten: true })) {
      for (const element of [assigned, ...assigned.querySelectorAll('*')]) {
        if (element instanceof HTMLElement && element.localName.startsWith('brand-')) found.push(element);
      }
    }
  }
  return found;
}

/**
 * Resolves after the browser's next rendering update that lays `target` out: an intersection
 * observer's first report comes with it, whatever the page's clock does (a test's fake clock holds
 * requestAnimationFrame back; a hidden tab holds both, as it holds the painting).
 */
const nextRenderingUpdate = (target: Element) =>
  new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe(target);
  });

/**
 * Resolves once the slides are on screen: their elements rendered, their downloaded pictures
 * decoded, and two rendering updates later (by then the frame that painted them has been
 * reported). Only then does the first slider load Swiper Element: defining <swiper-container> and
 * <swiper-slide> gives each a shadow root, which lays the slides out anew. Done before the hero's
 * picture had been painted, that made its largest contentful paint count from the second layout
 * (in 12 of 12 loads of the storefront on a phone at CPU 4x, about 60 ms later).
 */
async function slidesRendered(container: Element): Promise<void> {
  const elements = slideElements(container);
  await Promise.all(elements.map((element) => renderedOf(element)));
  const pictures = elements
    .flatMap((element) => [...(element.shadowRoot?.querySelectorAll('img') ?? [])])
    .filter((img) => img.complete && img.naturalWidth > 0);
  await Promise.all(pictures.map((img) => img.decode().catch(() => undefined)));
  await nextRenderingUpdate(container);
  await nextRenderingUpdate(container);
}

/** slidesRendered, for at most SLIDES_ON_SCREEN_WAIT_MS. */
function slidesOnScreen(container: Element): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise<void>((resolve) => (timer = setTimeout(resolve, SLIDES_ON_SCREEN_WAIT_MS)));
  return Promise.race([slidesRendered(container), timeUp]).finally(() => clearTimeout(timer));
}

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
 * the chunk is loaded on first use, once the slides are on screen (slidesOnScreen; a slider mounted
 * after it has loaded starts before paint), Swiper is started through startSwiper (no innerHTML
 * under a strict CSP) and marked `data-ready` (the slider's own CSS lays the slides out until then),
 * and started again when the element comes back into the page without one (<swiper-container>
 * destroys it on disconnect; the editor moves components). `current()`: the running Swiper
 * (restarting it first if need be), undefined until it runs.
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
      slidesOnScreen(element)
        .then(() => (cancelled ? undefined : loadSwiper()))
        .then(
          (module) => module && !cancelled && start(module),
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
