import type { Theme } from '@mui/material/styles';
import { alpha } from '../../themes/color';
import type { CSSObject } from '@emotion/serialize';

export const TIN_PICTURE_SIZE = 160;

const focusRing = (theme: Theme): CSSObject => ({ outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: 2 });

export const rootStyles = (theme: Theme): CSSObject => ({
  fontFamily: theme.typography.fontFamily,
  color: theme.palette.text.primary,
  display: 'grid',
  gap: theme.spacing(3),
  '& h2': { ...(theme.typography.h4 as CSSObject), margin: 0 },
  '& h3': { ...(theme.typography.h5 as CSSObject), margin: 0, '&:focus-visible': focusRing(theme), '&:focus': { outline: 'none' } },
  '& .intro, & .stepDescription': { ...(theme.typography.body1 as CSSObject), margin: 0, color: theme.palette.text.secondary },
  '& .progressText': { ...(theme.typography.overline as CSSObject), margin: 0, color: theme.palette.text.secondary },
  '& button:focus-visible': focusRing(theme),
});

/** The steps as a row of numbered dots joined by a line; the current one filled. */
export const progressStyles = (theme: Theme): CSSObject => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  gap: theme.spacing(1),
  counterReset: 'step',
  '& li': {
    flex: '1 1 0',
    minWidth: 0,
    display: 'grid',
    justifyItems: 'center',
    gap: theme.spacing(0.5),
    textAlign: 'center',
    ...(theme.typography.caption as CSSObject),
    color: theme.palette.text.secondary,
    counterIncrement: 'step',
  },
  '& li::before': {
    content: 'counter(step)',
    inlineSize: 32,
    blockSize: 32,
    borderRadius: '50%',
    display: 'grid',
    placeItems: 'center',
    fontWeight: theme.typography.fontWeightBold,
    border: `2px solid ${alpha(theme.palette.text.primary, 0.3)}`,
    background: theme.palette.background.paper,
  },
  '& li[data-done]::before': { borderColor: theme.palette.primary.main, color: theme.palette.primary.dark },
  '& li[aria-current="step"]': { color: theme.palette.text.primary, fontWeight: theme.typography.fontWeightBold },
  // the dark shade: white on the light brand colours (zyn, iqos) is below 4.5:1
  '& li[aria-current="step"]::before': { background: theme.palette.primary.dark, borderColor: theme.palette.primary.dark, color: theme.palette.getContrastText(theme.palette.primary.dark) },
  '& .label': { overflow: 'hidden', textOverflow: 'ellipsis', maxInlineSize: '100%', display: 'none', [theme.breakpoints.up('sm')]: { display: 'block' } },
});

export const tinsStyles = (theme: Theme): CSSObject => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.spacing(2),
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))' },
  '& button.tin': {
    inlineSize: '100%',
    blockSize: '100%',
    minHeight: 44,
    display: 'grid',
    justifyItems: 'center',
    alignContent: 'start',
    gap: theme.spacing(0.75),
    padding: theme.spacing(1.5),
    font: 'inherit',
    color: 'inherit',
    textAlign: 'center',
    cursor: 'pointer',
    borderRadius: Number(theme.shape.borderRadius) * 2,
    border: `2px solid ${alpha(theme.palette.text.primary, 0.15)}`,
    background: theme.palette.background.paper,
    position: 'relative',
    '@media (prefers-reduced-motion: no-preference)': { transition: 'border-color 150ms, box-shadow 150ms' },
    '&:hover:not(:disabled)': { borderColor: theme.palette.primary.main },
    '&[aria-pressed="true"]': { borderColor: theme.palette.primary.main, boxShadow: `inset 0 0 0 1px ${theme.palette.primary.main}`, background: alpha(theme.palette.primary.main, 0.06) },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
  '& img': { inlineSize: '100%', maxInlineSize: TIN_PICTURE_SIZE, blockSize: 'auto', aspectRatio: '1 / 1', borderRadius: '50%' },
  '& .name': { ...(theme.typography.subtitle2 as CSSObject), fontWeight: theme.typography.fontWeightBold },
  '& .meta': { ...(theme.typography.body2 as CSSObject), color: theme.palette.text.secondary },
  '& .check': {
    position: 'absolute',
    insetBlockStart: theme.spacing(1),
    insetInlineEnd: theme.spacing(1),
    inlineSize: 24,
    blockSize: 24,
    borderRadius: '50%',
    display: 'grid',
    placeItems: 'center',
    border: `2px solid ${alpha(theme.palette.text.primary, 0.3)}`,
    background: theme.palette.background.paper,
    fontSize: 14,
    lineHeight: 1,
  },
  '& [aria-pressed="true"] .check': { background: theme.palette.primary.dark, borderColor: theme.palette.primary.dark, color: theme.palette.getContrastText(theme.palette.primary.dark) },
});

export const barStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: theme.spacing(2),
  '& .counter': { ...(theme.typography.body1 as CSSObject), fontWeight: theme.typography.fontWeightBold, margin: 0, marginInlineEnd: 'auto' },
  '& .limit': { ...(theme.typography.body2 as CSSObject), flexBasis: '100%', margin: 0, color: theme.palette.error.dark },
  '& .nav': { display: 'flex', gap: theme.spacing(1.5), marginInlineStart: 'auto' },
  '& .nav button': {
    ...(theme.typography.button as CSSObject),
    font: 'inherit',
    fontWeight: theme.typography.fontWeightBold,
    minHeight: 44,
    minWidth: 44,
    paddingInline: theme.spacing(3),
    borderRadius: 999,
    cursor: 'pointer',
    border: `2px solid ${theme.palette.primary.main}`,
  },
  '& .back': { background: 'transparent', color: theme.palette.mode === 'dark' ? theme.palette.primary.light : theme.palette.primary.dark },
  '& .next': { background: theme.palette.primary.dark, borderColor: theme.palette.primary.dark, color: theme.palette.getContrastText(theme.palette.primary.dark) },
  '& .next:disabled': { cursor: 'not-allowed', background: alpha(theme.palette.text.primary, 0.12), borderColor: 'transparent', color: theme.palette.text.secondary },
});

export const summaryStyles = (theme: Theme): CSSObject => ({
  display: 'grid',
  maxInlineSize: '40rem',
  gap: theme.spacing(2),
  padding: theme.spacing(2.5),
  borderRadius: Number(theme.shape.borderRadius) * 2,
  background: theme.palette.background.paper,
  border: `1px solid ${alpha(theme.palette.text.primary, 0.12)}`,
  // Its own heading and list only (child selectors): the add control inside it opens the mini
  // cart, whose lines are lists too.
  '& > h4': { ...(theme.typography.h6 as CSSObject), margin: 0 },
  '& > ul': { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.spacing(1.5) },
  '& > ul > li': { display: 'grid', gridTemplateColumns: '48px 1fr auto', alignItems: 'center', gap: theme.spacing(1.5), ...(theme.typography.body2 as CSSObject) },
  '& > ul > li > img': { inlineSize: 48, blockSize: 48, borderRadius: '50%' },
  '& > .total': { display: 'flex', justifyContent: 'space-between', margin: 0, paddingBlockStart: theme.spacing(1.5), borderBlockStart: `1px solid ${alpha(theme.palette.text.primary, 0.12)}`, ...(theme.typography.subtitle1 as CSSObject), fontWeight: theme.typography.fontWeightBold },
  '& > .delivery': { ...(theme.typography.body2 as CSSObject), margin: 0, padding: theme.spacing(1.5), borderRadius: theme.shape.borderRadius, background: alpha(theme.palette.success.main, 0.1) },
});
