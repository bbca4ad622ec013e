import type { Theme } from '@mui/material/styles';
import { alpha } from '../../themes/color';
import type { CSSObject } from '@emotion/serialize';
import { accountSectionStyles } from '../account/styles';

/** The checkout, an account section: its steps beside the order summary from `md` up, one column on phones. */
export const checkoutStyles = (theme: Theme): CSSObject => ({
  ...accountSectionStyles(theme),
  '& h2:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 4 },
  '& p': { ...(theme.typography.body1 as CSSObject), margin: 0 },
  '& [data-checkout-body]': {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(3),
    [theme.breakpoints.up('md')]: { display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(16rem, 1fr)', alignItems: 'start', columnGap: theme.spacing(6) },
  },
  '& [data-checkout-steps]': { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: theme.spacing(2) },
  '& [data-confirmation]': {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    gap: theme.spacing(1, 3),
    margin: 0,
    '& dt': { ...(theme.typography.body1 as CSSObject), color: theme.palette.text.secondary },
    '& dd': { ...(theme.typography.body1 as CSSObject), margin: 0, fontWeight: theme.typography.fontWeightBold },
  },
  '& [data-orders-link]': { alignSelf: 'flex-start' },
});

/** One step: a card with its number and title; the open one outlined in the brand colour. */
export const stepStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(2),
  padding: theme.spacing(2.5, 3),
  borderRadius: Number(theme.shape.borderRadius) * 2,
  border: `1px solid ${theme.palette.divider}`,
  background: theme.palette.background.paper,
  '&[data-state="open"]': { borderColor: theme.palette.primary.main, boxShadow: `inset 0 0 0 1px ${theme.palette.primary.main}` },
  '&[data-state="later"]': { color: theme.palette.text.secondary },
  '& h3': { ...(theme.typography.h6 as CSSObject), margin: 0, display: 'flex', alignItems: 'center', gap: theme.spacing(1.5) },
  '& h3 > span': {
    display: 'inline-grid',
    placeItems: 'center',
    width: 28,
    height: 28,
    borderRadius: '50%',
    background: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
    ...(theme.typography.body2 as CSSObject),
    fontWeight: theme.typography.fontWeightBold,
  },
  '&[data-state="later"] h3 > span': { background: theme.palette.action.disabledBackground, color: theme.palette.text.secondary },
  '& fieldset': { border: 0, margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: theme.spacing(1), minWidth: 0 },
  '& legend': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' },
  '& [data-choice], & [data-terms]': {
    display: 'flex',
    alignItems: 'flex-start',
    gap: theme.spacing(1.5),
    minHeight: 44,
    boxSizing: 'border-box',
    padding: theme.spacing(1.25, 1.5),
    borderRadius: Number(theme.shape.borderRadius),
    border: `1px solid ${theme.palette.divider}`,
    cursor: 'pointer',
    ...(theme.typography.body1 as CSSObject),
  },
  '& [data-choice]:has(input:checked)': { borderColor: theme.palette.primary.main, background: alpha(theme.palette.primary.main, 0.06) },
  '& input': { width: 20, height: 20, margin: '2px 0 0', flex: 'none', accentColor: theme.palette.primary.main },
  '& input:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
  '& fieldset > button, & [data-review] > button': { alignSelf: 'flex-start', marginTop: theme.spacing(1) },
  '& [data-done]': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: theme.spacing(1, 2) },
  '& [data-review]': { display: 'flex', flexDirection: 'column', gap: theme.spacing(1.5) },
  '& [data-terms] input[aria-invalid="true"]': { outline: `2px solid ${theme.palette.error.main}`, outlineOffset: 2 },
  '& [data-terms-error]': { color: theme.palette.error.main, fontWeight: theme.typography.fontWeightBold },
  '& [data-verify-age]': { padding: theme.spacing(1.5, 2), borderRadius: Number(theme.shape.borderRadius), background: alpha(theme.palette.warning.main, 0.12) },
  '& [data-new-card]': { display: 'flex', flexDirection: 'column', gap: theme.spacing(2), maxWidth: '32rem' },
  '& [data-new-card] [data-expiry]': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(2), '& > *': { flex: '1 1 8rem' } },
  '& [data-card-actions]': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1.5) },
  '& [data-verify-age] a': { color: theme.palette.primary.dark, fontWeight: theme.typography.fontWeightBold },
});
