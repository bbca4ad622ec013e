import { describe, expect, it } from 'vitest';
import { commonSlideRatio, cssAspectRatio, slideAspectRatio } from '../../../src/core/media/aspectRatio';

const image = (extra: Record<string, unknown>) => ({ ':type': 'brand/components/image', src: '/a.jpg', ...extra });
const slide = (first: unknown, more: Record<string, unknown> = {}) => ({
  ':type': 'brand/components/slide',
  ':itemsOrder': ['first', ...Object.keys(more)],
  ':items': { first, ...more },
});

describe('cssAspectRatio', () => {
  it('reads 16/9, 4:3 and 3x2, and width and height with true', () => {
    expect(cssAspectRatio('16/9')).toBe('16 / 9');
    expect(cssAspectRatio(' 4 : 3 ')).toBe('4 / 3');
    expect(cssAspectRatio('3x2')).toBe('3 / 2');
    expect(cssAspectRatio('1.91/1')).toBe('1.91 / 1');
    expect(cssAspectRatio(true, 768, 432)).toBe('768 / 432');
    expect(cssAspectRatio('true', 768, 432)).toBe('768 / 432');
  });

  it('lets nothing else through to the CSS', () => {
    expect(cssAspectRatio(true)).toBeUndefined();
    expect(cssAspectRatio('16/9;color:red')).toBeUndefined();
    expect(cssAspectRatio('wide')).toBeUndefined();
    expect(cssAspectRatio(16 / 9)).toBeUndefined();
    expect(cssAspectRatio(undefined)).toBeUndefined();
  });
});

describe('slideAspectRatio', () => {
  it("is the ratio of the slide's first item when it is an image", () => {
    expect(slideAspectRatio(slide(image({ aspectRatio: '16/9' }), { text: { ':type': 'brand/components/text', text: 'Hi' } }))).toBe('16 / 9');
    expect(slideAspectRatio(slide(image({ aspectRatio: true, width: '600', height: 300 })))).toBe('600 / 300');
    // Adobe's core image counts too.
    expect(slideAspectRatio(slide({ ':type': 'core/wcm/components/image/v3/image', aspectRatio: '4:3' }))).toBe('4 / 3');
  });

  it('is none for a slide that starts with something else, an image without a ratio, or no slide', () => {
    expect(slideAspectRatio(slide({ ':type': 'brand/components/text', text: 'Hi' }, { picture: image({ aspectRatio: '16/9' }) }))).toBeUndefined();
    expect(slideAspectRatio(slide(image({})))).toBeUndefined();
    expect(slideAspectRatio(slide(image({ aspectRatio: true })))).toBeUndefined();
    expect(slideAspectRatio({ ':type': 'brand/components/slide' })).toBeUndefined();
    expect(slideAspectRatio('slide')).toBeUndefined();
  });
});

describe('commonSlideRatio', () => {
  const wide = slide(image({ aspectRatio: '16/9' }));
  it('is the ratio every slide starts with', () => {
    expect(commonSlideRatio([wide, wide, slide(image({ aspectRatio: '16:9' }))])).toBe('16 / 9');
  });
  it('is none when one slide has another shape or none, or there are no slides', () => {
    expect(commonSlideRatio([wide, slide(image({ aspectRatio: '4/3' }))])).toBeUndefined();
    expect(commonSlideRatio([wide, slide({ ':type': 'brand/components/text' })])).toBeUndefined();
    expect(commonSlideRatio([])).toBeUndefined();
  });
});
