import type { Theme } from '@mui/material/styles';
import type { CSSObject } from '@emotion/serialize';
import { BUTTON_RADIUS, TOUCH_TARGET } from './tokens';

/**
 * The brand's changes to MUI's button, declared once: MUI's theme takes them as its `MuiButton`
 * style overrides (muiOptions.ts), our own button (src/react/shared/buttonControl) applies them after
 * MUI's styles in the same order.
 */
export const BUTTON_OVERRIDES = {
  // Phones: every button is a 44 px touch target, whatever its size.
  root: ({ theme }: { theme: Theme }): CSSObject => ({ borderRadius: BUTTON_RADIUS, paddingInline: '1.5rem', [theme.breakpoints.down('sm')]: { minHeight: TOUCH_TARGET } }),
  // The brand's main colours are too light for text on white; outlines and text buttons use the dark
  // tone so they meet WCAG AA contrast. Hover darkens the fill to primary.dark; where the label is that
  // same dark tone (zyn, iqos), it must turn light or it disappears.
  contained: ({ theme }: { theme: Theme }): CSSObject => ({
    '@media (hover: hover)': {
      '&.MuiButton-colorPrimary:hover': { '--variant-containedColor': theme.palette.getContrastText(theme.palette.primary.dark) },
    },
  }),
  outlined: ({ theme }: { theme: Theme }): CSSObject => ({ color: theme.palette.primary.dark, borderColor: theme.palette.primary.dark }),
  text: ({ theme }: { theme: Theme }): CSSObject => ({ color: theme.palette.primary.dark }),
};

/** The theme's default props for the button: flat, no elevation. */
export const BUTTON_DEFAULT_PROPS = { disableElevation: true } as const;
