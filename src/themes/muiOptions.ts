import type { ThemeOptions } from '@mui/material/styles';
import { BREAKPOINTS, SIGNAL_COLORS, spacingRem, TOOLTIP_DELAYS, BADGE_MAX } from './tokens';
import { THEME_DEFINITIONS, type ThemeName } from './definitions';
import type { Direction } from './brandTheme';
import { BUTTON_DEFAULT_PROPS, BUTTON_OVERRIDES } from './buttonOverrides';

/**
 * The options MUI's createTheme makes a brand's theme of: read by mui.ts (MUI's theme, where MUI's
 * components render) and by scripts/themes.mjs, which computes the brand themes' values with them.
 */

/** What a brand's MUI theme is made from: its name, direction and the font stack of the page's script. */
export interface MuiThemeRequest {
  name: ThemeName;
  direction: Direction;
  fontFamily: string;
}

export function muiThemeOptions({ name, direction, fontFamily }: MuiThemeRequest): ThemeOptions {
  const definition = THEME_DEFINITIONS[name];
  const bold = definition.boldWeight;
  const heading = { fontWeight: bold, lineHeight: 1.2 };
  return {
    direction,
    breakpoints: { values: { ...BREAKPOINTS } },
    spacing: (factor: number) => `${spacingRem(factor)}rem`,
    shape: { borderRadius: 8 },
    palette: {
      primary: definition.primary,
      secondary: {
        main: definition.primary.dark,
        dark: definition.primary.dark,
        light: definition.grey[100],
        contrastText: '#FFFFFF',
      },
      error: { main: SIGNAL_COLORS.error },
      success: { main: SIGNAL_COLORS.success },
      warning: { main: SIGNAL_COLORS.warning },
      info: { main: SIGNAL_COLORS.info },
      grey: definition.grey,
      text: { primary: definition.text, secondary: definition.grey[600] },
      background: { default: '#FFFFFF', paper: '#FFFFFF' },
      divider: definition.grey[300],
    },
    typography: {
      fontFamily,
      fontWeightBold: bold,
      h1: { ...heading, fontSize: '2.5rem' },
      h2: { ...heading, fontSize: '2rem' },
      h3: { ...heading, fontSize: '1.75rem' },
      h4: { ...heading, fontSize: '1.5rem' },
      h5: { ...heading, fontSize: '1.25rem' },
      h6: { ...heading, fontSize: '1.125rem' },
      button: { fontWeight: bold, textTransform: 'none', letterSpacing: 0 },
    },
    components: {
      MuiButton: { defaultProps: BUTTON_DEFAULT_PROPS, styleOverrides: BUTTON_OVERRIDES as NonNullable<NonNullable<ThemeOptions['components']>['MuiButton']>['styleOverrides'] },
      MuiLink: {
        styleOverrides: { root: ({ theme }) => ({ color: theme.palette.primary.dark, textUnderlineOffset: '0.2em' }) },
      },
      MuiTooltip: {
        defaultProps: {
          enterDelay: TOOLTIP_DELAYS.enter,
          enterTouchDelay: TOOLTIP_DELAYS.touch,
          leaveTouchDelay: TOOLTIP_DELAYS.touchLeave,
        },
      },
      MuiBadge: { defaultProps: { max: BADGE_MAX } },
      MuiDialog: { defaultProps: { maxWidth: 'sm' } },
    },
  };
}
