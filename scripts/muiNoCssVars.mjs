// MUI without its CSS-variables themes, in every bundle we make (rollup for dist, esbuild for
// the element tests and the bench). The unit tests (vitest) load MUI unbundled from
// node_modules, so there the real modules run; they only build our plain themes.
//
// MUI's createTheme and ThemeProvider import the CSS-variables machinery statically
// (createThemeWithVars, CssVarsProvider, InitColorSchemeScript), and MUI's own default theme
// calls createTheme, so every element carried about 7.5 KiB gzip it never runs: our themes are
// plain themes (no `cssVariables`, no `colorSchemes`), for which createTheme calls
// createThemeNoVars and ThemeProvider renders ThemeProviderNoVars. This resolves the two
// CSS-variables modules, when MUI imports them, to a stub that throws a clear error, so a
// theme that asks for CSS variables fails loudly instead of silently losing them.
import { fileURLToPath } from 'node:url';

const STUB_PATH = fileURLToPath(new URL('./muiNoCssVars.stub.mjs', import.meta.url));
const REPLACED = /[\\/]@mui[\\/]material[\\/]/;
const SOURCES = new Set(['./createThemeWithVars.mjs', './ThemeProviderWithVars.mjs']);

const replaced = (source, importer) => SOURCES.has(source) && !!importer && REPLACED.test(importer);

/** For rollup. */
export function muiNoCssVarsRollup() {
  return {
    name: 'mui-no-css-vars',
    enforce: 'pre',
    resolveId(source, importer) {
      return replaced(source, importer) ? STUB_PATH : null;
    },
  };
}

/** For esbuild. */
export const muiNoCssVarsEsbuild = {
  name: 'mui-no-css-vars',
  setup(build) {
    build.onResolve({ filter: /^\.\/(createThemeWithVars|ThemeProviderWithVars)\.mjs$/ }, (args) =>
      replaced(args.path, args.importer) ? { path: STUB_PATH } : undefined,
    );
  },
};
