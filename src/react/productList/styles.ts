import type { Theme } from '@mui/material/styles';
import { alpha } from '../../themes/color';
import type { CSSObject } from '@emotion/serialize';

/** The picture's box: square, so a card keeps its size before its picture (and its data) arrive. */
export const PICTURE_SIZE = 600;

const focusRing = (theme: Theme): CSSObject => ({
  outline: `3px solid ${theme.palette.primary.main}`,
  outlineOffset: 2,
});

export const rootStyles = (theme: Theme): CSSObject => ({
  fontFamily: theme.typography.fontFamily,
  color: theme.palette.text.primary,
  '& h2': { ...(theme.typography.h4 as CSSObject), margin: 0, marginBlockEnd: theme.spacing(1) },
  '& .visually-hidden': { position: 'absolute', inlineSize: 1, blockSize: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
  '& > p': { ...(theme.typography.body1 as CSSObject), margin: 0, marginBlockEnd: theme.spacing(3), color: theme.palette.text.secondary },
});

/** 2 columns on a phone, 3 from the tablet, 4 on a wide desktop. */
export const gridStyles = (theme: Theme): CSSObject => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: theme.spacing(2),
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: theme.spacing(3) },
  [theme.breakpoints.up('lg')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
});

export const cardStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1),
  padding: theme.spacing(1.5),
  borderRadius: Number(theme.shape.borderRadius) * 2,
  background: theme.palette.background.paper,
  border: `1px solid ${alpha(theme.palette.text.primary, 0.12)}`,
  minWidth: 0,
  '& .media': {
    display: 'block',
    aspectRatio: '1 / 1',
    borderRadius: Number(theme.shape.borderRadius) * 1.5,
    overflow: 'hidden',
    background: alpha(theme.palette.text.primary, 0.06),
  },
  '& .media img': { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
  '& h3': { ...(theme.typography.subtitle1 as CSSObject), fontWeight: theme.typography.fontWeightBold, margin: 0, lineHeight: 1.3 },
  '& h3 a': {
    color: 'inherit',
    textDecoration: 'none',
    display: 'inline-block',
    minHeight: 44,
    paddingBlock: theme.spacing(0.5),
    [theme.breakpoints.up('md')]: { minHeight: 0 },
    '&:hover': { textDecoration: 'underline' },
  },
  '& a:focus-visible': focusRing(theme),
  '& .price': { ...(theme.typography.body1 as CSSObject), fontWeight: theme.typography.fontWeightBold, margin: 0 },
  '& .stock': { ...(theme.typography.body2 as CSSObject), margin: 0, display: 'flex', alignItems: 'center', gap: theme.spacing(0.75) },
  '& .stock::before': { content: '""', inlineSize: 8, blockSize: 8, borderRadius: '50%', background: theme.palette.success.main, flex: 'none' },
  '& .stock[data-stock="lowStock"]::before': { background: theme.palette.warning.main },
  '& .stock[data-stock="outOfStock"]': { color: theme.palette.error.dark },
  '& .stock[data-stock="outOfStock"]::before': { background: theme.palette.error.main },
  '& .action': { marginBlockStart: 'auto', paddingBlockStart: theme.spacing(1) },
  '& .choose': {
    ...(theme.typography.button as CSSObject),
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: 44,
    paddingInline: theme.spacing(2),
    borderRadius: 999,
    border: `2px solid ${theme.palette.primary.main}`,
    color: theme.palette.mode === 'dark' ? theme.palette.primary.light : theme.palette.primary.dark,
    textDecoration: 'none',
    '&:hover': { background: alpha(theme.palette.primary.main, 0.08) },
  },
  '& .unavailable': {
    ...(theme.typography.button as CSSObject),
    width: '100%',
    minHeight: 44,
    borderRadius: 999,
    border: 0,
    font: 'inherit',
    fontWeight: theme.typography.fontWeightBold,
    background: alpha(theme.palette.text.primary, 0.08),
    color: theme.palette.text.secondary,
    cursor: 'not-allowed',
  },
});

export const starsStyles = (theme: Theme): CSSObject => ({
  display: 'inline-block',
  // the card is a column of its parts, which would stretch the stars to its width (and the filled
  // part, a percentage of it, past the five stars): the stars' own width
  alignSelf: 'flex-start',
  position: 'relative',
  fontSize: '1rem',
  lineHeight: 1,
  letterSpacing: 2,
  color: alpha(theme.palette.text.primary, 0.25),
  '& span': { position: 'absolute', insetBlockStart: 0, insetInlineStart: 0, overflow: 'hidden', whiteSpace: 'nowrap', color: theme.palette.warning.main },
});

export const skeletonStyles = (theme: Theme): CSSObject => ({
  '& .bone': { borderRadius: theme.shape.borderRadius, background: alpha(theme.palette.text.primary, 0.08) },
  '& .bone.media': { aspectRatio: '1 / 1' },
  '& .bone.line': { blockSize: '1.1em', inlineSize: '80%' },
  '& .bone.short': { inlineSize: '40%' },
  '& .bone.button': { blockSize: 44, borderRadius: 999, marginBlockStart: 'auto' },
  '@media (prefers-reduced-motion: no-preference)': {
    '& .bone': { animation: 'brand-product-pulse 1.4s ease-in-out infinite' },
  },
  '@keyframes brand-product-pulse': { '50%': { opacity: 0.5 } },
});

export const messageStyles = (theme: Theme): CSSObject => ({
  ...(theme.typography.body1 as CSSObject),
  margin: 0,
  padding: theme.spacing(2),
  borderRadius: Number(theme.shape.borderRadius) * 2,
  background: alpha(theme.palette.text.primary, 0.05),
});
