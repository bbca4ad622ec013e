import type { Theme } from '@mui/material/styles';
import { alpha } from '../../themes/color';
import type { CSSObject } from '@emotion/serialize';

/**
 * Ring sides per size. Not the avatar's 48/32/24 px, which leave no room for a number inside a
 * 6 px ring: theme spacing steps 9, 7 and 6
 * (6, 4 and 3 rem: 96, 64 and 48 px).
 */
export const GAUGE_SPACING = { Medium: 9, Small: 7, Tiny: 6 } as const;
/** the same sides in CSS pixels, for the SVG's viewBox (a true 6 px stroke) */
export const GAUGE_PX = { Medium: 96, Small: 64, Tiny: 48 } as const;
const REDUCED = '@media (prefers-reduced-motion: reduce)';

export const gaugeStyles = (theme: Theme): CSSObject => ({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.spacing(1),
  maxWidth: '100%',
  color: theme.palette.text.primary,
  fontFamily: theme.typography.fontFamily,
  '&[data-size="Tiny"]': { flexDirection: 'row', gap: theme.spacing(1.5) },
});

export const ringStyles = (theme: Theme): CSSObject => ({
  position: 'relative',
  flex: 'none',
  display: 'inline-grid',
  placeItems: 'center',
  width: theme.spacing(GAUGE_SPACING.Medium),
  height: theme.spacing(GAUGE_SPACING.Medium),
  '&[data-size="Small"]': { width: theme.spacing(GAUGE_SPACING.Small), height: theme.spacing(GAUGE_SPACING.Small) },
  '&[data-size="Tiny"]': { width: theme.spacing(GAUGE_SPACING.Tiny), height: theme.spacing(GAUGE_SPACING.Tiny) },
  '& svg': {
    position: 'absolute',
    inset: 0,
    width: '100%',
    height: '100%',
    overflow: 'visible',
    // the fill runs the other way round right to left
    ...(theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : {}),
  },
  '& [data-track]': { stroke: alpha(theme.palette.text.primary, 0.14) },
  '& [data-fill]': {
    stroke: theme.palette.primary.main,
    transition: 'stroke-dasharray 600ms ease-out',
    [REDUCED]: { transition: 'none' },
  },
});

export const numberStyles = (theme: Theme): CSSObject => ({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'baseline',
  fontWeight: Number(theme.typography.fontWeightBold) || 700,
  fontSize: '1.625rem',
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
  '& small': { fontSize: '0.5em', fontWeight: 400, color: theme.palette.text.secondary, marginInlineStart: 1 },
  '[data-size="Small"] > &': { fontSize: '1.125rem' },
  '[data-size="Tiny"] > &': { fontSize: '0.8125rem', '& small': { display: 'none' } },
});

export const labelStyles = (theme: Theme): CSSObject => ({
  ...(theme.typography.body2 as CSSObject),
  fontWeight: Math.max(600, Number(theme.typography.fontWeightBold) || 0),
  textAlign: 'center',
  overflowWrap: 'anywhere',
});

/** The label as the tooltip's trigger: a text button with an info mark, 44 px tall on phones. */
export const triggerStyles = (theme: Theme): CSSObject => ({
  ...(theme.typography.body2 as CSSObject),
  fontWeight: Math.max(600, Number(theme.typography.fontWeightBold) || 0),
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(0.75),
  minHeight: 44,
  padding: theme.spacing(0.5, 1),
  margin: 0,
  border: 0,
  borderRadius: theme.shape.borderRadius,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'help',
  textAlign: 'center',
  userSelect: 'none',
  WebkitUserSelect: 'none',
  WebkitTouchCallout: 'none',
  touchAction: 'manipulation',
  [theme.breakpoints.up('md')]: { minHeight: 32 },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
  '& svg': { flex: 'none', width: '1.125em', height: '1.125em', color: theme.palette.primary.dark },
});

export const anchorStyles = (): CSSObject => ({ position: 'relative', display: 'inline-flex' });

/** A zero-wide point at the trigger's centre (the same point either way round) that centres the bubble. */
export const tooltipStyles = (theme: Theme): CSSObject => ({
  position: 'absolute',
  bottom: '100%',
  left: '50%',
  width: 0,
  display: 'flex',
  justifyContent: 'center',
  zIndex: 1,
  paddingBottom: theme.spacing(1),
  '&[hidden]': { display: 'none' },
  '& > span': {
    ...(theme.typography.caption as CSSObject),
    display: 'block',
    flex: 'none',
    width: 'max-content',
    maxWidth: 'min(16rem, calc(100vw - 16px))',
    padding: theme.spacing(1, 1.5),
    borderRadius: theme.shape.borderRadius,
    background: theme.palette.grey[900],
    color: theme.palette.common.white,
    fontSize: '0.8125rem',
    lineHeight: 1.4,
    textAlign: 'start',
    unicodeBidi: 'plaintext', // the text's own direction, whatever the page's
    boxShadow: theme.shadows[4],
    position: 'relative',
    // The gap down to the trigger belongs to the bubble, so a pointer moving onto it stays inside
    // the anchor and the tooltip stays open (WCAG 1.4.13, hoverable).
    '&::after': { content: '""', position: 'absolute', insetInline: 0, top: '100%', height: theme.spacing(1) },
  },
});
