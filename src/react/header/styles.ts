import { alpha, type Theme } from '@mui/material/styles';
import type { CSSObject } from '@emotion/serialize';
import { HEADER_HEIGHT, NAV_FADE_MS } from '../../core/chrome/header';

/** The header's look, from the theme (module-level functions: useThemedClass caches by them). */

const reducedMotion = '@media (prefers-reduced-motion: reduce)';
const desktop = (theme: Theme) => theme.breakpoints.up('md');

/**
 * The host is sticky; its `top` is minus the height above the bar (health warning, notice), so
 * those scroll away and the bar stays. Scrolling down hides the bar, scrolling up brings it back.
 */
export const HEADER_HOST_CSS =
  ':host{position:sticky;top:calc(-1 * var(--brand-header-offset, 0px));z-index:1100;transition:transform 300ms ease}' +
  ':host([data-scroll-hidden]:not(:focus-within)){transform:translateY(-100%)}' +
  '@media (prefers-reduced-motion: reduce){:host{transition:none}}';

const focusRing = (theme: Theme): CSSObject => ({
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
});

export const skipLinkStyles = (theme: Theme): CSSObject => ({
  position: 'absolute',
  insetInlineStart: theme.spacing(2),
  top: theme.spacing(2),
  zIndex: 2,
  padding: `${theme.spacing(2)} ${theme.spacing(3)}`,
  borderRadius: 8,
  background: theme.palette.primary.dark,
  color: theme.palette.getContrastText(theme.palette.primary.dark),
  fontWeight: theme.typography.fontWeightBold,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none', outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
});

export const noticeStyles = (theme: Theme): CSSObject => ({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  // Spec: the notice is at least 20% of the window height.
  minHeight: '20vh',
  padding: `${theme.spacing(3)} ${theme.spacing(7)}`,
  background: theme.palette.grey[100],
  color: theme.palette.text.primary,
  '&[data-theme="dark"]': { background: theme.palette.primary.dark, color: theme.palette.getContrastText(theme.palette.primary.dark) },

  '& [data-notice-text]': { maxWidth: '60rem', width: '100%' },
  '& [data-notice-text] p': { margin: 0 },
  '& [data-notice-text] a': { color: theme.palette.primary.dark, textUnderlineOffset: '0.2em' },
  '&[data-theme="dark"] [data-notice-text] a': { color: 'inherit' },
  '&[data-align="left"] [data-notice-text]': { textAlign: 'start' },
  '&[data-align="center"] [data-notice-text]': { textAlign: 'center' },
  '&[data-align="right"] [data-notice-text]': { textAlign: 'end' },
  '&[data-variant="body2"] [data-notice-text]': { ...(theme.typography.body2 as CSSObject) },
  '&[data-variant="h6"] [data-notice-text]': { ...(theme.typography.h6 as CSSObject) },
  '& > button': {
    position: 'absolute',
    insetInlineEnd: theme.spacing(2),
    top: theme.spacing(2),
  },
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

/** The cart count: shown only above zero, 99+ at most (section 5). */
export const badgeStyles = (theme: Theme): CSSObject => ({
  position: 'absolute',
  top: 2,
  insetInlineEnd: 0,
  minWidth: 20,
  height: 20,
  padding: '0 5px',
  borderRadius: 10,
  background: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  fontSize: '0.75rem',
  fontWeight: theme.typography.fontWeightBold,
  lineHeight: '20px',
  textAlign: 'center',
  boxShadow: `0 0 0 2px ${theme.palette.background.paper}`,
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
  '& [data-back-link]': {
    color: theme.palette.primary.dark,
    fontWeight: theme.typography.fontWeightBold,
    textUnderlineOffset: '0.2em',
    borderRadius: 4,
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
  },
});

export const logoStyles = (theme: Theme): CSSObject => ({
  display: 'inline-flex',
  alignItems: 'center',
  flex: 'none',
  height: 44,
  color: theme.palette.primary.dark,
  textDecoration: 'none',
  fontSize: '1.625rem',
  fontWeight: 800,
  letterSpacing: '0.04em',
  transition: `font-size ${NAV_FADE_MS}ms ease, height ${NAV_FADE_MS}ms ease`,
  '& img': { display: 'block', height: 32, width: 'auto', transition: `height ${NAV_FADE_MS}ms ease` },
  '&[data-compact]': { fontSize: '1.25rem', '& img': { height: 24 } },
  [desktop(theme)]: { fontSize: '1.875rem', '& img': { height: 40 }, '&[data-compact]': { fontSize: '1.375rem', '& img': { height: 28 } } },
  borderRadius: 4,
  ...focusRing(theme),
  [reducedMotion]: { transition: 'none', '& img': { transition: 'none' } },
});

/** Desktop: the first navigation level in the bar. */
export const topNavStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  alignSelf: 'stretch',
  '& > ul': { display: 'flex', alignItems: 'stretch', gap: theme.spacing(1), margin: 0, padding: 0, listStyle: 'none' },
  '& > ul > li': { display: 'flex' },
  '& [data-top-item]': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 4,
    margin: 0,
    padding: `0 ${theme.spacing(2)}`,
    border: 0,
    borderBottom: '3px solid transparent',
    background: 'transparent',
    color: theme.palette.text.primary,
    font: 'inherit',
    fontWeight: theme.typography.fontWeightBold,
    fontSize: '1rem',
    textDecoration: 'none',
    cursor: 'pointer',
    '& svg': { width: 20, height: 20, fill: 'currentColor', transition: `transform ${NAV_FADE_MS}ms ease` },
    '&[aria-expanded="true"]': { borderBottomColor: theme.palette.primary.main, color: theme.palette.primary.dark },
    '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
    '&[aria-current="page"]': { borderBottomColor: theme.palette.primary.dark },
    '@media (hover: hover)': { '&:hover': { color: theme.palette.primary.dark, borderBottomColor: theme.palette.primary.main } },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: -4 },
  },
  '& [data-second-label]': { fontWeight: 400, color: theme.palette.text.secondary, fontSize: '0.875rem' },
});

/** Desktop: the sub-layer under the bar (height animated to content + 129 px). */
export const panelStyles = (theme: Theme): CSSObject => ({
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  zIndex: 1,
  overflow: 'hidden auto',
  overscrollBehavior: 'contain',
  background: theme.palette.background.paper,
  borderBottom: `1px solid ${theme.palette.divider}`,
  boxShadow: '0 16px 32px rgba(0, 0, 0, 0.12)',
  transitionProperty: 'height',
  transitionTimingFunction: 'ease',
  [reducedMotion]: { transitionDuration: '0ms !important' },
  '& [data-panel-inner]': {
    display: 'grid',
    gridTemplateColumns: 'minmax(12rem, 16rem) minmax(12rem, 16rem) minmax(10rem, 14rem) minmax(14rem, 1fr)',
    gap: theme.spacing(5),
    maxWidth: 1536,
    margin: '0 auto',
    padding: `${theme.spacing(5)} ${theme.spacing(9)} 0 ${theme.spacing(5)}`,
  },
  '& h2': {
    margin: `0 0 ${theme.spacing(2)}`,
    fontSize: '0.8125rem',
    letterSpacing: '0.08em',
    textTransform: 'uppercase',
    color: theme.palette.text.secondary,
  },
  '& ul': { margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 2 },
  '& [data-sub-item]': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    width: '100%',
    margin: 0,
    padding: `${theme.spacing(2)} ${theme.spacing(2)}`,
    border: 0,
    borderRadius: 8,
    background: 'transparent',
    color: theme.palette.text.primary,
    font: 'inherit',
    fontSize: '1rem',
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
    '& svg': { width: 20, height: 20, fill: 'currentColor', flex: 'none' },
    '&[aria-expanded="true"], &[aria-current="page"]': { background: theme.palette.grey[100], color: theme.palette.primary.dark, fontWeight: theme.typography.fontWeightBold },
    '@media (hover: hover)': { '&:hover': { background: theme.palette.grey[100], color: theme.palette.primary.dark } },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: -2 },
  },
  '& [data-misc] [data-sub-item]': { fontSize: '0.9375rem', color: theme.palette.text.secondary },
  '& [data-panel-close]': { position: 'absolute', top: theme.spacing(3), insetInlineEnd: theme.spacing(3) },
  '& [data-second-label]': { display: 'block', fontSize: '0.8125rem', color: theme.palette.text.secondary, fontWeight: 400 },
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

/** Mobile: the menu under the bar, one level at a time. */
export const drawerStyles = (theme: Theme): CSSObject => ({
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  zIndex: 1,
  display: 'flex',
  flexDirection: 'column',
  background: theme.palette.background.paper,
  boxShadow: '0 16px 32px rgba(0, 0, 0, 0.16)',
  '@keyframes brand-header-fade': { from: { opacity: 0 }, to: { opacity: 1 } },
  animation: `brand-header-fade ${NAV_FADE_MS}ms ease`,
  [reducedMotion]: { animation: 'none' },
  '& [data-drawer-head]': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    minHeight: 56,
    paddingInline: theme.spacing(2),
    borderBottom: `1px solid ${theme.palette.divider}`,
  },
  '& [data-drawer-head] h2': { flex: 1, margin: 0, fontSize: '1.125rem', color: theme.palette.primary.dark },
  '& [data-back]': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 4,
    minHeight: 44,
    padding: `0 ${theme.spacing(2)} 0 ${theme.spacing(1)}`,
    border: 0,
    borderRadius: 22,
    background: 'transparent',
    color: theme.palette.primary.dark,
    font: 'inherit',
    fontWeight: theme.typography.fontWeightBold,
    cursor: 'pointer',
    '& svg': { width: 24, height: 24, fill: 'currentColor' },
    ...focusRing(theme),
  },
  '& [data-drawer-body]': { flex: 1, overflowY: 'auto', overscrollBehavior: 'contain', padding: `${theme.spacing(2)} 0` },
  '& ul': { margin: 0, padding: 0, listStyle: 'none' },
  '& [data-drawer-item]': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    width: '100%',
    minHeight: 52,
    margin: 0,
    padding: `${theme.spacing(2)} ${theme.spacing(4)}`,
    border: 0,
    borderBottom: `1px solid ${theme.palette.grey[100]}`,
    background: 'transparent',
    color: theme.palette.text.primary,
    font: 'inherit',
    fontSize: '1.0625rem',
    fontWeight: theme.typography.fontWeightBold,
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
    '& svg': { width: 24, height: 24, fill: 'currentColor', flex: 'none' },
    '&[aria-current="page"]': { color: theme.palette.primary.dark, boxShadow: `inset 4px 0 0 ${theme.palette.primary.main}` },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: -2 },
  },
  '& [data-misc] [data-drawer-item]': { fontWeight: 400, fontSize: '1rem', color: theme.palette.text.secondary, minHeight: 44 },
  '& [data-drawer-promo]': { padding: theme.spacing(4) },
  '& [data-bottom-bar]': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: theme.spacing(2),
    minHeight: 64,
    padding: `${theme.spacing(2)} ${theme.spacing(4)}`,
    background: theme.palette.grey[100],
    borderTop: `1px solid ${theme.palette.divider}`,
  },
  '& [data-login]': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    minHeight: 44,
    color: theme.palette.primary.dark,
    fontWeight: theme.typography.fontWeightBold,
    textDecoration: 'none',
    background: 'transparent',
    border: 0,
    font: 'inherit',
    cursor: 'pointer',
    padding: 0,
    '& svg': { width: 24, height: 24, fill: 'currentColor' },
    ...focusRing(theme),
  },
});

/** The account menu, anchored under the user icon. */
export const userMenuStyles = (theme: Theme): CSSObject => ({
  position: 'absolute',
  top: 'calc(100% + 4px)',
  insetInlineEnd: 0,
  zIndex: 3,
  minWidth: '15rem',
  overflowY: 'auto',
  padding: theme.spacing(2),
  borderRadius: 12,
  background: theme.palette.background.paper,
  boxShadow: '0 12px 32px rgba(0, 0, 0, 0.18)',
  border: `1px solid ${theme.palette.divider}`,
  '& ul': { margin: 0, padding: 0, listStyle: 'none' },
  '& a, & button': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(2),
    width: '100%',
    minHeight: 44,
    padding: `0 ${theme.spacing(2)}`,
    border: 0,
    borderRadius: 8,
    background: 'transparent',
    color: theme.palette.text.primary,
    font: 'inherit',
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
    '& svg': { width: 20, height: 20, fill: theme.palette.primary.dark },
    '@media (hover: hover)': { '&:hover': { background: theme.palette.grey[100] } },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: -2 },
  },
  '& [data-logout]': { marginTop: theme.spacing(1), borderTop: `1px solid ${theme.palette.divider}`, borderRadius: 0, color: theme.palette.primary.dark, fontWeight: theme.typography.fontWeightBold },
});

export const actionWrapStyles = (): CSSObject => ({ position: 'relative', display: 'inline-flex' });

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
