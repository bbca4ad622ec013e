import { describe, expect, it } from 'vitest';
import { iconPath } from '../../src/react/icons';

describe('iconPath', () => {
  it('finds a theme icon by its name, with or without the pmi-icon- prefix', () => {
    expect(iconPath('cart')).toMatch(/^M/);
    expect(iconPath('pmi-icon-cart')).toBe(iconPath('cart'));
  });
  it('finds nothing for an unknown, empty or inherited name', () => {
    expect(iconPath('no-such-icon')).toBeUndefined();
    expect(iconPath('')).toBeUndefined();
    expect(iconPath(undefined)).toBeUndefined();
    expect(iconPath('constructor')).toBeUndefined();
    expect(iconPath('pmi-icon-toString')).toBeUndefined();
    expect(iconPath(42 as unknown as string)).toBeUndefined();
  });
});
