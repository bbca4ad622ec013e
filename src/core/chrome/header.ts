import { isRecord } from '../isRecord';
import { safeImageUrl, safeUrl } from '../security/safeUrl';
import { isVisibleTo, parseVisibleTo } from '../visitor/visibleTo';
import type { VisitorType } from '../visitor/types';
import type { LocalCart } from '../stores/localCart';
import { NOTICE_COOKIE } from './noticeCookie';

/**
 * The header's rules (header and navigation), with the authored header model of docs/reference.md.
 */

export const HEADER_HEIGHT = { mobile: 56, desktop: 72 } as const;
/** A page scroll of more than this many px closes an open menu. */
export const SCROLL_CLOSE_PX = 8;
/** The first sub-layer opens over this many ms; nested layers open at once. */
export const SUBLAYER_OPEN_MS = 300;
export const NESTED_SUBLAYER_OPEN_MS = 0;
/** Extra height of a sub-layer over its content. */
export const SUBLAYER_EXTRA_PX = 128 + 1;
export const NAV_FADE_MS = 300;
export const MAX_NAV_DEPTH = 3;
export const BADGE_MAX = 99;
export const SECONDS_PER_DAY = 86_400;

export interface NavBanner {
  imageUrl?: string;
  title?: string;
  subtitle?: string;
  linkUrl?: string;
}

export interface NavItem {
  /** nav-{index} at the top level, the parent's id plus -{index} below */
  id: string;
  label: string;
  secondLabel?: string;
  linkUrl?: string;
  /** 1, 2 or 3 */
  level: number;
  subNav: NavItem[];
  miscNav: NavItem[];
  banner?: NavBanner;
  visibleTo: string[];
  bannerTracking?: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : isRecord(value) && Array.isArray(value.items) ? value.items : []);

function readBanner(value: unknown): NavBanner | undefined {
  if (!isRecord(value)) return undefined;
  const banner: NavBanner = {};
  const imageUrl = safeImageUrl(value.imagePath);
  if (imageUrl) banner.imageUrl = imageUrl;
  if (text(value.title)) banner.title = text(value.title);
  if (text(value.subtitle)) banner.subtitle = text(value.subtitle);
  const linkUrl = safeUrl(value.linkUrl);
  if (linkUrl) banner.linkUrl = linkUrl;
  return banner.imageUrl || banner.title ? banner : undefined;
}

/**
 * Authored nav items (`{ firstLabel, secondLabel, linkUrl, subNav, miscNav, banner, visibleTo,
 * bannerTracking }`) checked and numbered. An item without a label, or without both a safe link
 * and a sub-menu, is dropped; levels below the third are dropped.
 */
export function normalizeNavItems(input: unknown, level = 1, parentId = 'nav'): NavItem[] {
  if (level > MAX_NAV_DEPTH) return [];
  const items: NavItem[] = [];
  for (const entry of listOf(input)) {
    if (!isRecord(entry)) continue;
    const label = text(entry.firstLabel) || text(entry.label);
    if (!label) continue;
    const id = `${parentId}-${items.length}`;
    const subNav = normalizeNavItems(entry.subNav, level + 1, id);
    const miscNav = normalizeNavItems(entry.miscNav, level + 1, `${id}-misc`);
    const linkUrl = safeUrl(entry.linkUrl) ?? undefined;
    if (!linkUrl && subNav.length === 0 && miscNav.length === 0) continue;
    const item: NavItem = { id, label, level, subNav, miscNav, visibleTo: parseVisibleTo(entry.visibleTo) };
    if (text(entry.secondLabel)) item.secondLabel = text(entry.secondLabel);
    if (linkUrl) item.linkUrl = linkUrl;
    const banner = level < MAX_NAV_DEPTH ? readBanner(entry.banner) : undefined;
    if (banner) item.banner = banner;
    if (text(entry.bannerTracking)) item.bannerTracking = text(entry.bannerTracking);
    items.push(item);
  }
  return items;
}

/** The items (and their sub-items) the visitor may see; an item whose menus all empty out keeps only its link. */
export function visibleNavItems(items: NavItem[], visitor: VisitorType, authoring: boolean): NavItem[] {
  const result: NavItem[] = [];
  for (const item of items) {
    if (!isVisibleTo(item.visibleTo, visitor, authoring)) continue;
    const subNav = visibleNavItems(item.subNav, visitor, authoring);
    const miscNav = visibleNavItems(item.miscNav, visitor, authoring);
    if (!item.linkUrl && subNav.length === 0 && miscNav.length === 0) continue;
    result.push({ ...item, subNav, miscNav });
  }
  return result;
}

export const hasSubMenu = (item: NavItem): boolean => item.subNav.length > 0 || item.miscNav.length > 0;

/** The item with this id, anywhere in the tree, and its ancestors (outermost first). */
export function findNavPath(items: NavItem[], id: string): NavItem[] {
  for (const item of items) {
    if (item.id === id) return [item];
    const below = findNavPath([...item.subNav, ...item.miscNav], id);
    if (below.length) return [item, ...below];
  }
  return [];
}

/**
 * Whether a link points at the page being shown: same path (ignoring a trailing slash, .html and
 * the query) and, for a link to a fragment, the same fragment.
 */
export function isCurrentPage(linkUrl: string | undefined, location: { origin: string; pathname: string; hash?: string; search?: string }): boolean {
  if (!linkUrl) return false;
  try {
    const url = new URL(linkUrl, location.origin);
    if (url.origin !== location.origin) return false;
    const clean = (path: string) => path.replace(/\.html$/, '').replace(/\/+$/, '') || '/';
    if (url.hash && url.hash !== (location.hash ?? '')) return false;
    // A link with a query names a page by it too (`?page=help`): the same parameters, in any order.
    if (url.search && sortedQuery(url.search) !== sortedQuery(location.search ?? '')) return false;
    return clean(url.pathname) === clean(location.pathname);
  } catch {
    return false;
  }
}

function sortedQuery(search: string): string {
  const params = [...new URLSearchParams(search)];
  params.sort(([a, x], [b, y]) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1));
  return new URLSearchParams(params).toString();
}

/** The cart badge: shown only above zero, capped at 99+. */
export function cartBadge(count: unknown, max = BADGE_MAX): { shown: boolean; text: string } {
  const value = typeof count === 'number' && Number.isFinite(count) ? Math.floor(count) : 0;
  if (value <= 0) return { shown: false, text: '' };
  return { shown: true, text: value > max ? `${max}+` : String(value) };
}

export interface CartConfig {
  enableCartItem?: boolean;
  cartLink?: string;
  autoDeliveryCartLink?: string;
}

/** The cart link: the auto-delivery cart's when the local cart's order type is the auto-delivery type. */
export function cartHref(config: CartConfig | undefined, cart: Pick<LocalCart, 'orderType'>, autoDeliveryTypeId: string | undefined): string | undefined {
  const regular = safeUrl(config?.cartLink) ?? undefined;
  const autoDelivery = safeUrl(config?.autoDeliveryCartLink) ?? undefined;
  const isAutoDelivery = !!autoDeliveryTypeId && cart.orderType.typeId === autoDeliveryTypeId;
  return (isAutoDelivery && autoDelivery) || regular;
}

/** The menu overlay's maximum height: 90% of the window height minus the header height. */
export function overlayMaxHeight(windowHeight: number, headerHeight: number): number {
  return Math.max(0, Math.round(windowHeight * 0.9 - headerHeight));
}

/** A sub-layer's height: its content plus 128 + 1 px. */
export const subLayerHeight = (contentHeight: number): number => Math.ceil(contentHeight) + SUBLAYER_EXTRA_PX;

/* ---------- notice banner ---------- */

// (the notice cookie's name lives with the page runtime's wake conditions, which read it without these rules)
export { NOTICE_COOKIE };

export interface HeaderNotice {
  enableNoticeBanner?: boolean;
  content?: Partial<Record<VisitorType, string>> | string;
  textAlign?: string;
  textVariant?: string;
  theme?: string;
  background?: string;
  cookiePersistence?: number | string;
  closeAriaLabel?: string;
}

/** The notice's HTML for this visitor type, or undefined when it is disabled, empty or dismissed. */
export function noticeFor(notice: HeaderNotice | undefined, visitor: VisitorType, dismissed: boolean): string | undefined {
  if (!notice?.enableNoticeBanner || dismissed) return undefined;
  const content = typeof notice.content === 'string' ? notice.content : notice.content?.[visitor];
  return typeof content === 'string' && content.trim() ? content : undefined;
}

/** The dismissal cookie: lasts cookiePersistence days (days × 86400 s); a session cookie without a positive number. */
export function noticeCookie(cookiePersistence: unknown): { name: string; value: string; maxAgeSeconds?: number } {
  const days = typeof cookiePersistence === 'string' ? Number(cookiePersistence) : cookiePersistence;
  const valid = typeof days === 'number' && Number.isFinite(days) && days > 0;
  return { name: NOTICE_COOKIE, value: 'true', ...(valid ? { maxAgeSeconds: Math.round(days * SECONDS_PER_DAY) } : {}) };
}

/* ---------- links ---------- */

export interface HeaderLink {
  label: string;
  linkUrl: string;
  icon?: string;
  visibleTo: string[];
}

/** `{ label, linkUrl, icon, visibleTo }` entries (or one such object) with a label and a safe URL. */
export function normalizeLinks(input: unknown): HeaderLink[] {
  const list = Array.isArray(input) ? input : isRecord(input) && !Array.isArray(input.items) ? [input] : listOf(input);
  const links: HeaderLink[] = [];
  for (const entry of list) {
    if (!isRecord(entry)) continue;
    const label = text(entry.label) || text(entry.linkLabel) || text(entry.title);
    const linkUrl = safeUrl(entry.linkUrl ?? entry.link);
    if (!label || !linkUrl) continue;
    links.push({ label, linkUrl, ...(text(entry.icon) ? { icon: text(entry.icon) } : {}), visibleTo: parseVisibleTo(entry.visibleTo) });
  }
  return links;
}
