import type { Theme } from '@mui/material/styles';
import { alpha } from '../../themes/color';
import type { CSSObject } from '@emotion/serialize';

export const cartStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(3),
  fontFamily: theme.typography.fontFamily,
  color: theme.palette.text.primary,
  '& h2': { ...(theme.typography.h4 as CSSObject), margin: 0 },
  [theme.breakpoints.up('md')]: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 2fr) minmax(16rem, 1fr)',
    alignItems: 'start',
    columnGap: theme.spacing(6),
    '& > h2, & > [data-cart-message], & > [data-cart-status]': { gridColumn: '1 / -1' },
  },
});

export const summaryStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1.5),
  padding: theme.spacing(3),
  borderRadius: Number(theme.shape.borderRadius) * 2,
  background: theme.palette.mode === 'dark' ? theme.palette.background.paper : alpha(theme.palette.text.primary, 0.04),
  '& dl': { display: 'grid', gridTemplateColumns: '1fr auto', rowGap: theme.spacing(1), margin: 0 },
  '& dt, & dd': { ...(theme.typography.body1 as CSSObject), margin: 0 },
  '& dd': { paddingInlineStart: theme.spacing(2), textAlign: 'end', fontWeight: theme.typography.fontWeightBold },
  '& [data-total]': { ...(theme.typography.h6 as CSSObject), paddingTop: theme.spacing(1), borderTop: `1px solid ${theme.palette.divider}` },
  '& [data-tax]': { color: theme.palette.text.secondary, fontWeight: theme.typography.fontWeightRegular },
  '&[aria-busy="true"] dd': { opacity: 0.55 },
});

export const messageStyles = (theme: Theme): CSSObject => ({
  ...(theme.typography.body1 as CSSObject),
  margin: 0,
  '&[role="alert"]': { color: theme.palette.error.main, fontWeight: theme.typography.fontWeightBold },
  '&:empty': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' },
});

export const emptyStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: theme.spacing(2),
  '& p': { ...(theme.typography.body1 as CSSObject), margin: 0, color: theme.palette.text.secondary },
});

/**
 * While the cart is read: a block for one line and one for the summary, laid out as they will be (in the section's
 * column on a phone, side by side from md), so the page does not jump when a one-line cart arrives.
 */
export const skeletonStyles = (theme: Theme): CSSObject => ({
  display: 'contents',
  '& > span': { display: 'block', height: '5.5rem', borderRadius: Number(theme.shape.borderRadius), background: theme.palette.action.hover },
  '& > span + span': { height: '14rem', borderRadius: Number(theme.shape.borderRadius) * 2 },
  '@keyframes brand-cart-skeleton': { '50%': { opacity: 0.5 } },
  '& > span:nth-of-type(n)': { animation: 'brand-cart-skeleton 1.5s ease-in-out infinite' },
  '@media (prefers-reduced-motion: reduce)': { '& > span:nth-of-type(n)': { animation: 'none' } },
});
