/**
 * The rules of the accordion (brand-accordion, Adobe's core accordion v1 model): which items are
 * open, what each heading says, how the arrow keys move between headings. Pure functions, no DOM.
 */

// The panels' shared rules (an item's key and heading, the update event) serve the carousel too.
export { ITEM_UPDATE_EVENT, keyFromPath, panelTitle } from '../content/panels';

export type HeadingElement = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/** The heading level of the item titles: 'h2' to 'h6' (or 2 to 6); anything else gives `fallback`. */
export function headingElement(value: unknown, fallback: HeadingElement = 'h3'): HeadingElement {
  const text = typeof value === 'number' ? `h${value}` : typeof value === 'string' ? value.trim().toLowerCase() : '';
  const level = /^h?([2-6])$/.exec(text)?.[1];
  return level ? (`h${level}` as HeadingElement) : fallback;
}

/** A string list from an authored value: an array, one key, or a comma-separated string. */
function keyList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((key): key is string => typeof key === 'string').map((key) => key.trim()).filter(Boolean);
  if (typeof value === 'string') return value.split(',').map((key) => key.trim()).filter(Boolean);
  return [];
}

/**
 * The items open at first: the `expandedItems` (keys, as Adobe's model gives them) that name an
 * item, each once, in item order; with `singleExpansion` only the first of them.
 */
export function initialExpanded(keys: readonly string[], expandedItems: unknown, singleExpansion: boolean): string[] {
  const wanted = new Set(keyList(expandedItems));
  const open = keys.filter((key, index) => wanted.has(key) && keys.indexOf(key) === index);
  return singleExpansion ? open.slice(0, 1) : open;
}

/** The open items after the heading of `key` is pressed: it toggles; with `singleExpansion` the others close. */
export function toggleItem(expanded: readonly string[], key: string, singleExpansion: boolean): string[] {
  if (expanded.includes(key)) return expanded.filter((open) => open !== key);
  return singleExpansion ? [key] : [...expanded, key];
}

/** The open items that still exist, with `singleExpansion` at most one (after items were removed or the mode changed). */
export function keepExisting(expanded: readonly string[], keys: readonly string[], singleExpansion: boolean): string[] {
  const kept = expanded.filter((key) => keys.includes(key));
  return singleExpansion ? kept.slice(0, 1) : kept;
}


/** The id named by a URL hash: the tabs' rule (tabs.ts), shared by the accordion, the switcher and the carousels. */
export { idFromHash } from './tabs';

/**
 * The heading that takes focus for a key pressed on heading `index` of `count` (WAI-ARIA APG
 * accordion): ArrowDown / ArrowUp move and wrap, Home and End go to the first and last. Other keys: undefined.
 */
export function headingFocusTarget(key: string, index: number, count: number): number | undefined {
  if (count <= 0) return undefined;
  switch (key) {
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
