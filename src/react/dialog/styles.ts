import type { Theme } from '@mui/material/styles';
import { alpha } from '../../themes/color';
import type { CSSObject } from '@emotion/serialize';

/**
 * brand-dialog's look, from the theme (module-level functions: useThemedClass caches by them).
 * Sizes follow MUI's Dialog: `data-max-width` caps the paper at that breakpoint, `data-full-width`
 * stretches it to the cap, `data-full-screen` fills the viewport.
 */

const MARGIN = 32;

/** Over the shared modal layer: the paper in the middle of the viewport. */
export const layerStyles = (): CSSObject => ({
  alignItems: 'center',
  justifyContent: 'center',
});

/**
 * Over the shared modal backdrop: translucent black by default; `data-backdrop="transparent"`
 * lets the page show fully; `data-backdrop="opaque"` (a non-dismissible dialog) hides the page
 * behind the brand's dark tone.
 */
export const backdropStyles = (theme: Theme): CSSObject => ({
  background: alpha(theme.palette.common.black, 0.5),
  WebkitTapHighlightColor: 'transparent',
  '&[data-backdrop="transparent"]': { background: 'transparent' },
  '&[data-backdrop="opaque"]': { background: theme.palette.grey[900] },
});

export const paperStyles = (theme: Theme): CSSObject => ({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  margin: MARGIN,
  maxHeight: `calc(100% - ${2 * MARGIN}px)`,
  overflowY: 'auto',
  background: theme.palette.background.paper,
  color: theme.palette.text.primary,
  fontFamily: theme.typography.fontFamily,
  borderRadius: Number(theme.shape.borderRadius) * 2,
  boxShadow: theme.shadows[24],
  outline: 'none',
  ...Object.fromEntries(
    (['xs', 'sm', 'md', 'lg', 'xl'] as const).map((key) => [
      `&[data-max-width="${key}"]`,
      { maxWidth: key === 'xs' ? Math.max(theme.breakpoints.values.xs, 444) : theme.breakpoints.values[key] },
    ]),
  ),
  '&[data-full-width]': { width: `calc(100% - ${2 * MARGIN}px)` },
  '&[data-transparent]': { background: 'transparent', boxShadow: 'none' },
  '&[data-full-screen]': { margin: 0, width: '100%', maxWidth: '100%', height: '100%', maxHeight: 'none', borderRadius: 0 },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
});

export const titleStyles = (theme: Theme): CSSObject => ({
  ...(theme.typography.h5 as CSSObject),
  margin: 0,
  paddingBlock: `${theme.spacing(4)} ${theme.spacing(2)}`,
  paddingInline: theme.spacing(4),
  overflowWrap: 'anywhere',
  // room for the close button
  '[data-dismissible] > &': { paddingInlineEnd: `calc(${theme.spacing(4)} + 2.75rem)` },
});

export const contentStyles = (theme: Theme): CSSObject => ({
  ...(theme.typography.body1 as CSSObject),
  flex: '1 1 auto',
  overflowY: 'auto',
  padding: theme.spacing(4),
  '[data-has-title] > &': { paddingBlockStart: theme.spacing(2) },
});

/** The close button: a round icon button at the paper's top end; `data-style` from closeButtonStyle. */
export const closeStyles = (theme: Theme): CSSObject => ({
  position: 'absolute',
  insetBlockStart: theme.spacing(2),
  insetInlineEnd: theme.spacing(2),
  zIndex: 1,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  margin: 0,
  padding: 0,
  border: '1px solid transparent',
  borderRadius: '50%',
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  '& svg': { width: '1.5rem', height: '1.5rem', fill: 'currentColor' },
  '@media (hover: hover)': { '&:hover': { background: alpha(theme.palette.common.black, 0.06) } },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
  '&[data-style="contained"]': {
    background: theme.palette.primary.dark,
    color: theme.palette.getContrastText(theme.palette.primary.dark),
    '@media (hover: hover)': { '&:hover': { background: theme.palette.primary.dark, opacity: 0.88 } },
  },
  '&[data-style="outlined"]': { borderColor: 'currentColor' },
  '&[data-style="light"]': {
    background: theme.palette.common.white,
    color: theme.palette.common.black,
    boxShadow: theme.shadows[2],
    '@media (hover: hover)': { '&:hover': { background: theme.palette.grey[100] } },
  },
});

export const actionsStyles = (theme: Theme): CSSObject => ({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: theme.spacing(3),
  paddingBlock: `0 ${theme.spacing(4)}`,
  paddingInline: theme.spacing(4),
  '& > button': { minWidth: '8rem' },
  '& > button[data-variant="text"]': {
    '--gate-button-fg': theme.palette.primary.dark,
    background: 'transparent',
    '@media (hover: hover)': { '&:hover': { background: alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity) } },
  },
  [theme.breakpoints.down('sm')]: {
    flexDirection: 'column-reverse',
    alignItems: 'stretch',
  },
});
