import { describe, expect, it } from 'vitest';
import {
  imageSources,
  imageWidthForViewport,
  parseRenditions,
  parseSrcSetData,
  sizesAttribute,
  srcSetAttribute,
} from '../../src/core/media/imageWidths';

describe('image width by viewport (catalogue section 9)', () => {
  it.each([
    [320, 390],
    [390, 390],
    [391, 600],
    [599, 600],
    [600, 850],
    [899, 850],
    [900, 566],
    [1199, 566],
    [1200, 768],
    [2560, 768],
    [280, 390],
  ])('viewport %i px → image %i px', (viewport, width) => {
    expect(imageWidthForViewport(viewport)).toBe(width);
  });

  it('turns the table into a sizes attribute', () => {
    expect(sizesAttribute()).toBe(
      '(max-width: 390px) 390px, (max-width: 599px) 600px, (max-width: 899px) 850px, (max-width: 1199px) 566px, 768px',
    );
  });
});

describe('srcset data and renditions', () => {
  it('parses authored srcSetData and skips malformed entries', () => {
    expect(parseSrcSetData('/a-390.jpg 390w, /a-600.jpg 600w, broken, /x.jpg 2x')).toEqual([
      { url: '/a-390.jpg', width: 390 },
      { url: '/a-600.jpg', width: 600 },
    ]);
    expect(parseSrcSetData(undefined)).toEqual([]);
  });
  it('accepts rendition lists and maps, sorted, without duplicates or bad widths', () => {
    expect(
      parseRenditions([
        { src: '/b.jpg', width: 600 },
        { url: '/a.jpg', width: 390 },
        { path: '/c.jpg', width: '850' },
        { src: '/dup.jpg', width: 600 },
        { src: '/zero.jpg', width: 0 },
        'junk',
      ]),
    ).toEqual([
      { url: '/a.jpg', width: 390 },
      { url: '/b.jpg', width: 600 },
      { url: '/c.jpg', width: 850 },
    ]);
    expect(parseRenditions({ 768: '/l.jpg', 390: '/s.jpg', x: '/bad.jpg' })).toEqual([
      { url: '/s.jpg', width: 390 },
      { url: '/l.jpg', width: 768 },
    ]);
    expect(parseRenditions('nope')).toEqual([]);
  });
  it('writes a srcset attribute', () => {
    expect(srcSetAttribute([{ url: '/a.jpg', width: 390 }, { url: '/b.jpg', width: 600 }])).toBe('/a.jpg 390w, /b.jpg 600w');
  });
});

describe('what an image loads (the <img> and the hero preload alike)', () => {
  it('src, srcset and sizes from the authored sources; unsafe URLs dropped', () => {
    expect(imageSources({ src: '/a.jpg', srcSetData: '/a-390.jpg 390w, javascript:alert(1) 600w, /a-768.jpg 768w' })).toEqual({
      src: '/a.jpg',
      srcSet: '/a-390.jpg 390w, /a-768.jpg 768w',
      sizes: sizesAttribute(),
    });
    // No src: the largest candidate; no candidates: src alone; nothing safe: nothing.
    expect(imageSources({ srcSetData: '/s.jpg 390w, /l.jpg 768w' }).src).toBe('/l.jpg');
    expect(imageSources({ src: '/only.jpg' })).toEqual({ src: '/only.jpg' });
    expect(imageSources({ src: 'javascript:alert(1)' })).toEqual({ src: undefined });
  });
});
