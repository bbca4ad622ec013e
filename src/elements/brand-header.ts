import { defineElement } from './defineWithReact';
import { desktopCode, Header } from '../react/header/Header';
import { needsThemeIcons, themeIcons } from '../react/header/HeaderIcon';
import { HEADER_HOST_CSS } from '../react/header/styles';
import { BREAKPOINTS } from '../themes/tokens';

/**
 * The site header: health-warning banner, a notice banner per visitor type (dismissal kept for
 * `cookiePersistence` days), a skip-to-main-content link, and a sticky bar (56 px on phones,
 * 72 px from the md breakpoint) with the logo, up to three levels of navigation, the account
 * item (a menu when logged in, a login link when not) and the cart with its badge (above zero,
 * 99+ at most; the auto-delivery cart link for an auto-delivery cart). It hides when the page
 * scrolls down past it and comes back on scroll up. Desktop: sub-layers under the bar; phones:
 * a hamburger menu one level at a time with back and close buttons and a bottom bar with the
 * login link and the language selector. Every nav item honours `visibleTo`. Keyboard: the
 * WAI-ARIA disclosure navigation pattern (Escape closes and returns focus). Analytics:
 * `navigationMenu` on navigation links, `miniCartDisplay` on the cart.
 * Resource type: brand/components/header.
 */
export const BrandHeader = defineElement('brand-header', Header, {
  // Server-rendered, it is the anonymous visitor's header, final until used: its code loads on the first
  // touch, or at once for a member, a cart, a dismissed notice, or once the page scrolls (the bar hides).
  hydrate: { policy: 'interaction', wakeOn: ['scroll', 'visitor', 'cart', 'notice'] },
  // Its first render comes whole: the desktop layout's parts on a wide screen (a hydration draws both layouts, as the
  // server wrote them), and every theme icon when the account item's is authored and not one of its own.
  needs: (props, hydrating) => [
    (hydrating || matchMedia(`(min-width:${BREAKPOINTS.md}px)`).matches) && desktopCode,
    needsThemeIcons([props.mainNav?.userConfig?.userLogin?.icon, props.mainNav?.userConfig?.userLogout?.icon]) && themeIcons,
  ],
  props: {
    healthWarning: { type: 'json', description: '{ content (HTML), theme (light or dark), enableHealthWarning }' },
    headerNotice: {
      type: 'json',
      description:
        '{ enableNoticeBanner, content (HTML per visitor type: { LAS, LAU, "LAU-HAV", "LAU-HAV-DEV" }), textAlign, textVariant, theme, background, cookiePersistence (days), closeAriaLabel }',
    },
    skipToMainContentLink: { type: 'json', description: '{ linkUrl (default #main), label }' },
    mainNav: {
      type: 'json',
      description:
        '{ labels (the header words in the page language: menu, closeMenu, back, overview, cart, cartItems, account, logout, notice, closeNotice, secondaryNav, language), firstNavigation, secondNavigation (nav items { firstLabel, secondLabel, linkUrl, subNav, miscNav, banner { imagePath, title, subtitle, linkUrl }, visibleTo, bannerTracking }, three levels), logoConfig { imagePath, compactImagePath, altText, linkUrl }, userConfig { enableUserItem, ariaLabel, userLogin { icon, linkList }, userLogout { icon, linkList } }, cartConfig { enableCartItem, cartLink, autoDeliveryCartLink }, mobileConfig { loginLink, logoutLink }, displayHamburgerMenu, ariaLabel }',
    },
    languageSwitcher: { type: 'json', description: 'Language links ([{ title, link }] or [{ label, linkUrl }]); default: the root model languageSwitcher.' },
  },
  hostCss: HEADER_HOST_CSS,
  family: 'layout',
  budgetKiB: 104,
});
