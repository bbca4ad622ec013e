import { useLayoutEffect, useRef } from 'react';
import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@emotion/serialize';
import { SCROLL_THROTTLE_MS, throttle } from '../../core/chrome/scrolling';
import { stickyOffset, stickyPosition, stickyShowOn, stickyShownAfterScroll, stickyShownAtLoad, type StickyShowOn, type StickyPosition } from '../../core/motion/sticky';
import { useThemedClass } from '../runtime/useThemedClass';
import { useElement } from '../runtime/context';
import { pinnedFooterBanner, watchChrome, watchHeaderBar } from './chromeOffsets';

export interface StickyContainerProps {
  /** where the bar sticks: 'top' (below the header's bar) or 'bottom' (default; above the footer's pinned banner) */
  position?: StickyPosition | string;
  /** 'always' (default), 'scroll-up' or 'scroll-down': when the bar is shown */
  showOn?: StickyShowOn | string;
  /** shown only once the page is scrolled this many px (default 0) */
  offset?: number;
  /** only on phones and small tablets (below the theme's md breakpoint, where the header has its mobile layout) */
  mobileOnly?: boolean;
}

/** The bar: a surface of the theme, its items in a row, its edge towards the page shadowed. */
const barStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.spacing(2),
  paddingBlock: theme.spacing(1.5),
  paddingInline: theme.spacing(2),
  background: theme.palette.background.paper,
  color: theme.palette.text.primary,
  boxShadow: theme.shadows[8],
  '& > slot::slotted(*)': { flex: '1 1 auto', maxWidth: 480 },
  '&[data-position="bottom"]': { paddingBlockEnd: `calc(${theme.spacing(1.5)} + env(safe-area-inset-bottom, 0px))` },
  '&[data-mobile-only]': { [theme.breakpoints.up('md')]: { display: 'none' } },
});

/** Host attributes this component owns, removed again on unmount. */
const HOST_ATTRIBUTES = ['data-position', 'data-hidden', 'data-header-hidden', 'inert', 'aria-hidden'];

/**
 * A bar that sticks to the top or the bottom of the viewport (position: sticky on the host, so it
 * keeps its place in the page and never shifts layout) and shows or hides as the page scrolls.
 * Hidden, it slides off-screen and is inert and aria-hidden (out of the tab order); focus inside
 * keeps it shown. At the top it sits below the header's bar and follows it when the header hides;
 * at the bottom it stacks above the footer's pinned banner.
 */
export function StickyContainer({ position, showOn, offset, mobileOnly }: StickyContainerProps) {
  const { host, mode } = useElement();
  const className = useThemedClass(barStyles);
  const side = stickyPosition(position);
  const when = stickyShowOn(showOn);
  const from = stickyOffset(offset);
  // The editor shows the bar in place: an author must reach it.
  const editing = mode === 'edit';
  const state = useRef({ y: 0, shown: true, focused: false });

  useLayoutEffect(() => {
    host.setAttribute('data-position', side);
    const current = state.current;
    const apply = () => {
      const hidden = !editing && !current.shown && !current.focused;
      host.toggleAttribute('data-hidden', hidden);
      host.toggleAttribute('inert', hidden);
      if (hidden) host.setAttribute('aria-hidden', 'true');
      else host.removeAttribute('aria-hidden');
    };
    current.y = window.scrollY;
    current.shown = stickyShownAtLoad(when, from, current.y);
    apply();
    const update = throttle(() => {
      const y = window.scrollY;
      current.shown = stickyShownAfterScroll({ showOn: when, offset: from, previousY: current.y, y, wasShown: current.shown });
      current.y = y;
      apply();
    }, SCROLL_THROTTLE_MS);
    // Focus inside keeps the bar (a keyboard user tabbing into it while the page scrolls).
    const onFocus = () => {
      current.focused = host.matches(':focus-within');
      apply();
    };
    const onBlur = () => queueMicrotask(onFocus);
    window.addEventListener('scroll', update, { passive: true });
    host.addEventListener('focusin', onFocus);
    host.addEventListener('focusout', onBlur);
    return () => {
      window.removeEventListener('scroll', update);
      host.removeEventListener('focusin', onFocus);
      host.removeEventListener('focusout', onBlur);
      update.cancel();
      for (const name of HOST_ATTRIBUTES) host.removeAttribute(name);
    };
  }, [host, side, when, from, editing]);

  // Keep clear of the header's bar (top) or the footer's pinned banner (bottom): the header and the footer may
  // render after this element, and the banner is pinned per orientation (chromeOffsets.ts watches them).
  useLayoutEffect(() => {
    const stop =
      side === 'top'
        ? watchHeaderBar((bar, hidden) => {
            host.style.setProperty('--brand-sticky-top', `${bar}px`);
            host.toggleAttribute('data-header-hidden', hidden);
          })
        : watchChrome(() => {
            const banner = pinnedFooterBanner();
            host.style.setProperty('--brand-sticky-bottom', `${banner ? banner.offsetHeight : 0}px`);
            return banner ? [banner] : [];
          }, false);
    return () => {
      stop();
      host.style.removeProperty('--brand-sticky-top');
      host.style.removeProperty('--brand-sticky-bottom');
    };
  }, [host, side]);

  return (
    <div className={className} part="bar" data-position={side} {...(mobileOnly ? { 'data-mobile-only': '' } : {})}>
      <slot />
    </div>
  );
}
