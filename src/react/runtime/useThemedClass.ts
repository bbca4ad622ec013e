import { useContext, useInsertionEffect, useMemo } from 'react';
import type { EmotionCache } from '@emotion/cache';
import { serializeStyles, type CSSObject, type SerializedStyles } from '@emotion/serialize';
import { insertStyles } from '@emotion/utils';
import { ThemeContext } from '@emotion/react';
import type { Theme } from '@mui/material/styles';
import { ElementContext } from './elementContext';

/**
 * Styles as Emotion serializes them: an object, its serialized `css` (with keyframes), CSS text (declarations and
 * nested `&` rules, as in a `css` template: a large constant set is cheaper to serialize so), or a list of them in order.
 */
export type Styles = CSSObject | SerializedStyles | string | readonly Styles[];
/** A module-level function of the theme giving its styles. */
export type ThemedStyles = (theme: Theme) => Styles;

const serializedByTheme = new WeakMap<Theme, WeakMap<ThemedStyles, SerializedStyles>>();

/** The rule of `styles` in `theme`, serialized once per theme and styles function. */
export function themedRule(theme: Theme, cache: EmotionCache, styles: ThemedStyles): SerializedStyles {
  let byStyles = serializedByTheme.get(theme);
  if (!byStyles) serializedByTheme.set(theme, (byStyles = new WeakMap()));
  let serialized = byStyles.get(styles);
  if (!serialized) byStyles.set(styles, (serialized = serializeStyles([styles(theme) as CSSObject], cache.registered)));
  return serialized;
}

const stylesByKey = new Map<string, ThemedStyles>();

/**
 * The one styles function of a key (a component and the few props its rules follow, `button root
 * contained small …`), made on first use: useThemedClass then serializes each once per theme.
 */
export function stylesForKey(key: string, make: () => ThemedStyles): ThemedStyles {
  let styles = stylesByKey.get(key);
  if (!styles) stylesByKey.set(key, (styles = make()));
  return styles;
}

/**
 * A class name for styles that depend only on the theme: they are serialized once per theme
 * and inserted once into the shared sheets, instead of on every render of every element as
 * `sx` and `styled` do. For the elements a page has hundreds of (text, image, spacer), this is
 * most of their mount cost. `styles` must be a module-level function (it is the cache key).
 * Rendering without React (direct.ts) gives the same class for the same styles.
 */
export function useThemedClass(styles: ThemedStyles): string {
  // The element's theme as its providers give it (ElementSlot, the server render).
  const theme = useContext(ThemeContext) as Theme;
  const cache = useElementCache();
  return useRule(cache, themedRule(theme, cache, styles));
}

/**
 * A class for styles that follow an element's fields (a spacer's heights, an image's box): serialized
 * again only when they change, inserted once into the shared sheets.
 */
export function useStyleClass(styles: CSSObject): string {
  const cache = useElementCache();
  const key = JSON.stringify(styles);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the styles are their text
  const rule = useMemo(() => serializeStyles([styles], cache.registered), [key, cache]);
  return useRule(cache, rule);
}

/** The element's own cache, from its context (the one its CacheProvider gives Emotion and MUI). */
function useElementCache(): EmotionCache {
  const cache = useContext(ElementContext)?.cache;
  if (!cache) throw new Error('useThemedClass needs an Emotion cache (render inside the element runtime)');
  return cache;
}

function useRule(cache: EmotionCache, rule: SerializedStyles): string {
  // On the server no effect runs: the rule goes into the render's cache now (src/server collects it).
  if (typeof document === 'undefined') insertStyles(cache, rule, false);
  useInsertionEffect(() => {
    insertStyles(cache, rule, false);
  }, [cache, rule]);
  return `${cache.key}-${rule.name}`;
}
