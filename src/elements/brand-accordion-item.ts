import { defineElement } from './defineWithReact';
import { AccordionItem } from '../react/accordion/AccordionItem';

/**
 * One item of a brand-accordion: its `title` heads the panel, its own items (light DOM) are the
 * panel's content. Resource type: brand/components/accordion-item.
 */
export const BrandAccordionItem = defineElement('brand-accordion-item', AccordionItem, {
  hydrate: 'interaction',
  modelFields: {
    title: { type: 'string', description: 'The heading the accordion shows for this item (Adobe exports: cq:panelTitle).' },
  },
  slots: [{ name: '', description: "The item's content." }],
  parts: [{ name: 'content', description: 'The box around the content.' }],
  family: 'structure',
  container: true,
  budgetKiB: 89,
});
