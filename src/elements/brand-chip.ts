import { defineElement } from './defineWithReact';
import { Chip } from '../react/chip/Chip';
import { chipEmptiness } from '../core/model/emptiness/chip';

/**
 * A chip: a short label (a topic, a tag), filled or outlined, with an optional theme icon. With
 * `link-url` it is a link; without, static text (never a fake button). Resource type: brand/components/chip.
 */
export const BrandChip = defineElement('brand-chip', Chip, {
  hydrate: 'never',
  props: {
    label: { type: 'string', description: 'The chip\'s text.' },
    variant: { type: 'string', description: 'filled (default) or outlined.' },
    icon: { type: 'string', description: 'Theme icon name before the label, e.g. leaf or pmi-icon-help.' },
    linkUrl: { type: 'string', description: 'Makes the chip a link (http(s), mailto, tel or relative).' },
    linkTarget: { type: 'string', description: '_self (default) or _blank (adds rel="noopener noreferrer").' },
    size: { type: 'string', description: 'medium (default) or small.' },
  },
  modelFields: {
    ariaLabel: { type: 'string', description: 'Accessible name of a linked chip when the label is not enough.' },
  },
  display: 'inline-block',
  // Chips come in rows (topics, tags): each keeps a gap after it and below it when the row wraps.
  hostCss: ':host { margin-inline-end: 8px; margin-block-end: 8px; vertical-align: middle; }',
  emptiness: chipEmptiness,
  parts: [{ name: 'chip', description: 'The chip (an <a> when linked).' }],
  family: 'basic',
  budgetKiB: 97,
});
