import type { Theme } from '@mui/material/styles';
import { alpha } from '../../themes/color';
import type { CSSObject } from '@emotion/serialize';

/** Side of a selling point's icon or image. */
export const USP_MEDIA_SIZE = 48;

/** Stacked on phones (media beside the text), side by side from the tablet up (media above). */
export const listStyles = (theme: Theme): CSSObject => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.spacing(4),
  gridTemplateColumns: '1fr',
  fontFamily: theme.typography.fontFamily,
  color: theme.palette.text.primary,
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))', gap: theme.spacing(5) },
});

export const itemStyles = (theme: Theme): CSSObject => ({
  display: 'grid',
  gridTemplateColumns: `${USP_MEDIA_SIZE}px 1fr`,
  columnGap: theme.spacing(3),
  alignItems: 'start',
  alignContent: 'start',
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: '1fr', rowGap: theme.spacing(3), justifyItems: 'center', textAlign: 'center' },
});

export const mediaStyles = (theme: Theme): CSSObject => ({
  width: USP_MEDIA_SIZE,
  height: USP_MEDIA_SIZE,
  borderRadius: '50%',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
  // A tint of the brand colour behind an icon in its darkest shade: contrast in every theme.
  background: alpha(theme.palette.primary.main, 0.14),
  color: theme.palette.primary.dark,
  '& svg': { fontSize: 28 },
  '& img': { width: '100%', height: '100%', objectFit: 'cover' },
});

export const titleStyles = (theme: Theme): CSSObject => ({
  ...(theme.typography.subtitle1 as CSSObject),
  fontWeight: theme.typography.fontWeightBold,
  margin: 0,
});

export const textStyles = (theme: Theme): CSSObject => ({
  ...(theme.typography.body2 as CSSObject),
  color: theme.palette.text.secondary,
  marginBlockStart: theme.spacing(1),
  '& p': { margin: 0 },
  '& p + p': { marginBlockStart: theme.spacing(2) },
  '& a': { color: theme.palette.primary.dark },
});
