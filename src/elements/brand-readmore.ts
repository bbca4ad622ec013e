import { defineElement } from './defineWithReact';
import { Readmore } from '../react/readmore/Readmore';
import { readmoreEmptiness } from '../core/model/emptiness/readmore';

/**
 * Authored HTML collapsed to a number of lines, with a "Read more" / "Read less" disclosure button
 * (aria-expanded, aria-controls). Opening grows the text downwards only; the button shows only when
 * the text is longer than the collapsed box. Resource type: brand/components/readmore.
 */
export const BrandReadmore = defineElement('brand-readmore', Readmore, {
  hydrate: 'interaction',
  props: {
    text: { type: 'string', editor: 'richtext', description: 'The text: authored HTML, sanitized.' },
    lines: { type: 'number', description: 'Lines shown while collapsed: 1 to 40 (default 3).' },
    readMoreLabel: { type: 'string', description: 'Label of the button while collapsed (default "Read more").' },
    readLessLabel: { type: 'string', description: 'Label of the button while expanded (default "Read less").' },
  },
  events: {
    onToggle: { name: 'brand-readmore-toggle', description: 'The text was opened or closed; detail { expanded }.' },
  },
  parts: [
    { name: 'readmore', description: 'The whole element.' },
    { name: 'content', description: 'The text box, clamped while collapsed.' },
    { name: 'toggle', description: 'The Read more / Read less button.' },
  ],
  emptiness: readmoreEmptiness,
  family: 'basic',
  budgetKiB: 91,
});
