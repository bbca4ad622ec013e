import type { Theme } from '@mui/material/styles';
import { alpha } from '../../themes/color';
import type { CSSObject } from '@emotion/serialize';
import { visuallyHidden } from '../shared/visuallyHidden';

/** brand-refer-a-friend's look, theme tokens only: the code, the link, the message, the channels. */
const reducedMotion = '@media (prefers-reduced-motion: reduce)';

export const shareBoxStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(2),
  padding: theme.spacing(3),
  borderRadius: Number(theme.shape.borderRadius) * 2,
  border: `1px solid ${theme.palette.divider}`,
  background: theme.palette.background.paper,
  '& dl, & dd': { margin: 0 },
  '& [data-field-label]': { ...(theme.typography.body2 as CSSObject), display: 'block', color: theme.palette.text.secondary, marginBlockEnd: theme.spacing(0.5) },
  '& [data-referral-code]': {
    ...(theme.typography.h4 as CSSObject),
    display: 'inline-block',
    margin: 0,
    padding: `${theme.spacing(1)} ${theme.spacing(2)}`,
    borderRadius: Number(theme.shape.borderRadius),
    border: `2px dashed ${theme.palette.primary.main}`,
    background: alpha(theme.palette.primary.main, 0.06),
    color: theme.palette.primary.dark,
    letterSpacing: '0.08em',
    userSelect: 'all',
    direction: 'ltr',
    unicodeBidi: 'isolate',
  },
  '& input[data-referral-link]': {
    ...(theme.typography.body1 as CSSObject),
    boxSizing: 'border-box',
    width: '100%',
    minHeight: 44,
    padding: `${theme.spacing(1)} ${theme.spacing(1.5)}`,
    borderRadius: Number(theme.shape.borderRadius),
    border: `1px solid ${theme.palette.grey[500]}`,
    background: theme.palette.grey[50],
    color: theme.palette.text.primary,
    direction: 'ltr',
    textAlign: theme.direction === 'rtl' ? 'right' : 'left',
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
  },
  '& [data-share-message]': {
    ...(theme.typography.body1 as CSSObject),
    margin: 0,
    paddingInlineStart: theme.spacing(2),
    borderInlineStart: `4px solid ${theme.palette.primary.main}`,
    overflowWrap: 'anywhere',
  },
});

export const channelsStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(1.5),
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& > li': { display: 'flex' },
});

/** A channel: a pill (a button for copy and share, a link for e-mail, SMS and WhatsApp), 44 px high at least. */
export const channelStyles = (theme: Theme): CSSObject => ({
  ...(theme.typography.button as CSSObject),
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  boxSizing: 'border-box',
  minHeight: 44,
  margin: 0,
  padding: `${theme.spacing(1)} ${theme.spacing(2.5)}`,
  borderRadius: 999,
  border: `1px solid ${theme.palette.primary.dark}`,
  background: 'transparent',
  color: theme.palette.primary.dark,
  fontSize: '1rem',
  textDecoration: 'none',
  cursor: 'pointer',
  transition: theme.transitions.create(['background-color'], { duration: theme.transitions.duration.short }),
  '& svg': { fontSize: '1.25rem' },
  '& [data-new-tab]': visuallyHidden,
  '&[data-channel="copy"]': { background: theme.palette.primary.main, borderColor: theme.palette.primary.main, color: theme.palette.primary.contrastText },
  '@media (hover: hover)': {
    '&:hover': { background: alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity) },
    '&[data-channel="copy"]:hover': { background: theme.palette.primary.dark, color: theme.palette.getContrastText(theme.palette.primary.dark) },
  },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
  [reducedMotion]: { transition: 'none' },
});

/** The "Link copied" confirmation: the success signal colour with a check, kept short. */
export const confirmationStyles = (theme: Theme): CSSObject => ({
  ...(theme.typography.body1 as CSSObject),
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  margin: 0,
  minHeight: '1.5rem',
  color: theme.palette.success.dark,
  fontWeight: theme.typography.fontWeightBold,
  // takes no room until there is something to say (it stays in the page, so its later text is announced)
  '&:empty': visuallyHidden,
});
