import { defineElement } from './defineWithReact';
import { Slide } from '../react/carousel/Slide';

/**
 * One slide of a brand-carousel: its own items (light DOM) are the slide's content, its `title`
 * names it (slide picker, screen readers) and its `image` is its thumbnail in variant d.
 * Resource type: brand/components/slide.
 */
export const BrandSlide = defineElement('brand-slide', Slide, {
  props: {
    image: { type: 'string', editor: 'reference', description: "The slide's thumbnail in the thumbnail gallery (variant d), http(s) or relative." },
  },
  modelFields: {
    title: { type: 'string', description: 'Names the slide: its picker and its accessible name (Adobe exports: cq:panelTitle).' },
  },
  slots: [{ name: '', description: "The slide's content." }],
  parts: [{ name: 'content', description: 'The box around the content.' }],
  staticContent: true,
  family: 'sliders',
  container: true,
  budgetKiB: 89,
});
