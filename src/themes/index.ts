import { createTheme, type Theme } from '@mui/material/styles';
import { BREAKPOINTS, BUTTON_RADIUS, TOUCH_TARGET, SIGNAL_COLORS, spacingRem, TOOLTIP_DELAYS, BADGE_MAX } from './tokens';
import { ARABIC, FONT_FACES, KHMER, type FontFaceSpec } from './fonts';
import { DEFAULT_THEME, isThemeName, SYSTEM_SANS, THEME_DEFINITIONS, THEME_NAMES, type ThemeName } from './definitions';
import { isColourScheme } from '../core/colourScheme';

export * from './tokens';
export { THEME_NAMES, DEFAULT_THEME, THEME_DEFINITIONS, isThemeName, type ThemeName } from './definitions';
export type { FontFaceSpec } from './fonts';

export type Direction = 'ltr' | 'rtl';

/** Which brand a built theme is for (e.g. the header's wordmark), kept on the MUI theme as `brand`. */
export interface BrandInfo {
  name: ThemeName;
  label: string;
}

/** The brand of a theme built here (`getTheme`); the default theme's for any other. */
export function brandOf(theme: Theme): BrandInfo {
  return (theme as Theme & { brand?: BrandInfo }).brand ?? { name: DEFAULT_THEME, label: THEME_DEFINITIONS[DEFAULT_THEME].label };
}

export interface ThemeRequest {
  name: ThemeName;
  direction?: Direction;
  lang?: string;
}

const isKhmer = (lang?: string) => !!lang && /^km(-|$)/i.test(lang);

function fontFamilyFor({ name, direction, lang }: ThemeRequest): string[] {
  const families = [...THEME_DEFINITIONS[name].fontFamily];
  // Script fonts go first: they carry only their script's glyphs (unicode-range), so Latin
  // text still falls through to the brand font.
  // Khmer shows up on any page (a language link "ភាសាខ្មែរ"), so its face is always in the stack:
  // first on Khmer pages, else before the system families (Chrome draws empty boxes with Arial
  // rather than fall through to a face listed after it).
  const system = families.findIndex((family) => SYSTEM_SANS.includes(family));
  families.splice(isKhmer(lang) ? 0 : system < 0 ? families.length : system, 0, `"${KHMER}"`);
  if (direction === 'rtl') families.unshift(`"${ARABIC}"`);
  return families;
}

/**
 * The self-hosted faces a theme in a direction needs. Khmer is always declared (see
 * fontFamilyFor): its unicode-range keeps it from downloading until a Khmer glyph renders.
 */
export function fontFacesFor(request: ThemeRequest): FontFaceSpec[] {
  const keys = [...THEME_DEFINITIONS[request.name].fontFaces];
  if (request.direction === 'rtl') keys.push(ARABIC);
  keys.push(KHMER);
  return keys.flatMap((key) => FONT_FACES[key] ?? []);
}

function buildTheme(request: ThemeRequest): Theme {
  const definition = THEME_DEFINITIONS[request.name];
  const bold = definition.boldWeight;
  const fontFamily = fontFamilyFor(request).join(', ');
  const heading = { fontWeight: bold, lineHeight: 1.2 };
  return createTheme({
    direction: request.direction ?? 'ltr',
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
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          // Phones: every button is a 44 px touch target, whatever its size.
          root: ({ theme }) => ({ borderRadius: BUTTON_RADIUS, paddingInline: '1.5rem', [theme.breakpoints.down('sm')]: { minHeight: TOUCH_TARGET } }),
          // The brand's main colours are too light for text on white; outlines and text
          // buttons use the dark tone so they meet WCAG AA contrast.
          // Hover darkens the fill to primary.dark; where the label is that same dark tone (zyn,
          // iqos), it must turn light or it disappears.
          contained: ({ theme }) => ({
            '@media (hover: hover)': {
              '&.MuiButton-colorPrimary:hover': { '--variant-containedColor': theme.palette.getContrastText(theme.palette.primary.dark) },
            },
          }),
          outlined: ({ theme }) => ({ color: theme.palette.primary.dark, borderColor: theme.palette.primary.dark }),
          text: ({ theme }) => ({ color: theme.palette.primary.dark }),
        },
      },
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
  }, { brand: { name: request.name, label: definition.label } } satisfies { brand: BrandInfo });
}

const cache = new Map<string, Theme>();

/** One MUI theme per name, direction and script, built on first use and then shared. */
export function getTheme(request: ThemeRequest): Theme {
  const key = `${request.name}|${request.direction ?? 'ltr'}|${isKhmer(request.lang) ? 'km' : ''}`;
  let theme = cache.get(key);
  if (!theme) {
    theme = buildTheme(request);
    cache.set(key, theme);
  }
  return theme;
}

/** Unknown or missing names fall back to the default; `known` says whether it did. */
export function resolveThemeName(value: unknown): { name: ThemeName; known: boolean } {
  if (value === undefined || value === null || value === '') return { name: DEFAULT_THEME, known: true };
  return isThemeName(value) ? { name: value, known: true } : { name: DEFAULT_THEME, known: false };
}

/** The public `themes` export: every theme's definition, by name. */
export const themes = THEME_DEFINITIONS;
export const themeNames = THEME_NAMES;

/**
 * The brand theme an element's own `theme` field names, if it names one: `light` / `dark` are the
 * component's colour scheme (the component reads the field itself), and the page's brand theme applies.
 */
export function ownBrandTheme(value: unknown): string | undefined {
  return typeof value === 'string' && value && !isColourScheme(value) ? value : undefined;
}
