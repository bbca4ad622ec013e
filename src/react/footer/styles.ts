import type { Theme } from '@mui/material/styles';
import { alpha } from '../../themes/color';
import type { CSSObject } from '@emotion/serialize';
import { MAX_LAYOUT_WIDTH, Z_INDEX } from '../../themes/tokens';

/**
 * The footer's look, from the theme only (module-level functions: useThemedClass caches by them).
 * A light breadcrumb row, then one dark band in the brand's dark colour holding the navigation,
 * the logos and the copyright row, then the banner. Logical properties only, so right-to-left
 * pages mirror without a plugin.
 */

/** Text on the dark band: the theme's contrast colour for primary.dark (white in all five themes). */
const onDark = (theme: Theme) => theme.palette.getContrastText(theme.palette.primary.dark);
const focusRing: CSSObject = { outline: '2px solid currentColor', outlineOffset: 2, borderRadius: 2 };

export const footerStyles = (theme: Theme): CSSObject => ({
  display: 'block',
  fontFamily: theme.typography.fontFamily,
  color: theme.palette.text.primary,
  // Consecutive dark sections form one band, split by hairlines.
  '& > [data-band="dark"] + [data-band="dark"] > [data-inner] > :first-child': { borderBlockStart: `1px solid ${alpha(onDark(theme), 0.2)}` },
});

/** The centred column every section's content sits in. */
export const innerStyles = (theme: Theme): CSSObject => ({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: MAX_LAYOUT_WIDTH,
  marginInline: 'auto',
  paddingInline: theme.spacing(4),
  [theme.breakpoints.up('md')]: { paddingInline: theme.spacing(6) },
});

export const darkBandStyles = (theme: Theme): CSSObject => ({
  background: theme.palette.primary.dark,
  color: onDark(theme),
  '& a': { color: 'inherit' },
  '& a:focus-visible': focusRing,
});

/** Blocks shown in one orientation only (data-portrait / data-landscape = hidden). */
export const orientationStyles = (): CSSObject => ({
  '@media (orientation: portrait)': { '&[data-portrait="hidden"]': { display: 'none' } },
  '@media (orientation: landscape)': { '&[data-landscape="hidden"]': { display: 'none' } },
});

export const healthWarningSectionStyles = (theme: Theme): CSSObject => ({
  paddingBlock: theme.spacing(4),
  background: theme.palette.background.default,
});

// ---------------------------------------------------------------------------------------------
// Breadcrumb

export const breadcrumbStyles = (theme: Theme): CSSObject => ({
  background: theme.palette.grey[50],
  borderBlockStart: `1px solid ${theme.palette.divider}`,
  '& ol': {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.spacing(2),
    margin: 0,
    paddingBlock: theme.spacing(3),
    paddingInline: 0,
    listStyle: 'none',
    fontSize: '0.875rem',
    lineHeight: 1.4,
  },
  '& li': { display: 'inline-flex', alignItems: 'center', gap: theme.spacing(2), minWidth: 0 },
  // The separator is a slash: it reads the same in both directions.
  '& li + li::before': { content: '"/"', color: theme.palette.text.secondary },
  '& a': {
    color: theme.palette.text.secondary,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    '@media (hover: hover)': { '&:hover': { color: theme.palette.text.primary } },
  },
  '& a:focus-visible': focusRing,
  '& [aria-current="page"]': { color: theme.palette.text.primary, fontWeight: theme.typography.fontWeightBold, overflowWrap: 'anywhere' },
});

// ---------------------------------------------------------------------------------------------
// Link lists (first and second navigation)

export const firstNavStyles = (theme: Theme): CSSObject => ({
  // The selector's trigger has its own inline padding: its globe lines up with the column text.
  '& [data-language-switcher] [data-language-selector]': { marginInlineStart: `calc(-1 * ${theme.spacing(2)})` },
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: theme.spacing(6),
  paddingBlock: theme.spacing(7),
  [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
  [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))', paddingBlock: theme.spacing(8) },
});

/** A column heading: small, bold, spaced capitals. */
export const headingStyles = (theme: Theme): CSSObject => ({
  margin: 0,
  marginBlockEnd: theme.spacing(4),
  fontSize: '0.8125rem',
  lineHeight: 1.4,
  fontWeight: theme.typography.fontWeightBold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: 'inherit',
});

export const linkListStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(1),
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '& a': {
    display: 'inline-block',
    paddingBlock: theme.spacing(1),
    fontSize: '0.9375rem',
    lineHeight: 1.5,
    textDecoration: 'none',
    opacity: 0.86,
    transition: theme.transitions.create(['opacity'], { duration: theme.transitions.duration.shortest }),
    '@media (hover: hover)': { '&:hover': { opacity: 1, textDecoration: 'underline', textUnderlineOffset: '0.25em' } },
    '&:focus-visible': { opacity: 1 },
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

// ---------------------------------------------------------------------------------------------
// Logos

export const logosStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  columnGap: theme.spacing(8),
  rowGap: theme.spacing(5),
  paddingBlock: theme.spacing(6),
  '& [data-logo-list]': { minWidth: 0 },
  '& [data-logo-list] ul': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(3), margin: 0, padding: 0, listStyle: 'none' },
  // Logos are made for light backgrounds: each sits on a small white tile.
  '& [data-logo-list] li': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '3rem',
    paddingBlock: theme.spacing(2),
    paddingInline: theme.spacing(3),
    background: theme.palette.common.white,
    borderRadius: theme.shape.borderRadius,
  },
  '& [data-logo-list] img': { display: 'block', maxHeight: '2.5rem', maxWidth: '8rem', width: 'auto', height: 'auto' },
  '& [data-rating]': { marginInlineStart: 'auto', minWidth: 0, [theme.breakpoints.down('md')]: { marginInlineStart: 0 } },
});

// ---------------------------------------------------------------------------------------------
// Second navigation

export const secondNavStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(4),
  paddingBlock: theme.spacing(5),
  fontSize: '0.875rem',
  lineHeight: 1.5,
  [theme.breakpoints.up('md')]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  '& [data-copyright]': { opacity: 0.86, '& > :first-child': { marginBlockStart: 0 }, '& > :last-child': { marginBlockEnd: 0 } },
  '& [data-copyright] p': { margin: 0 },
  '& ul': { display: 'flex', flexWrap: 'wrap', columnGap: theme.spacing(5), rowGap: theme.spacing(2), margin: 0, padding: 0, listStyle: 'none' },
  '& ul a': {
    display: 'inline-block',
    paddingBlock: theme.spacing(1),
    textDecoration: 'underline',
    textUnderlineOffset: '0.25em',
    textDecorationColor: alpha(onDark(theme), 0.5),
    '@media (hover: hover)': { '&:hover': { textDecorationColor: 'currentColor' } },
  },
});

// ---------------------------------------------------------------------------------------------
// Banner

const pinned: CSSObject = {
  position: 'fixed',
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: Z_INDEX.banner,
  boxShadow: '0 -4px 16px rgba(0, 0, 0, 0.18)',
};

/**
 * The banner section: the panel (background, image) is pinned to the bottom of the viewport at
 * z-index 800 in the orientations it is sticky in, and the section keeps the panel's height
 * (--brand-banner-height, measured) so the end of the page is not hidden under it.
 */
export const bannerStyles = (theme: Theme): CSSObject => ({
  '& [data-banner-panel]': {
    display: 'flex',
    justifyContent: 'center',
    paddingBlock: theme.spacing(3),
    paddingInline: theme.spacing(4),
    background: theme.palette.primary.dark,
  },
  '& [data-banner-panel] a': { display: 'block', maxWidth: '100%', borderRadius: 2 },
  '& [data-banner-panel] a:focus-visible': { outline: `2px solid ${onDark(theme)}`, outlineOffset: 4 },
  '& img': { display: 'block', maxWidth: '100%', height: 'auto', marginInline: 'auto' },
  '@media (orientation: portrait)': {
    '&[data-portrait="sticky"]': { minHeight: 'var(--brand-banner-height, 0px)' },
    '&[data-portrait="sticky"] [data-banner-panel]': pinned,
  },
  '@media (orientation: landscape)': {
    '&[data-landscape="sticky"]': { minHeight: 'var(--brand-banner-height, 0px)' },
    '&[data-landscape="sticky"] [data-banner-panel]': pinned,
  },
});

// ---------------------------------------------------------------------------------------------
// Errors

/** The editor's config error label for a section that could not be built. */
export const configErrorStyles = (theme: Theme): CSSObject => ({
  marginBlock: theme.spacing(2),
  marginInline: 'auto',
  maxWidth: MAX_LAYOUT_WIDTH,
  paddingBlock: theme.spacing(2),
  paddingInline: theme.spacing(4),
  border: `2px dashed ${theme.palette.error.main}`,
  borderRadius: theme.shape.borderRadius,
  background: theme.palette.background.paper,
  color: theme.palette.error.main,
  fontSize: '0.875rem',
  lineHeight: 1.4,
  '& strong': { fontWeight: theme.typography.fontWeightBold },
});
