import type { Theme } from '@mui/material/styles';
import { alpha } from '../../themes/color';
import type { CSSObject } from '@emotion/serialize';
import { roundControl } from '../shared/roundControl';
import { SWIPER_CONTAINER_DISPLAY } from '../shared/swiper/layout';
import { FLAVOUR_FADE_MS } from '../../core/showcase/flavours';

/** the gap between thumbnails, in CSS pixels (Swiper's spaceBetween and the CSS row before it loads) */
export const THUMB_GAP_PX = 12;
/** a thumbnail's width, in rem (its button's; the slide is as wide) */
const THUMB_WIDTH_REM = 6.5;
const REDUCED = '@media (prefers-reduced-motion: reduce)';

const focusRing = (theme: Theme): CSSObject => ({ '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 } });

const pill = (theme: Theme): CSSObject => ({
  minHeight: 44,
  padding: theme.spacing(1, 2.5),
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: 999,
  background: theme.palette.background.paper,
  color: theme.palette.text.primary,
  font: 'inherit',
  fontWeight: Number(theme.typography.fontWeightMedium) || 500,
  cursor: 'pointer',
  ...focusRing(theme),
});

export const carouselStyles = (theme: Theme): CSSObject => ({
  display: 'grid',
  gap: theme.spacing(2.5),
  color: theme.palette.text.primary,
  fontFamily: theme.typography.fontFamily,
  ...(theme.typography.body1 as CSSObject),
  '& [data-sr]': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  // the groups: a segmented control (tabs)
  '& [data-groups]': {
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    gap: theme.spacing(1),
    '& [role="tab"]': pill(theme),
    '& [aria-selected="true"]': { background: theme.palette.primary.main, borderColor: theme.palette.primary.main, color: theme.palette.primary.contrastText },
  },
  '& [data-panel]': { display: 'grid', gap: theme.spacing(2), minWidth: 0 },
  // the group's intensity bar: strong at the start when sorted descending
  '& [data-scale]': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1.5),
    ...(theme.typography.body2 as CSSObject),
    color: theme.palette.text.secondary,
    '& [data-bar]': {
      flex: 1,
      height: 6,
      borderRadius: 3,
      background: `linear-gradient(to right, ${theme.palette.primary.main}, ${alpha(theme.palette.primary.main, 0.15)})`,
    },
    '& [data-bar][data-sort="asc"]': { background: `linear-gradient(to right, ${alpha(theme.palette.primary.main, 0.15)}, ${theme.palette.primary.main})` },
    '&:dir(rtl) [data-bar]': { transform: 'scaleX(-1)' },
  },
  // the row is the container thumbsFitStyles asks whether the thumbnails fit
  '& [data-row]': { display: 'flex', alignItems: 'center', gap: theme.spacing(1), minWidth: 0, containerType: 'inline-size' },
  // above the slides Swiper moves under them (its host has z-index 1)
  '& [data-arrow]': { ...roundControl(theme), position: 'relative', zIndex: 2 },
  '&:dir(rtl) [data-arrow] svg': { transform: 'scaleX(-1)' },
  '& swiper-container': { display: SWIPER_CONTAINER_DISPLAY, flex: 1, minWidth: 0, overflow: 'hidden' },
  '& swiper-container:not([data-ready])': { gap: THUMB_GAP_PX },
  '& swiper-slide': { display: 'block', width: 'auto', flex: '0 0 auto', height: 'auto' },
  '& [data-thumb]': {
    display: 'grid',
    justifyItems: 'center',
    gap: theme.spacing(1),
    width: `${THUMB_WIDTH_REM}rem`,
    minHeight: 44,
    padding: theme.spacing(1, 0.5),
    border: '2px solid transparent',
    borderRadius: Number(theme.shape.borderRadius) * 2,
    background: 'transparent',
    color: theme.palette.text.primary,
    font: 'inherit',
    ...(theme.typography.body2 as CSSObject),
    cursor: 'pointer',
    ...focusRing(theme),
    '&[aria-pressed="true"]': { borderColor: theme.palette.primary.main, fontWeight: Number(theme.typography.fontWeightBold) || 700 },
  },
  '& [data-disc]': {
    display: 'grid',
    placeItems: 'center',
    width: '4.5rem',
    height: '4.5rem',
    borderRadius: '50%',
    overflow: 'hidden',
    background: `var(--flavour-primary, ${theme.palette.action.hover})`,
    '& img': { width: '100%', height: '100%', objectFit: 'cover' },
  },
  '& [data-name]': { textAlign: 'center', overflowWrap: 'anywhere' },
  '& [data-status]': { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: theme.spacing(2), flexWrap: 'wrap' },
  '& [data-counter]': { margin: 0, ...(theme.typography.body2 as CSSObject), color: theme.palette.text.secondary, fontVariantNumeric: 'tabular-nums' },
  '& [data-action]': { ...pill(theme), display: 'inline-flex', alignItems: 'center', gap: theme.spacing(1), '& svg': { width: 20, height: 20, fill: 'currentColor' } },
  // the panels: stacked in one grid cell, the new one fading in over the old
  '& [data-stack]': { display: 'grid' },
  '@keyframes brand-flavour-in': { from: { opacity: 0 }, to: { opacity: 1 } },
  '@keyframes brand-flavour-out': { from: { opacity: 1 }, to: { opacity: 0 } },
  '& [data-detail]': {
    gridArea: '1 / 1',
    display: 'grid',
    gap: theme.spacing(3),
    alignItems: 'center',
    padding: theme.spacing(3),
    borderRadius: Number(theme.shape.borderRadius) * 3,
    background: theme.palette.background.paper,
    border: `1px solid ${theme.palette.divider}`,
    [theme.breakpoints.up('md')]: { gridTemplateColumns: '2fr 3fr', padding: theme.spacing(4) },
  },
  // only a panel the visitor chose fades in: the first shows at once, so taking over the server's
  // markup (a new panel in its place) does not fade it out and in again
  '& [data-detail][data-entering]': { animation: `brand-flavour-in ${FLAVOUR_FADE_MS}ms ease-in-out`, [REDUCED]: { animation: 'none' } },
  '& [data-detail][data-leaving]': { animation: `brand-flavour-out ${FLAVOUR_FADE_MS}ms ease-in-out forwards`, pointerEvents: 'none' },
  '& [data-media]': {
    position: 'relative',
    display: 'grid',
    placeItems: 'center',
    minHeight: '14rem',
    padding: theme.spacing(2),
    borderRadius: Number(theme.shape.borderRadius) * 2,
    background: `var(--flavour-secondary, ${alpha(theme.palette.primary.main, 0.08)})`,
    '& [data-zoom]': {
      display: 'grid',
      placeItems: 'center',
      width: '100%',
      margin: 0,
      padding: 0,
      border: 0,
      background: 'none',
      cursor: 'zoom-in',
      borderRadius: theme.shape.borderRadius,
      '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
    },
    '& [data-detail-image]': { width: 'min(70%, 18rem)', aspectRatio: '1', objectFit: 'contain' },
    '& [data-vector]': { position: 'absolute', insetBlockEnd: theme.spacing(1.5), insetInlineEnd: theme.spacing(1.5), width: '3.5rem', height: '3.5rem' },
  },
  '& [data-copy]': {
    display: 'grid',
    gap: theme.spacing(1.5),
    alignContent: 'start',
    '& h3': { margin: 0, ...(theme.typography.h4 as CSSObject) },
    '& [data-subtitle]': { margin: 0, color: theme.palette.text.secondary, ...(theme.typography.subtitle1 as CSSObject) },
    '& [data-description] > :first-child': { marginTop: 0 },
    '& [data-description] > :last-child': { marginBottom: 0 },
  },
  '& [data-facts]': {
    display: 'flex',
    flexWrap: 'wrap',
    gap: theme.spacing(3),
    margin: 0,
    '& > div': { display: 'grid', gap: theme.spacing(1), justifyItems: 'start' },
    '& dt': { ...(theme.typography.overline as CSSObject), color: theme.palette.text.secondary },
    '& dd': { margin: 0 },
  },
  '& [data-aroma]': { display: 'flex', alignItems: 'center', gap: theme.spacing(1), '& img': { width: 40, height: 40, borderRadius: '50%', objectFit: 'cover' } },
  '& [data-cta]': {
    justifySelf: 'start',
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 44,
    padding: theme.spacing(1, 3),
    borderRadius: 999,
    background: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
    fontWeight: Number(theme.typography.fontWeightBold) || 700,
    textDecoration: 'none',
    '@media (hover: hover)': { '&:hover': { background: theme.palette.primary.dark } },
    ...focusRing(theme),
  },
});

const fitByCount = new Map<number, (theme: Theme) => CSSObject>();

/**
 * For the row of `count` thumbnails: previous / next hidden while the row is wide enough for all of
 * them, as Swiper then locks itself (watchOverflow). Decided by CSS from the row's width, not
 * measured in script, so the server's markup shows the arrows the browser will, at any width.
 * One function per count (useThemedClass keys its cache by the function).
 */
export function thumbsFitStyles(count: number): (theme: Theme) => CSSObject {
  let styles = fitByCount.get(count);
  if (!styles) {
    const all = `calc(${count} * ${THUMB_WIDTH_REM}rem + ${Math.max(count - 1, 0)} * ${THUMB_GAP_PX}px)`;
    styles = () => ({ [`@container (min-width: ${all})`]: { '&& > [data-arrow]': { display: 'none' } } });
    fitByCount.set(count, styles);
  }
  return styles;
}

/** The action's dialog: a paper with a heading, a close button and every flavour by group. */
export const dialogStyles = (theme: Theme): CSSObject => ({
  position: 'relative',
  margin: 'auto',
  width: `min(40rem, calc(100% - ${theme.spacing(4)}))`,
  maxHeight: `calc(100% - ${theme.spacing(4)})`,
  overflowY: 'auto',
  padding: theme.spacing(3),
  borderRadius: Number(theme.shape.borderRadius) * 2,
  background: theme.palette.background.paper,
  color: theme.palette.text.primary,
  fontFamily: theme.typography.fontFamily,
  boxShadow: theme.shadows[24],
  outline: 'none',
  '& [data-dialog-head]': { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: theme.spacing(2) },
  '& h2': { margin: 0, ...(theme.typography.h5 as CSSObject) },
  '& h3': { margin: theme.spacing(2, 0, 1), ...(theme.typography.subtitle1 as CSSObject), fontWeight: Number(theme.typography.fontWeightBold) || 700 },
  '& [data-close]': { ...roundControl(theme), border: 'none' },
  '& ul': { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.spacing(1), gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' },
  '& [data-choice]': {
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1.5),
    width: '100%',
    minHeight: 44,
    padding: theme.spacing(1),
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: Number(theme.shape.borderRadius) * 2,
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
    ...focusRing(theme),
    '&[aria-current]': { borderColor: theme.palette.primary.main },
    '& img': { width: 48, height: 48, borderRadius: '50%', objectFit: 'cover', flex: 'none' },
    '& span': { display: 'grid' },
    '& small': { color: theme.palette.text.secondary },
  },
});
