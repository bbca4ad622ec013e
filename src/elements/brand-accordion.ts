import { defineElement } from './defineWithReact';
import { Accordion } from '../react/accordion/Accordion';

/**
 * A WAI-ARIA APG accordion: a heading with a button (aria-expanded, aria-controls) per item, and a
 * panel showing the item. Its items are its light-DOM children, as <brand-page> renders its
 * `:items`: `brand-accordion-item { title }` or any component with Adobe's `cq:panelTitle`
 * (accordions nest). Enter or Space toggles an item, ArrowUp / ArrowDown / Home / End move between
 * headings. A URL hash naming an item, or an element inside one, opens it and scrolls to it.
 * Resource types: brand/components/accordion, core/wcm/components/accordion/v1/accordion.
 */
export const BrandAccordion = defineElement('brand-accordion', Accordion, {
  hydrate: 'interaction',
  props: {
    singleExpansion: { type: 'boolean', description: 'One item open at a time: opening one closes the others.' },
    expandedItems: { type: 'json', description: 'Keys of the items open at first (Adobe: item names; else the item ids): ["item_1"].' },
    headingElement: { type: 'string', description: 'Heading level of the item titles: h2 to h6 (default h3).' },
  },
  events: {
    onToggle: { name: 'brand-accordion-toggle', description: 'A heading was pressed; detail { index, key, expanded } of that item.' },
  },
  slots: [{ name: 'panel-<n>', description: 'Assigned by the accordion: its n-th child (from 0) is shown in the n-th panel.' }],
  parts: [
    { name: 'accordion', description: 'The stack of items.' },
    { name: 'item', description: 'One heading with its panel.' },
    { name: 'heading', description: 'The heading element (h2 to h6).' },
    { name: 'button', description: 'The heading button.' },
    { name: 'panel', description: 'The panel around the item.' },
  ],
  aliases: ['core/wcm/components/accordion/v1/accordion'],
  itemSlots: 'panel-',
  family: 'structure',
  container: true,
  budgetKiB: 93,
});
