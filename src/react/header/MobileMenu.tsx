import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTheme } from '../runtime/useTheme';
import { findNavPath, hasSubMenu, overlayMaxHeight, type HeaderLink, type NavItem } from '../../core/chrome/header';
import { useThemedClass } from '../runtime/useThemedClass';
import { Icon } from '../icons';
import { LanguageSelector } from '../languageSelector/LanguageSelector';
import type { LanguageLink } from '../../core/chrome/languages';
import { useCurrentProps, headerBottom, Promo, trackNavigation } from './navParts';
import { drawerStyles } from './mobileMenuStyles';
import { iconButtonStyles } from './styles';
import { fill, type HeaderLabels } from './labels';

export interface MobileMenuProps {
  id: string;
  items: NavItem[];
  secondary: NavItem[];
  onClose: () => void;
  /** the bottom bar: the login (or logout) link and the language selector */
  account?: HeaderLink & { action?: () => void };
  languages?: { links: LanguageLink[]; ariaLabel: string };
  labels: HeaderLabels;
}

/**
 * The mobile menu under the bar: one level at a time. An item with a menu opens its level; the
 * back button goes up one level; the close button (and Escape, and focus leaving the header,
 * handled by the header) closes it. The bottom bar holds the login link and the language
 * selector.
 */
export function MobileMenu({ id, items, secondary, onClose, account, languages, labels }: MobileMenuProps) {
  const currentProps = useCurrentProps();
  const className = useThemedClass(drawerStyles);
  const closeClass = useThemedClass(iconButtonStyles);
  const rtl = useTheme().direction === 'rtl';
  const [levelId, setLevelId] = useState<string>();
  const heading = useRef<HTMLHeadingElement>(null);
  const path = levelId ? findNavPath(items, levelId) : [];
  const current = path.at(-1);
  const list = current ? current.subNav : items;
  const misc = current ? current.miscNav : secondary;

  // A new level (down or back up): focus its heading, so focus never drops to the page and a
  // screen reader announces where the user is. Not on opening: focus stays on the hamburger.
  const navigated = useRef(false);
  useEffect(() => {
    if (navigated.current) heading.current?.focus();
  }, [levelId]);
  const go = (id: string | undefined) => {
    navigated.current = true;
    setLevelId(id);
  };

  // At most 90% of the window minus the header (the bar this menu hangs from).
  const drawer = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = drawer.current;
    if (!element) return;
    const fit = () => (element.style.height = `${overlayMaxHeight(window.innerHeight, headerBottom(element))}px`);
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, []);

  const back = () => go(path.length > 1 ? path.at(-2)!.id : undefined);

  return (
    <div id={id} ref={drawer} className={className} data-mobile-menu="">
      <div data-drawer-head="">
        {current ? (
          <>
            <button type="button" data-back="" onClick={back}>
              <Icon name={rtl ? 'chevron-right' : 'chevron-left'} />
              {labels.back}
            </button>
            <h2 ref={heading} tabIndex={-1}>
              {current.label}
            </h2>
          </>
        ) : (
          <h2 ref={heading} tabIndex={-1}>
            {labels.menu}
          </h2>
        )}
        <button type="button" className={closeClass} aria-label={labels.closeMenu} onClick={onClose} data-drawer-close="">
          <Icon name="close" />
        </button>
      </div>
      <div data-drawer-body="">
        <ul>
          {current?.linkUrl && (
            <li>
              <a data-drawer-item="" href={current.linkUrl} {...currentProps(current.linkUrl)} onClick={trackNavigation(current)}>
                {fill(labels.overview, { label: current.label })}
              </a>
            </li>
          )}
          {list.map((item) => (
            <li key={item.id}>
              {hasSubMenu(item) ? (
                <button type="button" data-drawer-item="" aria-expanded={false} aria-controls={id} onClick={() => go(item.id)}>
                  {item.label}
                  <Icon name={rtl ? 'chevron-left' : 'chevron-right'} />
                </button>
              ) : (
                <a data-drawer-item="" href={item.linkUrl} {...currentProps(item.linkUrl)} onClick={trackNavigation(item)}>
                  {item.label}
                </a>
              )}
            </li>
          ))}
        </ul>
        {misc.length > 0 && (
          <ul data-misc="">
            {misc.map((item) => (
              <li key={item.id}>
                <a data-drawer-item="" href={item.linkUrl} {...currentProps(item.linkUrl)} onClick={trackNavigation(item)}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        )}
        {current?.banner && (
          <div data-drawer-promo="">
            <Promo banner={current.banner} item={current} />
          </div>
        )}
      </div>
      {(account || languages) && (
        <div data-bottom-bar="">
          {account ? (
            account.action ? (
              <button type="button" data-login="" onClick={account.action}>
                <Icon name="logout" />
                {account.label}
              </button>
            ) : (
              <a data-login="" href={account.linkUrl}>
                <Icon name="account" />
                {account.label}
              </a>
            )
          ) : (
            <span />
          )}
          {languages && <LanguageSelector links={languages.links} ariaLabel={languages.ariaLabel} />}
        </div>
      )}
    </div>
  );
}
