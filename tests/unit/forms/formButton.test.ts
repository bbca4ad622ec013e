import { describe, expect, it } from 'vitest';
import { navigatesAway } from '../../../src/core/forms/formButton';

describe('navigatesAway (a plain form submission leaves the page)', () => {
  it('does when nobody cancelled it and it targets this window', () => {
    expect(navigatesAway(false, 'post', null)).toBe(true);
    expect(navigatesAway(false, null, '')).toBe(true);
    expect(navigatesAway(false, 'GET', ' _SELF ')).toBe(true);
  });
  it('does not when the page cancelled it (it sends it itself)', () => {
    expect(navigatesAway(true, 'post', null)).toBe(false);
  });
  it('does not for method="dialog" or another window or frame', () => {
    expect(navigatesAway(false, ' Dialog ', null)).toBe(false);
    expect(navigatesAway(false, 'post', '_blank')).toBe(false);
    expect(navigatesAway(false, 'post', 'results-frame')).toBe(false);
  });
});
