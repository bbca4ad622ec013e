import { describe, expect, it } from 'vitest';
import { memoizeText } from '../../../src/server/memo';

describe('memoizeText', () => {
  it('computes each text once while it is kept, and gives the same answer as the function', () => {
    const calls: string[] = [];
    const upper = memoizeText((text) => (calls.push(text), text.toUpperCase()));
    expect(upper('a')).toBe('A');
    expect(upper('b')).toBe('B');
    expect(upper('a')).toBe('A');
    expect(calls).toEqual(['a', 'b']);
  });

  it('drops the least recently used text first, by entries and by characters', () => {
    const calls: string[] = [];
    const same = memoizeText((text) => (calls.push(text), text), 2, 1000);
    same('a');
    same('b');
    same('a'); // a is now the most recent
    same('c'); // drops b
    same('a');
    same('b');
    expect(calls).toEqual(['a', 'b', 'c', 'b']);
    const bySize = memoizeText((text) => (calls.push(text), text), 100, 100);
    calls.length = 0;
    bySize('x'.repeat(4)); // 8 characters kept
    bySize('y'.repeat(20)); // too long for a tenth of 100: never kept
    bySize('y'.repeat(20));
    expect(calls).toEqual(['xxxx', 'y'.repeat(20), 'y'.repeat(20)]);
    for (let index = 0; index < 20; index++) bySize(`${index}`.padStart(4, '-')); // 8 characters each: the oldest leave
    calls.length = 0;
    bySize('x'.repeat(4));
    expect(calls).toEqual(['xxxx']);
  });
});
