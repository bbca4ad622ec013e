import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@emotion/serialize';
import { roundControl } from '../shared/roundControl';
import { SWIPER_CONTAINER_DISPLAY } from '../shared/swiper/layout';
import { CAROUSEL_FADE_MS, CAROUSEL_GAP_STEPS, CAROUSEL_VARIANTS, VARIANT_LAYOUTS, type Breakpoint, type CarouselVariant } from '../../core/motion/carousel';

const REDUCED = '@media (prefers-reduced-motion: reduce)';
const BREAKPOINT_ORDER: Breakpoint[] = ['xs', 'sm', 'md', 'lg'];

/** The slide picker: a row of picks under the slides, scrolling sideways when they do not fit. */
const pickerStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: theme.spacing(0.5),
  flex: '1 1 auto',
  minWidth: 0,
  margin: 0,
  padding: theme.spacing(0.5),
  overflowX: 'auto',
  scrollbarWidth: 'none',
});

/** One pick: a 44 px target on a phone (28 px from the tablet up) around its dot or thumbnail. */
const pickStyles = (theme: Theme): CSSObject => ({
  flex: '0 0 auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 44,
  minHeight: 44,
  padding: 0,
  border: 0,
  background: 'transparent',
  color: theme.palette.text.primary,
  cursor: 'pointer',
  [theme.breakpoints.up('sm')]: { minWidth: 28, minHeight: 28 },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 0, borderRadius: theme.shape.borderRadius },
});

/** Variant e: the slides' labels, a row of tabs on a phone, a vertical list beside the slides from the tablet up. */
const listPickerStyles = (theme: Theme): CSSObject => ({
  justifyContent: 'flex-start',
  padding: 0,
  borderBlockEnd: `1px solid ${theme.palette.divider}`,
  [theme.breakpoints.up('md')]: { flexDirection: 'column', alignItems: 'stretch', overflowX: 'visible', gap: 0, borderBlockEnd: 0, gridRow: '1 / span 2' },
});

const listPickStyles = (theme: Theme): CSSObject => ({
  ...(theme.typography.body1 as CSSObject),
  justifyContent: 'flex-start',
  minHeight: 44,
  paddingInline: theme.spacing(2),
  paddingBlock: theme.spacing(1),
  borderBlockEnd: '3px solid transparent',
  color: theme.palette.text.secondary,
  textAlign: 'start',
  [theme.breakpoints.up('sm')]: { minHeight: 44 },
  '@media (hover: hover)': { '&:hover': { color: theme.palette.text.primary, background: theme.palette.action.hover } },
  [theme.breakpoints.up('md')]: { minHeight: 48, borderBlockEnd: 0, borderInlineStart: `3px solid ${theme.palette.divider}` },
});

const listPickSelectedStyles = (theme: Theme): CSSObject => ({
  color: theme.palette.text.primary,
  fontWeight: theme.typography.fontWeightBold,
  borderBlockEndColor: theme.palette.primary.main,
  [theme.breakpoints.up('md')]: { borderInlineStartColor: theme.palette.primary.main },
});

/**
 * The slides' layout by breakpoint as CSS variables (`--per-view`, `--gap`): they lay the slides out
 * before Swiper has loaded, exactly where Swiper then puts them, so nothing moves when it arrives.
 */
function layoutVariables(theme: Theme, variant: CarouselVariant): CSSObject {
  const { perView } = VARIANT_LAYOUTS[variant];
  const rules: CSSObject = {};
  for (const breakpoint of BREAKPOINT_ORDER) {
    const values = { '--per-view': String(perView[breakpoint]), '--gap': theme.spacing(CAROUSEL_GAP_STEPS[breakpoint]) };
    if (breakpoint === 'xs') Object.assign(rules, values);
    else rules[theme.breakpoints.up(breakpoint)] = values;
  }
  return rules;
}

const carouselStyles = (variant: CarouselVariant, centered: boolean) => (theme: Theme): CSSObject => ({
  ...layoutVariables(theme, variant),
  position: 'relative',
  display: 'grid',
  gap: theme.spacing(2),
  // Variant e: the list of slides beside the stage from the tablet up, under it on a phone.
  ...(variant === 'e' && { [theme.breakpoints.up('md')]: { gridTemplateColumns: 'minmax(12rem, 1fr) 3fr', alignItems: 'start' } }),
  '& [data-stage]': { position: 'relative', minWidth: 0 },
  // Flex before and after Swiper starts (SWIPER_CONTAINER_DISPLAY): a change of display would rebuild its box.
  '& swiper-container': { display: SWIPER_CONTAINER_DISPLAY, width: '100%', overflow: 'hidden' },
  // Before Swiper has loaded: the same row Swiper will lay out, first slide in place (centred in c).
  '& swiper-container:not([data-ready])': {
    gap: 'var(--gap)',
    ...(centered && { paddingInlineStart: 'calc((100% - (100% - (var(--per-view) - 1) * var(--gap)) / var(--per-view)) / 2)' }),
    '& > swiper-slide': { flex: '0 0 calc((100% - (var(--per-view) - 1) * var(--gap)) / var(--per-view))' },
  },
  '& swiper-slide': { display: 'block', height: 'auto', boxSizing: 'border-box' },
  '& swiper-slide[inert]': { cursor: 'default' },
  ...(centered && {
    '& swiper-slide': {
      display: 'block',
      height: 'auto',
      opacity: 0.55,
      transform: 'scale(0.94)',
      transition: `opacity ${CAROUSEL_FADE_MS}ms, transform ${CAROUSEL_FADE_MS}ms`,
      [REDUCED]: { transition: 'none' },
    },
    '& swiper-slide[data-active]': { opacity: 1, transform: 'none' },
  }),
  '& [data-bar]': { display: 'flex', alignItems: 'center', gap: theme.spacing(1), minWidth: 0 },
  // The rotation control comes first in the tab order but is drawn at the start of the bar.
  '& [data-bar][data-with-rotation]': { paddingInlineStart: `calc(44px + ${theme.spacing(1)})` },
  '& [data-arrow]': roundControl(theme),
  '& [data-rotation]': { ...roundControl(theme), position: 'absolute', insetInlineStart: 0, insetBlockEnd: 0, zIndex: 1 },
  '& [dir="rtl"] [data-arrow] svg, &[dir="rtl"] [data-arrow] svg': { transform: 'scaleX(-1)' },
  '& [data-picker]': { ...pickerStyles(theme), ...(variant === 'e' && listPickerStyles(theme)) },
  '& [data-pick]': { ...pickStyles(theme), ...(variant === 'e' && listPickStyles(theme)) },
  '& [data-dot]': {
    width: 10,
    height: 10,
    borderRadius: '50%',
    border: `2px solid ${theme.palette.text.secondary}`,
    boxSizing: 'border-box',
    transition: `width ${theme.transitions.duration.short}ms`,
    [REDUCED]: { transition: 'none' },
  },
  '& [aria-selected="true"] [data-dot]': { width: 24, borderRadius: 5, borderColor: theme.palette.primary.main, background: theme.palette.primary.main },
  '& [data-thumb]': {
    width: 56,
    height: 56,
    borderRadius: theme.shape.borderRadius,
    border: `2px solid transparent`,
    overflow: 'hidden',
    background: theme.palette.action.hover,
    display: 'grid',
    placeItems: 'center',
    ...(theme.typography.caption as CSSObject),
    '& img': { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
  },
  '& [aria-selected="true"] [data-thumb]': { borderColor: theme.palette.primary.main },
  '& [data-pick][aria-selected="true"]': variant === 'e' ? listPickSelectedStyles(theme) : {},
  '& [data-sr]': { position: 'absolute', width: 1, height: 1, margin: -1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
  '& [data-edge]': { ...(theme.typography.caption as CSSObject), color: theme.palette.text.secondary },
});

/** Each variant's styles, made once (useThemedClass keys its cache on the function). */
export const VARIANT_STYLES = Object.fromEntries(
  CAROUSEL_VARIANTS.map((variant) => [variant, carouselStyles(variant, VARIANT_LAYOUTS[variant].centered)]),
) as Record<CarouselVariant, (theme: Theme) => CSSObject>;
