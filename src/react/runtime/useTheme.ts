import { useContext } from 'react';
import { ThemeContext } from '@emotion/react';
import type { Theme } from '@mui/material/styles';

/**
 * The element's theme, as its providers give it (ElementSlot, an island, the server render): the brand
 * theme. MUI's own `useTheme` reads the same context but loads MUI's styling code with it.
 */
export function useTheme(): Theme {
  return useContext(ThemeContext) as Theme;
}
