import { trimmedText } from './authored';

/**
 * Rules shared by the containers whose items are panels (brand-accordion, brand-carousel): an
 * item's key, its heading and the one shown first, as Adobe's core components export them. Pure
 * functions, no DOM.
 */

/**
 * The event an item (brand-accordion-item, brand-slide) dispatches on its host when its fields
 * change, so the container around it reads it again (internal: bubbles, not composed).
 */
export const ITEM_UPDATE_EVENT = 'brand-panel-item-update';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** An item's heading: Adobe's `cq:panelTitle`, else our item's `title`; undefined when neither is text. */
export function panelTitle(model: unknown): string | undefined {
  if (!model || typeof model !== 'object') return undefined;
  const fields = model as Record<string, unknown>;
  return text(fields['cq:panelTitle']) ?? text(fields.title);
}

/** An item's key: the last segment of its model path (`…/accordion/item_1` → `item_1`). */
export function keyFromPath(path: string | null | undefined): string | undefined {
  const key = path?.split('/').pop()?.trim();
  return key || undefined;
}

/**
 * The panel shown first (a carousel's slide): the one whose key is `activeItem` (Adobe), else the first.
 * Here, not with the carousel's rules, because the page reads it too (its hero images).
 */
export function initialIndex(keys: readonly string[], activeItem: unknown): number {
  const wanted = trimmedText(activeItem);
  const index = wanted ? keys.indexOf(wanted) : -1;
  return index < 0 ? 0 : index;
}

