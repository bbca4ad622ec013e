import { useId, useRef, useState, useSyncExternalStore } from 'react';
import { cartBadge, cartHref, normalizeLinks, overlayMaxHeight, type CartConfig, type HeaderLink } from '../../core/chrome/header';
import { localCartStore } from '../../core/stores/localCart';
import { pageConfig } from '../../core/stores/pageConfig';
import { visitorStore } from '../../core/stores/visitor';
import { isVisibleTo } from '../../core/visitor/visibleTo';
import { logout } from '../../core/visitor/session';
import { pushEvent } from '../../core/analytics/dataLayer';
import { ANALYTICS_EVENTS } from '../../core/analytics/events';
import { useThemedClass } from '../runtime/useThemedClass';
import { HeaderIcon, needsThemeIcons, themeIcons } from './HeaderIcon';
import { usePointerDownOutside } from '../shared/usePointerDownOutside';
import { actionWrapStyles, badgeStyles, userMenuStyles } from './actionsStyles';
import { iconButtonStyles } from './styles';
import { DEFAULT_HEADER_LABELS, fill, type HeaderLabels } from './labels';
import { usePageConfig } from '../runtime/context';

export interface UserConfig {
  enableUserItem?: boolean;
  ariaLabel?: string;
  /** logged in: the account menu (`icon`, `linkList` of `{ label, linkUrl, icon }`) */
  userLogin?: { icon?: string; linkList?: unknown };
  /** logged out: the login links; the icon links to the first */
  userLogout?: { icon?: string; linkList?: unknown };
}

/**
 * The user item: when logged in (identity and token cookies), a button opening the account
 * menu anchored to it, ending with "Log out"; when not, a plain link to the first login link.
 */
export function UserMenu({
  config,
  loggedIn,
  loginLink,
  logoutLink,
  headerHeight,
  authoring,
  labels = DEFAULT_HEADER_LABELS,
}: {
  config: UserConfig | undefined;
  loggedIn: boolean;
  loginLink: HeaderLink | undefined;
  logoutLink: HeaderLink | undefined;
  headerHeight: number;
  authoring: boolean;
  labels?: HeaderLabels;
}) {
  const visitor = useSyncExternalStore(visitorStore.subscribe, visitorStore.getSnapshot, visitorStore.getInitialSnapshot);
  const [open, setOpen] = useState(false);
  const id = useId();
  const wrap = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const buttonClass = useThemedClass(iconButtonStyles);
  const menuClass = useThemedClass(userMenuStyles);
  const wrapClass = useThemedClass(actionWrapStyles);

  usePointerDownOutside(open, wrap, () => setOpen(false));

  if (!config?.enableUserItem) return null;
  const label = config.ariaLabel || labels.account;
  if (!loggedIn) {
    const first = normalizeLinks(config.userLogout?.linkList)[0] ?? loginLink;
    if (!first) return null;
    return (
      <a className={buttonClass} href={first.linkUrl} aria-label={first.label} data-user-item="login">
        <HeaderIcon name={config.userLogout?.icon || 'account'} />
      </a>
    );
  }
  const links = normalizeLinks(config.userLogin?.linkList).filter((link) => isVisibleTo(link.visibleTo, visitor, authoring));
  // The menu's authored icons start loading as the visitor reaches for its button.
  const preloadIcons = () => needsThemeIcons(links.map((link) => link.icon)) && themeIcons.preload();
  return (
    <div
      className={wrapClass}
      ref={wrap}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        setOpen(false);
        trigger.current?.focus();
      }}
    >
      <button
        ref={trigger}
        type="button"
        className={buttonClass}
        aria-label={label}
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        onClick={() => setOpen((value) => !value)}
        onPointerEnter={preloadIcons}
        onFocus={preloadIcons}
        data-user-item="menu"
      >
        <HeaderIcon name={config.userLogin?.icon || 'account'} />
      </button>
      {open && (
        <div id={`${id}-menu`} className={menuClass} style={{ maxHeight: overlayMaxHeight(window.innerHeight, headerHeight) }} data-user-menu="">
          <ul>
            {links.map((link) => (
              <li key={`${link.linkUrl}|${link.label}`}>
                <a href={link.linkUrl}>
                  {link.icon && <HeaderIcon name={link.icon} />}
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <button
            type="button"
            data-logout=""
            onClick={() => {
              logout();
              location.assign(logoutLink?.linkUrl ?? '/');
            }}
          >
            <HeaderIcon name="logout" />
            {logoutLink?.label ?? labels.logout}
          </button>
        </div>
      )}
    </div>
  );
}

/** The cart icon: the badge only above zero (99+ at most), the auto-delivery cart link for such a cart. */
export function CartLink({ config, labels = DEFAULT_HEADER_LABELS }: { config: CartConfig | undefined; labels?: HeaderLabels }) {
  const ariaLabel = labels.cart;
  const cart = useSyncExternalStore(localCartStore.subscribe, localCartStore.getSnapshot, localCartStore.getInitialSnapshot);
  const page = usePageConfig();
  const buttonClass = useThemedClass(iconButtonStyles);
  const badgeClass = useThemedClass(badgeStyles);
  if (!config?.enableCartItem) return null;
  const href = cartHref(config, cart, page.autoDeliveryTypeId);
  if (!href) return null;
  const badge = cartBadge(cart.totalUnitCount);
  const name = badge.shown ? `${ariaLabel}, ${fill(labels.cartItems, { count: badge.text })}` : ariaLabel;
  return (
    <a
      className={buttonClass}
      href={href}
      aria-label={name}
      data-cart-link=""
      onClick={() => pushEvent(ANALYTICS_EVENTS.miniCartDisplay, { totalUnitCount: cart.totalUnitCount, cartLink: href })}
    >
      <HeaderIcon name="cart" />
      {badge.shown && (
        <span className={badgeClass} aria-hidden="true" data-cart-badge="">
          {badge.text}
        </span>
      )}
    </a>
  );
}
