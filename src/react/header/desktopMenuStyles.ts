import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@emotion/serialize';
import { NAV_FADE_MS } from '../../core/chrome/header';
import { reducedMotion } from './styles';

/** The desktop menu (DesktopMenu): the first level in the bar and the sub-layer under it. */

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
