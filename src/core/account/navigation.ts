/**
 * The account area's navigation and breadcrumb: which authored link is the current page, and the
 * authored lists as the elements show them. Pure: the element passes `location.href` after mount.
 */
import { breadcrumbList, type BreadcrumbItem } from '../chrome/breadcrumb';
import { parseVisibleTo } from '../visitor/visibleTo';

export { breadcrumbShown } from '../chrome/breadcrumb';

export interface AccountNavItem {
  title: string;
  link: string;
  /** a pmi-icon- name of the theme's icons, with or without the prefix */
  icon?: string;
  visibleTo: string[];
  /** sub-pages this item stands for (marked aria-current="true" there): `page` values, or paths (with a '/') */
  activeFor?: string[];
}

/** A breadcrumb item as authored. */
export interface Crumb {
  title: string;
  link?: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The authored `items` (a list, or its JSON text): entries without a title or a link are dropped. */
export function navigationItems(raw: unknown): AccountNavItem[] {
  const list = parseList(raw);
  const items: AccountNavItem[] = [];
  for (const entry of list) {
    if (!entry || typeof entry !== 'object') continue;
    const record = entry as Record<string, unknown>;
    const title = text(record.title);
    const link = text(record.link) || text(record.linkUrl);
    if (!title || !link) continue;
    const icon = text(record.icon);
    const activeFor = parseVisibleTo(record.activeFor).map((entry) => entry.trim()).filter(Boolean);
    items.push({ title, link, ...(icon ? { icon } : {}), visibleTo: parseVisibleTo(record.visibleTo), ...(activeFor.length ? { activeFor } : {}) });
  }
  return items;
}

/**
 * The account trail of `items` ({title, link} items, or their JSON text) under the shared breadcrumb rule
 * (core/chrome/breadcrumb.ts: the footer's too): untitled items dropped, the last the current page.
 */
export function accountTrail(raw: unknown): BreadcrumbItem[] {
  return breadcrumbList(parseList(raw));
}

/** The trail to show: the authored `items` when they hold a titled item, else the page's myAccBreadcrumbs. */
export function chosenTrail(items: unknown, pageTrail: unknown): BreadcrumbItem[] {
  const authored = accountTrail(items);
  return authored.length > 0 ? authored : accountTrail(pageTrail);
}

function parseList(raw: unknown): unknown[] {
  if (Array.isArray(raw)) return raw;
  if (typeof raw === 'string' && raw.trim().startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(raw);
      return Array.isArray(parsed) ? parsed : [];
    } catch {
      return [];
    }
  }
  return [];
}

const normalPath = (path: string): string => {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
};

/**
 * The index of the link that is the current page, or -1. A link matches when, resolved against the current URL:
 * it is on the same origin, its path equals the current path (a trailing slash ignored) and its `page` parameter
 * equals the current one (both absent counts as equal: one storefront document serves many pages by `page`).
 * Any other parameter it carries (`theme`, `lang`…) counts only when the current URL has it too: then the values
 * must be equal; absent from the current URL, it is ignored (`?page=orders` is the orders page of the default
 * theme and language). The current URL may carry more (an order id); the fragment is ignored. When several
 * match, the one sharing the most parameters with the current URL (the most specific) wins; on a tie, the first.
 */
export function currentLinkIndex(links: readonly string[], currentHref: string): number {
  const current = parse(currentHref);
  if (!current) return -1;
  let best = -1;
  let bestScore = -1;
  links.forEach((link, index) => {
    const url = parse(link, current);
    if (!url || url.origin !== current.origin || normalPath(url.pathname) !== normalPath(current.pathname)) return;
    if (url.searchParams.get('page') !== current.searchParams.get('page')) return;
    let score = 0;
    for (const [key, value] of url.searchParams) {
      if (!current.searchParams.has(key)) continue;
      if (current.searchParams.get(key) !== value) return;
      score += 1;
    }
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  });
  return best;
}

/** Whether the current URL is one of an item's sub-pages: an `activeFor` entry with a '/' is a path, else a `page` value. */
export function isActiveFor(activeFor: readonly string[] | undefined, currentHref: string): boolean {
  const current = parse(currentHref);
  if (!current || !activeFor) return false;
  return activeFor.some((entry) => {
    if (!entry.includes('/')) return current.searchParams.get('page') === entry;
    const url = parse(entry, current);
    return !!url && url.origin === current.origin && normalPath(url.pathname) === normalPath(current.pathname);
  });
}

/**
 * The menu's current item: the link that is the current page (`page`: aria-current="page"), else the first item
 * whose `activeFor` holds the current page (`parent`: aria-current="true", e.g. My wallet on the card page), else none.
 */
export function currentItem(items: readonly { href: string; activeFor?: readonly string[] }[], currentHref: string): { index: number; kind: 'page' | 'parent' } | undefined {
  const exact = currentLinkIndex(items.map((item) => item.href), currentHref);
  if (exact >= 0) return { index: exact, kind: 'page' };
  const parent = items.findIndex((item) => isActiveFor(item.activeFor, currentHref));
  return parent >= 0 ? { index: parent, kind: 'parent' } : undefined;
}

function parse(href: string, base?: URL): URL | undefined {
  try {
    return new URL(href, base);
  } catch {
    return undefined;
  }
}
