import type { Theme } from '@mui/material/styles';
import { alpha } from '../../themes/color';
import type { CSSObject } from '@emotion/serialize';
import { BUTTON_RADIUS, LOADING_SPINNER_SIZE } from '../../themes/tokens';

// The gates' buttons and spinner, which most elements with a plain button use too: a module apart from the gates'
// other styles (styles.ts), so that those elements do not download the gates' look.

const reducedMotion = '@media (prefers-reduced-motion: reduce)';

/**
 * The gates' buttons, in the brand-button look (pill, bold label, no shadow): `data-variant`
 * contained (brand colour) or outlined (dark tone, so text meets WCAG AA on white).
 */
export const buttonStyles = (theme: Theme): CSSObject => ({
  ...(theme.typography.button as CSSObject),
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  minWidth: '12rem',
  minHeight: '3rem',
  margin: 0,
  padding: '0.5rem 1.5rem',
  border: '1px solid transparent',
  borderRadius: BUTTON_RADIUS,
  fontSize: '1.0625rem',
  lineHeight: 1.5,
  textDecoration: 'none',
  cursor: 'pointer',
  transition: theme.transitions.create(['background-color', 'border-color', 'color'], { duration: theme.transitions.duration.short }),
  WebkitTapHighlightColor: 'transparent',
  // --gate-button-fg is the label's colour, which the spinner keeps while the label is hidden.
  color: 'var(--gate-button-fg)',
  '&[data-variant="contained"]': {
    '--gate-button-fg': theme.palette.primary.contrastText,
    background: theme.palette.primary.main,
    // The fill darkens on hover; the label turns light where it was that dark tone (zyn, iqos).
    '@media (hover: hover)': {
      '&:hover': { '--gate-button-fg': theme.palette.getContrastText(theme.palette.primary.dark), background: theme.palette.primary.dark },
    },
  },
  '&[data-variant="outlined"]': {
    '--gate-button-fg': theme.palette.primary.dark,
    background: 'transparent',
    borderColor: theme.palette.primary.dark,
    '@media (hover: hover)': { '&:hover': { background: alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity) } },
  },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.dark}`, outlineOffset: 2 },
  // Busy: the label stays for screen readers but is hidden under the spinner.
  '&[aria-busy="true"]': { cursor: 'progress', color: 'transparent' },
  '&[aria-busy="true"] > [role="progressbar"]': { position: 'absolute', color: 'var(--gate-button-fg)' },
  [reducedMotion]: { transition: 'none' },
});

/** A spinning ring in the current colour (MUI's 24 px loading size). */
export const spinnerStyles = (): CSSObject => ({
  display: 'inline-block',
  flex: 'none',
  width: LOADING_SPINNER_SIZE,
  height: LOADING_SPINNER_SIZE,
  borderRadius: '50%',
  border: '3px solid currentColor',
  borderInlineEndColor: 'transparent',
  '@keyframes brand-gate-spin': { to: { transform: 'rotate(360deg)' } },
  animation: 'brand-gate-spin 0.8s linear infinite',
  [reducedMotion]: { animationDuration: '2.4s' },
});
