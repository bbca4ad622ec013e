import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@emotion/serialize';
import { NAV_FADE_MS } from '../../core/chrome/header';
import { reducedMotion, desktop, focusRing } from './styles';

/** The top bar's own parts (HeaderTop): the skip link and the logo. */

export const skipLinkStyles = (theme: Theme): CSSObject => ({
  position: 'absolute',
  insetInlineStart: theme.spacing(2),
  top: theme.spacing(2),
  zIndex: 2,
  padding: `${theme.spacing(2)} ${theme.spacing(3)}`,
  borderRadius: 8,
  background: theme.palette.primary.dark,
  color: theme.palette.getContrastText(theme.palette.primary.dark),
  fontWeight: theme.typography.fontWeightBold,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  '&:focus': { transform: 'none', outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
});

export const logoStyles = (theme: Theme): CSSObject => ({
  display: 'inline-flex',
  alignItems: 'center',
  flex: 'none',
  height: 44,
  color: theme.palette.primary.dark,
  textDecoration: 'none',
  fontSize: '1.625rem',
  fontWeight: 800,
  letterSpacing: '0.04em',
  transition: `font-size ${NAV_FADE_MS}ms ease, height ${NAV_FADE_MS}ms ease`,
  '& img': { display: 'block', height: 32, width: 'auto', transition: `height ${NAV_FADE_MS}ms ease` },
  '&[data-compact]': { fontSize: '1.25rem', '& img': { height: 24 } },
  [desktop(theme)]: { fontSize: '1.875rem', '& img': { height: 40 }, '&[data-compact]': { fontSize: '1.375rem', '& img': { height: 28 } } },
  borderRadius: 4,
  ...focusRing(theme),
  [reducedMotion]: { transition: 'none', '& img': { transition: 'none' } },
});
