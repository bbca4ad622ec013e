import { describe, expect, it } from 'vitest';
import { consumablesTable, itemIntensity, optionOn, tableImage } from '../../../src/core/showcase/consumablesTable';

const mint = { title: 'Cool Mint', subtitle: '6 mg', tableImage: { src: '/mint.png', alt: 'Cool Mint tin' }, aromaImage: '/leaf.svg', intensityGauge: { value: 8, scale: 10 } };
const coffee = { title: 'Espressino', tableImage: '/coffee.png', intensityGauge: { value: 5 } };

describe('consumables table rules (component-catalogue section 3)', () => {
  it('reads items in row groups, with the table options', () => {
    const table = consumablesTable({ rowGroups: [{ title: 'Mint', items: [mint] }, { title: 'Coffee', items: [coffee] }], showAromaNote: true, showIntensityGauge: true, intensityScale: 12 });
    expect(table.groups.map((group) => group.title)).toEqual(['Mint', 'Coffee']);
    expect(table.groups[0]!.items[0]).toMatchObject({ title: 'Cool Mint', subtitle: '6 mg', tableImage: { src: '/mint.png', alt: 'Cool Mint tin' }, aromaImage: { src: '/leaf.svg', alt: '' }, intensity: { value: 8, scale: 10 } });
    expect(table.groups[1]!.items[0]!.intensity).toEqual({ value: 5, scale: 12 }); // the table's intensityScale
    expect(table).toMatchObject({ showAroma: true, showIntensity: true });
  });

  it('hides the aroma and intensity columns unless their option is on', () => {
    const table = consumablesTable({ rowGroups: [{ items: [mint] }] });
    expect(table).toMatchObject({ showAroma: false, showIntensity: false });
    expect(consumablesTable({ rowGroups: [{ items: [mint] }], showAromaNote: 'true', showIntensityGauge: 'on' })).toMatchObject({ showAroma: true, showIntensity: true });
  });

  it('hides a column no item fills, even when its option is on', () => {
    const table = consumablesTable({ rowGroups: [{ items: [coffee] }], showAromaNote: true, showIntensityGauge: true });
    expect(table).toMatchObject({ showAroma: false, showIntensity: false }); // no aroma; a value without any scale
  });

  it('leaves out items without a title and drops empty groups', () => {
    const table = consumablesTable({ rowGroups: [{ title: 'Empty', items: [] }, { title: 'Half', items: [{ subtitle: 'no title' }, mint, null] }, 'junk', { title: 'No list' }] });
    expect(table.groups).toHaveLength(1);
    expect(table.groups[0]!.items.map((entry) => entry.title)).toEqual(['Cool Mint']);
    expect(consumablesTable({}).groups).toEqual([]);
  });

  it('an item gauge needs a value and a scale above zero', () => {
    expect(itemIntensity({ value: 0, scale: 10 }, undefined)).toEqual({ value: 0, scale: 10 });
    expect(itemIntensity({ value: 3 }, '12')).toEqual({ value: 3, scale: 12 });
    expect(itemIntensity({ scale: 10 }, 10)).toBeUndefined();
    expect(itemIntensity(undefined, 10)).toBeUndefined();
  });

  it('images are URL strings or { src, alt }', () => {
    expect(tableImage(' /a.png ')).toEqual({ src: '/a.png', alt: '' });
    expect(tableImage({ fileReference: '/b.png', alt: 'B' })).toEqual({ src: '/b.png', alt: 'B' });
    expect(tableImage({ alt: 'nothing' })).toBeUndefined();
    expect(optionOn('false')).toBe(false);
  });
});
