import type { Theme } from '@mui/material/styles';
import { alpha } from '../../../themes/color';
import type { CSSObject } from '@emotion/serialize';

/**
 * The video dialog's look over the shared modal layer (module-level functions: useThemedClass
 * caches by them): the video centred on the theme's near-black, a round 44 px close button in the
 * top end corner (mirrored right to left), light on dark in every theme.
 */

export const videoLayerStyles = (): CSSObject => ({ alignItems: 'center', justifyContent: 'center' });

export const videoBackdropStyles = (theme: Theme): CSSObject => ({
  background: alpha(theme.palette.common.black, 0.9),
  WebkitTapHighlightColor: 'transparent',
});

/** The role="dialog" element: the video at most the md breakpoint wide, 16:9 room, margins on phones. */
export const videoDialogStyles = (theme: Theme): CSSObject => ({
  position: 'relative',
  width: `min(calc(100% - ${theme.spacing(4)}), ${theme.breakpoints.values.md}px)`,
  paddingBlockStart: `calc(2.75rem + ${theme.spacing(2)})`,
  color: theme.palette.common.white,
  fontFamily: theme.typography.fontFamily,
  outline: 'none',
  '&:focus-visible': { outline: `2px solid ${theme.palette.common.white}`, outlineOffset: 4 },
  '& video': {
    display: 'block',
    width: '100%',
    maxHeight: `calc(100vh - 2.75rem - ${theme.spacing(8)})`,
    aspectRatio: '16 / 9',
    background: theme.palette.common.black,
    borderRadius: Number(theme.shape.borderRadius) * 2,
  },
});

export const videoCloseStyles = (theme: Theme): CSSObject => ({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineEnd: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  margin: 0,
  padding: 0,
  border: 0,
  borderRadius: '50%',
  background: alpha(theme.palette.common.white, 0.12),
  color: 'inherit',
  cursor: 'pointer',
  '& svg': { width: '1.5rem', height: '1.5rem', fill: 'currentColor' },
  '@media (hover: hover)': { '&:hover': { background: alpha(theme.palette.common.white, 0.24) } },
  '&:focus-visible': { outline: `2px solid ${theme.palette.common.white}`, outlineOffset: 2 },
});
