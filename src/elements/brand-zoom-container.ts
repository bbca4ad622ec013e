import { defineElement } from './defineWithReact';
import { ZoomContainer } from '../react/zoomContainer/ZoomContainer';
import { zoomContainerEmptiness } from '../core/model/emptiness/zoom-container';

/**
 * A container whose items (`:items`, light DOM) start smaller and faded (`scale`, `opacity`) and
 * zoom and fade to full size the first time they enter the viewport, through CSS transform and
 * opacity only (no layout shift). Items already in view at load, `prefers-reduced-motion`, the
 * editor and browsers without IntersectionObserver show them at once. In the editor it is empty
 * (a placeholder) until both values are set. Resource type: brand/components/zoom-container.
 */
export const BrandZoomContainer = defineElement('brand-zoom-container', ZoomContainer, {
  // Server-rendered, its items are written shown: final where they are in view at the top of the page, and
  // nothing else can bring them into view but a scroll, which loads its code to hide them until they arrive.
  hydrate: { policy: 'interaction', wakeOn: ['scroll'] },
  props: {
    scale: { type: 'number', description: 'The starting scale of the items, 0.5 to 1.5 (e.g. 0.8); they grow to 1.' },
    opacity: { type: 'number', description: 'The starting opacity of the items, 0 to 1 (e.g. 0); they fade to 1.' },
  },
  slots: [{ name: '', description: 'The items that zoom in.' }],
  parts: [{ name: 'container', description: 'The box that scales and fades (its data-zoom is hidden, entering or shown).' }],
  emptiness: zoomContainerEmptiness,
  family: 'timing-and-motion',
  container: true,
  budgetKiB: 90,
});
