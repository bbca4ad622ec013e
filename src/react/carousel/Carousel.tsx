import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { SwiperContainer } from 'swiper/element';
import {
  authoredFlag,
  carouselLabels,
  carouselVariant,
  clampIndex,
  initialIndex,
  isRotating,
  pickerKeyTarget,
  pickerName,
  rotationDelay,
  slideName,
  startsRotating,
  stepIndex,
  VARIANT_LAYOUTS,
} from '../../core/motion/carousel';
import { clock } from '../../core/timing/clock';
import { commonSlideRatio } from '../../core/media/aspectRatio';
import { isRecord } from '../../core/isRecord';
import { useElement } from '../runtime/context';
import { useThemedClass } from '../runtime/useThemedClass';
import { useTheme } from '../runtime/useTheme';
import { EditorPlaceholder } from '../runtime/EditorPlaceholder';
import { useMotionPreferences } from '../shared/useMotionPreferences';
import { usePanelItems } from '../shared/usePanelItems';
import { useSafeUrl } from '../shared/useSafeUrl';
import { BREAKPOINTS } from '../../themes/tokens';
import { VARIANT_STYLES } from './styles';
import { useSwiper } from './useSwiper';
import { showsEditorPlaceholders } from '../../core/model/authoring';

export interface SlideChangeDetail {
  /** position of the slide now shown (the first of the view), from 0 */
  index: number;
}

export interface CarouselProps {
  /** `a` hero, `b` card row, `c` centred gallery, `d` thumbnail gallery, `e` split (default `a`) */
  variant?: string;
  /** the slides rotate on their own (Adobe's core carousel) */
  autoplay?: boolean | string;
  /** ms each slide shows while rotating (default 5000, at least 2000) */
  delay?: number | string;
  /** hovering does not pause the rotation (Adobe); focus still does */
  autopauseDisabled?: boolean | string;
  /** key of the slide shown first (Adobe: the item's name) */
  activeItem?: string;
  /** the carousel's accessible name (Adobe) */
  accessibilityLabel?: string;
  /** Adobe's words for the controls: play, pause, previous, next, tablist, indicator ("Slide {0}"), slide ("{0} of {1}") */
  accessibility?: Record<string, unknown>;
  ':items'?: Record<string, unknown>;
  ':itemsOrder'?: string[];
  onSlideChange?: (detail: SlideChangeDetail) => void;
}

const CHEVRON_START = 'M15.41 7.41 14 6l-6 6 6 6 1.41-1.41L10.83 12z';
const CHEVRON_END = 'M8.59 16.59 10 18l6-6-6-6-1.41 1.41L13.17 12z';
const PAUSE = 'M6 19h4V5H6v14zm8-14v14h4V5h-4z';
const PLAY = 'M8 5v14l11-7z';

const Svg = ({ d }: { d: string }) => (
  <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={d} />
  </svg>
);

/** A thumbnail of variant d: the slide's `image` through safeUrl, else its number. */
function Thumb({ image, index }: { image?: string; index: number }) {
  const src = useSafeUrl(image);
  return <span data-thumb="">{src ? <img src={src} alt="" loading="lazy" decoding="async" /> : index + 1}</span>;
}

/**
 * A WAI-ARIA APG carousel (tabbed) on Swiper Element: a rotation control first when `autoplay`, the
 * slides (role tabpanel, named "2 of 5: title"), previous / next and a slide picker (tabs named by each slide's
 * label). Rotation pauses while a mouse is over it or focus is in it, stops with the control, and
 * starts stopped with prefers-reduced-motion; the slides are a polite live region only while not
 * rotating. Slides are the host's light-DOM children (brand-slide, or anything with Adobe's
 * cq:panelTitle), each shown through its own slot. Slides out of view are inert.
 */
export function Carousel(props: CarouselProps) {
  const { host, mode } = useElement();
  const variant = carouselVariant(props.variant);
  const layout = VARIANT_LAYOUTS[variant];
  const className = useThemedClass(VARIANT_STYLES[variant]);
  const labels = carouselLabels(props.accessibility);
  const entries = usePanelItems(host, props[':items'], 'item-', props[':itemsOrder']);
  const count = entries.length;
  const keys = entries.map((entry) => entry.key);
  // The hero (one full-width slide in view): at least its pictures' box, even before its slides are there.
  const items = props[':items'];
  const stageRatio = variant === 'a' && isRecord(items) ? commonSlideRatio(entries.map((entry) => items[entry.key])) : undefined;
  const autoplay = authoredFlag(props.autoplay) && mode !== 'edit';
  const delay = rotationDelay(props.delay);
  const preferences = useMotionPreferences();
  const reducedMotion = preferences?.reducedMotion === true;
  const uid = useId();

  const [chosen, setChosen] = useState<number | null>(null);
  const index = clampIndex(chosen ?? initialIndex(keys, props.activeItem), count);
  // undefined: the visitor has not used the control; rotation then follows autoplay and reduced motion. Until the
  // preference is read (and in the server's markup) the control is drawn rotating, as most visitors get it: pressed
  // before the code woke, it is given again once hydrated and does what its label said (stop).
  const [stoppedByVisitor, setStoppedByVisitor] = useState<boolean>();
  const stopped = stoppedByVisitor ?? !startsRotating(autoplay, reducedMotion);
  const [hovered, setHovered] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [pageHidden, setPageHidden] = useState(false);
  // The element's direction, as its theme has it (the page's `dir`, a right-to-left market): read in render, not
  // from the host's computed style after every commit, which made the browser work out the page's styles then.
  const rtl = useTheme().direction === 'rtl';
  // Variant e's list stands beside the slides (vertical) from the tablet up, as a row of tabs below.
  const [wide, setWide] = useState(false);
  const vertical = layout.picker === 'list' && wide;
  const rotating = isRotating({ autoplay, stopped: stopped || focusInside || dragging, hovered, autopauseDisabled: authoredFlag(props.autopauseDisabled), pageHidden, count });

  const onSlideChange = props.onSlideChange;
  // The slide on screen, so a move reports only a real change (also when activeItem chose the first).
  const shown = useRef(index);
  useLayoutEffect(() => {
    shown.current = index;
  });
  const goTo = useCallback(
    (next: number) => {
      setChosen(next);
      if (shown.current !== next) {
        shown.current = next;
        onSlideChange?.({ index: next });
      }
    },
    [onSlideChange],
  );

  const { containerRef, visible } = useSwiper({ index, count, layout, reducedMotion, onIndex: goTo, onDragging: setDragging });

  // Hover and focus, on the host: they happen on the slides' own content too (light DOM, where
  // React's handlers in this shadow root do not see them).
  useEffect(() => {
    const enter = (event: PointerEvent) => event.pointerType === 'mouse' && setHovered(true);
    const leave = (event: PointerEvent) => event.pointerType === 'mouse' && setHovered(false);
    // Focus on the rotation control does not pause: pressing it must be able to start the rotation.
    const focusIn = (event: FocusEvent) => setFocusInside(!event.composedPath().some((node) => node instanceof HTMLElement && node.hasAttribute('data-rotation')));
    const focusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node) || (!host.contains(event.relatedTarget) && !host.shadowRoot?.contains(event.relatedTarget))) setFocusInside(false);
    };
    host.addEventListener('pointerenter', enter);
    host.addEventListener('pointerleave', leave);
    host.addEventListener('focusin', focusIn);
    host.addEventListener('focusout', focusOut);
    return () => {
      host.removeEventListener('pointerenter', enter);
      host.removeEventListener('pointerleave', leave);
      host.removeEventListener('focusin', focusIn);
      host.removeEventListener('focusout', focusOut);
    };
  }, [host]);

  useEffect(() => {
    if (layout.picker !== 'list') return undefined;
    const query = window.matchMedia(`(min-width: ${BREAKPOINTS.md}px)`);
    const read = () => setWide(query.matches);
    read();
    query.addEventListener('change', read);
    return () => query.removeEventListener('change', read);
  }, [layout.picker]);

  useEffect(() => {
    const read = () => setPageHidden(document.visibilityState === 'hidden');
    read();
    document.addEventListener('visibilitychange', read);
    return () => document.removeEventListener('visibilitychange', read);
  }, []);

  // Rotation: the next slide after `delay`, again from each slide shown (also after a manual move).
  useEffect(() => {
    if (!rotating) return undefined;
    const handle = clock().setTimeout(() => goTo(stepIndex(index, 1, count)), delay);
    return () => clock().clearTimeout(handle);
  }, [rotating, index, count, delay, goTo]);

  const pickers = useRef<Array<HTMLButtonElement | null>>([]);
  const onPickerKey = (event: KeyboardEvent<HTMLButtonElement>, position: number) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = pickerKeyTarget(event.key, position, count, { rtl, vertical });
    if (target === undefined) return;
    event.preventDefault();
    goTo(target);
    pickers.current[target]?.focus();
  };

  if (count === 0) return showsEditorPlaceholders(mode) ? <EditorPlaceholder label="Carousel: add slides" /> : null;

  const slideId = (position: number) => `${uid}-slide-${position}`;
  const previous = (
    <button type="button" data-arrow="previous" part="previous" aria-label={labels.previous} aria-controls={slideId(index)} onClick={() => goTo(stepIndex(index, -1, count))}>
      <Svg d={rtl ? CHEVRON_END : CHEVRON_START} />
    </button>
  );
  const next = (
    <button type="button" data-arrow="next" part="next" aria-label={labels.next} aria-controls={slideId(index)} onClick={() => goTo(stepIndex(index, 1, count))}>
      <Svg d={rtl ? CHEVRON_START : CHEVRON_END} />
    </button>
  );
  const picker = count > 1 && (
    <div role="tablist" aria-label={labels.tablist} aria-orientation={vertical ? 'vertical' : 'horizontal'} data-picker="" part="picker">
      {entries.map((entry, position) => {
        const selected = position === index;
        const name = pickerName(labels, position, entry.title);
        return (
          <button
            key={entry.key}
            ref={(button) => {
              pickers.current[position] = button;
            }}
            type="button"
            role="tab"
            id={`${uid}-tab-${position}`}
            data-pick=""
            part={selected ? 'pick pick-selected' : 'pick'}
            aria-selected={selected}
            aria-controls={slideId(position)}
            tabIndex={selected ? 0 : -1}
            onClick={() => goTo(position)}
            onKeyDown={(event) => onPickerKey(event, position)}
          >
            {layout.picker === 'list' ? (
              <bdi>{name}</bdi>
            ) : (
              <>
                {layout.picker === 'thumbnails' ? <Thumb image={entry.image} index={position} /> : <span data-dot="" />}
                <span data-sr="">{name}</span>
              </>
            )}
          </button>
        );
      })}
    </div>
  );

  return (
    <section
      className={className}
      part="carousel"
      aria-roledescription="carousel"
      aria-label={props.accessibilityLabel?.trim() || undefined}
      data-variant={variant}
      data-rotating={rotating ? '' : undefined}
    >
      {autoplay && count > 1 && (
        // First in the tab order (APG); drawn at the start of the controls' bar.
        <button type="button" data-rotation="" part="rotation" aria-label={stopped ? labels.play : labels.pause} onClick={() => setStoppedByVisitor(!stopped)}>
          <Svg d={stopped ? PLAY : PAUSE} />
        </button>
      )}
      {layout.picker === 'list' && picker}
      <div data-stage="" part="stage" style={stageRatio ? { aspectRatio: stageRatio } : undefined}>
        <div aria-live={rotating ? 'off' : 'polite'} aria-atomic="false">
          <swiper-container key={variant} ref={containerRef} init="false" part="slides">
            {entries.map((entry, position) => (
              <swiper-slide
                key={entry.key}
                id={slideId(position)}
                role="tabpanel"
                aria-label={slideName(labels, position, count, entry.title)}
                data-active={position === index ? '' : undefined}
                inert={!visible.has(position)}
                part="slide"
              >
                <slot name={`item-${position}`} />
              </swiper-slide>
            ))}
          </swiper-container>
        </div>
      </div>
      {count > 1 && (
        <div data-bar="" part="controls" data-with-rotation={autoplay ? '' : undefined}>
          {previous}
          {layout.picker === 'list' ? <span data-spacer="" /> : picker}
          {next}
        </div>
      )}
    </section>
  );
}
