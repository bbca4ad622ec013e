import { authoredItems, trimmedText } from './authored';

/** A selling point of the rich USP list, as authored: `{ icon, image: { src, alt }, title, text }`. */
export interface UspEntry {
  title?: string;
  /** HTML, sanitized where it is shown */
  text?: string;
  /** a theme icon name (the image wins when both are authored) */
  icon?: string;
  image?: { src: string; alt: string };
}

const text = trimmedText;

/**
 * The authored items (an array, or `{ items }`) as entries; an item needs a title or a text.
 * `image` may be `{ src, alt }` or a URL string (then `imageAlt`); `description` is read as `text`.
 */
export function normalizeUspItems(input: unknown): UspEntry[] {
  const list = authoredItems(input);
  const entries: UspEntry[] = [];
  for (const item of list) {
    if (!item || typeof item !== 'object') continue;
    const record = item as Record<string, unknown>;
    const entry: UspEntry = {};
    const title = text(record.title);
    const body = text(record.text) || text(record.description);
    if (!title && !body) continue;
    if (title) entry.title = title;
    if (body) entry.text = body;
    const image = record.image;
    const src = typeof image === 'string' ? text(image) : image && typeof image === 'object' ? text((image as Record<string, unknown>).src) : '';
    if (src) {
      const alt = image && typeof image === 'object' ? text((image as Record<string, unknown>).alt) : text(record.imageAlt);
      entry.image = { src, alt };
    } else {
      const icon = text(record.icon);
      if (icon) entry.icon = icon;
    }
    entries.push(entry);
  }
  return entries;
}
