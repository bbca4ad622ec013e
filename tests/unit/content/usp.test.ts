import { describe, expect, it } from 'vitest';
import { normalizeUspItems } from '../../../src/core/content/usp';

describe('normalizeUspItems', () => {
  it('keeps the icon, the title and the HTML text of each selling point', () => {
    expect(normalizeUspItems([{ icon: 'delivery', title: ' Free delivery ', text: '<p>On orders over £20.</p>' }])).toEqual([
      { icon: 'delivery', title: 'Free delivery', text: '<p>On orders over £20.</p>' },
    ]);
  });

  it('prefers an image ({ src, alt } or a URL with imageAlt) over an icon', () => {
    expect(normalizeUspItems([{ icon: 'leaf', image: { src: '/a.png', alt: 'Leaf' }, title: 'A' }])).toEqual([{ title: 'A', image: { src: '/a.png', alt: 'Leaf' } }]);
    expect(normalizeUspItems([{ image: '/b.png', imageAlt: 'B', title: 'B' }])).toEqual([{ title: 'B', image: { src: '/b.png', alt: 'B' } }]);
    expect(normalizeUspItems([{ image: { alt: 'no src' }, icon: 'lock', title: 'C' }])).toEqual([{ title: 'C', icon: 'lock' }]);
  });

  it('reads description as text, takes { items }, and drops items with neither title nor text', () => {
    expect(normalizeUspItems({ items: [{ description: 'Only text' }, { icon: 'leaf' }, null, 3] })).toEqual([{ text: 'Only text' }]);
    expect(normalizeUspItems(undefined)).toEqual([]);
  });
});
