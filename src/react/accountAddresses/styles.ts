import type { Theme } from '@mui/material/styles';
import { alpha } from '../../themes/color';
import type { CSSObject } from '@emotion/serialize';
import { TOUCH_TARGET } from '../../themes/tokens';

/** The address form: one column on phones, two from `sm` (names, town and postcode side by side). */
export const addressFormStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(2.5),
  fontFamily: theme.typography.fontFamily,
  color: theme.palette.text.primary,
  '& [data-fields]': {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: theme.spacing(2.5),
    [theme.breakpoints.up('sm')]: {
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      '& > [data-wide]': { gridColumn: '1 / -1' },
      '& > [data-narrow]': { gridColumn: '1 / -1', maxWidth: '16rem' },
    },
  },
  '& [data-option]': { fontWeight: 400 },
});

/** The page form of brand-account-edit-address: a card-like panel, readable width. */
export const editAddressStyles = (theme: Theme): CSSObject => ({
  maxWidth: 760,
  '& > [data-panel]': {
    padding: theme.spacing(3),
    borderRadius: Number(theme.shape.borderRadius) * 2,
    border: `1px solid ${theme.palette.divider}`,
    background: theme.palette.background.paper,
    [theme.breakpoints.up('md')]: { padding: theme.spacing(4) },
  },
  '& h2:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 4 },
});

export const addressDialogLayerStyles = (theme: Theme): CSSObject => ({
  alignItems: 'center',
  justifyContent: 'center',
  padding: theme.spacing(2),
  boxSizing: 'border-box',
});

export const addressDialogBackdropStyles = (theme: Theme): CSSObject => ({ background: alpha(theme.palette.common.black, 0.5) });

/** The editor dialog: scrolls inside itself on a short screen, never wider than the form needs. */
export const addressDialogStyles = (theme: Theme): CSSObject => ({
  position: 'relative',
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: 680,
  maxHeight: '100%',
  overflowY: 'auto',
  padding: theme.spacing(3),
  borderRadius: Number(theme.shape.borderRadius) * 2,
  background: theme.palette.background.paper,
  color: theme.palette.text.primary,
  fontFamily: theme.typography.fontFamily,
  boxShadow: theme.shadows[24],
  outline: 'none',
  [theme.breakpoints.up('md')]: { padding: theme.spacing(4) },
  '& h3': { ...(theme.typography.h5 as CSSObject), margin: `0 0 ${theme.spacing(3)}` },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
});

/** The address list: heading and "Add an address" on one row, the cards, their badge and small actions. */
export const addressListStyles = (theme: Theme): CSSObject => ({
  '& [data-addresses-head]': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: theme.spacing(2) },
  '& h2:focus-visible, & h3:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 4 },
  '& address': { ...(theme.typography.body1 as CSSObject), fontStyle: 'normal', margin: 0, overflowWrap: 'anywhere' },
  '& [data-card-head]': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.spacing(1) },
  '& [data-address-badge]': {
    ...(theme.typography.caption as CSSObject),
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(0.5),
    padding: `${theme.spacing(0.25)} ${theme.spacing(1)}`,
    borderRadius: 999,
    fontWeight: theme.typography.fontWeightBold,
    background: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
    '& svg': { width: '1rem', height: '1rem' },
  },
  '& [data-address-phone]': { color: theme.palette.text.secondary },
  // three actions share a card: smaller than the page's buttons, still 44 px targets
  '& [data-card-actions] > button, & [data-card-actions] > a': { minWidth: 0, minHeight: TOUCH_TARGET, paddingInline: theme.spacing(2), fontSize: '1rem' },
  '& [data-empty] p': { margin: `0 0 ${theme.spacing(2)}` },
});
