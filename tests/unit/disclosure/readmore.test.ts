import { describe, expect, it } from 'vitest';
import { collapsedLines, DEFAULT_LINES, MAX_LINES, overflows, toggleLabel } from '../../../src/core/disclosure/readmore';

describe('readmore rules', () => {
  it('collapsed lines: a whole number from 1 to 40, numeric strings too, else 3', () => {
    expect(collapsedLines(5)).toBe(5);
    expect(collapsedLines('4')).toBe(4);
    expect(collapsedLines(2.7)).toBe(2);
    expect(collapsedLines(1)).toBe(1);
    expect(collapsedLines(0)).toBe(DEFAULT_LINES);
    expect(collapsedLines(-2)).toBe(DEFAULT_LINES);
    expect(collapsedLines('three')).toBe(DEFAULT_LINES);
    expect(collapsedLines('')).toBe(DEFAULT_LINES);
    expect(collapsedLines(undefined)).toBe(DEFAULT_LINES);
    expect(collapsedLines(Number.POSITIVE_INFINITY)).toBe(DEFAULT_LINES);
    expect(collapsedLines(500)).toBe(MAX_LINES);
  });

  it('overflow ignores a pixel of rounding', () => {
    expect(overflows(200, 72)).toBe(true);
    expect(overflows(73, 72)).toBe(false);
    expect(overflows(72, 72)).toBe(false);
    expect(overflows(74, 72)).toBe(true);
  });

  it('labels: the authored one for the state, else Read more / Read less', () => {
    expect(toggleLabel(false, 'Mehr lesen', 'Weniger')).toBe('Mehr lesen');
    expect(toggleLabel(true, 'Mehr lesen', 'Weniger')).toBe('Weniger');
    expect(toggleLabel(false, '  ', undefined)).toBe('Read more');
    expect(toggleLabel(true, undefined, 7)).toBe('Read less');
  });
});

describe('readmore emptiness (editor placeholder)', () => {
  it('is empty without text', async () => {
    const { isEmpty, emptyLabel } = await import('../../../src/core/model/emptiness');
    expect(isEmpty('brand/components/readmore', {})).toBe(true);
    expect(isEmpty('readmore', { text: '  ' })).toBe(true);
    expect(isEmpty('readmore', { text: '<p>About our pouches</p>' })).toBe(false);
    expect(emptyLabel('readmore')).toBe('Read more: add some text');
  });
});
