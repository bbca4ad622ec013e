import { afterEach, describe, expect, it, vi } from 'vitest';
import { CODE_ORDER_WAIT_MS, codeOrderHold, codeRequested, codeSettled, loadingCode } from '../../src/core/stores/elementCode';

describe('codeOrderHold: an element waits for the code of the elements above it', () => {
  const loading = (entries: Record<string, number>) => new Map(Object.entries(entries));

  it('renders at once when no code is on its way', () => {
    expect(codeOrderHold(new Map(), 100, () => true)).toBeUndefined();
  });

  it('waits for code of an element before it, until that code has been requested for CODE_ORDER_WAIT_MS', () => {
    expect(CODE_ORDER_WAIT_MS).toBe(3000);
    expect(codeOrderHold(loading({ 'brand-header': 200 }), 500, (tag) => tag === 'brand-header')).toBe(3200);
  });

  it('does not wait for code of elements after it (or of none in the document)', () => {
    const isBefore = vi.fn((_tag: string) => false);
    expect(codeOrderHold(loading({ 'brand-footer': 200, 'brand-cart': 250 }), 500, isBefore)).toBeUndefined();
    expect(isBefore.mock.calls.map(([tag]) => tag)).toEqual(['brand-footer', 'brand-cart']);
  });

  it('stops waiting once that time is over: a slow or lost chunk does not keep the rest blank', () => {
    expect(codeOrderHold(loading({ 'brand-header': 200 }), 3200, () => true)).toBeUndefined();
    expect(codeOrderHold(loading({ 'brand-header': 200 }), 3199, () => true)).toBe(3200);
    expect(codeOrderHold(loading({ 'brand-header': 200 }), 1200, () => true, 1000)).toBeUndefined();
  });

  it('waits for the latest of several, and asks only about those that would wait longer', () => {
    const isBefore = vi.fn((tag: string) => tag !== 'brand-footer');
    const until = codeOrderHold(loading({ 'brand-header': 100, 'brand-text': 400, 'brand-footer': 900, 'brand-image': 300 }), 500, isBefore);
    expect(until).toBe(3400);
    // brand-image (3300) cannot wait longer than brand-text (3400): not looked up in the document.
    expect(isBefore.mock.calls.map(([tag]) => tag)).toEqual(['brand-header', 'brand-text', 'brand-footer']);
  });
});

describe('loadingCode', () => {
  afterEach(() => {
    for (const tag of loadingCode.getSnapshot().keys()) codeSettled(tag);
  });

  it('records a request once, with its first time, until the code settles', () => {
    const listener = vi.fn();
    const unsubscribe = loadingCode.subscribe(listener);
    codeRequested('brand-header', 10);
    codeRequested('brand-header', 20);
    codeRequested('brand-text', 30);
    expect([...loadingCode.getSnapshot()]).toEqual([
      ['brand-header', 10],
      ['brand-text', 30],
    ]);
    codeSettled('brand-header');
    codeSettled('brand-header');
    expect([...loadingCode.getSnapshot()]).toEqual([['brand-text', 30]]);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
  });
});
