import { defineElement } from './defineWithReact';
import { RichUspList } from '../react/richUspList/RichUspList';
import { richUspListEmptiness } from '../core/model/emptiness/rich-usp-list';

/**
 * The brand's unique selling points (free delivery, returns, …): each a theme icon or an image, a
 * title and a short HTML text; side by side from the tablet up, stacked on phones.
 * Resource type: brand/components/rich-usp-list.
 */
export const BrandRichUspList = defineElement('brand-rich-usp-list', RichUspList, {
  props: {
    items: {
      type: 'json',
      description: 'The selling points: [{ icon (theme icon name), image: { src, alt }, title, text (HTML) }]; an image wins over an icon.',
    },
    headingLevel: { type: 'number', description: 'Heading level of each title, 2 to 6 (default 3).' },
  },
  modelFields: {
    ariaLabel: { type: 'string', description: 'Accessible name of the list.' },
  },
  emptiness: richUspListEmptiness,
  parts: [
    { name: 'list', description: 'The <ul>.' },
    { name: 'item', description: 'Each selling point.' },
    { name: 'media', description: 'The round icon or image.' },
  ],
  staticContent: true,
  family: 'showcase',
  budgetKiB: 94,
});
