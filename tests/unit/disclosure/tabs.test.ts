import { describe, expect, it } from 'vitest';
import { initialTab, tabFocusTarget, tabFromHash, tabLabel } from '../../../src/core/disclosure/tabs';

describe('tabFocusTarget (APG tabs, automatic activation)', () => {
  it('moves right and left with wrap', () => {
    expect(tabFocusTarget('ArrowRight', 0, 3)).toBe(1);
    expect(tabFocusTarget('ArrowRight', 2, 3)).toBe(0);
    expect(tabFocusTarget('ArrowLeft', 0, 3)).toBe(2);
    expect(tabFocusTarget('ArrowLeft', 2, 3)).toBe(1);
  });
  it('mirrors the arrows right to left', () => {
    expect(tabFocusTarget('ArrowLeft', 0, 3, { rtl: true })).toBe(1);
    expect(tabFocusTarget('ArrowRight', 0, 3, { rtl: true })).toBe(2);
  });
  it('goes to the first and last with Home and End', () => {
    expect(tabFocusTarget('Home', 2, 3)).toBe(0);
    expect(tabFocusTarget('End', 0, 3)).toBe(2);
  });
  it('ignores other keys and an empty tab list', () => {
    expect(tabFocusTarget('ArrowDown', 0, 3)).toBeUndefined();
    expect(tabFocusTarget('Enter', 0, 3)).toBeUndefined();
    expect(tabFocusTarget('ArrowRight', 0, 0)).toBeUndefined();
  });
  it('stays on a lone tab', () => expect(tabFocusTarget('ArrowRight', 0, 1)).toBe(0));
});

describe('initialTab', () => {
  it('takes the authored activeItem when it names a tab', () => expect(initialTab(['a', 'b'], 'b')).toBe('b'));
  it('falls back to the first tab', () => {
    expect(initialTab(['a', 'b'], 'zzz')).toBe('a');
    expect(initialTab(['a', 'b'], undefined)).toBe('a');
    expect(initialTab(['a', 'b'], 3)).toBe('a');
  });
  it('has none without tabs', () => expect(initialTab([], 'a')).toBeUndefined());
});

describe('tabFromHash', () => {
  it('reads a key from the hash', () => {
    expect(tabFromHash('#yourData', ['personal', 'yourData'])).toBe('yourData');
    expect(tabFromHash('#your%20data', ['your data'])).toBe('your data');
  });
  it('ignores a hash naming no tab, an empty or malformed one', () => {
    expect(tabFromHash('#other', ['a'])).toBeUndefined();
    expect(tabFromHash('#', ['a'])).toBeUndefined();
    expect(tabFromHash('', ['a'])).toBeUndefined();
    expect(tabFromHash('#%E0%A4%A', ['a'])).toBeUndefined();
  });
});

describe('tabLabel', () => {
  it("prefers the item's own title", () => expect(tabLabel(' Profile ', 'a', 0, [{ title: 'Other' }])).toBe('Profile'));
  it('takes the authored items title by key, else by position', () => {
    expect(tabLabel(undefined, 'b', 0, [{ title: 'First' }, { key: 'b', title: 'Bee' }])).toBe('Bee');
    expect(tabLabel(undefined, 'x', 1, [{ title: 'First' }, { title: 'Second' }])).toBe('Second');
  });
  it('takes no position fallback from an entry keyed to another tab', () => {
    // two tabs of the same name: the second's key is `views-1`; the entry at its position belongs to `other`
    expect(tabLabel(undefined, 'views-1', 1, [{ key: 'views', title: 'Views' }, { key: 'other', title: 'Other' }])).toBe('2');
    expect(tabLabel(undefined, 'views-1', 1, [{ key: 'views', title: 'Views' }, { key: '', title: 'Unkeyed' }])).toBe('Unkeyed');
  });
  it('numbers a tab without any title', () => expect(tabLabel(undefined, 'x', 2, undefined)).toBe('3'));
});
