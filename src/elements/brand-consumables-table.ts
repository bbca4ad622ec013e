import { defineElement } from './defineWithReact';
import { ConsumablesTable } from '../react/consumablesTable/ConsumablesTable';
import { consumablesTableEmptiness } from '../core/model/emptiness/consumables-table';

/**
 * A table comparing consumables (tins, pods): row groups of items, each a row headed by its
 * picture, title and subtitle, with an aroma-note column (showAromaNote) and an intensity column of
 * gauges (showIntensityGauge; an item's scale, else intensityScale). A table with column and row
 * headers from the theme's md breakpoint (900 px), one card per item below it: the same <table>
 * restyled, so screen readers read a table at every width. Items without a title are left out,
 * empty groups dropped, a column no item fills hidden; with no item the editor shows a placeholder.
 * Resource type: brand/components/consumables-table.
 */
export const BrandConsumablesTable = defineElement('brand-consumables-table', ConsumablesTable, {
  props: {
    rowGroups: {
      type: 'json',
      description:
        'The row groups: [{ title, items: [{ title, subtitle, tableImage, aromaImage, aromaLabel, intensityGauge: { value, scale } }] }]; images are URLs or { src, alt }.',
    },
    showAromaNote: { type: 'boolean', description: 'Show the aroma note column (aromaImage, aromaLabel).' },
    showIntensityGauge: { type: 'boolean', description: 'Show the intensity column: a gauge per item.' },
    intensityScale: { type: 'number', description: 'The scale of the items\' gauges that give none (e.g. 10 or 12).' },
    caption: { type: 'string', description: 'The table\'s caption (its accessible name), shown above it.' },
    productLabel: { type: 'string', description: 'Header of the item column (default "Product").' },
    aromaNoteLabel: { type: 'string', description: 'Header of the aroma column (default "Aroma note").' },
    intensityLabel: { type: 'string', description: 'Header of the intensity column, also each gauge\'s name (default "Intensity").' },
  },
  emptiness: consumablesTableEmptiness,
  parts: [
    { name: 'table', description: 'The <table>.' },
    { name: 'row', description: 'An item\'s row (a card on phones).' },
    { name: 'meter', description: 'An intensity gauge\'s ring.' },
    { name: 'value', description: 'The number inside a gauge.' },
  ],
  staticContent: true,
  family: 'showcase',
  budgetKiB: 93,
});
