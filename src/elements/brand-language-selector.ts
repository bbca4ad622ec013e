import { defineElement } from './defineWithReact';
import { LanguageSelector } from '../react/languageSelector/LanguageSelector';

/**
 * The language selector. With more than two links, a button showing the first link's label (the
 * current language) with a globe and a chevron opens a list of the other links (a disclosure:
 * Escape, a click outside or a choice closes it, focus goes back to the button; arrow keys move
 * through the list; at most 300px high, opening upwards when there is no room below). With two
 * links, one plain link to the second; with fewer, nothing. Links are `{ label, linkUrl, target,
 * lang }` or `{ title, link }`; without `links` the page's `languageSwitcher` is used.
 * Resource type: brand/components/language-selector.
 */
export const BrandLanguageSelector = defineElement('brand-language-selector', LanguageSelector, {
  hydrate: 'interaction',
  props: {
    links: {
      type: 'json',
      description:
        'The language links: [{ label, linkUrl, target (_self or _blank), lang }] or [{ title, link }]; the first is the current language. Default: the page model\'s languageSwitcher.',
    },
  },
  modelFields: {
    ariaLabel: { type: 'string', description: 'Names the selector for assistive technology (e.g. "Language").' },
  },
  display: 'inline-block',
  family: 'basic',
  budgetKiB: 92,
});
