import { describe, expect, it, vi } from 'vitest';
import { findTrigger, parseTriggerIds, toggleContainers, visibilityToggles } from '../../src/core/toggle/visibilityToggle';

const el = (id: string, tagName = 'BUTTON') => ({ id, tagName, getAttribute: () => null }) as unknown as Element;

describe('parseTriggerIds', () => {
  it('a list, or one string separated by commas or spaces; # and duplicates dropped', () => {
    expect(parseTriggerIds(['show-more', ' #less ', '', 'show-more', 3])).toEqual(['show-more', 'less']);
    expect(parseTriggerIds('a, b  c,#d')).toEqual(['a', 'b', 'c', 'd']);
    expect(parseTriggerIds(undefined)).toEqual([]);
    expect(parseTriggerIds({ id: 'x' })).toEqual([]);
  });
});

describe('findTrigger', () => {
  it('the first element of the composed path with a listed id (an inner button, then its host)', () => {
    const inner = el('');
    const host = el('contact-trigger', 'BRAND-BUTTON');
    const outer = el('page');
    expect(findTrigger([inner, host, outer], ['page', 'contact-trigger'])).toBe(host);
  });

  it('none: no listed id on the path, no ids, or non-elements (document, window)', () => {
    expect(findTrigger([el('a'), { id: 'b' } as unknown as EventTarget], ['b'])).toBeUndefined();
    expect(findTrigger([el('a')], [])).toBeUndefined();
    expect(findTrigger([el('a')], ['A'])).toBeUndefined();
  });
});

describe('toggleContainers', () => {
  it('the first two child elements that are not data', () => {
    const script = el('', 'SCRIPT');
    const a = el('a', 'DIV');
    const b = el('b', 'BRAND-CONTAINER');
    const c = el('c', 'DIV');
    expect(toggleContainers([script, a, el('', 'template'), b, c])).toEqual([a, b]);
    expect(toggleContainers([a])).toEqual([a, undefined]);
  });
});

describe('visibilityToggles', () => {
  it('tells every subscriber until it unsubscribes; a failing one does not stop the others', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const seen: boolean[] = [];
    const stop = visibilityToggles.subscribe(({ visible }) => seen.push(visible));
    const stopFailing = visibilityToggles.subscribe(() => {
      throw new Error('boom');
    });
    const change = { visible: false, element: {} as HTMLElement, triggerId: 't' };
    visibilityToggles.notify(change);
    stop();
    stopFailing();
    visibilityToggles.notify({ ...change, visible: true });
    expect(seen).toEqual([false]);
    expect(errors).toHaveBeenCalledTimes(1);
    errors.mockRestore();
  });
});
