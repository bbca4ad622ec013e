import { defineElement } from './defineWithReact';
import { List } from '../react/list/List';
import { listEmptiness } from '../core/model/emptiness/list';

/**
 * A list of pages or articles, as Adobe's core list component: each item's title, linked when
 * `link-items`, with its description and its modification date (in the page's language) when
 * asked for. Resource types: brand/components/list, core/wcm/components/list/v2/list and /v3/list.
 */
export const BrandList = defineElement('brand-list', List, {
  props: {
    items: {
      type: 'json',
      description: 'The items: [{ title, description, lastModified (epoch ms or ISO 8601), link: { url } }] (or url instead of link).',
    },
    showDescription: { type: 'boolean', description: 'Shows each item\'s description.' },
    showModificationDate: { type: 'boolean', description: 'Shows each item\'s modification date, formatted in the page\'s language.' },
    linkItems: { type: 'boolean', description: 'Links each item\'s title to its URL.' },
  },
  modelFields: {
    ariaLabel: { type: 'string', description: 'Accessible name of the list, when no heading names it.' },
  },
  aliases: ['core/wcm/components/list/v2/list', 'core/wcm/components/list/v3/list'],
  emptiness: listEmptiness,
  parts: [
    { name: 'list', description: 'The <ul>.' },
    { name: 'item', description: 'Each <li>.' },
  ],
  staticContent: true,
  family: 'basic',
  budgetKiB: 90,
});
