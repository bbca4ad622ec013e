import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@emotion/serialize';

/** The list: items divided by hairlines, title first, then the description and the date. */
export const listStyles = (theme: Theme): CSSObject => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontFamily: theme.typography.fontFamily,
  color: theme.palette.text.primary,
  '& > li': {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(1),
    padding: theme.spacing(3, 0),
    borderBottom: `1px solid ${theme.palette.divider}`,
  },
  '& > li:first-of-type': { borderTop: `1px solid ${theme.palette.divider}` },
});

export const titleStyles = (theme: Theme): CSSObject => ({
  ...(theme.typography.body1 as CSSObject),
  fontWeight: theme.typography.fontWeightBold,
  margin: 0,
  overflowWrap: 'anywhere',
  '& a': {
    color: theme.palette.primary.dark,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    borderRadius: theme.shape.borderRadius,
    // 44px touch target on phones: the link fills its line at least that high.
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 44,
    [theme.breakpoints.up('md')]: { minHeight: 0 },
  },
  '& a:hover': { textDecorationThickness: 2 },
  '& a:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
});

export const descriptionStyles = (theme: Theme): CSSObject => ({
  ...(theme.typography.body2 as CSSObject),
  margin: 0,
  color: theme.palette.text.secondary,
});

export const dateStyles = (theme: Theme): CSSObject => ({
  ...(theme.typography.caption as CSSObject),
  color: theme.palette.text.secondary,
});
