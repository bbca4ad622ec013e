import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@emotion/serialize';

/** Border widths of the warning box. */
export const HEALTH_WARNING_BORDER = { default: 3, alternative: 6 } as const;

/**
 * A regulatory health warning looks the same whatever the brand: bold black text on white in a
 * black box (the form tobacco and nicotine warnings are printed in), in the theme's font. Only
 * pure black and white, so it keeps the highest contrast in all five themes (`data-tone="dark"`
 * inverts it for a dark page band).
 */
export const warningStyles = (theme: Theme): CSSObject => ({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.spacing(3),
  width: '100%',
  paddingBlock: theme.spacing(3),
  paddingInline: theme.spacing(4),
  background: theme.palette.common.white,
  color: theme.palette.common.black,
  border: `${HEALTH_WARNING_BORDER.default}px solid ${theme.palette.common.black}`,
  textAlign: 'center',
  fontFamily: theme.typography.fontFamily,
  // Bold whatever the theme's bold weight (zyn3 draws "bold" at 400).
  fontWeight: 700,
  fontSize: '1rem',
  lineHeight: 1.3,
  overflowWrap: 'anywhere',
  [theme.breakpoints.up('md')]: { fontSize: '1.25rem', paddingBlock: theme.spacing(4) },
  '&[data-variant="alternative"]': { borderWidth: HEALTH_WARNING_BORDER.alternative },
  '&[data-tone="dark"]': { background: theme.palette.common.black, color: theme.palette.common.white, borderColor: theme.palette.common.white },
});

export const textStyles = (): CSSObject => ({
  maxWidth: '60rem',
  '& > :first-child': { marginBlockStart: 0 },
  '& > :last-child': { marginBlockEnd: 0 },
  '& p': { margin: '0 0 0.5em' },
  '& strong, & b': { fontWeight: 900 },
  '& a': { color: 'inherit', textDecoration: 'underline', textUnderlineOffset: '0.2em' },
  '& a:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 },
});

export const imageStyles = (): CSSObject => ({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  marginInline: 'auto',
});
