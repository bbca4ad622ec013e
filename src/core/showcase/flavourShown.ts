/**
 * Whether a flavour item may show: a groupId, a ctaLabel, a url and a
 * pagination image (no title needed: an untitled item is named by its ctaAriaLabel, else ctaLabel). Imports nothing: the editor's emptiness rule (part of the shared runtime) uses
 * it, and every byte here ships with every element.
 */
type Rec = Record<string, unknown>;
const isRec = (value: unknown): value is Rec => !!value && typeof value === 'object';
const filled = (value: unknown): boolean => typeof value === 'string' && value.trim() !== '';

/** the names a pagination (thumbnail) image goes by in `images` */
export const PAGINATION_NAMES = ['pagination', 'paginationImage', 'thumbnail', 'thumbnailImage'];

const imageSet = (value: unknown): boolean => filled(value) || (isRec(value) && (filled(value.src) || filled(value.fileReference) || filled(value.url)));

/** `images` (an object by kind, or a list of { type | name, src }) holds a pagination image. */
export function hasPaginationImage(images: unknown): boolean {
  if (Array.isArray(images)) return images.some((entry) => isRec(entry) && PAGINATION_NAMES.includes(String(entry.type ?? entry.name)) && imageSet(entry));
  return isRec(images) && PAGINATION_NAMES.some((name) => imageSet(images[name]));
}

/** The item has everything it needs to show, its group aside. */
export function flavourComplete(raw: unknown): raw is Rec {
  return isRec(raw) && filled(raw.groupId) && filled(raw.ctaLabel) && filled(raw.url) && hasPaginationImage(raw.images);
}

/** Some item would show: complete, in one of the groups. */
export function hasShownFlavours(model: { groups?: unknown; items?: unknown }): boolean {
  const ids = new Set((Array.isArray(model.groups) ? model.groups : []).map((group) => (isRec(group) && filled(group.id) ? String(group.id).trim() : '')));
  return Array.isArray(model.items) && model.items.some((item) => flavourComplete(item) && ids.has(String(item.groupId).trim()));
}
