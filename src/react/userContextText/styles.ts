import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@emotion/serialize';

/** The filled text: the theme's body type and headings, like brand-text; while loading it is hidden but keeps its size. */
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
  // while the visitor or the values are awaited the text is there, filled with the fallbacks, unseen: it holds its size
  '&[data-user-context="loading"], &[data-stand-in]': { visibility: 'hidden' },
});
