import { describe, expect, it } from 'vitest';
import { HERO_IMAGE, elementTagsIn, heroImages, withHeroLoading } from '../../../src/core/model/aboveTheFold';
import type { ModelNode } from '../../../src/core/model/types';

const image = (extra: Record<string, unknown> = {}): ModelNode => ({ ':type': 'brand/components/image', src: '/a.jpg', ...extra });
const text = (): ModelNode => ({ ':type': 'brand/components/text', text: 'x' });
const heroImagePaths = (page: ModelNode, basePath: string, maxDepth?: number) => heroImages(page, basePath, maxDepth).paths;
const container = (items: Record<string, ModelNode>, type = 'brand/components/container'): ModelNode => ({ ':type': type, ':itemsOrder': Object.keys(items), ':items': items });

describe('the images a phone loads first', () => {
  it('the storefront shape: every image of the first block, none of the later ones', () => {
    const page = container({
      header: { ':type': 'brand/components/header' },
      main: container({ headline: text(), hero: image(), side: image() }),
      more: container({ later: image() }),
    });
    expect([...heroImagePaths(page, '/p')].sort()).toEqual(['/p/main/hero', '/p/main/side']);
  });

  it('gives the model of the first image in document order, the one the page preloads', () => {
    const hero = image({ src: '/hero.jpg' });
    const page = container({ header: { ':type': 'brand/components/header' }, main: container({ headline: text(), hero, side: image() }) });
    expect(heroImages(page, '/p').first).toBe(hero);
    expect(heroImages(container({ only: text() }), '/p').first).toBeUndefined();
  });

  it("an AEM page's outer grid is not the first block: the first container inside it is", () => {
    const page = container({
      root: container(
        {
          intro: text(),
          teaser: container({ picture: image() }),
          gallery: container({ one: image(), two: image() }),
        },
        'wcm/foundation/components/responsivegrid',
      ),
    });
    expect([...heroImagePaths(page, '/p')]).toEqual(['/p/root/teaser/picture']);
  });

  it('the first image of the page counts even outside any container, in :itemsOrder order', () => {
    const page: ModelNode = { ':itemsOrder': ['b', 'a'], ':items': { a: image(), b: image() } };
    expect([...heroImagePaths(page, '')]).toEqual(['/b']);
  });

  it("of a carousel only the slide it opens with: its activeItem, else the first (the others are out of view)", () => {
    const slide = (src: string): ModelNode => ({ ':type': 'brand/components/slide', ':itemsOrder': ['img'], ':items': { img: image({ src }) } });
    const carousel = (extra: Record<string, unknown> = {}): ModelNode => ({ ...container({ one: slide('/1.jpg'), two: slide('/2.jpg'), three: slide('/3.jpg') }, 'brand/components/carousel-a'), ...extra });
    const page = container({ main: container({ hero: carousel(), side: image() }) });
    expect([...heroImagePaths(page, '/p')].sort()).toEqual(['/p/main/hero/one/img', '/p/main/side']);
    expect(heroImages(page, '/p').first?.src).toBe('/1.jpg');
    const adobe = container({ main: container({ hero: carousel({ ':type': 'core/wcm/components/carousel/v1/carousel', activeItem: 'two' }) }) });
    expect([...heroImagePaths(adobe, '/p')]).toEqual(['/p/main/hero/two/img']);
    const unknownActive = container({ main: container({ hero: carousel({ activeItem: 'nope' }) }) });
    expect([...heroImagePaths(unknownActive, '/p')]).toEqual(['/p/main/hero/one/img']);
  });

  it('nothing for a page without images, and no trouble with junk items or loops of depth', () => {
    expect(heroImagePaths(container({ t: text() }), '/p').size).toBe(0);
    const junk = { ':items': { x: 'not a node', y: null, z: image() }, ':itemsOrder': ['x', 'missing', 'z'] } as unknown as ModelNode;
    expect([...heroImagePaths(junk, '')]).toEqual(['/z']);
    let deep: ModelNode = image();
    for (let i = 0; i < 100; i++) deep = container({ c: deep });
    expect(heroImagePaths(deep, '', 64).size).toBe(0);
  });

  it('a hero becomes eager with high priority; an authored lazyLoading is kept; others unchanged', () => {
    const heroes = new Set(['/p/hero', '/p/authored']);
    expect(withHeroLoading(image(), '/p/hero', heroes)).toEqual({ ...image(), ...HERO_IMAGE });
    const authored = image({ lazyLoading: true });
    expect(withHeroLoading(authored, '/p/authored', heroes)).toBe(authored);
    const other = image();
    expect(withHeroLoading(other, '/p/other', heroes)).toBe(other);
  });
});

describe('the element tags a page renders (their code loads before the page is built)', () => {
  it('every mapped type once, in document order, nested ones included', () => {
    const page = container({
      header: { ':type': 'brand/components/header' },
      main: container({ headline: text(), hero: image(), more: text() }),
      footer: { ':type': 'brand/components/footer' },
    });
    expect(elementTagsIn(page)).toEqual(['brand-header', 'brand-container', 'brand-text', 'brand-image', 'brand-footer']);
  });

  it("aliases count as their element, in :itemsOrder order; unmapped nodes and what they hold are left out, as the page leaves them out", () => {
    const page: ModelNode = {
      ':itemsOrder': ['b', 'a'],
      ':items': {
        a: { ':type': 'core/wcm/components/text/v2/text' },
        b: { ':type': 'vendor/unknown', ':items': { inner: image() } },
        c: { ':items': { inner: image() } },
        d: 'junk',
      } as unknown as Record<string, ModelNode>,
    };
    expect(elementTagsIn(page)).toEqual(['brand-text']);
  });

  it('stops at the depth the page stops at', () => {
    let deep: ModelNode = image();
    for (let i = 0; i < 10; i++) deep = container({ c: deep });
    expect(elementTagsIn(deep, 64)).toEqual(['brand-container', 'brand-image']);
    expect(elementTagsIn(deep, 5)).toEqual(['brand-container']);
    expect(elementTagsIn({})).toEqual([]);
  });
});
