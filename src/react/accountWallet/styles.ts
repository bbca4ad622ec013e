import type { Theme } from '@mui/material/styles';
import { alpha } from '../../themes/color';
import type { CSSObject } from '@emotion/serialize';
import { TOUCH_TARGET } from '../../themes/tokens';
import { visuallyHidden } from '../shared/visuallyHidden';

/**
 * The wallet's own look on top of the account styles (react/account/styles.ts): the card's face (type, masked
 * number, badges), compact action buttons, the wallet links and the editor form. Theme tokens only.
 */
export const walletCardStyles = (theme: Theme): CSSObject => ({
  '& [data-card-head]': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.spacing(1), justifyContent: 'space-between' },
  '& [data-card-number]': { ...(theme.typography.h6 as CSSObject), margin: 0, letterSpacing: '0.08em' },
  '& [data-card-meta]': { color: theme.palette.text.secondary },
  '& [data-badges]': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1) },
  '& [data-badge]': {
    ...(theme.typography.caption as CSSObject),
    display: 'inline-flex',
    alignItems: 'center',
    padding: `${theme.spacing(0.25)} ${theme.spacing(1.25)}`,
    borderRadius: 999,
    fontWeight: theme.typography.fontWeightBold,
    background: alpha(theme.palette.primary.main, 0.12),
    color: theme.palette.text.primary,
  },
  '& [data-badge="expired"]': { background: alpha(theme.palette.error.main, 0.12), color: theme.palette.error.dark },
  '& [data-visually-hidden]': visuallyHidden,
  '& button': { minWidth: 0 },
});

export const walletLinksStyles = (theme: Theme): CSSObject => ({
  '& ul': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1.5), margin: 0, padding: 0, listStyle: 'none' },
  '& a': {
    ...(theme.typography.body1 as CSSObject),
    display: 'inline-flex',
    alignItems: 'center',
    gap: theme.spacing(1),
    minHeight: TOUCH_TARGET,
    boxSizing: 'border-box',
    padding: `${theme.spacing(1)} ${theme.spacing(2)}`,
    borderRadius: Number(theme.shape.borderRadius) * 2,
    border: `1px solid ${theme.palette.divider}`,
    color: theme.palette.text.primary,
    fontWeight: theme.typography.fontWeightBold,
    textDecoration: 'none',
    '@media (hover: hover)': { '&:hover': { borderColor: theme.palette.primary.main, background: alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity) } },
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
  },
  '& svg': { color: theme.palette.primary.dark },
  '& [data-link-text]': { color: theme.palette.text.secondary, padding: theme.spacing(1), display: 'inline-flex', alignItems: 'center', gap: theme.spacing(1) },
});

export const editorStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(2.5),
  fontFamily: theme.typography.fontFamily,
  color: theme.palette.text.primary,
  '& [data-card-summary]': {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    gap: `${theme.spacing(0.5)} ${theme.spacing(2)}`,
    margin: 0,
    padding: theme.spacing(2),
    borderRadius: Number(theme.shape.borderRadius) * 2,
    background: alpha(theme.palette.text.primary, 0.04),
    '& dt': { color: theme.palette.text.secondary },
    '& dd': { margin: 0, fontWeight: theme.typography.fontWeightBold },
  },
  '& [data-expiry]': { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: theme.spacing(2), alignItems: 'start' },
  '& [data-visually-hidden]': visuallyHidden,
  '& [data-default-option]': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1.5),
    minHeight: TOUCH_TARGET,
    cursor: 'pointer',
    '& input': { width: '1.25rem', height: '1.25rem', margin: 0, accentColor: theme.palette.primary.main, cursor: 'inherit' },
    '& input:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
    '&:has(input:disabled)': { cursor: 'default', color: theme.palette.text.secondary },
  },
  '& [data-actions]': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1.5), '& > button, & > a': { minWidth: '8rem' } },
});

/** The editor as a dialog on the shared modal: the confirmation's frame, a little wider, scrolling when tall. */
export const editorDialogStyles = (theme: Theme): CSSObject => ({
  position: 'relative',
  boxSizing: 'border-box',
  width: `calc(100% - ${theme.spacing(4)})`,
  maxWidth: 520,
  maxHeight: `calc(100% - ${theme.spacing(4)})`,
  overflowY: 'auto',
  padding: theme.spacing(4),
  [theme.breakpoints.down('sm')]: { padding: theme.spacing(3) },
  borderRadius: Number(theme.shape.borderRadius) * 2,
  background: theme.palette.background.paper,
  color: theme.palette.text.primary,
  fontFamily: theme.typography.fontFamily,
  boxShadow: theme.shadows[24],
  outline: 'none',
  '& h3': { ...(theme.typography.h5 as CSSObject), margin: `0 0 ${theme.spacing(2)}` },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
});
