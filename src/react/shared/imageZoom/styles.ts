import type { Theme } from '@mui/material/styles';
import { alpha } from '../../../themes/color';
import type { CSSObject } from '@emotion/serialize';
import { ZOOM_TRANSITION_MS } from '../../../core/media/zoom';

/**
 * The image zoom's look over the shared modal layer (module-level functions: useThemedClass caches
 * by them): the photo on the theme's near-black, the controls as round 44 px buttons in the top end
 * corner, light on dark in every theme.
 */

export const zoomBackdropStyles = (theme: Theme): CSSObject => ({
  background: alpha(theme.palette.common.black, 0.96),
});

/** The role="dialog" element: the whole viewport. */
export const zoomDialogStyles = (theme: Theme): CSSObject => ({
  position: 'fixed',
  inset: 0,
  display: 'flex',
  color: theme.palette.common.white,
  fontFamily: theme.typography.fontFamily,
  outline: 'none',
  '&:focus-visible': { outline: `2px solid ${theme.palette.common.white}`, outlineOffset: -4 },
});

/** Where the gestures land: the image centred, nothing of the page's own scrolling or zooming. */
export const zoomStageStyles = (): CSSObject => ({
  position: 'relative',
  flex: '1 1 auto',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  overflow: 'hidden',
  touchAction: 'none',
  userSelect: 'none',
  WebkitTapHighlightColor: 'transparent',
  cursor: 'zoom-in',
  '&[data-zoomed]': { cursor: 'grab' },
  '&[data-dragging]': { cursor: 'grabbing' },
});

export const zoomImageStyles = (): CSSObject => ({
  display: 'block',
  maxWidth: '100%',
  maxHeight: '100%',
  objectFit: 'contain',
  transformOrigin: 'center',
  willChange: 'transform',
  pointerEvents: 'none',
  '&[data-animate]': { transition: `transform ${ZOOM_TRANSITION_MS}ms ease-out` },
  '@media (prefers-reduced-motion: reduce)': { '&[data-animate]': { transition: 'none' } },
});

/** The controls: zoom out, the level, zoom in, close; at the top end corner (mirrored right to left). */
export const zoomToolbarStyles = (theme: Theme): CSSObject => ({
  position: 'absolute',
  insetBlockStart: theme.spacing(2),
  insetInlineEnd: theme.spacing(2),
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  padding: theme.spacing(0.5),
  borderRadius: 999,
  background: alpha(theme.palette.common.black, 0.6),
});

export const zoomButtonStyles = (theme: Theme): CSSObject => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  '& svg': { width: '1.5rem', height: '1.5rem', fill: 'currentColor' },
  '@media (hover: hover)': { '&:hover:not([aria-disabled="true"])': { background: alpha(theme.palette.common.white, 0.16) } },
  '&:focus-visible': { outline: `2px solid ${theme.palette.common.white}`, outlineOffset: 2 },
  // aria-disabled, not disabled: a button that reaches the limit keeps focus (a disabled one would drop it)
  '&[aria-disabled="true"]': { opacity: 0.45, cursor: 'default' },
});

export const zoomLevelStyles = (theme: Theme): CSSObject => ({
  ...(theme.typography.body2 as CSSObject),
  minWidth: '3.5em',
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  '& [data-visually-hidden]': {
    position: 'absolute',
    width: 1,
    height: 1,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});
