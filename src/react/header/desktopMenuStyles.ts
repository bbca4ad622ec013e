import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@emotion/serialize';
import { NAV_FADE_MS } from '../../core/chrome/header';
import { reducedMotion } from './styles';

/** The desktop menu (DesktopMenu): the first level in the bar (its sub-layer's styles: subLayerStyles.ts). */

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
