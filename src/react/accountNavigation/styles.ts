import type { Theme } from '@mui/material/styles';
import { alpha } from '../../themes/color';
import type { CSSObject } from '@emotion/serialize';

export const FADE = 32;
/** a link's focus ring reaches this far outside it: a 2 px outline at a 2 px offset */
const FOCUS_RING = 4;

/**
 * The account menu. Phones: one row that scrolls sideways (snap, 44 px targets, the edges fade where more items
 * hide: a mask set inline from the scroll position, physical, out of reach of the right-to-left style flip). From `md`: a column of links
 * (the panel puts it in a sticky side column). The current page: the primary colour, a bar on its start edge
 * (phones: below it). Theme tokens only; logical properties, so right to left mirrors.
 */
export const navigationStyles = (theme: Theme): CSSObject => ({
  fontFamily: theme.typography.fontFamily,
  color: theme.palette.text.primary,
  '& ul': {
    display: 'flex',
    gap: theme.spacing(1),
    margin: 0,
    // room for a link's focus ring (2 px outline, 2 px offset) inside the scroller, which clips what overflows it
    padding: FOCUS_RING,
    listStyle: 'none',
    overflowX: 'auto',
    scrollSnapType: 'x proximity',
    scrollPaddingInline: FADE,
    scrollbarWidth: 'none',
    '&::-webkit-scrollbar': { display: 'none' },
  },
  '& li': { flex: '0 0 auto', scrollSnapAlign: 'start', display: 'flex' },
  '& a': {
    ...(theme.typography.body2 as CSSObject),
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    boxSizing: 'border-box',
    minHeight: 44,
    padding: theme.spacing(1, 2),
    borderRadius: Number(theme.shape.borderRadius) * 2,
    border: `1px solid ${theme.palette.divider}`,
    background: theme.palette.background.paper,
    color: theme.palette.text.primary,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    transition: theme.transitions.create(['background-color', 'color', 'border-color'], { duration: theme.transitions.duration.shorter }),
    '& svg': { flex: '0 0 auto', fontSize: 20, color: theme.palette.text.secondary },
    '&:hover': { background: theme.palette.action.hover },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: FOCUS_RING - 2 },
    '&[aria-current]': {
      borderColor: theme.palette.primary.main,
      background: alpha(theme.palette.primary.main, 0.1),
      color: theme.palette.text.primary,
      fontWeight: theme.typography.fontWeightBold,
      boxShadow: `inset 0 -3px 0 ${theme.palette.primary.main}`,
      '& svg': { color: theme.palette.primary.main },
    },
  },
  [theme.breakpoints.up('md')]: {
    '& ul': {
      flexDirection: 'column',
      gap: theme.spacing(0.5),
      overflowX: 'visible',
      padding: 0,
    },
    '& li': { display: 'block' },
    '& a': {
      ...(theme.typography.body1 as CSSObject),
      minHeight: 48,
      border: 0,
      // the bar on the start edge (logical: on the right in right to left)
      borderInlineStart: '3px solid transparent',
      borderRadius: 0,
      background: 'transparent',
      whiteSpace: 'normal',
      '&[aria-current]': { boxShadow: 'none', borderInlineStartColor: theme.palette.primary.main },
    },
  },
  '@media (prefers-reduced-motion: reduce)': { '& a': { transition: 'none' }, '& ul': { scrollBehavior: 'auto' } },
});
