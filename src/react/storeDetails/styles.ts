import type { Theme } from '@mui/material/styles';
import { alpha } from '../../themes/color';
import type { CSSObject } from '@emotion/serialize';
import { TOUCH_TARGET } from '../../themes/tokens';

const bold = (theme: Theme) => Number(theme.typography.fontWeightBold) || 700;
const REDUCED = '@media (prefers-reduced-motion: reduce)';
/** Two columns once the card itself is wide enough (the page may put it in a half-width column). */
const WIDE = '@container store (min-width: 620px)';

/**
 * A store card: the map on top, then the address and lists beside the hours table when the card is wide,
 * stacked when narrow. Colours only from the theme; the open state is words and a dot, never colour alone.
 */
export const storeStyles = (theme: Theme): CSSObject => ({
  containerType: 'inline-size',
  containerName: 'store',
  color: theme.palette.text.primary,
  fontFamily: theme.typography.fontFamily,
  ...(theme.typography.body2 as CSSObject),
  '& [data-card]': {
    display: 'grid',
    gap: theme.spacing(4),
    padding: theme.spacing(4),
    background: theme.palette.background.paper,
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.shape.borderRadius,
    height: '100%',
    boxSizing: 'border-box',
    alignContent: 'start',
  },
  '& [data-map]': {
    display: 'block',
    width: '100%',
    height: 'auto',
    aspectRatio: '16 / 10',
    objectFit: 'cover',
    borderRadius: theme.shape.borderRadius,
    background: theme.palette.action.hover,
  },
  '& header': { display: 'grid', gap: theme.spacing(2) },
  '& h2': { ...(theme.typography.h5 as CSSObject), margin: 0, fontWeight: bold(theme) },
  '& h3': { ...(theme.typography.subtitle1 as CSSObject), margin: theme.spacing(0, 0, 1), fontWeight: bold(theme) },
  '& p': { margin: 0 },
  '& [data-state]': {
    display: 'inline-flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: theme.spacing(1, 2),
    fontWeight: bold(theme),
    '&::before': { content: '""', width: 10, height: 10, borderRadius: '50%', background: 'currentColor', flex: 'none' },
  },
  '& [data-state="open"]': { color: theme.palette.success.dark },
  '& [data-state="closed"]': { color: theme.palette.error.dark },
  '& [data-next]': { fontWeight: 'normal', color: theme.palette.text.secondary },
  '& [data-body]': { display: 'grid', gap: theme.spacing(4), [WIDE]: { gridTemplateColumns: '1fr 1fr', alignItems: 'start' } },
  '& [data-facts]': { display: 'grid', gap: theme.spacing(3), alignContent: 'start' },
  '& address': { fontStyle: 'normal', display: 'grid', justifyItems: 'start', gap: theme.spacing(0.5) },
  '& ul': { margin: 0, padding: 0, listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: theme.spacing(1.5) },
  '& li': {
    padding: theme.spacing(0.5, 2),
    borderRadius: theme.spacing(3),
    background: alpha(theme.palette.primary.main, 0.1),
    color: theme.palette.text.primary,
  },
  '& a': {
    color: theme.palette.primary.dark,
    fontWeight: bold(theme),
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2, borderRadius: 4 },
  },
  '& a[href^="tel:"]': { display: 'inline-flex', alignItems: 'center', minHeight: TOUCH_TARGET },
  '& [data-directions]': {
    display: 'inline-flex',
    alignItems: 'center',
    justifySelf: 'start',
    gap: theme.spacing(1),
    minHeight: TOUCH_TARGET,
    padding: theme.spacing(0, 3),
    borderRadius: theme.spacing(3),
    border: `2px solid ${theme.palette.primary.main}`,
    textDecoration: 'none',
    '& svg': { fontSize: '1.125rem' },
    '&:dir(rtl) svg': { transform: 'scaleX(-1)' },
    '&:hover': { background: alpha(theme.palette.primary.main, 0.08) },
  },
  '& table': { width: '100%', borderCollapse: 'collapse' },
  '& caption': { ...(theme.typography.subtitle1 as CSSObject), fontWeight: bold(theme), textAlign: 'start', paddingBottom: theme.spacing(1) },
  '& th, & td': { padding: theme.spacing(1.5, 2), textAlign: 'start', borderBottom: `1px solid ${theme.palette.divider}` },
  '& th': { fontWeight: 'normal' },
  '& td': { fontVariantNumeric: 'tabular-nums' },
  '& td small': { display: 'block', color: theme.palette.text.secondary },
  '& tr[aria-current]': {
    background: alpha(theme.palette.primary.main, 0.1),
    '& th, & td': { fontWeight: bold(theme) },
    // the start edge: mirrored right to left by itself
    '& th': { borderInlineStart: `4px solid ${theme.palette.primary.main}` },
  },
  '& [data-today]': { marginInlineStart: theme.spacing(1), fontSize: theme.typography.caption.fontSize },
  '& [data-visually-hidden]': { position: 'absolute', width: 1, height: 1, margin: -1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  '& [data-error]': { padding: theme.spacing(3), color: theme.palette.text.secondary },
  '& [data-skeleton]': {
    display: 'grid',
    gap: theme.spacing(3),
    '& span': {
      display: 'block',
      height: theme.spacing(4),
      borderRadius: theme.shape.borderRadius,
      background: theme.palette.action.hover,
      animation: 'brand-store-pulse 1.5s ease-in-out infinite',
      [REDUCED]: { animation: 'none' },
    },
    '& span:first-of-type': { height: 'auto', aspectRatio: '16 / 10' },
    '& span:nth-of-type(2)': { width: '60%' },
    '& span:last-of-type': { height: theme.spacing(10) },
  },
  '@keyframes brand-store-pulse': { '50%': { opacity: 0.5 } },
});
