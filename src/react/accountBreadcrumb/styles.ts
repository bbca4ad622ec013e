import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@emotion/serialize';

/**
 * The account trail: one line that wraps; on phones an item before the current page is cut with an ellipsis past
 * 12em (its full title stays its accessible name), the current page wraps anywhere. Links are 44 px tall on phones.
 * The separator is a chevron, mirrored right to left. While the visitor is resolved, a one-line skeleton of the
 * same height. Theme tokens only.
 */
export const breadcrumbStyles = (theme: Theme): CSSObject => ({
  fontFamily: theme.typography.fontFamily,
  '& ol': {
    ...(theme.typography.body2 as CSSObject),
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: theme.spacing(0.5),
    margin: 0,
    padding: 0,
    listStyle: 'none',
    color: theme.palette.text.secondary,
  },
  '& li': { display: 'inline-flex', alignItems: 'center', gap: theme.spacing(0.5), minWidth: 0, maxWidth: '100%' },
  '& li > svg': { flex: '0 0 auto', fontSize: 18, color: theme.palette.text.secondary, ...(theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : {}) },
  '& a, & [data-crumb]': {
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 44,
    minWidth: 0,
  },
  '& a > span, & [data-crumb] > span': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', maxWidth: '12em' },
  '& a': {
    color: theme.palette.text.secondary,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    borderRadius: Number(theme.shape.borderRadius),
    '@media (hover: hover)': { '&:hover': { color: theme.palette.text.primary } },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
  },
  '& [aria-current="page"]': {
    minHeight: 44,
    display: 'inline-flex',
    alignItems: 'center',
    color: theme.palette.text.primary,
    fontWeight: theme.typography.fontWeightBold,
    overflowWrap: 'anywhere',
  },
  // the skeleton while the visitor is resolved: one line of the trail's height
  '&[data-account-breadcrumb-skeleton]': { display: 'flex', alignItems: 'center', minHeight: 44 },
  '&[data-account-breadcrumb-skeleton] > span': {
    display: 'block',
    width: 'min(16em, 70%)',
    height: '1em',
    borderRadius: Number(theme.shape.borderRadius),
    background: theme.palette.action.hover,
    animation: 'brand-account-breadcrumb-skeleton 1.5s ease-in-out infinite',
  },
  '@keyframes brand-account-breadcrumb-skeleton': { '50%': { opacity: 0.5 } },
  '@media (prefers-reduced-motion: reduce)': { '&[data-account-breadcrumb-skeleton] > span': { animation: 'none' } },
  [theme.breakpoints.up('md')]: {
    '&[data-account-breadcrumb-skeleton]': { minHeight: 32 },
    '& a, & [data-crumb], & [aria-current="page"]': { minHeight: 32 },
    '& a > span, & [data-crumb] > span': { maxWidth: '24em' },
  },
});
