import { defineElement } from './defineWithReact';
import { Link } from '../react/link/Link';
import { linkEmptiness } from '../core/model/emptiness/link';

/** A text link. A refused URL (javascript:, data:) renders the label as plain text. Resource type: brand/components/link. */
export const BrandLink = defineElement('brand-link', Link, {
  hydrate: 'never',
  props: {
    label: { type: 'string', description: 'Link text.' },
    linkUrl: { type: 'string', description: 'Target URL (http(s), mailto, tel or relative).' },
    linkTarget: { type: 'string', description: '_self (default) or _blank (adds rel="noopener noreferrer").' },
    underline: { type: 'string', description: 'always (default), hover or none.' },
  },
  modelFields: {
    ariaLabel: { type: 'string', description: 'Accessible name when the label is not enough.' },
  },
  display: 'inline-block',
  emptiness: linkEmptiness,
  family: 'basic',
  budgetKiB: 90,
});
