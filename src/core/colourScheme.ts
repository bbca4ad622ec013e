/**
 * A component's colour scheme: `light` or `dark`, the values the catalogue's `theme` / `tone` fields take
 * on the header's notice and health warning, the avatar, the info cards slider. One rule for all of them
 * (trimmed, any case; anything else is light), and for the runtime, which must tell a colour scheme from
 * a brand theme in an element's `theme` field (src/themes ownBrandTheme).
 */
export type ColourScheme = 'light' | 'dark';

/** True when `value` names a colour scheme (not a brand theme). */
export function isColourScheme(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const name = value.trim().toLowerCase();
  return name === 'light' || name === 'dark';
}

/** The colour scheme `value` names: `dark` for dark, else `light` (the default). */
export function colourSchemeOf(value: unknown): ColourScheme {
  return typeof value === 'string' && value.trim().toLowerCase() === 'dark' ? 'dark' : 'light';
}
