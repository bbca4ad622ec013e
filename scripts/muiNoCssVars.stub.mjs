// Stands in for MUI's CSS-variables theme modules (see muiNoCssVars.mjs).
function unsupported() {
  throw new Error(
    'brand-elements: MUI CSS-variables themes (cssVariables, colorSchemes, extendTheme, CssVarsProvider) are not bundled; see scripts/muiNoCssVars.mjs.',
  );
}
export default unsupported;
export const CssVarsProvider = unsupported;
export const useColorScheme = unsupported;
export const getInitColorSchemeScript = unsupported;
export const Experimental_CssVarsProvider = unsupported;
