/**
 * The account area's navigation and breadcrumb (issue 20): which authored link is the current page, and the
 * authored lists as the elements show them. Pure: the element passes `location.href` after mount.
 */
import { parseVisibleTo } from '../visitor/visibleTo';

export interface AccountNavItem {
  title: string;
  link: string;
  /** a pmi-icon- name of the theme's icons, with or without the prefix */
  icon?: string;
  visibleTo: string[];
}

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
    items.push({ title, link, ...(icon ? { icon } : {}), visibleTo: parseVisibleTo(record.visibleTo) });
  }
  return items;
}

/** A breadcrumb trail ({title, link} items, or its JSON text): entries without a title are dropped. */
export function breadcrumbTrail(raw: unknown): Crumb[] {
  const crumbs: Crumb[] = [];
  for (const entry of parseList(raw)) {
    if (!entry || typeof entry !== 'object') continue;
    const record = entry as Record<string, unknown>;
    const title = text(record.title);
    if (!title) continue;
    const link = text(record.link) || text(record.linkUrl);
    crumbs.push(link ? { title, link } : { title });
  }
  return crumbs;
}

/** Spec component-catalogue section 5: breadcrumbs show only when more than one item exists. */
export function breadcrumbShown(crumbs: readonly Crumb[]): boolean {
  return crumbs.length > 1;
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
 * it is on the same origin, its path equals the current path (a trailing slash ignored), its `page` parameter
 * equals the current one (both absent counts as equal: one storefront document serves many pages by `page`), and
 * every other query parameter it carries has the same value in the current URL (the current URL may carry more,
 * e.g. `theme`, `lang` or an order id). The fragment is ignored. When several match, the one with the most
 * query parameters (the most specific) wins; on a tie, the first.
 */
export function currentLinkIndex(links: readonly string[], currentHref: string): number {
  let current: URL;
  try {
    current = new URL(currentHref);
  } catch {
    return -1;
  }
  let best = -1;
  let bestScore = -1;
  links.forEach((link, index) => {
    let url: URL;
    try {
      url = new URL(link, current);
    } catch {
      return;
    }
    if (url.origin !== current.origin || normalPath(url.pathname) !== normalPath(current.pathname)) return;
    if (url.searchParams.get('page') !== current.searchParams.get('page')) return;
    let score = 0;
    for (const [key, value] of url.searchParams) {
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
