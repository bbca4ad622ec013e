import type { Theme } from '@mui/material/styles';
import { alpha } from '../../themes/color';
import type { CSSObject } from '@emotion/serialize';
import { visuallyHidden } from '../shared/visuallyHidden';

/**
 * The account area's shared look: a section with its heading and one message line, cards on a grid
 * (one column on phones, two from `md`), the card's actions row, and the loading skeleton. Theme tokens only.
 */
export const accountSectionStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(3),
  fontFamily: theme.typography.fontFamily,
  color: theme.palette.text.primary,
  '& h2': { ...(theme.typography.h4 as CSSObject), margin: 0 },
});

export const accountGridStyles = (theme: Theme): CSSObject => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: theme.spacing(2),
  margin: 0,
  padding: 0,
  listStyle: 'none',
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: theme.spacing(3) },
});

export const accountCardStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1.5),
  boxSizing: 'border-box',
  padding: theme.spacing(3),
  borderRadius: Number(theme.shape.borderRadius) * 2,
  border: `1px solid ${theme.palette.divider}`,
  background: theme.palette.background.paper,
  '& h3': { ...(theme.typography.h6 as CSSObject), margin: 0 },
  '& p, & dl': { ...(theme.typography.body1 as CSSObject), margin: 0 },
  '&[data-default]': { borderColor: theme.palette.primary.main, boxShadow: `inset 0 0 0 1px ${theme.palette.primary.main}` },
});

/** A card's or a form's buttons: wrap on phones, 44 px targets. */
export const accountActionsStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(1.5),
  marginTop: 'auto',
  paddingTop: theme.spacing(1),
  '& > button, & > a': { minHeight: 44 },
});

/** One message line: role="alert" in the error colour, role="status" plain; takes no room when empty. */
export const accountMessageStyles = (theme: Theme): CSSObject => ({
  ...(theme.typography.body1 as CSSObject),
  margin: 0,
  '&[role="alert"]': { color: theme.palette.error.main, fontWeight: theme.typography.fontWeightBold },
  '&:empty': visuallyHidden,
});

export const accountNoticeStyles = (theme: Theme): CSSObject => ({
  ...(theme.typography.body1 as CSSObject),
  fontFamily: theme.typography.fontFamily,
  margin: 0,
  padding: theme.spacing(3),
  borderRadius: Number(theme.shape.borderRadius) * 2,
  background: theme.palette.mode === 'dark' ? theme.palette.background.paper : alpha(theme.palette.text.primary, 0.04),
  color: theme.palette.text.primary,
});

/**
 * Around a member's content (AccountGate with `reserve`): while the element's top node is busy (its first answer
 * awaited), that node keeps the room the gate's skeleton held, its skeleton stretched to fill it, so the page does
 * not rise and then fall again. Its own names (`--brand-room`): a skeleton reads `--brand-reserve` as its height.
 */
export const accountReserveStyles = (theme: Theme): CSSObject => ({
  '& > [aria-busy="true"]': {
    minHeight: 'var(--brand-room, auto)',
    [theme.breakpoints.up('md')]: { minHeight: 'var(--brand-room-wide, var(--brand-room, auto))' },
  },
});

export const accountSkeletonStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  flexDirection: 'column',
  // in a busy section holding a room (accountReserveStyles), the skeleton takes what its heading and links leave
  flexGrow: 1,
  gap: theme.spacing(2),
  // The room the element's content will take (AccountGate `reserve`), on a phone and from md up; else its lines'.
  height: 'var(--brand-reserve, auto)',
  [theme.breakpoints.up('md')]: { height: 'var(--brand-reserve-wide, var(--brand-reserve, auto))' },
  '& > span': { display: 'block', flex: '0 1 96px', minHeight: 0, borderRadius: Number(theme.shape.borderRadius) * 2, background: theme.palette.action.hover },
  '@keyframes brand-account-skeleton': { '50%': { opacity: 0.5 } },
  '& > span:nth-of-type(n)': { animation: 'brand-account-skeleton 1.5s ease-in-out infinite' },
  '@media (prefers-reduced-motion: reduce)': { '& > span:nth-of-type(n)': { animation: 'none' } },
});

/** An account element's empty state and its failure with "Try again" (a message, then a link or button). */
export const accountStateStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.spacing(2),
  '& p': { ...(theme.typography.body1 as CSSObject), margin: 0, color: theme.palette.text.secondary },
  '& > a, & > button': { minHeight: 44 },
});
