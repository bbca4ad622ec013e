import type { Theme } from '@mui/material/styles';
import { alpha } from '../../themes/color';
import type { CSSObject } from '@emotion/serialize';

/**
 * The page-wide gates' look, from the theme (module-level functions: useThemedClass caches by
 * them). The gates are drawn with plain elements, not MUI's Dialog, Button or inputs: the age
 * gate ships alone to partner sites, which pay for every byte (README, "Size").
 */

/**
 * Behind the dialog (over the shared modal backdrop): opaque, a quiet tint of the brand so the
 * card stands out, or translucent black (set inline) when the gate lets the page show through.
 */
export const backdropStyles = (theme: Theme): CSSObject => ({
  background: `linear-gradient(160deg, ${theme.palette.grey[100]} 0%, ${theme.palette.grey[200]} 100%)`,
});

/** While a gate waits for its turn: an opaque cover (z-index inline) that keeps the page out of sight. */
export const coverStyles = (theme: Theme): CSSObject => ({
  position: 'fixed',
  inset: 0,
  background: theme.palette.background.default,
});

/** The dialog: the whole viewport, scrolling, its content centred. */
export const dialogStyles = (theme: Theme): CSSObject => ({
  position: 'relative',
  flex: '1 1 auto',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflowY: 'auto',
  padding: theme.spacing(3),
  color: theme.palette.text.primary,
  fontFamily: theme.typography.fontFamily,
  outline: 'none',
  [theme.breakpoints.up('sm')]: { padding: theme.spacing(5) },
});

/** The card a gate's content sits on, centred in the dialog (`data-wide` for an authored fragment). */
export const cardStyles = (theme: Theme): CSSObject => ({
  position: 'relative',
  zIndex: 1,
  width: '100%',
  maxWidth: '36rem',
  margin: 'auto',
  padding: `${theme.spacing(6)} ${theme.spacing(4)} ${theme.spacing(5)}`,
  background: theme.palette.background.paper,
  color: theme.palette.text.primary,
  borderRadius: 16,
  borderTop: `6px solid ${theme.palette.primary.main}`,
  boxShadow: '0 1px 2px rgba(0, 0, 0, 0.06), 0 16px 48px rgba(0, 0, 0, 0.14)',
  textAlign: 'center',
  [theme.breakpoints.up('sm')]: { padding: `${theme.spacing(7)} ${theme.spacing(7)} ${theme.spacing(6)}` },
  '&[data-wide]': { maxWidth: '45rem' },
  '&[aria-busy="true"]': { minHeight: '12rem', display: 'flex', alignItems: 'center', justifyContent: 'center' },
});

/** An eyebrow mark above the title: a small brand-coloured badge. */
export const badgeStyles = (theme: Theme): CSSObject => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3.5rem',
  height: '3.5rem',
  marginBottom: theme.spacing(4),
  borderRadius: '50%',
  background: theme.palette.primary.dark,
  color: theme.palette.getContrastText(theme.palette.primary.dark),
  '& svg': { width: '1.75rem', height: '1.75rem', fill: 'currentColor' },
});

/** The title: authored (sanitized) HTML or the gate's own words. */
export const titleStyles = (theme: Theme): CSSObject => ({
  ...(theme.typography.h3 as CSSObject),
  [theme.breakpoints.down('sm')]: { fontSize: theme.typography.h4.fontSize },
  color: theme.palette.primary.dark,
  margin: `0 0 ${theme.spacing(3)}`,
  overflowWrap: 'anywhere',
  '& > *': { margin: 0, font: 'inherit', color: 'inherit' },
});

export const messageStyles = (theme: Theme): CSSObject => ({
  ...(theme.typography.body1 as CSSObject),
  fontSize: '1.0625rem',
  lineHeight: 1.6,
  color: theme.palette.text.primary,
  margin: `0 auto ${theme.spacing(5)}`,
  maxWidth: '30rem',
  '& p': { margin: '0 0 0.75em' },
  '& > :last-child': { marginBottom: 0 },
  '& a': { color: theme.palette.primary.dark, textUnderlineOffset: '0.2em' },
  '& strong, & b': { fontWeight: Math.max(600, Number(theme.typography.fontWeightBold)) },
});

/** The answers: side by side, or stacked full width on phones so a long label never breaks in a pill. */
export const actionsStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: theme.spacing(3),
  '& > *': { flex: '1 1 9rem', maxWidth: '15rem' },
  [theme.breakpoints.down('sm')]: {
    flexDirection: 'column',
    alignItems: 'stretch',
    '& > *': { flex: '0 0 auto', maxWidth: 'none' },
  },
});

/** A refusal or other notice: an alert block in the error colour, focusable so focus stays in the dialog. */
export const errorStyles = (theme: Theme): CSSObject => ({
  ...(theme.typography.body1 as CSSObject),
  margin: `${theme.spacing(2)} auto 0`,
  maxWidth: '30rem',
  padding: `${theme.spacing(3)} ${theme.spacing(4)}`,
  borderRadius: 8,
  border: `1px solid ${theme.palette.error.main}`,
  borderInlineStartWidth: 6,
  background: alpha(theme.palette.error.main, 0.06),
  color: theme.palette.text.primary,
  textAlign: 'start',
  '& p': { margin: 0 },
  '&:focus': { outline: 'none' },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
});
