import type { Theme } from '@mui/material/styles';
import { alpha } from '../../themes/color';
import type { CSSObject } from '@emotion/serialize';
import { PARALLAX_OVERSCAN } from '../../core/media/motion';

const REDUCED = '@media (prefers-reduced-motion: reduce)';

/** The banner: full width, a scene's proportions, content at the bottom start over a scrim. */
export const sectionStyles = (theme: Theme): CSSObject => ({
  position: 'relative',
  isolation: 'isolate',
  overflow: 'hidden',
  display: 'flex',
  alignItems: 'flex-end',
  minHeight: 'clamp(22rem, 56vw, 36rem)',
  borderRadius: theme.shape.borderRadius,
  background: theme.palette.grey[900],
  color: theme.palette.common.white,
  fontFamily: theme.typography.fontFamily,
  // The scrim: dark where the text sits, so white text reads over any frame in every theme.
  '&::after': {
    content: '""',
    position: 'absolute',
    inset: 0,
    zIndex: 0,
    pointerEvents: 'none',
    background: `linear-gradient(to top, ${alpha(theme.palette.common.black, 0.78)} 0%, ${alpha(theme.palette.common.black, 0.45)} 45%, ${alpha(theme.palette.common.black, 0.05)} 100%)`,
  },
});

/** The parallax section: content centred; the background reaches past both edges so it can move. */
export const parallaxStyles = (theme: Theme): CSSObject => ({
  ...sectionStyles(theme),
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  minHeight: 'clamp(24rem, 60vh, 40rem)',
  '&::after': {
    ...(sectionStyles(theme)['&::after'] as CSSObject),
    background: alpha(theme.palette.common.black, 0.55),
  },
  '&[data-moving] > [part="media"]': {
    inset: `-${PARALLAX_OVERSCAN * 100}% 0`,
    willChange: 'transform',
  },
});

export const mediaStyles = (theme: Theme): CSSObject => ({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  '& img, & video': { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  '& video': { opacity: 0, transition: 'opacity 600ms ease-out' },
  '&[data-shown] video': { opacity: 1 },
  // Captions in the theme's font, which carries the page's script (Khmer, Arabic); the system one may not.
  '& video::cue': { fontFamily: theme.typography.fontFamily, backgroundColor: alpha(theme.palette.common.black, 0.7), color: theme.palette.common.white },
  [REDUCED]: { '& video': { transition: 'none' } },
});

export const contentStyles = (theme: Theme): CSSObject => ({
  position: 'relative',
  zIndex: 1,
  maxWidth: '40rem',
  padding: theme.spacing(4, 3, 10),
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(6, 6, 6) },
});

export const titleStyles = (theme: Theme): CSSObject => ({
  ...(theme.typography.h3 as CSSObject),
  color: 'inherit',
  margin: 0,
  [theme.breakpoints.down('sm')]: { fontSize: theme.typography.h4.fontSize as string },
});

export const textStyles = (theme: Theme): CSSObject => ({
  ...(theme.typography.body1 as CSSObject),
  marginBlockStart: theme.spacing(2),
  '& p': { margin: 0 },
  '& p + p': { marginBlockStart: theme.spacing(2) },
  '& a': { color: 'inherit' },
});

export const ctaStyles = (theme: Theme): CSSObject => ({
  ...(theme.typography.button as CSSObject),
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 44,
  marginBlockStart: theme.spacing(3),
  padding: theme.spacing(1, 3),
  borderRadius: theme.shape.borderRadius,
  background: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  textDecoration: 'none',
  '&:hover': { background: theme.palette.primary.dark },
  '&:focus-visible': { outline: `3px solid ${theme.palette.common.white}`, outlineOffset: 3 },
});

/** The pause/play button: 48 px round, at the bottom end corner, over the scrim. */
export const toggleStyles = (theme: Theme): CSSObject => ({
  position: 'absolute',
  zIndex: 2,
  insetBlockEnd: theme.spacing(2),
  insetInlineEnd: theme.spacing(2),
  width: 48,
  height: 48,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 0,
  border: `2px solid ${alpha(theme.palette.common.white, 0.85)}`,
  borderRadius: '50%',
  background: alpha(theme.palette.common.black, 0.55),
  color: theme.palette.common.white,
  cursor: 'pointer',
  '&:hover': { background: alpha(theme.palette.common.black, 0.75) },
  '&:focus-visible': { outline: `3px solid ${theme.palette.common.white}`, outlineOffset: 3 },
});
