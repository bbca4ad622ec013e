import { safeUrl } from '../security/safeUrl';

/**
 * Language links (link entries, the language selector). Authored in two shapes: `{ label, linkUrl,
 * target }` (header and selector) and `{ title, link }` (the root model's `languageSwitcher` items
 * and the footer's switcher).
 */
export interface LanguageLink {
  label: string;
  /** a safe URL (http(s), mailto, tel or relative); entries without one are dropped */
  linkUrl: string;
  target: '_self' | '_blank';
  /** the language this link is for (`lang` of the target), when authored */
  lang?: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** Both authored shapes to LanguageLink; entries without a label or a safe URL are dropped. */
export function normalizeLanguageLinks(input: unknown): LanguageLink[] {
  const list = Array.isArray(input) ? input : Array.isArray((input as { items?: unknown })?.items) ? (input as { items: unknown[] }).items : [];
  const links: LanguageLink[] = [];
  for (const entry of list) {
    if (!entry || typeof entry !== 'object') continue;
    const record = entry as Record<string, unknown>;
    const label = text(record.label) || text(record.title);
    const url = safeUrl(record.linkUrl ?? record.link ?? record.url);
    if (!label || !url) continue;
    const target = record.target === '_blank' || record.target === 'blank' ? '_blank' : '_self';
    const lang = text(record.lang) || undefined;
    links.push({ label, linkUrl: url, target, ...(lang ? { lang } : {}) });
  }
  return links;
}

/**
 * What the selector shows: more than two links = a popover whose trigger is the first link's
 * label (globe and chevron) listing the remaining links; one or two = one plain link built from
 * the second entry (the first being the current language); none = nothing. (With exactly one
 * link there is no second entry: nothing to switch to, so nothing is shown.)
 */
export type LanguageSelectorForm =
  | { kind: 'popover'; current: LanguageLink; others: LanguageLink[] }
  | { kind: 'link'; link: LanguageLink }
  | { kind: 'none' };

export function languageSelectorForm(links: LanguageLink[]): LanguageSelectorForm {
  if (links.length > 2) return { kind: 'popover', current: links[0]!, others: links.slice(1) };
  if (links.length === 2) return { kind: 'link', link: links[1]! };
  return { kind: 'none' };
}

/** The popover's maximum height. */
export const LANGUAGE_POPOVER_MAX_HEIGHT = 300;
