import { trimmedText } from '../content/authored';

export { initialIndex } from '../content/panels';

/**
 * The rules of brand-carousel, pure so they can be tested and run on a server: its five variants,
 * the gap between slides by breakpoint, the rotation (WAI-ARIA APG carousel), which slide shows
 * first (Adobe's `activeItem`), keyboard moves between slide pickers, and the labels.
 */

export type CarouselVariant = 'a' | 'b' | 'c' | 'd' | 'e';
export const CAROUSEL_VARIANTS: readonly CarouselVariant[] = ['a', 'b', 'c', 'd', 'e'];

/** An authored variant (`a` to `e`, any case, or `carousel-b` as a resource type ends); anything else is `a`. */
export function carouselVariant(value: unknown): CarouselVariant {
  const text = trimmedText(value).toLowerCase().replace(/^carousel-/, '');
  return (CAROUSEL_VARIANTS as readonly string[]).includes(text) ? (text as CarouselVariant) : 'a';
}

export type Breakpoint = 'xs' | 'sm' | 'md' | 'lg';

/** How a variant lays its slides out and what its slide picker looks like. */
export interface VariantLayout {
  /** slides per view from each breakpoint up (fractions show a part of the next slide) */
  perView: Record<Breakpoint, number>;
  /** the active slide sits in the middle, its neighbours peek on both sides */
  centered: boolean;
  /** the row glides on with momentum after a swipe, stopping anywhere (Swiper's free mode) */
  freeMode: boolean;
  /** dots under the slides, thumbnails under them, or a list of the slides' labels beside them */
  picker: 'dots' | 'thumbnails' | 'list';
}

/**
 * The five variants:
 * - a, hero: one full-width slide at a time, dots over its foot; made to open a page and rotate.
 * - b, card row: several cards per view (1.2 on a phone to 4 on a wide screen), free mode.
 * - c, centred gallery: the active slide in the middle, its neighbours peeking on both sides.
 * - d, thumbnail gallery: one slide at a time, chosen from a strip of thumbnails under it.
 * - e, split: one slide at a time beside the list of the slides' labels (under it on a phone),
 *   for steps or features ("Heat", "Taste", "Clean up").
 */
export const VARIANT_LAYOUTS: Readonly<Record<CarouselVariant, VariantLayout>> = {
  a: { perView: { xs: 1, sm: 1, md: 1, lg: 1 }, centered: false, freeMode: false, picker: 'dots' },
  b: { perView: { xs: 1.2, sm: 2.2, md: 3.2, lg: 4 }, centered: false, freeMode: true, picker: 'dots' },
  c: { perView: { xs: 1.2, sm: 1.5, md: 1.75, lg: 2 }, centered: true, freeMode: false, picker: 'dots' },
  d: { perView: { xs: 1, sm: 1, md: 1, lg: 1 }, centered: false, freeMode: false, picker: 'thumbnails' },
  e: { perView: { xs: 1, sm: 1, md: 1, lg: 1 }, centered: false, freeMode: false, picker: 'list' },
};

/** The gap between slides grows with the breakpoint: theme spacing steps 3, 4 and 5. */
export const CAROUSEL_GAP_STEPS: Readonly<Record<Breakpoint, number>> = { xs: 3, sm: 4, md: 5, lg: 5 };

/** Free mode's momentum: minimum velocity 0.02, momentum ratio 1. */
export const FREE_MODE = { enabled: true, minimumVelocity: 0.02, momentumRatio: 1 } as const;

/** Time each slide shows while rotating, ms (Adobe's core carousel default). */
export const DEFAULT_DELAY = 5000;
/** Shorter than this, a slide cannot be read before it goes (WCAG 2.2.1): a smaller delay is raised. */
export const MIN_DELAY = 2000;
/** A slide change's transition, ms (none with prefers-reduced-motion). */
export const SLIDE_SPEED = 450;
/**
 * A carousel item's fade, ms: the centred
 * gallery (c) fades its side slides down and the active one up (none with prefers-reduced-motion).
 */
export const CAROUSEL_FADE_MS = 300;

/** An authored delay (ms, number or numeric string) raised to MIN_DELAY; anything else gives the default. */
export function rotationDelay(value: unknown): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n) || n <= 0) return DEFAULT_DELAY;
  return Math.max(MIN_DELAY, Math.round(n));
}

/** Adobe's boolean fields arrive as booleans or as the strings "true" / "false". */
export const authoredFlag = (value: unknown): boolean => value === true || value === 'true' || value === '';

export interface RotationState {
  /** the model asks for rotation (`autoplay`) */
  autoplay: boolean;
  /** the visitor stopped it with the rotation control or by moving focus into the carousel */
  stopped: boolean;
  /** a mouse is over the carousel */
  hovered: boolean;
  /** `autopauseDisabled`: hovering does not pause (Adobe) */
  autopauseDisabled: boolean;
  /** the page is hidden (another tab): nothing rotates unseen */
  pageHidden?: boolean;
  /** fewer than two slides: nothing to rotate to */
  count: number;
}

/** Whether the slides rotate right now (WAI-ARIA APG: stops on focus, pauses on hover, a control). */
export function isRotating({ autoplay, stopped, hovered, autopauseDisabled, pageHidden, count }: RotationState): boolean {
  return autoplay && count > 1 && !stopped && !(hovered && !autopauseDisabled) && pageHidden !== true;
}

/** Whether rotation starts on: authored autoplay, unless the visitor asked for reduced motion (APG, WCAG 2.2.2). */
export const startsRotating = (autoplay: boolean, reducedMotion: boolean | undefined): boolean => autoplay && reducedMotion !== true;

/** The slide `step` away from `index`, wrapping around at both ends (rotation and the arrows go on from the last to the first). */
export function stepIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** An index kept inside 0..count-1 (slides come and go in the editor). */
export const clampIndex = (index: number, count: number): number => (count <= 0 ? 0 : Math.min(Math.max(0, Math.trunc(index)), count - 1));

/** The picker to move to on a key (APG tabs): the tabs' rule, core/disclosure/tabs.ts. */
export { tabFocusTarget as pickerKeyTarget } from '../disclosure/tabs';

/** The carousel's words, Adobe's `accessibility` keys; `{0}` and `{1}` are filled by `fill`. */
export interface CarouselLabels {
  play: string;
  pause: string;
  previous: string;
  next: string;
  tablist: string;
  indicator: string;
  slide: string;
}

export const DEFAULT_LABELS: Readonly<CarouselLabels> = {
  play: 'Start automatic slide show',
  pause: 'Stop automatic slide show',
  previous: 'Previous slide',
  next: 'Next slide',
  tablist: 'Choose a slide',
  indicator: 'Slide {0}',
  slide: '{0} of {1}',
};

/**
 * Adobe's `accessibility` object over the defaults; a key that is not text keeps its default. Adobe
 * names the picker's label `indicators` ("Choose a slide to display"): it is our `tablist`.
 */
export function carouselLabels(accessibility: unknown): CarouselLabels {
  const raw = accessibility && typeof accessibility === 'object' ? (accessibility as Record<string, unknown>) : {};
  const given: Record<string, unknown> = { ...raw, tablist: raw.tablist ?? raw.indicators };
  const labels = { ...DEFAULT_LABELS };
  for (const key of Object.keys(labels) as Array<keyof CarouselLabels>) {
    const text = trimmedText(given[key]);
    if (text) labels[key] = text.slice(0, 200);
  }
  return labels;
}

/** A template with `{0}`, `{1}` … replaced by the values, in order. */
export const fill = (template: string, ...values: Array<string | number>): string =>
  template.replace(/\{(\d)\}/g, (whole, digit: string) => (values[Number(digit)] === undefined ? whole : String(values[Number(digit)])));

/** A slide's accessible name: "2 of 5" and its title ("2 of 5: Mint"). */
export function slideName(labels: CarouselLabels, index: number, count: number, title: string | undefined): string {
  const position = fill(labels.slide, index + 1, count);
  return title ? `${position}: ${title}` : position;
}

/** A slide picker's name: the slide's title, else "Slide 2". */
export const pickerName = (labels: CarouselLabels, index: number, title: string | undefined): string => title || fill(labels.indicator, index + 1);

/** Whether a slide's box shows in the viewport's box (any part of it, by more than a pixel). */
export function intersects(slide: { left: number; right: number }, viewport: { left: number; right: number }): boolean {
  return slide.right - 1 > viewport.left && slide.left + 1 < viewport.right;
}
