/**
 * The user-context text (brand-account-user-context-text: first name, points, …): authored HTML whose
 * `{placeholder}`s take the visitor's values. The HTML is sanitized FIRST, then the placeholders are filled in the
 * sanitized DOM, in text nodes and attribute values only (as text: a value never becomes markup nor another
 * attribute); a filled URL attribute is encoded and checked by safeUrl again.
 */
import { safeUrl } from '../security/safeUrl';

/** The placeholders the visitor fills: names as written between braces. */
export const USER_CONTEXT_PLACEHOLDERS = ['firstName', 'lastName', 'fullName', 'email', 'birthYear', 'tier', 'points', 'memberSince'] as const;
export type UserContextPlaceholder = (typeof USER_CONTEXT_PLACEHOLDERS)[number];
export type UserContextValues = Partial<Record<UserContextPlaceholder, string>>;

const KNOWN = new Set<string>(USER_CONTEXT_PLACEHOLDERS);
const PLACEHOLDER = /\{(\w+)\}/g;

/** Attributes holding a URL: a filled value is percent-encoded there and the whole URL checked again. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'cite', 'poster', 'background', 'longdesc', 'ping', 'xlink:href']);
export const isUrlAttribute = (name: string): boolean => URL_ATTRIBUTES.has(name.toLowerCase());

/** The known placeholders a text uses (to fetch only what it needs, e.g. the points). */
export function placeholdersIn(html: string | undefined): Set<UserContextPlaceholder> {
  const found = new Set<UserContextPlaceholder>();
  for (const match of (html ?? '').matchAll(PLACEHOLDER)) if (KNOWN.has(match[1]!)) found.add(match[1] as UserContextPlaceholder);
  return found;
}

/**
 * Fills the known placeholders of a piece of plain TEXT (a text node's or an attribute's value, never HTML): the
 * visitor's value when known, else the authored fallback for that placeholder (`fallbacks`: { firstName: "there" }),
 * else nothing; `encode` is applied to each filled value (encodeURIComponent in a URL). An unknown name
 * (`{frstName}`) stays as written so its author sees the typo.
 */
export function fillPlaceholders(text: string, values: UserContextValues, fallbacks?: unknown, encode: (value: string) => string = (value) => value): string {
  const authored = fallbacks && typeof fallbacks === 'object' && !Array.isArray(fallbacks) ? (fallbacks as Record<string, unknown>) : {};
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    if (!KNOWN.has(name)) return whole;
    const value = Object.hasOwn(values, name) ? values[name as UserContextPlaceholder] : undefined;
    if (typeof value === 'string' && value.trim()) return encode(value);
    const fallback = Object.hasOwn(authored, name) ? authored[name] : undefined;
    return typeof fallback === 'string' || typeof fallback === 'number' ? encode(String(fallback)) : '';
  });
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * The authored HTML with every placeholder filled with its fallback, escaped as text: what stands in, unseen and
 * with the text's size, while the visitor is not yet known (the server writes it; it needs no DOM). Its caller
 * sanitizes the result as any authored HTML; the visitor's own values only ever go through fillUserContextIn.
 */
export function fallbackHtml(html: string | undefined, fallbacks?: unknown): string {
  return fillPlaceholders(html ?? '', {}, fallbacks, escapeHtml);
}

/**
 * Fills the placeholders inside an already SANITIZED tree, through the DOM: text nodes' data and attribute values
 * are set as text. A URL attribute gets its values percent-encoded and is removed when the filled URL is not safe.
 */
export function fillUserContextIn(root: Node, values: UserContextValues, fallbacks?: unknown): void {
  const document = root.ownerDocument ?? (root as Document);
  const walker = document.createTreeWalker(root, 1 | 4); // elements and text
  for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
    if (node.nodeType === 3) {
      const text = node as Text;
      if (text.data.includes('{')) text.data = fillPlaceholders(text.data, values, fallbacks);
      continue;
    }
    if (node.nodeType !== 1) continue;
    for (const attribute of [...(node as Element).attributes]) {
      if (!attribute.value.includes('{')) continue;
      if (!isUrlAttribute(attribute.name)) {
        attribute.value = fillPlaceholders(attribute.value, values, fallbacks);
        continue;
      }
      const url = safeUrl(fillPlaceholders(attribute.value, values, fallbacks, encodeURIComponent));
      if (url === null) (node as Element).removeAttributeNode(attribute);
      else attribute.value = url;
    }
  }
}
