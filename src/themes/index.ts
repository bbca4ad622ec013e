import { ARABIC, FONT_FACES, KHMER, type FontFaceSpec } from './fonts';
import { DEFAULT_THEME, isThemeName, THEME_DEFINITIONS, THEME_NAMES, type ThemeName } from './definitions';
import type { ThemeRequest } from './brandTheme';
import { isColourScheme } from '../core/colourScheme';

export * from './tokens';
export { THEME_NAMES, DEFAULT_THEME, THEME_DEFINITIONS, isThemeName, type ThemeName } from './definitions';
export type { FontFaceSpec } from './fonts';

export { brandOf, brandTheme, fontFamilyFor, type BrandInfo, type Direction, type ThemeRequest } from './brandTheme';
export { alpha, contrastRatio, contrastText, luminance } from './color';

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
