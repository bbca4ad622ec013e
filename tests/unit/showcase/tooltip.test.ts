import { describe, expect, it } from 'vitest';
import { TOOLTIP_CLOSED, tooltipNext, type TooltipEvent, type TooltipState } from '../../../src/core/showcase/tooltip';

const run = (...events: TooltipEvent[]): TooltipState => events.reduce(tooltipNext, TOOLTIP_CLOSED);

describe('tooltip timing (component-catalogue section 9)', () => {
  it('hover and focus open after 100 ms', () => {
    expect(run('hover')).toEqual({ open: false, pending: 'open', delay: 100 });
    expect(run('focus')).toEqual({ open: false, pending: 'open', delay: 100 });
    expect(run('hover', 'timer')).toEqual({ open: true });
  });

  it('a second hover or focus while waiting keeps the running timer', () => {
    const waiting = run('hover');
    expect(tooltipNext(waiting, 'focus')).toBe(waiting);
  });

  it('leaving or blurring before 100 ms opens nothing', () => {
    expect(run('hover', 'leave', 'timer')).toEqual({ open: false });
    expect(run('focus', 'blur', 'timer')).toEqual({ open: false });
  });

  it('a touch press opens after 700 ms, and closes 1,500 ms after the touch ends', () => {
    expect(run('touchStart')).toEqual({ open: false, pending: 'open', delay: 700 });
    expect(run('touchStart', 'timer')).toEqual({ open: true });
    expect(run('touchStart', 'timer', 'touchEnd')).toEqual({ open: true, pending: 'close', delay: 1500 });
    expect(run('touchStart', 'timer', 'touchEnd', 'timer')).toEqual({ open: false });
  });

  it('a short tap (released before 700 ms) opens nothing', () => {
    expect(run('touchStart', 'touchEnd')).toEqual({ open: false });
    expect(run('touchStart', 'touchEnd', 'timer')).toEqual({ open: false });
  });

  it('a new press while closing keeps it open', () => {
    expect(run('touchStart', 'timer', 'touchEnd', 'touchStart')).toEqual({ open: true });
  });

  it('Escape closes at once, whatever is pending', () => {
    expect(run('focus', 'timer', 'escape')).toEqual({ open: false });
    expect(run('hover', 'escape', 'timer')).toEqual({ open: false });
    expect(run('touchStart', 'timer', 'touchEnd', 'escape')).toEqual({ open: false });
  });
});
