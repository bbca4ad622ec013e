import type { Theme } from '@mui/material/styles';
import { alpha } from '../../../themes/color';
import type { CSSObject } from '@emotion/serialize';

/** The mini cart: a drawer on the inline-end side (the left in right-to-left pages), full width on phones. */
export const layerStyles = (): CSSObject => ({ justifyContent: 'flex-end' });

export const backdropStyles = (theme: Theme): CSSObject => ({ background: alpha(theme.palette.common.black, 0.5) });

export const drawerStyles = (theme: Theme): CSSObject => ({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: 420,
  height: '100%',
  overflowY: 'auto',
  padding: theme.spacing(3),
  gap: theme.spacing(2),
  background: theme.palette.background.paper,
  color: theme.palette.text.primary,
  fontFamily: theme.typography.fontFamily,
  boxShadow: theme.shadows[16],
  outline: 'none',
  '@keyframes brand-mini-cart-in': { from: { transform: 'translateX(var(--mini-cart-from, 100%))' }, to: { transform: 'none' } },
  '--mini-cart-from': '100%',
  '&:dir(rtl)': { '--mini-cart-from': '-100%' },
  animation: 'brand-mini-cart-in 225ms ease-out',
  '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: -2 },
});

export const headStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: theme.spacing(2),
  '& h2': { ...(theme.typography.h6 as CSSObject), margin: 0 },
  '& p': { ...(theme.typography.body2 as CSSObject), margin: `${theme.spacing(0.5)} 0 0`, color: theme.palette.success.dark, fontWeight: theme.typography.fontWeightBold },
});

export const closeStyles = (theme: Theme): CSSObject => ({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  margin: theme.spacing(-1),
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: theme.palette.text.primary,
  cursor: 'pointer',
  '&:hover': { background: theme.palette.action.hover },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
});

/** One list of cart lines, shared by the mini cart and the cart page. */
export const linesStyles = (theme: Theme): CSSObject => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  '& > li': {
    display: 'grid',
    gridTemplateColumns: '64px 1fr auto',
    alignItems: 'start',
    gap: theme.spacing(0, 2),
    paddingBlock: theme.spacing(2),
    borderBottom: `1px solid ${theme.palette.divider}`,
  },
  '& img, & [data-no-image]': { width: 64, height: 64, borderRadius: Number(theme.shape.borderRadius), background: theme.palette.action.hover, objectFit: 'cover' },
  '& [data-name]': { ...(theme.typography.body1 as CSSObject), margin: 0, fontWeight: theme.typography.fontWeightBold, overflowWrap: 'anywhere' },
  '& [data-detail]': { ...(theme.typography.body2 as CSSObject), margin: 0, color: theme.palette.text.secondary },
  '& ul': { ...(theme.typography.body2 as CSSObject), margin: `${theme.spacing(0.5)} 0 0`, paddingInlineStart: theme.spacing(2.5), color: theme.palette.text.secondary },
  '& [data-line-total]': { ...(theme.typography.body1 as CSSObject), fontWeight: theme.typography.fontWeightBold, whiteSpace: 'nowrap' },
  '& > li[aria-busy="true"] [data-line-total]': { opacity: 0.55 },
  // Editable lines: the quantity field and the remove button under the name, 44px touch targets.
  '& [data-line-actions]': { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: theme.spacing(1, 2), marginTop: theme.spacing(1) },
  '& [data-line-quantity]': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    '& label': { ...(theme.typography.body2 as CSSObject), color: theme.palette.text.secondary },
    '& input': {
      ...(theme.typography.body1 as CSSObject),
      boxSizing: 'border-box',
      width: '4.5rem',
      height: 44,
      paddingInline: theme.spacing(1),
      border: `1px solid ${theme.palette.text.secondary}`,
      borderRadius: Number(theme.shape.borderRadius),
      background: theme.palette.background.paper,
      color: theme.palette.text.primary,
      textAlign: 'center',
    },
    '& input:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 1 },
    '& input[aria-invalid="true"]': { borderColor: theme.palette.error.main, borderWidth: 2 },
  },
  '& [data-line-error]': { ...(theme.typography.body2 as CSSObject), margin: `${theme.spacing(0.5)} 0 0`, color: theme.palette.error.main, fontWeight: theme.typography.fontWeightBold },
  '& [data-remove-line]': {
    ...(theme.typography.body2 as CSSObject),
    minHeight: 44,
    padding: theme.spacing(0, 1),
    margin: theme.spacing(0, -1),
    border: 0,
    background: 'transparent',
    color: theme.palette.text.primary,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    cursor: 'pointer',
    '&:hover': { color: theme.palette.error.main },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 0 },
  },
});

export const totalStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  justifyContent: 'space-between',
  gap: theme.spacing(2),
  margin: 0,
  ...(theme.typography.h6 as CSSObject),
});

export const actionsStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1.5),
  marginTop: 'auto',
  '& > *': { width: '100%' },
});

export const emptyStyles = (theme: Theme): CSSObject => ({ ...(theme.typography.body1 as CSSObject), margin: 0, color: theme.palette.text.secondary });

/** What a line's change said: a polite status, an alert in the error colour; out of the flow while empty. */
export const saidStyles = (theme: Theme): CSSObject => ({
  ...(theme.typography.body2 as CSSObject),
  margin: 0,
  '&[aria-live="assertive"]': { color: theme.palette.error.main, fontWeight: theme.typography.fontWeightBold },
  '&:empty': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' },
});
