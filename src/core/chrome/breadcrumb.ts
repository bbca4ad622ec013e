import { safeUrl } from '../security/safeUrl';
import { asRecord, isOn, text } from './footerValues';

/**
 * The breadcrumb rule, shared by the footer's trail and the account breadcrumb:
 * authored { title, link } items become a trail whose last item is the current page (not a link); it shows only
 * with more than one item.
 */
export interface BreadcrumbItem {
  title: string;
  /** undefined for the current page, and for an item whose link is missing or refused */
  href?: string;
  current: boolean;
  /** the authored link safeUrl refused (for the element's console message) */
  refused?: string;
}

export interface BreadcrumbOptions {
  /** drop the items flagged `hideInNav` (the current page always stays) */
  hideFlagged?: boolean;
  /** the current page's title, replacing the last item's when not blank */
  pageTitle?: unknown;
}

/** The trail of the authored items: items without a title are dropped; links (`link`, else `linkUrl`) through safeUrl. */
export function breadcrumbList(raw: readonly unknown[], { hideFlagged = false, pageTitle }: BreadcrumbOptions = {}): BreadcrumbItem[] {
  const titled = raw.map(asRecord).filter((item) => text(item.title) !== '');
  const kept = titled.filter((item, index) => index === titled.length - 1 || !(hideFlagged && isOn(item.hideInNav)));
  const replacement = text(pageTitle);
  return kept.map((item, index) => {
    if (index === kept.length - 1) return { title: replacement || text(item.title), current: true };
    const link = text(item.link) || text(item.linkUrl);
    const href = link ? (safeUrl(link) ?? undefined) : undefined;
    return { title: text(item.title), href, current: false, ...(link && !href ? { refused: link } : {}) };
  });
}

/** Breadcrumbs show only when more than one item exists. */
export const breadcrumbShown = (items: readonly BreadcrumbItem[]): boolean => items.length > 1;
