import { useEffect, useSyncExternalStore, type MouseEvent } from 'react';
import { visitorPending, visitorStore } from '../../core/stores/visitor';
import { ANALYTICS_EVENTS } from '../../core/analytics/events';
import { pushEvent } from '../../core/analytics/dataLayer';
import { footerClickData, type FooterClickSection, type FooterLink, type FooterViewer } from '../../core/chrome/footer';
import { useElement } from '../runtime/context';

/** The viewer the footer's visibleTo rules are checked against. */
export function useFooterViewer(): FooterViewer {
  const visitor = useSyncExternalStore(visitorStore.subscribe, visitorStore.getSnapshot, visitorStore.getInitialSnapshot);
  const pending = useSyncExternalStore(visitorPending.subscribe, visitorPending.getSnapshot, visitorPending.getInitialSnapshot);
  const { authoring } = useElement();
  return { visitor, pending, authoring };
}

/** Pushes footerNavigationClick: `{ event, linkLabel, linkUrl, section, listTitle? }`. */
export function trackFooterClick(section: FooterClickSection, linkLabel: string, linkUrl: string, listTitle?: string): void {
  pushEvent(ANALYTICS_EVENTS.footerNavigationClick, footerClickData(section, linkLabel, linkUrl, listTitle));
}

/**
 * Tracks clicks on any link inside a block whose links are not ours to render (the language
 * selector): React's click bubbles up from it, the anchor is found from the event's target.
 */
export function trackLinkInside(section: FooterClickSection, listTitle?: string) {
  return (event: MouseEvent<HTMLElement>) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    if (anchor) trackFooterClick(section, anchor.textContent?.trim() ?? '', anchor.getAttribute('href') ?? '', listTitle);
  };
}

/** A footer link: same window unless authored `_blank` (then rel noopener), tracked on click. */
export function FooterAnchor({ link, section, listTitle }: { link: FooterLink; section: FooterClickSection; listTitle?: string }) {
  return (
    <a
      href={link.href}
      target={link.newWindow ? '_blank' : undefined}
      rel={link.newWindow ? 'noopener noreferrer' : undefined}
      aria-label={link.ariaLabel}
      className={link.className}
      onClick={() => trackFooterClick(section, link.label, link.href, listTitle)}
    >
      {link.label}
    </a>
  );
}

/** Authored URLs refused as unsafe are left out; each is reported once, naming the element. */
export function useReportRefused(refused: readonly string[], where: string): void {
  const { tag } = useElement();
  const key = refused.join('\n');
  useEffect(() => {
    if (!key) return;
    for (const url of key.split('\n')) {
      console.error(`<${tag}>: refused ${where} link "${url.slice(0, 60)}": only http(s), mailto, tel and relative URLs are allowed.`);
    }
  }, [key, where, tag]);
}
