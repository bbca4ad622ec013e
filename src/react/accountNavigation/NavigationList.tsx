import { type CSSProperties, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { currentItem, navigationItems, type AccountNavItem } from '../../core/account/navigation';
import { safeUrl } from '../../core/security/safeUrl';
import { isVisibleTo } from '../../core/visitor/visibleTo';
import { useAccountVisitorType } from '../account/useAccountAccess';
import { NavIcon } from './NavIcon';
import { useElement } from '../runtime/context';
import { useThemedClass } from '../runtime/useThemedClass';
import { FADE, navigationStyles } from './styles';

const TAG = 'brand-account-navigation';

export interface AccountNavigationProps {
  /** the menu: [{ title, link, icon (a pmi-icon- name), visibleTo?, activeFor? (sub-pages: page values or paths) }] */
  items?: AccountNavItem[] | unknown;
  /** the nav landmark's name (a model field: `ariaLabel` is a standard host property); default 'My account' */
  ariaLabel?: string;
  loginUrl?: string;
  signedOutMessage?: string;
}

interface Shown {
  item: AccountNavItem;
  href: string;
}

/**
 * Phones get a sideways scroller of links, not a <select> that navigates: the links stay links (Tab, Enter,
 * the browser's open-in-new-tab, a screen reader's list of links), a select changing the page on change breaks
 * WCAG 3.2.2 for keyboard users, and the current item is visible at a glance. The current one is scrolled into
 * view after mount; the edges fade where more items hide.
 */
/** The menu itself (the content of AccountNavigation's gate; the editor's too). */
export function NavigationList({ items, ariaLabel }: AccountNavigationProps) {
  const { authoring } = useElement();
  // the gate's visitor type (a logged-in visitor on a page without <brand-page> counts as LAU, not LAS)
  const visitor = useAccountVisitorType();
  const itemsKey = JSON.stringify(items ?? null);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const all = useMemo(() => navigationItems(items), [itemsKey]);
  const shown: Shown[] = useMemo(
    () =>
      all
        .filter((item) => authoring || item.visibleTo.length === 0 || (visitor !== undefined && isVisibleTo(item.visibleTo, visitor, false)))
        .flatMap((item) => {
          const href = safeUrl(item.link);
          return href ? [{ item, href }] : [];
        }),
    [all, visitor, authoring],
  );
  const refused = all.filter((item) => !safeUrl(item.link)).map((item) => item.link);
  const refusedKey = refused.join('\n');
  useEffect(() => {
    for (const link of refusedKey ? refusedKey.split('\n') : []) {
      console.error(`<${TAG}>: refused link "${link.slice(0, 60)}": only http(s), mailto, tel and relative URLs are allowed.`);
    }
  }, [refusedKey]);

  // The current page is known only in the browser: matched after mount (the server's render marks none). A
  // sub-page marks the item whose activeFor holds it (aria-current="true": part of that section, not the page).
  const [current, setCurrent] = useState<{ index: number; kind: 'page' | 'parent' } | undefined>(undefined);
  const hrefsKey = shown.map((entry) => `${entry.href} ${entry.item.activeFor?.join(',') ?? ''}`).join('\n');
  useLayoutEffect(() => {
    const next = currentItem(shown.map(({ href, item }) => ({ href, activeFor: item.activeFor })), location.href);
    setCurrent((previous) => (previous?.index === next?.index && previous?.kind === next?.kind ? previous : next));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hrefsKey]);

  const list = useRef<HTMLUListElement>(null);
  const [fade, setFade] = useState({ left: false, right: false });
  useLayoutEffect(() => {
    const scroller = list.current;
    if (!scroller) return;
    const measure = () => {
      const max = scroller.scrollWidth - scroller.clientWidth;
      const rtl = getComputedStyle(scroller).direction === 'rtl';
      // Chromium and Firefox: scrollLeft runs from 0 to -max in right to left
      const left = rtl ? max + scroller.scrollLeft : scroller.scrollLeft;
      const next = { left: max > 1 && left > 1, right: max > 1 && max - left > 1 };
      setFade((previous) => (previous.left === next.left && previous.right === next.right ? previous : next));
    };
    // a link reached by Tab comes fully into the row (the browser leaves one that shows in part where it is, its
    // focus ring cut by the scroller): its item's start goes to the snap point (the scroll padding past the faded
    // edge), where the row's scroll snapping keeps it
    const reveal = (event: FocusEvent) => {
      const link = event.target as HTMLElement;
      if (link.localName !== 'a' || scroller.scrollWidth <= scroller.clientWidth) return;
      const box = scroller.getBoundingClientRect();
      const item = link.getBoundingClientRect();
      if (item.left >= box.left + FADE && item.right <= box.right - FADE) return;
      const rtl = getComputedStyle(scroller).direction === 'rtl';
      scroller.scrollLeft += rtl ? item.right - (box.right - FADE) : item.left - (box.left + FADE);
    };
    measure();
    scroller.addEventListener('scroll', measure, { passive: true });
    scroller.addEventListener('focusin', reveal);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
    observer?.observe(scroller);
    return () => {
      scroller.removeEventListener('focusin', reveal);
      scroller.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [hrefsKey]);

  // the current item into view inside the scroller only (never scrolls the page)
  useLayoutEffect(() => {
    const scroller = list.current;
    const link = current ? scroller?.querySelectorAll('a')[current.index] : undefined;
    if (!scroller || !link || scroller.scrollWidth <= scroller.clientWidth) return;
    const box = scroller.getBoundingClientRect();
    const item = link.getBoundingClientRect();
    scroller.scrollLeft += item.left - box.left - (box.width - item.width) / 2;
  }, [current]);

  const className = useThemedClass(navigationStyles);
  // every item hidden (visibleTo) or refused: no empty landmark on the live site (the editor shows its placeholder)
  if (shown.length === 0 && !authoring) return null;
  return (
    <nav className={className} aria-label={ariaLabel?.trim() || 'My account'} data-account-navigation="">
      <ul ref={list} style={fadeMask(fade)} data-fade={[fade.left && 'left', fade.right && 'right'].filter(Boolean).join(' ') || undefined}>
        {shown.map(({ item, href }, index) => (
          <li key={`${index}:${href}`}>
            <a href={href} aria-current={index === current?.index ? (current.kind === 'page' ? 'page' : 'true') : undefined}>
              {item.icon && <NavIcon name={item.icon} />}
              <span>{item.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The scroller's edges fade where more items hide (a mask: only its alpha counts, no colour of the theme). */
function fadeMask({ left, right }: { left: boolean; right: boolean }): CSSProperties | undefined {
  if (!left && !right) return undefined;
  const stops = [left ? `transparent, black ${FADE}px` : 'black', right ? `black calc(100% - ${FADE}px), transparent` : 'black'];
  const mask = `linear-gradient(to right, ${stops.join(', ')})`;
  return { maskImage: mask, WebkitMaskImage: mask };
}
