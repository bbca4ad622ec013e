import { safeImageUrl, safeUrl } from '../security/safeUrl';
import { isVisibleTo, parseVisibleTo } from '../visitor/visibleTo';
import type { VisitorType } from '../visitor/types';
import { ratingProvider, isTrustedShopId, type RatingProvider } from './ratingProvider';
import { arrayOf, asRecord, dimension, isNotOff, isOn, text, type AuthoredRecord } from './footerValues';

/**
 * The footer's lists: the navigations' link lists and
 * the logo lists, each filtered by visibleTo against the current visitor, and the rating widget.
 */

/** Who is looking: the visitor type, whether the page is being authored, whether the type is still being resolved. */
export interface FooterViewer {
  visitor: VisitorType;
  authoring: boolean;
  /** a logged-in visitor's type is loading: restricted items wait, so anonymous-only ones never flash by */
  pending?: boolean;
}

function visible(item: AuthoredRecord, viewer: FooterViewer): boolean {
  const visibleTo = parseVisibleTo(item.visibleTo);
  if (visibleTo.length > 0 && viewer.pending && !viewer.authoring) return false;
  return isVisibleTo(visibleTo, viewer.visitor, viewer.authoring);
}

export interface FooterLink {
  label: string;
  href: string;
  /** `_blank` opens a new window (rel noopener noreferrer); everything else stays in this one */
  newWindow: boolean;
  ariaLabel?: string;
  /** authored `additionalClasses`, reduced to safe class names */
  className?: string;
}

export interface FooterLinkList {
  title: string;
  links: FooterLink[];
  /** authored URLs refused as unsafe (javascript:, data:, …): their items are left out */
  refused: string[];
}

const CLASS_NAME = /^[A-Za-z_-][\w-]*$/;

function footerLink(item: AuthoredRecord): FooterLink | 'refused' | null {
  const label = text(item.linkLabel) || text(item.label) || text(item.title);
  const rawUrl = item.linkUrl ?? item.link ?? item.url;
  if (!label || text(rawUrl) === '') return null;
  const href = safeUrl(rawUrl);
  if (!href) return 'refused';
  const target = text(item.target).toLowerCase();
  const classes = (typeof item.additionalClasses === 'string' ? item.additionalClasses : '')
    .split(/\s+/)
    .filter((name) => CLASS_NAME.test(name));
  const ariaLabel = text(item.ariaLabel);
  return {
    label,
    href,
    newWindow: target === '_blank' || target === 'blank',
    ...(ariaLabel ? { ariaLabel } : {}),
    ...(classes.length ? { className: classes.join(' ') } : {}),
  };
}

/** The items of a list authored as `{ items }`, `{ links }`, or the bare array (secondNav.list1 comes in all three). */
function listItems(list: unknown): unknown[] {
  if (Array.isArray(list)) return list;
  const record = asRecord(list);
  return Array.isArray(record.items) ? record.items : arrayOf(record.links);
}

/**
 * One link list for this viewer: items without a label or URL dropped, unsafe URLs dropped
 * (and reported in `refused`), items hidden by visibleTo dropped. `requireEnable`: the first
 * navigation's lists show only when their `enable` is on; the second navigation's list has no
 * such flag and shows unless `enable` / `enableLinkList` is explicitly off.
 */
export function linkList(list: unknown, viewer: FooterViewer, requireEnable: boolean): FooterLinkList {
  const record = asRecord(list);
  const empty = { title: text(record.listTitle), links: [], refused: [] };
  if (requireEnable ? !isOn(record.enable ?? record.enableList) : !(isNotOff(record.enable) && isNotOff(record.enableLinkList))) return empty;
  const links: FooterLink[] = [];
  const refused: string[] = [];
  for (const entry of listItems(list)) {
    const item = asRecord(entry);
    if (!visible(item, viewer)) continue;
    const link = footerLink(item);
    if (link === 'refused') refused.push(text(item.linkUrl ?? item.link ?? item.url));
    else if (link) links.push(link);
  }
  return { title: empty.title, links, refused };
}

export const FIRST_NAV_LISTS = ['list1', 'list2', 'list3'] as const;

/** The first navigation's lists that have something to show, in order (at most three). */
export function firstNavLists(config: unknown, viewer: FooterViewer): FooterLinkList[] {
  const record = asRecord(config);
  return FIRST_NAV_LISTS.map((key) => linkList(record[key], viewer, true)).filter((list) => list.links.length > 0);
}

/** The second navigation's one list (secondNav.list1). */
export function secondNavList(config: unknown, viewer: FooterViewer): FooterLinkList {
  return linkList(asRecord(config).list1, viewer, false);
}

export interface FooterLogo {
  src: string;
  alt: string;
  width?: number;
  height?: number;
}

export interface FooterLogoList {
  title: string;
  logos: FooterLogo[];
}

/** A logo list for this viewer: items without a safe image path or hidden by visibleTo are dropped. */
export function logoList(list: unknown, viewer: FooterViewer): FooterLogoList {
  const record = asRecord(list);
  const logos: FooterLogo[] = [];
  for (const entry of listItems(list)) {
    const item = asRecord(entry);
    if (!visible(item, viewer)) continue;
    const src = safeImageUrl(item.imagePath ?? item.src);
    if (!src) continue;
    logos.push({ src, alt: text(item.imageAlt ?? item.alt), width: dimension(item.imageWidth), height: dimension(item.imageHeight) });
  }
  return { title: text(record.listTitle), logos };
}

export interface FooterRating {
  serviceName: RatingProvider;
  label?: string;
  trustPilotSnippet?: string;
  trustedShopId?: string;
  /** a self-hosted or stand-in provider script (RatingWidget checks it) */
  scriptUrl?: string;
}

/**
 * The rate-and-review widget, or null: it needs `enable`, a known service (TrustPilot or
 * TrustedShop, read by the rating widget's own rule) and that service's configuration (a
 * snippet, or a shop id of letters and digits).
 */
export function ratingWidget(config: unknown): FooterRating | null {
  const record = asRecord(config);
  if (!isOn(record.enable)) return null;
  const provider = ratingProvider(record.service ?? record.serviceName);
  const label = text(record.label ?? record.listTitle) || undefined;
  const scriptUrl = text(record.scriptUrl) || undefined;
  const extra = scriptUrl ? { scriptUrl } : {};
  if (provider === 'TrustPilot') {
    const trustPilotSnippet = text(record.trustPilotSnippet);
    return trustPilotSnippet ? { serviceName: provider, trustPilotSnippet, label, ...extra } : null;
  }
  if (provider === 'TrustedShop') {
    const trustedShopId = text(record.trustedShopId);
    return isTrustedShopId(trustedShopId) ? { serviceName: provider, trustedShopId, label, ...extra } : null;
  }
  return null;
}

export interface FooterLogos {
  lists: FooterLogoList[];
  rating: FooterRating | null;
}

export function footerLogos(config: unknown, viewer: FooterViewer): FooterLogos {
  const record = asRecord(config);
  return {
    lists: [logoList(record.list1, viewer), logoList(record.list2, viewer)].filter((list) => list.logos.length > 0),
    rating: ratingWidget(record.rateReview),
  };
}
