import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import type { CSSObject } from '@emotion/serialize';
import { ZOOM_DURATION_MS, zoomOpacity, zoomScale, zoomStart, zoomStartsHidden } from '../../core/motion/zoom';
import { useThemedClass } from '../runtime/useThemedClass';
import { useElement } from '../runtime/context';

export interface ZoomContainerProps {
  /** the items' starting scale, 0.5 to 1.5 (e.g. 0.8); they grow to 1 as they enter the viewport */
  scale?: number | string;
  /** the items' starting opacity, 0 to 1 (e.g. 0); they fade to 1 */
  opacity?: number | string;
}

type Phase = 'shown' | 'hidden' | 'entering';

/**
 * Only transform and opacity move: neither changes layout, so the items keep their place and the
 * page does not shift. With reduced motion nothing moves whatever the state says.
 */
const zoomStyles = (): CSSObject => ({
  display: 'flow-root',
  transformOrigin: 'center',
  '&[data-zoom="hidden"]': { transform: 'scale(var(--brand-zoom-scale))', opacity: 'var(--brand-zoom-opacity)' },
  '&[data-zoom="entering"]': {
    transition: `transform ${ZOOM_DURATION_MS}ms cubic-bezier(0.2, 0, 0, 1), opacity ${ZOOM_DURATION_MS}ms ease-out`,
  },
  '@media (prefers-reduced-motion: reduce)': { '&[data-zoom]': { transform: 'none', opacity: 1, transition: 'none' } },
});

/** Part of the box inside the viewport: the items animate in once this much of them shows. */
const THRESHOLD = 0.15;

/**
 * Its items (light DOM, slotted) start at `scale` and `opacity` and zoom and fade to 1 the first
 * time they enter the viewport, then stay. Items in view once laid out are shown at once, as are
 * they with reduced motion, in the editor and in a browser without IntersectionObserver: content
 * is never held back for good.
 */
export function ZoomContainer({ scale, opacity }: ZoomContainerProps) {
  const { mode, tag, host } = useElement();
  const className = useThemedClass(zoomStyles);
  const box = useRef<HTMLDivElement>(null);
  // Rendered shown (server-ready: nothing about the browser is read in render); the layout effect
  // hides it before the first paint when it will animate in.
  const [phase, setPhase] = useState<Phase>('shown');
  const start = zoomStart(scale, opacity);
  const startKey = start ? `${start.scale}/${start.opacity}` : '';
  const editing = mode === 'edit';

  useLayoutEffect(() => {
    for (const [field, value, valid] of [['scale', scale, zoomScale(scale)], ['opacity', opacity, zoomOpacity(opacity)]] as const) {
      if (value !== undefined && value !== null && value !== '' && valid === undefined) {
        console.error(`<${tag}>: refused ${field} ${JSON.stringify(String(value).slice(0, 60))}: not a number in range; the items are shown without animation.`);
      }
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [String(scale), String(opacity), tag]);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const hasObserver = typeof IntersectionObserver === 'function';
    const reducedMotion = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!zoomStartsHidden({ start, reducedMotion, hasObserver, editing })) {
      setPhase('shown');
      return;
    }
    setPhase('hidden');
    // The observer's first report is where the items are once laid out: already in view, they are
    // shown at once (no half-faded text above the fold); otherwise they zoom in when they arrive.
    let first = true;
    const observer = new IntersectionObserver(
      (entries) => {
        const arrived = entries.some((entry) => entry.isIntersecting);
        const initial = first;
        first = false;
        if (!arrived) return;
        observer.disconnect();
        setPhase(initial ? 'shown' : 'entering');
      },
      { threshold: THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [startKey, editing, host]);

  // Once the items have grown in, nothing stays animated (no compositor layer kept for nothing).
  // (Only the end of the whole zoom: a style change while it runs can end it at once and start it again, the
  // browser reporting an end after 0 s, and the items would be marked shown still fading in.)
  const onTransitionEnd = (event: { target: EventTarget; currentTarget: EventTarget; elapsedTime: number }) => {
    if (event.target === event.currentTarget && phase === 'entering' && event.elapsedTime * 1000 >= ZOOM_DURATION_MS - 1) setPhase('shown');
  };

  const style = start
    ? ({ '--brand-zoom-scale': String(start.scale), '--brand-zoom-opacity': String(start.opacity) } as CSSProperties)
    : undefined;
  return (
    <div ref={box} className={className} style={style} part="container" data-zoom={phase} onTransitionEnd={onTransitionEnd}>
      <slot />
    </div>
  );
}
