import { FIGTREE } from './fonts';

/**
 * The five brand themes: zyn's and iqos's colours exactly as given, one blue/navy/white theme
 * with Figtree, and one red theme with black, white and grey tints; the choices left open are
 * ours and are listed in the README.
 */
export interface ThemeDefinition {
  name: string;
  label: string;
  primary: { main: string; dark: string; light: string; contrastText: string };
  /** neutral tints for surfaces, borders and secondary text */
  grey: { 50: string; 100: string; 300: string; 600: string; 900: string };
  text: string;
  /** brand fonts first, a generic sans last */
  fontFamily: string[];
  /** fonts of ours to self-host for this theme (keys of FONT_FACES) */
  fontFaces: string[];
  boldWeight: 400 | 700;
}

export const THEME_NAMES = ['zyn', 'zyn3', 'iqos', 'veev-vape', 'thunder'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];
export const DEFAULT_THEME: ThemeName = 'zyn';

/** The system families every theme falls back to, in order. */
export const SYSTEM_SANS: readonly string[] = ['"Helvetica Neue"', 'Helvetica', 'Arial', 'sans-serif'];

export const THEME_DEFINITIONS: Readonly<Record<ThemeName, ThemeDefinition>> = {
  zyn: {
    name: 'zyn',
    label: 'ZYN',
    primary: { main: '#00A9E0', dark: '#001871', light: '#FFFFFF', contrastText: '#001871' },
    grey: { 50: '#F5F8FC', 100: '#E8EEF7', 300: '#BAC4D6', 600: '#5B6782', 900: '#001871' },
    text: '#001871',
    fontFamily: ['"ZYN Sans"', '"ZYN Text"', ...SYSTEM_SANS],
    fontFaces: [],
    boldWeight: 700,
  },
  zyn3: {
    name: 'zyn3',
    label: 'ZYN 3',
    primary: { main: '#1F6FEB', dark: '#0B1F44', light: '#FFFFFF', contrastText: '#FFFFFF' },
    grey: { 50: '#F6F8FB', 100: '#EAEFF6', 300: '#C3CCDA', 600: '#56627A', 900: '#0B1F44' },
    text: '#0B1F44',
    fontFamily: [FIGTREE, '"ZYN Text"', 'sans-serif'],
    fontFaces: [FIGTREE],
    boldWeight: 400,
  },
  iqos: {
    name: 'iqos',
    label: 'IQOS',
    primary: { main: '#00D1D2', dark: '#34303D', light: '#FFFDFB', contrastText: '#34303D' },
    grey: { 50: '#FFFDFB', 100: '#F6F4F0', 300: '#D8D4CF', 600: '#6B6672', 900: '#34303D' },
    text: '#34303D',
    fontFamily: ['"IQOS Sans"', '"IQOS Text"', ...SYSTEM_SANS],
    fontFaces: [],
    boldWeight: 700,
  },
  'veev-vape': {
    name: 'veev-vape',
    label: 'VEEV (vape)',
    primary: { main: '#6D4AFF', dark: '#1C1433', light: '#F7F5FF', contrastText: '#FFFFFF' },
    grey: { 50: '#FAF9FF', 100: '#EFEBFF', 300: '#CFC7EC', 600: '#625A7C', 900: '#1C1433' },
    text: '#1C1433',
    fontFamily: ['"VEEV Sans"', '"VEEV Text"', ...SYSTEM_SANS],
    fontFaces: [],
    boldWeight: 700,
  },
  thunder: {
    name: 'thunder',
    label: 'Thunder',
    primary: { main: '#D2202F', dark: '#000000', light: '#FFFFFF', contrastText: '#FFFFFF' },
    grey: { 50: '#F7F7F7', 100: '#EDEDED', 300: '#C8C8C8', 600: '#6E6E6E', 900: '#111111' },
    text: '#111111',
    fontFamily: ['"Thunder Sans"', '"Thunder Text"', ...SYSTEM_SANS],
    fontFaces: [],
    boldWeight: 700,
  },
};

export function isThemeName(value: unknown): value is ThemeName {
  return typeof value === 'string' && (THEME_NAMES as readonly string[]).includes(value);
}
