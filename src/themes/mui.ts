import { createTheme, type Theme } from '@mui/material/styles';
import { muiThemeOptions } from './muiOptions';
import { brandOf, brandTheme, type BrandInfo, type ThemeRequest } from './brandTheme';

/**
 * MUI's own theme: what MUI's components (a button, a chip, a link) render with. Only the modules that
 * render one import this file, and so MUI's createTheme: every element styles itself with the brand theme
 * (brandTheme.ts), the same values computed at build time (scripts/themes.mjs writes them from these
 * options, and a unit test holds the two equal).
 */

const muiThemes = new WeakMap<Theme, Theme>();
const madeHere = new WeakSet<Theme>();

/** The MUI theme of a brand theme (one per brand theme object, built on first use); an MUI theme is its own. */
export function muiThemeOf(theme: Theme): Theme {
  if (madeHere.has(theme)) return theme;
  let mui = muiThemes.get(theme);
  if (!mui) {
    const brand: BrandInfo = brandOf(theme);
    const request = { name: brand.name, direction: theme.direction, fontFamily: theme.typography.fontFamily ?? '' };
    muiThemes.set(theme, (mui = createTheme(muiThemeOptions(request), { brand })));
    madeHere.add(mui);
  }
  return mui;
}

/** The public `getTheme`: a brand's complete MUI theme, for a page that renders MUI components of its own. */
export function getTheme(request: ThemeRequest): Theme {
  return muiThemeOf(brandTheme(request));
}
