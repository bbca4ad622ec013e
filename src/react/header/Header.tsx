import { useCallback, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useMediaQuery } from '../shared/useMediaQuery';
import { useTheme } from '../runtime/useTheme';
import { normalizeLinks, normalizeNavItems, visibleNavItems, HEADER_HEIGHT, SCROLL_CLOSE_PX, type CartConfig, type HeaderNotice } from '../../core/chrome/header';
import { normalizeLanguageLinks } from '../../core/chrome/languages';
import { pageConfig } from '../../core/stores/pageConfig';
import { visitorStore } from '../../core/stores/visitor';
import { isLoggedIn, logout } from '../../core/visitor/session';
import { useElement, usePageConfig, useServerMarkup } from '../runtime/context';
import { useThemedClass } from '../runtime/useThemedClass';
import { HeaderIcon } from './HeaderIcon';
import { CartLink, UserMenu, type UserConfig } from './HeaderActions';
import { lazyModule } from '../runtime/lazyModule';
import { useIdleFetch } from './navParts';
import { NoticeBanner } from './NoticeBanner';
import { useCurrentProps } from './navParts';
import { useHeaderScroll } from './useHeaderScroll';
import { headerLabels } from './labels';
import { backdropStyles, barStyles, iconButtonStyles, utilityNavStyles } from './styles';
import { HeaderTop, Logo } from './HeaderTop';

export interface HeaderProps {
  healthWarning?: { content?: string; theme?: string; enableHealthWarning?: boolean };
  headerNotice?: HeaderNotice;
  skipToMainContentLink?: { linkUrl?: string; label?: string };
  mainNav?: {
    firstNavigation?: unknown;
    secondNavigation?: unknown;
    logoConfig?: { imagePath?: string; compactImagePath?: string; altText?: string; linkUrl?: string };
    userConfig?: UserConfig;
    cartConfig?: CartConfig;
    mobileConfig?: { loginLink?: unknown; logoutLink?: unknown };
    displayHamburgerMenu?: boolean;
    ariaLabel?: string;
    /** the header's own words in the page's language (see ./labels.ts) */
    labels?: Record<string, string>;
  };
  /** the language links; defaults to the page's `languageSwitcher` */
  languageSwitcher?: unknown;
}

/**
 * The mobile menu's code (the drawer and its styles), which the first screen never shows: loaded once the
 * header is idle on a phone's layout, or when the visitor reaches for the menu button, whichever comes first.
 */
const mobileMenuCode = lazyModule(() => import('./MobileMenu'), 'brand-header: the mobile menu could not load; the menu button tries again.');

/**
 * What only the desktop layout draws at once (./DesktopParts.tsx: the navigation and the language selector). Its first
 * render on a wide screen, and a hydration, wait for it (brand-header's `needs`); a phone loads it only if its window
 * grows to the desktop layout.
 */
export const desktopCode = lazyModule(() => import('./DesktopParts'), 'brand-header: the desktop navigation could not load.');

const isLoggedInSnapshot = () => isLoggedIn();
/** What a server render shows (it knows no visitor), and so what hydration renders first. */
const loggedOutOnServer = () => false;

/**
 * The site header: health warning, notice banner per visitor type, then a sticky bar with the logo,
 * up to three levels of navigation (desktop sub-layers, a mobile menu one level at a time), the
 * account item and the cart with its badge. Keyboard and screen readers: the WAI-ARIA disclosure
 * navigation pattern (buttons with aria-expanded; Escape closes and gives focus back).
 */
export function Header({ healthWarning, headerNotice, skipToMainContentLink, mainNav, languageSwitcher }: HeaderProps) {
  const currentProps = useCurrentProps();
  const { host, authoring } = useElement();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  // On the server the width is unknown: both layouts are written, each shown by a media query (no
  // layout changes when the browser hydrates them, then renders only the one that applies).
  const server = useServerMarkup();
  const showDesktop = server || desktop;
  const showMobile = server || !desktop;
  // Each layout in a box of its own (display: contents) everywhere, so the one that stays after hydration keeps its nodes.
  const only = (layout: 'desktop' | 'mobile', content: ReactNode) => <div data-layout-only={layout}>{content}</div>;
  const visitor = useSyncExternalStore(visitorStore.subscribe, visitorStore.getSnapshot, visitorStore.getInitialSnapshot);
  const loggedIn = useSyncExternalStore(visitorStore.subscribe, isLoggedInSnapshot, loggedOutOnServer);
  const config = usePageConfig();
  const [openId, setOpenId] = useState<string>();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [MobileMenu, setMobileMenu] = useState(() => mobileMenuCode.loaded()?.MobileMenu);
  const loadMobileMenu = useCallback(() => mobileMenuCode.use((module) => setMobileMenu(() => module.MobileMenu)), []);
  const [desktopParts, setDesktopParts] = useState(desktopCode.loaded);
  useEffect(() => {
    if (showDesktop && !desktopParts) desktopCode.use(setDesktopParts);
  }, [showDesktop, desktopParts]);
  const bar = useRef<HTMLDivElement>(null);
  const header = useRef<HTMLElement>(null);
  const hamburger = useRef<HTMLButtonElement>(null);
  const menuId = `${useId()}-mobile-menu`;
  const barHeight = desktop ? HEADER_HEIGHT.desktop : HEADER_HEIGHT.mobile;

  const first = useMemo(() => visibleNavItems(normalizeNavItems(mainNav?.firstNavigation), visitor, authoring), [mainNav?.firstNavigation, visitor, authoring]);
  const second = useMemo(() => visibleNavItems(normalizeNavItems(mainNav?.secondNavigation, 1, 'nav2'), visitor, authoring), [mainNav?.secondNavigation, visitor, authoring]);
  const languages = normalizeLanguageLinks(languageSwitcher ?? config.languageSwitcher);
  const loginLink = normalizeLinks(mainNav?.mobileConfig?.loginLink)[0];
  const logoutLink = normalizeLinks(mainNav?.mobileConfig?.logoutLink)[0];
  const menuOpen = mobileOpen || openId !== undefined;
  const labels = useMemo(() => headerLabels(mainNav?.labels), [mainNav?.labels]);

  /** Closes whichever menu is open; with focusTrigger, focus goes back to the button that opened it. */
  const close = (focusTrigger = false) => {
    if (focusTrigger && openId) host.shadowRoot?.querySelector<HTMLElement>(`[aria-controls="${openId}-panel"]`)?.focus();
    else if (focusTrigger && mobileOpen) hamburger.current?.focus();
    setOpenId(undefined);
    setMobileOpen(false);
  };

  // Scrolling the page closes an open menu (a jitter of a few pixels, as layout settles, does not);
  // focus inside the header goes back to the menu's button.
  const openedAtY = useRef(0);
  useEffect(() => {
    if (menuOpen) openedAtY.current = window.scrollY;
  }, [menuOpen]);
  const focusInHeader = () => host.shadowRoot?.activeElement != null;
  const onPageScroll = () => {
    if (menuOpen && Math.abs(window.scrollY - openedAtY.current) > SCROLL_CLOSE_PX) close(focusInHeader());
  };
  const { compact } = useHeaderScroll(host, bar, { paused: menuOpen, onScroll: onPageScroll });

  // Crossing the breakpoint closes whatever was open in the other layout. Adjusted while
  // rendering, not in an effect: a mount effect would run after a transition's commit, later than
  // a quick first click, and close the menu that click opened.
  const [layout, setLayout] = useState(desktop);
  if (layout !== desktop) {
    setLayout(desktop);
    setOpenId(undefined);
    setMobileOpen(false);
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && menuOpen) {
      event.stopPropagation();
      close(true);
    }
  };
  // Mobile: keyboard focus leaving the header closes the menu. A blur to nowhere (a tap on a
  // non-focusable spot; Safari does not focus tapped buttons) is not leaving.
  const onBlur = (event: FocusEvent) => {
    if (!mobileOpen) return;
    const next = event.relatedTarget as Node | null;
    if (next && !header.current?.contains(next)) setMobileOpen(false);
  };

  const barClass = useThemedClass(barStyles);
  const buttonClass = useThemedClass(iconButtonStyles);
  const backdropClass = useThemedClass(backdropStyles);
  const utilityClass = useThemedClass(utilityNavStyles);
  const navLabel = mainNav?.ariaLabel || 'Main';
  const showHamburger = showMobile && mainNav?.displayHamburgerMenu !== false && (first.length > 0 || second.length > 0);
  // (The hamburger is there only in a phone's layout.)
  useIdleFetch(!MobileMenu && showHamburger, loadMobileMenu);
  const account = loggedIn
    ? { label: logoutLink?.label ?? labels.logout, linkUrl: logoutLink?.linkUrl ?? '/', visibleTo: [], action: () => (logout(), location.assign(logoutLink?.linkUrl ?? '/')) }
    : loginLink;

  return (
    <header ref={header} onKeyDown={onKeyDown} onBlur={onBlur} data-header="">
      <HeaderTop skip={skipToMainContentLink} healthWarning={healthWarning} />
      <NoticeBanner notice={headerNotice} authoring={authoring} labels={labels} />
      <div ref={bar} className={barClass} data-bar="" data-compact={compact ? '' : undefined}>
        {showHamburger &&
          only(
            'mobile',
            <button
              ref={hamburger}
              type="button"
              className={buttonClass}
              aria-label={labels.menu}
              aria-expanded={mobileOpen}
              aria-controls={menuId}
              onClick={() => {
                if (mobileOpen) return setMobileOpen(false);
                // Opened once its code is there (at once, unless the visitor was quicker than the idle fetch).
                mobileMenuCode.use((module) => {
                  setMobileMenu(() => module.MobileMenu);
                  setMobileOpen(true);
                });
              }}
              onPointerDown={loadMobileMenu}
              onFocus={loadMobileMenu}
              data-hamburger=""
            >
              <HeaderIcon name="menu" />
            </button>,
          )}
        {/* Right after its button, so Tab goes from the button into the menu. */}
        {!desktop && mobileOpen && MobileMenu && (
          <MobileMenu
            id={menuId}
            items={first}
            secondary={second}
            onClose={() => close(true)}
            account={account}
            languages={languages.length > 1 ? { links: languages, ariaLabel: labels.language } : undefined}
            labels={labels}
          />
        )}
        <Logo config={mainNav?.logoConfig} compact={compact} />
        {showDesktop &&
          desktopParts &&
          first.length > 0 &&
          only(
            'desktop',
            <desktopParts.DesktopMenu
              items={first}
              openId={openId}
              onToggle={(id) => setOpenId((current) => (current === id ? undefined : id))}
              label={navLabel}
              onClose={() => close(true)}
              labels={labels}
            />,
          )}
        <div data-actions="">
          {showDesktop &&
            second.length > 0 &&
            only(
              'desktop',
              <nav className={utilityClass} aria-label={labels.secondaryNav}>
                <ul>
                  {second.map((item) => (
                    <li key={item.id}>
                      <a href={item.linkUrl} {...currentProps(item.linkUrl)}>
                        {item.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>,
            )}
          {showDesktop && desktopParts && languages.length > 1 && only('desktop', <desktopParts.LanguageSelector links={languages} ariaLabel={labels.language} />)}
          <UserMenu
            config={mainNav?.userConfig}
            loggedIn={loggedIn}
            loginLink={loginLink}
            logoutLink={logoutLink}
            headerHeight={barHeight}
            authoring={authoring}
            labels={labels}
          />
          <CartLink config={mainNav?.cartConfig} labels={labels} />
        </div>
      </div>
      {menuOpen && <div className={backdropClass} onClick={() => close()} aria-hidden="true" data-header-backdrop="" />}
    </header>
  );
}
