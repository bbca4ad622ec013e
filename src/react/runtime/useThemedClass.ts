import { useContext, useInsertionEffect } from 'react';
import type { EmotionCache } from '@emotion/cache';
import { serializeStyles, type CSSObject, type SerializedStyles } from '@emotion/serialize';
import { insertStyles } from '@emotion/utils';
import { ThemeContext } from '@emotion/react';
import type { Theme } from '@mui/material/styles';
import { ElementContext } from './elementContext';

export type ThemedStyles = (theme: Theme) => CSSObject;

const serializedByTheme = new WeakMap<Theme, WeakMap<ThemedStyles, SerializedStyles>>();

/** The rule of `styles` in `theme`, serialized once per theme and styles function. */
export function themedRule(theme: Theme, cache: EmotionCache, styles: ThemedStyles): SerializedStyles {
  let byStyles = serializedByTheme.get(theme);
  if (!byStyles) serializedByTheme.set(theme, (byStyles = new WeakMap()));
  let serialized = byStyles.get(styles);
  if (!serialized) byStyles.set(styles, (serialized = serializeStyles([styles(theme)], cache.registered)));
  return serialized;
}

/**
 * A class name for styles that depend only on the theme: they are serialized once per theme
 * and inserted once into the shared sheet, instead of on every render of every element as
 * `sx` and `styled` do. For the elements a page has hundreds of (text, image, spacer), this is
 * most of their mount cost. `styles` must be a module-level function (it is the cache key).
 * Rendering without React (direct.ts) gives the same class for the same styles.
 */
export function useThemedClass(styles: ThemedStyles): string {
  // The element's theme as its providers give it (ElementSlot, the server render): MUI's useTheme reads
  // the same context, and no component nests a theme of its own.
  const theme = useContext(ThemeContext) as Theme;
  // The element's own cache, from its context (the one its CacheProvider gives Emotion and MUI).
  const cache = useContext(ElementContext)?.cache;
  if (!cache) throw new Error('useThemedClass needs an Emotion cache (render inside the element runtime)');
  const rule = themedRule(theme, cache, styles);
  // On the server no effect runs: the rule goes into the render's cache now (src/server collects it).
  if (typeof document === 'undefined') insertStyles(cache, rule, false);
  useInsertionEffect(() => {
    insertStyles(cache, rule, false);
  }, [cache, rule]);
  return `${cache.key}-${rule.name}`;
}
