import type { Theme } from '@mui/material/styles';
import { alpha } from '../../themes/color';
import type { CSSObject } from '@emotion/serialize';
import { HEADER_HEIGHT, NAV_FADE_MS } from '../../core/chrome/header';

/**
 * The header's look, from the theme (module-level functions: useThemedClass caches by them): what
 * several parts share (the host, the bar, icon buttons, the menus' promo) and the frame Header
 * draws itself. Each part's own styles sit next to it: topBarStyles, noticeStyles,
 * desktopMenuStyles, subLayerStyles, mobileMenuStyles, actionsStyles.
 */

export const reducedMotion = '@media (prefers-reduced-motion: reduce)';
export const desktop = (theme: Theme) => theme.breakpoints.up('md');

/**
 * The host is sticky; its `top` is minus the height above the bar (health warning, notice), so
 * those scroll away and the bar stays. Scrolling down hides the bar, scrolling up brings it back.
 */
export const HEADER_HOST_CSS =
  ':host{position:sticky;top:calc(-1 * var(--brand-header-offset, 0px));z-index:1100;transition:transform 300ms ease}' +
  ':host([data-scroll-hidden]:not(:focus-within)){transform:translateY(-100%)}' +
  '@media (prefers-reduced-motion: reduce){:host{transition:none}}';

export const focusRing = (theme: Theme): CSSObject => ({
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
});

export const iconButtonStyles = (theme: Theme): CSSObject => ({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: 44,
  height: 44,
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  textDecoration: 'none',
  '& svg': { width: 24, height: 24, fill: 'currentColor' },
  '@media (hover: hover)': { '&:hover': { background: alpha(theme.palette.primary.main, 0.12) } },
  ...focusRing(theme),
});

export const barStyles = (theme: Theme): CSSObject => ({
  position: 'relative',
  zIndex: 2,
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(2),
  height: HEADER_HEIGHT.mobile,
  paddingInline: theme.spacing(2),
  background: theme.palette.background.paper,
  color: theme.palette.text.primary,
  borderBottom: `1px solid ${theme.palette.divider}`,
  [desktop(theme)]: { height: HEADER_HEIGHT.desktop, paddingInline: theme.spacing(5), gap: theme.spacing(4) },
  '& [data-actions]': { display: 'flex', alignItems: 'center', gap: theme.spacing(1), marginInlineStart: 'auto' },
  // A server render does not know the width: it writes both layouts, each shown by a media query.
  '& [data-layout-only]': { display: 'contents' },
  '& [data-layout-only="desktop"]': { [theme.breakpoints.down('md')]: { display: 'none' } },
  '& [data-layout-only="mobile"]': { [desktop(theme)]: { display: 'none' } },
  '& [data-back-link]': {
    color: theme.palette.primary.dark,
    fontWeight: theme.typography.fontWeightBold,
    textUnderlineOffset: '0.2em',
    borderRadius: 4,
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
  },
});

/** The promotional image of a menu. */
export const promoStyles = (theme: Theme): CSSObject => ({
  position: 'relative',
  display: 'block',
  overflow: 'hidden',
  borderRadius: 12,
  background: theme.palette.grey[100],
  color: theme.palette.text.primary,
  textDecoration: 'none',
  '& img': { display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' },
  '& [data-promo-text]': { padding: theme.spacing(3) },
  '& strong': { display: 'block', fontSize: '1.125rem', color: theme.palette.primary.dark },
  '& span': { color: theme.palette.text.secondary },
  ...focusRing(theme),
});

/** Behind an open menu: the page dimmed; a click closes the menu. */
export const backdropStyles = (): CSSObject => ({
  position: 'fixed',
  inset: 0,
  zIndex: 0,
  background: 'rgba(0, 0, 0, 0.4)',
  '@keyframes brand-header-fade': { from: { opacity: 0 }, to: { opacity: 1 } },
  animation: `brand-header-fade ${NAV_FADE_MS}ms ease`,
  [reducedMotion]: { animation: 'none' },
});

/** Utility links (second navigation) on desktop. */
export const utilityNavStyles = (theme: Theme): CSSObject => ({
  display: 'none',
  [desktop(theme)]: { display: 'flex' },
  '& ul': { display: 'flex', gap: theme.spacing(3), margin: 0, padding: 0, listStyle: 'none' },
  '& a': {
    color: theme.palette.text.secondary,
    fontSize: '0.9375rem',
    textDecoration: 'none',
    '@media (hover: hover)': { '&:hover': { color: theme.palette.primary.dark, textDecoration: 'underline' } },
    '&[aria-current="page"]': { color: theme.palette.primary.dark, fontWeight: theme.typography.fontWeightBold },
    borderRadius: 4,
    ...focusRing(theme),
  },
});
