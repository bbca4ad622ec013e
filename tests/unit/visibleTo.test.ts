import { describe, expect, it } from 'vitest';
import { isVisibleTo, parseVisibleTo } from '../../src/core/visitor/visibleTo';

describe('visibleTo rule (platform-core section 6)', () => {
  it('shows everything in the editor, whatever the list', () => {
    expect(isVisibleTo(['LAU-HAV-DEV'], 'LAS', true)).toBe(true);
  });
  it('shows an element with an empty or missing list to everyone', () => {
    expect(isVisibleTo([], 'LAS', false)).toBe(true);
    expect(isVisibleTo(undefined, 'LAU', false)).toBe(true);
    expect(isVisibleTo(null, 'LAU-HAV', false)).toBe(true);
  });
  it('shows a LAS item to an anonymous visitor', () => {
    expect(isVisibleTo(['LAS'], 'LAS', false)).toBe(true);
  });
  it('shows an item listing the visitor type, hides one that does not', () => {
    expect(isVisibleTo(['LAU', 'LAU-HAV'], 'LAU-HAV', false)).toBe(true);
    expect(isVisibleTo(['LAU', 'LAU-HAV'], 'LAU-HAV-DEV', false)).toBe(false);
    expect(isVisibleTo(['LAU'], 'LAS', false)).toBe(false);
  });
  it('parses arrays, JSON strings and comma lists, and ignores junk', () => {
    expect(parseVisibleTo(['LAS', 3, 'LAU'])).toEqual(['LAS', 'LAU']);
    expect(parseVisibleTo('["LAU","LAU-HAV"]')).toEqual(['LAU', 'LAU-HAV']);
    expect(parseVisibleTo(' LAS , LAU-HAV-DEV ')).toEqual(['LAS', 'LAU-HAV-DEV']);
    expect(parseVisibleTo('[broken')).toEqual([]);
    expect(parseVisibleTo(42)).toEqual([]);
    expect(parseVisibleTo('')).toEqual([]);
  });
});
