import { useEffect, type MouseEvent } from 'react';
import { isCurrentPage, type NavBanner, type NavItem } from '../../core/chrome/header';
import { usePageLocation } from '../runtime/context';
import { pushEvent } from '../../core/analytics/dataLayer';
import { ANALYTICS_EVENTS } from '../../core/analytics/events';
import { useThemedClass } from '../runtime/useThemedClass';
import { promoStyles } from './styles';

/** How long the header's menus wait for an idle moment before their code is fetched anyway (or, without requestIdleCallback, at all). */
const MENU_FETCH_FALLBACK_MS = 3000;

/**
 * A menu's code, fetched once the header is idle while `wanted` (its layout shows the menu and the code is not here
 * yet): at most MENU_FETCH_FALLBACK_MS later, or that long after mounting without requestIdleCallback. No effect
 * runs on the server.
 */
export function useIdleFetch(wanted: boolean, load: () => void): void {
  useEffect(() => {
    if (!wanted) return;
    if (!window.requestIdleCallback) {
      const timer = setTimeout(load, MENU_FETCH_FALLBACK_MS);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(load, { timeout: MENU_FETCH_FALLBACK_MS });
    return () => cancelIdleCallback(idle);
  }, [wanted, load]);
}

/** The header's bottom edge in the viewport: the bottom of the bar a menu layer hangs from (its offsetParent). */
export function headerBottom(layer: HTMLElement): number {
  return (layer.offsetParent ?? layer).getBoundingClientRect().bottom;
}

/** aria-current="page" for a link to the page being shown. */
export function useCurrentProps(): (linkUrl: string | undefined) => { 'aria-current'?: 'page' } {
  const location = usePageLocation();
  return (linkUrl) => (isCurrentPage(linkUrl, location) ? { 'aria-current': 'page' as const } : {});
}

/** Analytics for a navigation link: navigationMenu with its level, label and URL. */
export function trackNavigation(item: Pick<NavItem, 'level' | 'label' | 'linkUrl'>, extra: Record<string, unknown> = {}) {
  return (_event: MouseEvent) =>
    pushEvent(ANALYTICS_EVENTS.navigationMenu, { navigationLevel: item.level, navigationLabel: item.label, navigationUrl: item.linkUrl, ...extra });
}

/** A menu's promotional image with its title and subtitle, a link when it has one. */
export function Promo({ banner, item }: { banner: NavBanner; item: NavItem }) {
  const className = useThemedClass(promoStyles);
  const body = (
    <>
      {banner.imageUrl && <img src={banner.imageUrl} alt="" loading="lazy" />}
      {(banner.title || banner.subtitle) && (
        <span data-promo-text="">
          {banner.title && <strong>{banner.title}</strong>}
          {banner.subtitle && <span>{banner.subtitle}</span>}
        </span>
      )}
    </>
  );
  if (!banner.linkUrl) return <div className={className} data-nav-promo="">{body}</div>;
  return (
    <a
      className={className}
      href={banner.linkUrl}
      data-nav-promo=""
      onClick={trackNavigation({ level: item.level, label: banner.title ?? item.label, linkUrl: banner.linkUrl }, item.bannerTracking ? { bannerTracking: item.bannerTracking } : {})}
    >
      {body}
    </a>
  );
}
