import { describe, expect, it } from 'vitest';
import { emptyLabel, isEmpty } from '../../../src/core/model/emptiness';

describe('editor emptiness of the gauge and the consumables table', () => {
  it('a gauge needs both value and scale (component-catalogue section 5)', () => {
    expect(isEmpty('brand/components/gauge', { value: 7, scale: 10 })).toBe(false);
    expect(isEmpty('brand/components/gauge', { value: 0, scale: 10 })).toBe(false);
    expect(isEmpty('brand/components/gauge', { value: 7 })).toBe(true);
    expect(isEmpty('brand-gauge', { scale: 10, label: 'Intensity' })).toBe(true);
    // The rule it renders by: numbers, and a scale above zero (else the author would see nothing at all).
    expect(isEmpty('brand-gauge', { value: '7', scale: '10' })).toBe(false);
    expect(isEmpty('brand-gauge', { value: 7, scale: 0 })).toBe(true);
    expect(isEmpty('brand-gauge', { value: 'n/a', scale: 10 })).toBe(true);
    expect(emptyLabel('brand-gauge')).toContain('value and a scale');
  });

  it('a consumables table needs a row group with a titled item', () => {
    expect(isEmpty('brand-consumables-table', { rowGroups: [{ items: [{ title: 'Mint' }] }] })).toBe(false);
    expect(isEmpty('brand-consumables-table', { rowGroups: [{ title: 'Mint', items: [{ subtitle: 'x' }] }] })).toBe(true);
    expect(isEmpty('brand-consumables-table', { rowGroups: [null] })).toBe(true);
    expect(isEmpty('brand-consumables-table', {})).toBe(true);
  });
});
