import { defineElement } from './defineWithReact';
import { Carousel } from '../react/carousel/Carousel';

/**
 * A WAI-ARIA APG carousel on Swiper Element (loaded on first use), in five variants: `a` hero (one
 * slide, rotates), `b` card row (several per view, free mode), `c` centred gallery, `d` thumbnail
 * gallery, `e` split (the slides' labels beside them). A rotation control first when `autoplay`;
 * rotation pauses on hover and focus, starts stopped with prefers-reduced-motion; previous / next,
 * a slide picker (tabs) named by each slide's label, swipe, arrow keys, right to left mirrored.
 * Its slides are its light-DOM children: brand-slide, or any node with Adobe's cq:panelTitle.
 * Resource types: brand/components/carousel, carousel-a … carousel-e (variant preset),
 * core/wcm/components/carousel/v1/carousel.
 */
export const BrandCarousel = defineElement('brand-carousel', Carousel, {
  props: {
    variant: { type: 'string', description: 'a hero (default), b card row, c centred gallery, d thumbnail gallery, e split.' },
    autoplay: { type: 'boolean', description: 'The slides rotate on their own (never in the editor; stopped at first with prefers-reduced-motion).' },
    delay: { type: 'number', description: 'Milliseconds each slide shows while rotating (default 5000, at least 2000).' },
    autopauseDisabled: { type: 'boolean', description: 'Hovering does not pause the rotation (focus still does).' },
    activeItem: { type: 'string', description: 'Key of the slide shown first (Adobe: the item name, e.g. "item_2").' },
    accessibilityLabel: { type: 'string', description: "The carousel's accessible name." },
    accessibility: { type: 'json', description: 'Words of the controls (Adobe): { play, pause, previous, next, tablist, indicator ("Slide {0}"), slide ("{0} of {1}") }.' },
  },
  events: {
    onSlideChange: { name: 'brand-slide-change', description: 'Another slide is shown (rotation, a control, a swipe); detail { index }.' },
  },
  aliases: [
    'core/wcm/components/carousel/v1/carousel',
    { type: 'brand/components/carousel-a', preset: { variant: 'a' } },
    { type: 'brand/components/carousel-b', preset: { variant: 'b' } },
    { type: 'brand/components/carousel-c', preset: { variant: 'c' } },
    { type: 'brand/components/carousel-d', preset: { variant: 'd' } },
    { type: 'brand/components/carousel-e', preset: { variant: 'e' } },
  ],
  slots: [{ name: 'item-<n>', description: 'Assigned by the carousel: its n-th child (from 0) is the n-th slide.' }],
  parts: [
    { name: 'carousel', description: 'The carousel (aria-roledescription carousel).' },
    { name: 'stage', description: 'The box around the slides.' },
    { name: 'slides', description: 'The <swiper-container>.' },
    { name: 'slide', description: 'One slide (role tabpanel).' },
    { name: 'controls', description: 'The bar with the rotation control, previous, the picker and next.' },
    { name: 'rotation', description: 'The rotation (start / stop) control.' },
    { name: 'previous', description: 'The previous-slide button.' },
    { name: 'next', description: 'The next-slide button.' },
    { name: 'picker', description: 'The slide picker (role tablist).' },
    { name: 'pick', description: 'One slide picker (role tab); also pick-selected on the chosen one.' },
  ],
  itemSlots: 'item-',
  family: 'sliders',
  container: true,
  // its server markup is whole and still (slides in place, a poster): its code sets it moving, so it waits for an input
  hydrate: { policy: 'visible', afterInput: true },
  budgetKiB: 99,
});
