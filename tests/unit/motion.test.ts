import { describe, expect, it } from 'vitest';
import { motionNumber, zoomOpacity, zoomScale, zoomStart, zoomStartsHidden } from '../../src/core/motion/zoom';
import { stickyHostAtTop, stickyOffset, stickyPosition, stickyShowOn, stickyShownAfterScroll, stickyShownAtLoad } from '../../src/core/motion/sticky';
import { isEmpty } from '../../src/core/model/emptiness';

describe('zoom container values', () => {
  it('reads numbers and plain decimal strings only', () => {
    expect(motionNumber(0.8)).toBe(0.8);
    expect(motionNumber(' .5 ')).toBe(0.5);
    expect(motionNumber('1')).toBe(1);
    for (const bad of ['', '0.8px', '1e3', 'calc(1)', '0;}:host{display:none}', NaN, Infinity, null, undefined, {}, [0.8]]) {
      expect(motionNumber(bad)).toBeUndefined();
    }
  });

  it('keeps the scale within 0.5 to 1.5 and the opacity within 0 to 1', () => {
    expect(zoomScale(0.8)).toBe(0.8);
    expect(zoomScale(0.5)).toBe(0.5);
    expect(zoomScale(1.5)).toBe(1.5);
    expect(zoomScale(0.49)).toBeUndefined();
    expect(zoomScale(0)).toBeUndefined();
    expect(zoomScale(-1)).toBeUndefined();
    expect(zoomScale(3)).toBeUndefined();
    expect(zoomOpacity(0)).toBe(0);
    expect(zoomOpacity('1')).toBe(1);
    expect(zoomOpacity(1.1)).toBeUndefined();
    expect(zoomOpacity(-0.1)).toBeUndefined();
  });

  it('starts from scale 0.8 and opacity 0 (the spec example); nothing to animate without both or at 1 and 1', () => {
    expect(zoomStart(0.8, 0)).toEqual({ scale: 0.8, opacity: 0 });
    expect(zoomStart('0.9', '0.2')).toEqual({ scale: 0.9, opacity: 0.2 });
    expect(zoomStart(0.8, undefined)).toBeUndefined();
    expect(zoomStart(undefined, 0)).toBeUndefined();
    expect(zoomStart(9, 0)).toBeUndefined();
    expect(zoomStart(1, 1)).toBeUndefined();
    expect(zoomStart(1, 0.5)).toEqual({ scale: 1, opacity: 0.5 });
  });

  it('hides the items first only when they will surely animate in', () => {
    const base = { start: { scale: 0.8, opacity: 0 }, reducedMotion: false, hasObserver: true, editing: false };
    expect(zoomStartsHidden(base)).toBe(true);
    expect(zoomStartsHidden({ ...base, start: undefined })).toBe(false);
    expect(zoomStartsHidden({ ...base, reducedMotion: true })).toBe(false);
    expect(zoomStartsHidden({ ...base, hasObserver: false })).toBe(false);
    expect(zoomStartsHidden({ ...base, editing: true })).toBe(false);
  });

  it('is empty in the editor without scale and opacity (the spec rule, under the element name)', () => {
    expect(isEmpty('brand-zoom-container', {})).toBe(true);
    expect(isEmpty('brand-zoom-container', { scale: 0.8 })).toBe(true);
    expect(isEmpty('brand/components/zoom-container', { scale: 0.8, opacity: 0 })).toBe(false);
  });
});

describe('sticky container rules', () => {
  it('reads position, showOn and offset with safe defaults', () => {
    expect(stickyPosition('top')).toBe('top');
    expect(stickyPosition(' TOP ')).toBe('top');
    expect(stickyPosition('left')).toBe('bottom');
    expect(stickyPosition(undefined)).toBe('bottom');
    expect(stickyShowOn('scroll-up')).toBe('scroll-up');
    expect(stickyShowOn('scroll-down')).toBe('scroll-down');
    expect(stickyShowOn('sometimes')).toBe('always');
    expect(stickyOffset(300)).toBe(300);
    expect(stickyOffset('120')).toBe(120);
    expect(stickyOffset(-5)).toBe(0);
    expect(stickyOffset('12px')).toBe(0);
    expect(stickyOffset(1e9)).toBe(100000);
  });

  const at = (showOn: 'always' | 'scroll-up' | 'scroll-down', previousY: number, y: number, wasShown = false, offset = 0) =>
    stickyShownAfterScroll({ showOn, offset, previousY, y, wasShown });

  it('always: shown once scrolled past the offset, hidden above it', () => {
    expect(at('always', 0, 10)).toBe(true);
    expect(at('always', 500, 100, true, 300)).toBe(false);
    expect(at('always', 100, 300, false, 300)).toBe(true);
    expect(at('always', 400, 350, true, 300)).toBe(true);
  });

  it('scroll-up: shown while scrolling up, hidden while scrolling down, kept when still (like the header)', () => {
    expect(at('scroll-up', 500, 400)).toBe(true);
    expect(at('scroll-up', 400, 500, true)).toBe(false);
    expect(at('scroll-up', 400, 400, true)).toBe(true);
    expect(at('scroll-up', 400, 400, false)).toBe(false);
    expect(at('scroll-up', 500, 200, false, 300)).toBe(false);
  });

  it('scroll-down: shown while scrolling down past the offset, hidden while scrolling up', () => {
    expect(at('scroll-down', 400, 500)).toBe(true);
    expect(at('scroll-down', 500, 400, true)).toBe(false);
    expect(at('scroll-down', 100, 200, false, 300)).toBe(false);
    expect(at('scroll-down', 250, 350, false, 300)).toBe(true);
  });

  it('at load: shown past the offset, except scroll-down, which waits for a scroll', () => {
    expect(stickyShownAtLoad('always', 0, 0)).toBe(true);
    expect(stickyShownAtLoad('always', 300, 0)).toBe(false);
    expect(stickyShownAtLoad('scroll-up', 0, 0)).toBe(true);
    expect(stickyShownAtLoad('scroll-down', 0, 800)).toBe(false);
  });

  it('the host a server writes for the top of the page: its side, and hidden as the code would start it', () => {
    const hidden = { 'data-hidden': '', inert: '', 'aria-hidden': 'true' };
    const shown = { 'data-hidden': undefined, inert: undefined, 'aria-hidden': undefined };
    expect(stickyHostAtTop({ position: 'bottom', showOn: 'always', offset: 400 }, false)).toEqual({ 'data-position': 'bottom', ...hidden });
    expect(stickyHostAtTop({ position: 'top', showOn: 'always' }, false)).toEqual({ 'data-position': 'top', ...shown });
    expect(stickyHostAtTop({ showOn: 'scroll-down' }, false)).toEqual({ 'data-position': 'bottom', ...hidden });
    expect(stickyHostAtTop({ position: 'sideways', showOn: 'scroll-up', offset: 'x' }, false)).toEqual({ 'data-position': 'bottom', ...shown });
    // The editor shows it in place.
    expect(stickyHostAtTop({ position: 'bottom', showOn: 'always', offset: 400 }, true)).toEqual({ 'data-position': 'bottom', ...shown });
  });
});
