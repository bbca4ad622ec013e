import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@emotion/serialize';

/** The accordion: a stack of heading buttons and panels, ruled by the theme's divider. */
export const accordionStyles = (theme: Theme): CSSObject => ({
  borderTop: `1px solid ${theme.palette.divider}`,
  '& [data-item]': { borderBottom: `1px solid ${theme.palette.divider}` },
  '& [data-heading]': { margin: 0, font: 'inherit' },
  '& [data-trigger]': {
    ...(theme.typography.h6 as CSSObject),
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(2),
    width: '100%',
    minHeight: 48, // touch target (44 px at least)
    margin: 0,
    padding: theme.spacing(1.5, 1),
    border: 0,
    borderRadius: 0,
    background: 'transparent',
    color: theme.palette.text.primary,
    fontWeight: theme.typography.fontWeightBold,
    textAlign: 'start',
    cursor: 'pointer',
    '@media (hover: hover)': { '&:hover': { color: theme.palette.primary.dark, background: theme.palette.action.hover } },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: -2, borderRadius: theme.shape.borderRadius },
    '&[aria-expanded="true"]': { color: theme.palette.primary.dark },
  },
  // The title is isolated (<bdi>): its punctuation follows its own text, its alignment the page.
  '& [data-title]': { flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' },
  '& [data-chevron]': {
    flex: '0 0 auto',
    width: 24,
    height: 24,
    fill: 'currentColor',
    '@media (prefers-reduced-motion: no-preference)': { transition: `transform ${theme.transitions.duration.short}ms ${theme.transitions.easing.easeInOut}` },
  },
  '& [aria-expanded="true"] [data-chevron]': { transform: 'rotate(180deg)' },
  '& [data-panel]': { padding: theme.spacing(0, 1, 2) },
  '& [data-panel][hidden]': { display: 'none' },
});

/** An item: the box around its own items, shown in the accordion's panel. */
export const itemStyles = (): CSSObject => ({ display: 'flow-root' });
