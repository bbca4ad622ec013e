import { defineElement } from './defineWithReact';
import { Container } from '../react/container/Container';

/**
 * A layout container: background colour or image, a width limit, and its items either on the
 * 12-column grid (layout responsiveGrid) or stacked (simple). Resource types:
 * brand/components/container, core/wcm/components/container/v1/container.
 */
export const BrandContainer = defineElement('brand-container', Container, {
  props: {
    layout: { type: 'string', description: 'responsiveGrid or simple.' },
    gridClassNames: { type: 'string', description: "AEM's grid classes for the responsiveGrid layout." },
    backgroundColor: { type: 'string', description: 'A CSS colour.' },
    backgroundImage: { type: 'string', editor: 'reference', description: 'Image URL for the background.' },
    maxWidth: { type: 'number', description: 'Maximum content width in px.' },
  },
  slots: [{ name: '', description: 'The container items.' }],
  parts: [{ name: 'container', description: 'The container box.' }],
  staticContent: true,
  aliases: ['core/wcm/components/container/v1/container'],
  family: 'layout',
  container: true,
  budgetKiB: 91,
});
