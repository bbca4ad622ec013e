import type { Theme } from '@mui/material/styles';
import { alpha } from '../../themes/color';
import type { CSSObject } from '@emotion/serialize';
import { CAROUSEL_GAP_STEPS } from '../../core/motion/carousel';
import { visuallyHidden } from '../shared/visuallyHidden';
import { SWIPER_CONTAINER_DISPLAY } from '../shared/swiper/layout';
import { INFO_CARD_DIALOG, INFO_CARDS_PER_VIEW, type SliderBreakpoint } from '../../core/showcase/infoCards';

const BREAKPOINT_ORDER: SliderBreakpoint[] = ['xs', 'sm', 'md', 'lg'];

/** Cards per view and gaps by breakpoint as CSS variables: the row before Swiper arrives is the one Swiper then lays out. */
function layoutVariables(theme: Theme): CSSObject {
  const rules: CSSObject = {};
  for (const breakpoint of BREAKPOINT_ORDER) {
    const values = { '--per-view': String(INFO_CARDS_PER_VIEW[breakpoint]), '--gap': theme.spacing(CAROUSEL_GAP_STEPS[breakpoint]) };
    if (breakpoint === 'xs') Object.assign(rules, values);
    else rules[theme.breakpoints.up(breakpoint)] = values;
  }
  return rules;
}

/** A round 44 px arrow. */
const arrow = (theme: Theme): CSSObject => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  padding: 0,
  border: '1px solid currentColor',
  borderRadius: '50%',
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  '& svg': { width: 24, height: 24, fill: 'currentColor' },
  '@media (hover: hover)': { '&:hover:not([aria-disabled="true"])': { background: alpha(theme.palette.text.primary, 0.08) } },
  '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 2 },
  '&[aria-disabled="true"]': { opacity: 0.4, cursor: 'default' },
});

/**
 * The slider (module-level: useThemedClass caches by it): cards on the theme's paper (`light`) or
 * on its dark tone (`dark`), bordered in `--info-card-border` (the authored borderColor, checked)
 * or the theme's divider; the whole card is its button's target, the focus ring drawn round it.
 */
export const sliderStyles = (theme: Theme): CSSObject => {
  const dark = theme.palette.primary.dark;
  const onDark = theme.palette.getContrastText(dark);
  return {
    ...layoutVariables(theme),
    display: 'grid',
    gap: theme.spacing(2),
    color: theme.palette.text.primary,
    '--card-bg': theme.palette.background.paper,
    '--card-fg': theme.palette.text.primary,
    '&[data-theme="dark"]': { '--card-bg': dark, '--card-fg': onDark },
    '& swiper-container': { display: SWIPER_CONTAINER_DISPLAY, width: '100%', overflow: 'hidden' },
    '& swiper-container:not([data-ready])': {
      gap: 'var(--gap)',
      '& > swiper-slide': { flex: '0 0 calc((100% - (var(--per-view) - 1) * var(--gap)) / var(--per-view))' },
    },
    '& swiper-slide': { display: 'block', height: 'auto', boxSizing: 'border-box', padding: 3 },
    '& [data-card]': {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      height: '100%',
      boxSizing: 'border-box',
      overflow: 'hidden',
      border: `1px solid var(--info-card-border, ${theme.palette.divider})`,
      borderRadius: Number(theme.shape.borderRadius) * 2,
      background: 'var(--card-bg)',
      color: 'var(--card-fg)',
    },
    '& [data-media]': { position: 'relative', aspectRatio: '4 / 3', background: alpha(theme.palette.text.primary, 0.06) },
    '& [data-media] img': { display: 'block', width: '100%', height: '100%', objectFit: 'cover' },
    '& [data-badge]': {
      position: 'absolute',
      insetBlockEnd: theme.spacing(1.5),
      insetInlineEnd: theme.spacing(1.5),
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: 44,
      height: 44,
      borderRadius: '50%',
      background: theme.palette.primary.main,
      color: theme.palette.getContrastText(theme.palette.primary.main),
      boxShadow: theme.shadows[2],
      '& svg': { width: 26, height: 26, fill: 'currentColor' },
    },
    '& [data-title]': {
      ...(theme.typography.body1 as CSSObject),
      fontWeight: theme.typography.fontWeightBold,
      padding: theme.spacing(2),
      overflowWrap: 'anywhere',
      '& > :first-child': { marginBlockStart: 0 },
      '& > :last-child': { marginBlockEnd: 0 },
      '& h1, & h2, & h3, & h4, & h5, & h6': { fontSize: theme.typography.h6.fontSize, lineHeight: 1.3 },
    },
    // The card's one control covers the whole card: a 44 px+ target everywhere.
    '& [data-card-button]': {
      position: 'absolute',
      inset: 0,
      width: '100%',
      margin: 0,
      padding: 0,
      border: 0,
      borderRadius: 'inherit',
      background: 'transparent',
      cursor: 'pointer',
      '&:focus-visible': { outline: `3px solid ${theme.palette.primary.main}`, outlineOffset: -3 },
      '@media (hover: hover)': { '&:hover': { background: alpha(theme.palette.common.black, 0.04) } },
    },
    '& [data-sr]': visuallyHidden,
    '& [data-bar]': { display: 'flex', justifyContent: 'flex-end', gap: theme.spacing(1) },
    '& [data-arrow]': arrow(theme),
    // the chevrons point the reading way: mirrored right to left
    ...(theme.direction === 'rtl' && { '& [data-arrow] svg': { transform: 'scaleX(-1)' } }),
  };
};

/** A dialog card's content: the slider dialog's gap of spacing 2 between its blocks. */
export const dialogContentStyles = (theme: Theme): CSSObject => ({
  display: 'grid',
  gap: theme.spacing(INFO_CARD_DIALOG.gapStep),
  '& > *': { margin: 0 },
  '& img': { maxWidth: '100%', height: 'auto' },
});
