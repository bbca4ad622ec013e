import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@emotion/serialize';

/** The filled text: the theme's body type and headings, like brand-text; the loading line holds one line's height. */
export const userContextStyles = (theme: Theme): CSSObject => ({
  ...(theme.typography.body1 as CSSObject),
  fontFamily: theme.typography.fontFamily,
  color: theme.palette.text.primary,
  overflowWrap: 'anywhere',
  '& h1': { ...(theme.typography.h3 as CSSObject), margin: theme.spacing(0, 0, 1) },
  '& h2': { ...(theme.typography.h4 as CSSObject), margin: theme.spacing(0, 0, 1) },
  '& p': { margin: theme.spacing(0, 0, 1) },
  '& > :last-child, & > :last-child > :last-child': { marginBottom: 0 },
  '& a': { color: theme.palette.primary.dark },
  '& a:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
  '&[data-user-context="loading"]': { minHeight: '1.5em' },
});
