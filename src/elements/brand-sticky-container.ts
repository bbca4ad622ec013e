import { defineElement } from './defineWithReact';
import { StickyContainer } from '../react/stickyContainer/StickyContainer';
import { stickyHostAtTop, STICKY_TRANSITION_MS, STICKY_Z_INDEX } from '../core/motion/sticky';

const slide = `transform ${STICKY_TRANSITION_MS}ms ease`;
/**
 * The host is sticky, so it keeps its place in the page (nothing shifts) and sticks only within
 * its parent. Layer 1000: above the content and the footer's pinned banner (800), below the header
 * (1100). Hidden, it slides past its edge and then turns invisible; a top bar follows the header's
 * bar up when the header hides (the header's own 300 ms).
 */
const HOST_CSS =
  `:host{position:sticky;z-index:${STICKY_Z_INDEX};transition:${slide},visibility 0s}` +
  ':host([data-position="top"]){top:var(--brand-sticky-top,0px)}' +
  ':host([data-position="bottom"]){bottom:var(--brand-sticky-bottom,0px)}' +
  ':host([data-position="top"][data-header-hidden]){transform:translateY(calc(-1 * var(--brand-sticky-top,0px)));transition:transform 300ms ease}' +
  ':host([data-position="top"][data-hidden]){transform:translateY(calc(-100% - var(--brand-sticky-top,0px)))}' +
  ':host([data-position="bottom"][data-hidden]){transform:translateY(calc(100% + var(--brand-sticky-bottom,0px)))}' +
  `:host([data-hidden]){visibility:hidden;transition:${slide},visibility 0s ${STICKY_TRANSITION_MS}ms}` +
  '@media (prefers-reduced-motion: reduce){:host,:host([data-hidden]),:host([data-header-hidden]){transition:none}}';

/**
 * A bar holding its items (`:items`, light DOM; e.g. a "Shop now" button) that sticks to the top
 * or the bottom of the viewport and shows or hides as the page scrolls (`showOn`: always,
 * scroll-up or scroll-down, once past `offset` px), like the header's hide-on-scroll. A top bar
 * sits below the header's bar and never covers it; a bottom bar stacks above the footer's pinned
 * banner. Hidden, it slides off-screen and is inert and aria-hidden; focus inside keeps it shown.
 * `mobileOnly` shows it only below the md breakpoint. Resource type: brand/components/sticky-container.
 */
export const BrandStickyContainer = defineElement('brand-sticky-container', StickyContainer, {
  // It places and hides itself by the page's scroll: a server writes its host as it starts at the top of the
  // page, and its code loads once the page scrolls (or the bar is used).
  hydrate: { policy: 'interaction', wakeOn: ['scroll'] },
  serverAttributes: (props, mode) => ({ host: stickyHostAtTop(props, mode === 'edit') }),
  props: {
    position: { type: 'string', description: "'top' (below the header's bar) or 'bottom' (default)." },
    showOn: { type: 'string', description: "'always' (default), 'scroll-up' or 'scroll-down': when the bar is shown." },
    offset: { type: 'number', description: 'Shown only once the page is scrolled this many px (default 0).' },
    mobileOnly: { type: 'boolean', description: 'Only on phones and small tablets (below 900 px).' },
  },
  slots: [{ name: '', description: 'The items of the bar.' }],
  parts: [{ name: 'bar', description: 'The bar (a surface of the theme).' }],
  hostCss: HOST_CSS,
  family: 'timing-and-motion',
  container: true,
  budgetKiB: 92,
});
