import { describe, expect, it } from 'vitest';
import { canBeAdded, galleryPictures, primaryImage, stockStatus, variantGroups } from '../../../src/core/commerce/product';
import { productView } from '../../../demo/mock/occCatalogue.mjs';
import type { OccProduct } from '../../../src/core/services/occProducts';

const product = (code: string) => productView(code) as OccProduct;

describe('stock and whether a product can be added', () => {
  it('reads stockLevelStatus; a product without one is in stock', () => {
    expect(stockStatus(product('ZYN-CITRUS-3MG'))).toBe('lowStock');
    expect(stockStatus({ stock: { stockLevelStatus: 'something' } })).toBe('inStock');
    expect(stockStatus({})).toBe('inStock');
  });
  it('an out-of-stock or base product cannot be added; low stock can', () => {
    expect(canBeAdded(product('ZYN-BLACKCHERRY-6MG'))).toBe(false);
    expect(canBeAdded(product('ZYN-COOLMINT'))).toBe(false);
    expect(canBeAdded(product('ZYN-CITRUS-3MG'))).toBe(true);
    expect(canBeAdded(undefined)).toBe(false);
  });
});

describe('pictures', () => {
  it('the primary picture in a format, else the nearest one', () => {
    expect(primaryImage(product('ZYN-COOLMINT-6MG'), 'thumbnail')?.url).toContain('160x160');
    expect(primaryImage({ images: [{ imageType: 'PRIMARY', format: 'zoom', url: '/z.png' }] }, 'thumbnail')?.url).toBe('/z.png');
    expect(primaryImage({ images: [{ imageType: 'GALLERY', format: 'product', url: '/g.png' }] }, 'product')).toBeUndefined();
  });
  it('the gallery: the primary picture first, then by galleryIndex, each with its formats', () => {
    const pictures = galleryPictures(product('IQOS-ILUMA-KIT'));
    expect(pictures.map((picture) => picture.index)).toEqual([0, 1, 2]);
    expect(pictures[2]!.zoom?.url).toContain('1200x1200');
    expect(pictures[1]!.thumbnail?.altText).toBe('IQOS ILUMA Kit Pebble Grey, open');
  });
});

describe('variant groups (radio groups per qualifier)', () => {
  it('a tin: one strength group, the current one selected, the other strengths lead to their codes', () => {
    const [strength] = variantGroups(product('ZYN-COOLMINT-6MG'));
    expect(strength).toMatchObject({ qualifier: 'strength', name: 'Strength', selected: '6 mg' });
    expect(strength!.choices).toEqual([
      { value: '3 mg', code: 'ZYN-COOLMINT-3MG', available: true },
      { value: '6 mg', code: 'ZYN-COOLMINT-6MG', available: true },
      { value: '9 mg', code: 'ZYN-COOLMINT-9MG', available: true },
    ]);
  });
  it('the device: an out-of-stock colour is a choice marked unavailable', () => {
    const [colour] = variantGroups(product('IQOS-ILUMA-KIT'));
    expect(colour!.choices.map((choice) => [choice.value, choice.available])).toEqual([
      ['Pebble Grey', true],
      ['Moss Green', true],
      ['Sunset Red', false],
    ]);
  });
  it('a base product lists its variants with nothing selected until one is given', () => {
    const [colour] = variantGroups(product('IQOS-ILUMA'));
    expect(colour!.selected).toBeUndefined();
    expect(variantGroups(product('IQOS-ILUMA'), 'IQOS-ILUMA-KIT-MOSS')[0]!.selected).toBe('Moss Green');
  });
  it('two qualifiers: a value keeps the other group’s choice when that variant exists, else takes the first with it', () => {
    const option = (code: string, flavour: string, mg: string) => ({
      code,
      stock: { stockLevelStatus: 'inStock' },
      variantOptionQualifiers: [{ qualifier: 'flavour', name: 'Flavour', value: flavour }, { qualifier: 'strength', name: 'Strength', value: mg }],
    });
    const options = [option('A3', 'Apple', '3 mg'), option('A6', 'Apple', '6 mg'), option('B6', 'Berry', '6 mg'), option('C9', 'Cola', '9 mg')];
    const groups = variantGroups({ code: 'A6', baseOptions: [{ options }] });
    expect(groups.map((group) => group.qualifier)).toEqual(['flavour', 'strength']);
    const flavour = groups[0]!.choices;
    expect(flavour.find((choice) => choice.value === 'Berry')!.code).toBe('B6');
    expect(flavour.find((choice) => choice.value === 'Cola')!.code).toBe('C9');
    expect(groups[1]!.choices.find((choice) => choice.value === '3 mg')!.code).toBe('A3');
  });
  it('a product without variants has no groups', () => {
    expect(variantGroups(product('ZYN-MIX-3'))).toEqual([]);
    expect(variantGroups(undefined)).toEqual([]);
  });
});
