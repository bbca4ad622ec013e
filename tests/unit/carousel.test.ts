import { describe, expect, it } from 'vitest';
import { createTheme } from '@mui/material/styles';
import {
  CAROUSEL_FADE_MS,
  CAROUSEL_GAP_STEPS,
  DEFAULT_DELAY,
  DEFAULT_LABELS,
  FREE_MODE,
  MIN_DELAY,
  VARIANT_LAYOUTS,
  authoredFlag,
  carouselLabels,
  carouselVariant,
  clampIndex,
  fill,
  initialIndex,
  intersects,
  isRotating,
  pickerKeyTarget,
  pickerName,
  rotationDelay,
  slideName,
  startsRotating,
  stepIndex,
} from '../../src/core/motion/carousel';
import { spacingRem } from '../../src/themes/tokens';
import { VARIANT_STYLES } from '../../src/react/carousel/styles';

describe('carousel variants and layout', () => {
  it('a to e in any case or as a resource type ends; anything else is the hero (a)', () => {
    expect(['a', 'B', ' c ', 'carousel-d', 'E'].map(carouselVariant)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect([undefined, '', 'f', 'hero', 3, null].map(carouselVariant)).toEqual(['a', 'a', 'a', 'a', 'a', 'a']);
  });

  it('the gap grows with the breakpoint: spacing sizes 3, 4 and 5 (1, 1.5 and 2 rem)', () => {
    expect([CAROUSEL_GAP_STEPS.xs, CAROUSEL_GAP_STEPS.sm, CAROUSEL_GAP_STEPS.md]).toEqual([3, 4, 5]);
    expect([CAROUSEL_GAP_STEPS.xs, CAROUSEL_GAP_STEPS.sm, CAROUSEL_GAP_STEPS.md].map(spacingRem)).toEqual([1, 1.5, 2]);
  });

  it("free mode (card row only) uses the spec's minimum velocity 0.02 and momentum ratio 1", () => {
    expect(FREE_MODE).toMatchObject({ enabled: true, minimumVelocity: 0.02, momentumRatio: 1 });
    expect(Object.entries(VARIANT_LAYOUTS).filter(([, layout]) => layout.freeMode).map(([name]) => name)).toEqual(['b']);
  });

  it('one slide per view for the hero, thumbnail and split variants; several for the card row; centred gallery centred', () => {
    for (const name of ['a', 'd', 'e'] as const) expect(Object.values(VARIANT_LAYOUTS[name].perView)).toEqual([1, 1, 1, 1]);
    const cards = Object.values(VARIANT_LAYOUTS.b.perView);
    expect(cards).toEqual([...cards].sort((x, y) => x - y));
    expect(cards[0]).toBeGreaterThan(1);
    expect(VARIANT_LAYOUTS.c.centered).toBe(true);
    expect([VARIANT_LAYOUTS.d.picker, VARIANT_LAYOUTS.e.picker, VARIANT_LAYOUTS.a.picker]).toEqual(['thumbnails', 'list', 'dots']);
  });
});

describe('carousel item fade (spec: 300 ms)', () => {
  it('is 300 ms, and the centred gallery fades its slides by it whatever the theme\'s durations', () => {
    expect(CAROUSEL_FADE_MS).toBe(300);
    const theme = createTheme({ transitions: { duration: { standard: 999, short: 999 } } });
    const styles = JSON.stringify(VARIANT_STYLES.c!(theme));
    const fades = styles.match(/opacity \d+ms/g);
    expect(fades, 'the side slides fade').not.toBeNull();
    expect(new Set(fades)).toEqual(new Set(['opacity 300ms']));
    expect(JSON.stringify(VARIANT_STYLES.a!(theme)), 'the hero does not fade').not.toMatch(/opacity \d+ms/);
  });
});

describe('rotation (WAI-ARIA APG carousel)', () => {
  const base = { autoplay: true, stopped: false, hovered: false, autopauseDisabled: false, count: 3 };

  it('rotates with autoplay and two slides or more, until stopped, hovered or the page is hidden', () => {
    expect(isRotating(base)).toBe(true);
    expect(isRotating({ ...base, autoplay: false })).toBe(false);
    expect(isRotating({ ...base, count: 1 })).toBe(false);
    expect(isRotating({ ...base, stopped: true })).toBe(false);
    expect(isRotating({ ...base, hovered: true })).toBe(false);
    expect(isRotating({ ...base, pageHidden: true })).toBe(false);
  });

  it("Adobe's autopauseDisabled: hovering does not pause; a stop still does", () => {
    expect(isRotating({ ...base, hovered: true, autopauseDisabled: true })).toBe(true);
    expect(isRotating({ ...base, stopped: true, autopauseDisabled: true })).toBe(false);
  });

  it('starts stopped with prefers-reduced-motion', () => {
    expect(startsRotating(true, false)).toBe(true);
    expect(startsRotating(true, undefined)).toBe(true);
    expect(startsRotating(true, true)).toBe(false);
    expect(startsRotating(false, false)).toBe(false);
  });

  it("delay: Adobe's default 5000 ms; numbers or numeric strings; raised to 2000 ms so a slide can be read", () => {
    expect([undefined, '', 'soon', 0, -5, Number.NaN].map(rotationDelay)).toEqual(Array(6).fill(DEFAULT_DELAY));
    expect([rotationDelay(7000), rotationDelay('3000'), rotationDelay(500), rotationDelay(2500.4)]).toEqual([7000, 3000, MIN_DELAY, 2500]);
  });

  it("Adobe's flags come as booleans or strings", () => {
    expect([true, 'true', ''].map(authoredFlag)).toEqual([true, true, true]);
    expect([false, 'false', undefined, 1].map(authoredFlag)).toEqual([false, false, false, false]);
  });
});

describe('which slide, and moving between them', () => {
  it("the first slide shown is activeItem's (Adobe: the item name), else the first", () => {
    expect(initialIndex(['item_1', 'item_2', 'item_3'], 'item_2')).toBe(1);
    expect(initialIndex(['item_1', 'item_2'], ' item_2 ')).toBe(1);
    expect(initialIndex(['item_1', 'item_2'], 'gone')).toBe(0);
    expect(initialIndex(['item_1'], undefined)).toBe(0);
    expect(initialIndex([], 'x')).toBe(0);
  });

  it('steps wrap around both ends', () => {
    expect([stepIndex(0, 1, 3), stepIndex(2, 1, 3), stepIndex(0, -1, 3), stepIndex(1, -1, 3)]).toEqual([1, 0, 2, 0]);
    expect(stepIndex(0, 1, 0)).toBe(0);
    expect([clampIndex(5, 3), clampIndex(-1, 3), clampIndex(1.7, 3), clampIndex(2, 0)]).toEqual([2, 0, 1, 0]);
  });

  it('picker keys: arrows (mirrored right to left, up and down in a vertical list) wrap; Home and End', () => {
    expect([pickerKeyTarget('ArrowRight', 0, 3), pickerKeyTarget('ArrowLeft', 0, 3), pickerKeyTarget('Home', 2, 3), pickerKeyTarget('End', 0, 3)]).toEqual([1, 2, 0, 2]);
    expect([pickerKeyTarget('ArrowRight', 0, 3, { rtl: true }), pickerKeyTarget('ArrowLeft', 0, 3, { rtl: true })]).toEqual([2, 1]);
    expect([pickerKeyTarget('ArrowDown', 2, 3, { vertical: true }), pickerKeyTarget('ArrowUp', 0, 3, { vertical: true })]).toEqual([0, 2]);
    expect([pickerKeyTarget('ArrowDown', 0, 3), pickerKeyTarget('Enter', 0, 3), pickerKeyTarget('ArrowRight', 0, 0)]).toEqual([undefined, undefined, undefined]);
  });

  it('a slide is in view when any part of it shows in the viewport', () => {
    const viewport = { left: 0, right: 300 };
    expect(intersects({ left: 0, right: 300 }, viewport)).toBe(true);
    expect(intersects({ left: 250, right: 550 }, viewport)).toBe(true);
    expect(intersects({ left: 300, right: 600 }, viewport)).toBe(false);
    expect(intersects({ left: -300, right: 0.5 }, viewport)).toBe(false);
  });
});

describe('labels', () => {
  it("Adobe's accessibility words over the defaults; junk keeps the default", () => {
    expect(carouselLabels(undefined)).toEqual(DEFAULT_LABELS);
    const labels = carouselLabels({ play: 'Lecture', pause: '  ', next: 42, indicator: 'Diapositive {0}' });
    expect(labels).toMatchObject({ play: 'Lecture', pause: DEFAULT_LABELS.pause, next: DEFAULT_LABELS.next, indicator: 'Diapositive {0}' });
    // Adobe's SPA model names the picker's label `indicators`.
    expect(carouselLabels({ indicators: 'Choose a slide to display' }).tablist).toBe('Choose a slide to display');
    expect(carouselLabels({ indicators: 'Adobe', tablist: 'Ours' }).tablist).toBe('Ours');
  });

  it('slides are named "2 of 5: title", pickers by the title or "Slide 2"', () => {
    expect(fill('{0} of {1}', 2, 5)).toBe('2 of 5');
    expect(fill('{0} {2}', 1)).toBe('1 {2}');
    expect(slideName(DEFAULT_LABELS, 1, 5, 'Mint')).toBe('2 of 5: Mint');
    expect(slideName(DEFAULT_LABELS, 0, 1, undefined)).toBe('1 of 1');
    expect(pickerName(DEFAULT_LABELS, 1, 'Mint')).toBe('Mint');
    expect(pickerName(DEFAULT_LABELS, 1, undefined)).toBe('Slide 2');
  });
});
