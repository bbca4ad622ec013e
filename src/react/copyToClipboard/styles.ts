import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@emotion/serialize';

/** The button with its feedback beside it (below it on a narrow line). */
export const rootStyles = (theme: Theme): CSSObject => ({
  position: 'relative',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(2, 3),
  fontFamily: theme.typography.fontFamily,
  '& .MuiButton-root': { minHeight: 44, [theme.breakpoints.up('md')]: { minHeight: 0 } },
  '& .MuiButton-root:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
});

const message = (theme: Theme): CSSObject => ({
  ...(theme.typography.body2 as CSSObject),
  fontWeight: theme.typography.fontWeightBold,
  '& > span': { display: 'inline-flex', alignItems: 'center', gap: theme.spacing(1) },
  // Empty, it stays in the accessibility tree (a live region must exist before its text) but takes no room.
  '&:empty': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' },
});

export const feedbackStyles = (theme: Theme): CSSObject => ({ ...message(theme), color: theme.palette.success.dark });

export const errorStyles = (theme: Theme): CSSObject => ({ ...message(theme), color: theme.palette.error.main, flexBasis: '100%' });
