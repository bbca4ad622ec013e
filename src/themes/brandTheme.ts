import type { Theme } from '@mui/material/styles';
import { spacingRem } from './tokens';
import { ARABIC, KHMER } from './fonts';
import { DEFAULT_THEME, SYSTEM_SANS, THEME_DEFINITIONS, type ThemeName } from './definitions';
import { contrastText } from './color';
import { FONT_FAMILY, THEME_DATA } from './built';

/**
 * The brand theme every element styles itself with: MUI's `Theme` shape, its values computed at build
 * time (scripts/themes.mjs runs MUI's createTheme on src/themes/mui.ts's options and writes built.ts), and
 * the few functions elements call (spacing, breakpoints, transitions, pxToRem, getContrastText) written
 * here. MUI's own components get MUI's theme of it (mui.ts), built where they render.
 */

export type Direction = 'ltr' | 'rtl';

/** Which brand a built theme is for (e.g. the header's wordmark), kept on the theme as `brand`. */
export interface BrandInfo {
  name: ThemeName;
  label: string;
}

export interface ThemeRequest {
  name: ThemeName;
  direction?: Direction;
  lang?: string;
}

/** The brand of a theme built here (`brandTheme`); the default theme's for any other. */
export function brandOf(theme: Theme): BrandInfo {
  return (theme as Theme & { brand?: BrandInfo }).brand ?? { name: DEFAULT_THEME, label: THEME_DEFINITIONS[DEFAULT_THEME].label };
}

export const isKhmer = (lang?: string) => !!lang && /^km(-|$)/i.test(lang);

/** The font stack of a theme in a direction and language. */
export function fontFamilyFor({ name, direction, lang }: ThemeRequest): string {
  const families = [...THEME_DEFINITIONS[name].fontFamily];
  // Script fonts go first: they carry only their script's glyphs (unicode-range), so Latin
  // text still falls through to the brand font.
  // Khmer shows up on any page (a language link "ភាសាខ្មែរ"), so its face is always in the stack:
  // first on Khmer pages, else before the system families (Chrome draws empty boxes with Arial
  // rather than fall through to a face listed after it).
  const system = families.findIndex((family) => SYSTEM_SANS.includes(family));
  families.splice(isKhmer(lang) ? 0 : system < 0 ? families.length : system, 0, `"${KHMER}"`);
  if (direction === 'rtl') families.unshift(`"${ARABIC}"`);
  return families.join(', ');
}

type Data = { [key: string]: unknown };
const isData = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `base` with `over` laid on it, key by key (arrays and values replace). */
function merge(base: Data, over: Data): Data {
  const merged: Data = { ...base };
  for (const [key, value] of Object.entries(over)) merged[key] = isData(value) && isData(base[key]) ? merge(base[key], value) : value;
  return merged;
}

/** The data with the font stack in place of the build's placeholder. */
function withFont(value: unknown, fontFamily: string): unknown {
  if (value === FONT_FAMILY) return fontFamily;
  if (!isData(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, each]) => [key, withFont(each, fontFamily)]));
}

// The breakpoint queries, as MUI's createBreakpoints writes them (a 0.05 px step below the next one).
function breakpointsOf(values: Record<string, number>, unit: string, step: number) {
  const keys = Object.keys(values);
  const at = (key: string | number) => (typeof values[key] === 'number' ? values[key] : (key as number));
  const up = (key: string | number) => `@media (min-width:${at(key)}${unit})`;
  const down = (key: string | number) => `@media (max-width:${at(key) - step / 100}${unit})`;
  const between = (start: string | number, end: string | number) => `@media (min-width:${at(start)}${unit}) and (max-width:${at(end) - step / 100}${unit})`;
  const only = (key: string) => (keys.indexOf(key) + 1 < keys.length ? between(key, keys[keys.indexOf(key) + 1]!) : up(key));
  const not = (key: string) => {
    const index = keys.indexOf(key);
    if (index === 0) return up(keys[1]!);
    if (index === keys.length - 1) return down(keys[index]!);
    return between(key, keys[index + 1]!).replace('@media', '@media not all and');
  };
  return { up, down, between, only, not };
}

/** MUI's default step: `down('sm')` is below 599.95 px. */
const BREAKPOINT_STEP = 5;

const ms = (value: number | string) => (typeof value === 'string' ? value : `${Math.round(value)}ms`);

function build(request: ThemeRequest): Theme {
  const data = withFont(merge(THEME_DATA.shared, THEME_DATA.themes[request.name] ?? {}), fontFamilyFor(request)) as Data & {
    breakpoints: { values: Record<string, number>; unit: string };
    palette: Data;
    typography: Data & { htmlFontSize: number; fontSize: number };
    transitions: Data & { duration: { standard: number }; easing: { easeInOut: string } };
  };
  const { htmlFontSize, fontSize } = data.typography;
  const { duration, easing } = data.transitions;
  const theme = {
    ...data,
    direction: request.direction ?? 'ltr',
    brand: { name: request.name, label: THEME_DEFINITIONS[request.name].label } satisfies BrandInfo,
    // As MUI's spacing of a function: every argument through it (a string is no step: 0rem).
    spacing: (...args: number[]) => (args.length ? args : [1]).map((arg) => `${spacingRem(arg)}rem`).join(' '),
    breakpoints: { ...data.breakpoints, ...breakpointsOf(data.breakpoints.values, data.breakpoints.unit, BREAKPOINT_STEP) },
    palette: { ...data.palette, getContrastText: contrastText },
    typography: { ...data.typography, pxToRem: (size: number) => `${(size / htmlFontSize) * (fontSize / 14)}rem` },
    transitions: {
      ...data.transitions,
      create: (props: string | string[] = ['all'], options: { duration?: number | string; easing?: string; delay?: number | string } = {}) => {
        const { duration: time = duration.standard, easing: curve = easing.easeInOut, delay = 0 } = options;
        return (Array.isArray(props) ? props : [props]).map((prop) => `${prop} ${ms(time)} ${curve} ${ms(delay)}`).join(',');
      },
      getAutoHeightDuration: (height: number) => {
        if (!height) return 0;
        const constant = height / 36;
        return Math.min(Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10), 3000);
      },
    },
  };
  return theme as unknown as Theme;
}

const cache = new Map<string, Theme>();

/** One brand theme per name, direction and script, built on first use and then shared. */
export function brandTheme(request: ThemeRequest): Theme {
  const key = `${request.name}|${request.direction ?? 'ltr'}|${isKhmer(request.lang) ? 'km' : ''}`;
  let theme = cache.get(key);
  if (!theme) cache.set(key, (theme = build(request)));
  return theme;
}
