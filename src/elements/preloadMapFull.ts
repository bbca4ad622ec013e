// (Declared before the map, which is computed as the module runs.)
/** (src/themes/tokens.ts BREAKPOINTS.md) From this width, in px, a page is laid out for a wide screen. */
export const WIDE_SCREEN_PX = 900;
/** (src/core/model/hydration.ts HYDRATE_ATTRIBUTE) */
export const HYDRATE_ATTRIBUTE = 'data-brand-hydrate';

/**
 * The map with an element's parts for a wide screen (its `<tag>@wide`: what its first render needs there besides its
 * own code, its definition's `needs`) among the element's own modules, on a wide screen and where a server-rendered
 * instance will hydrate both its layouts: they are then asked for with its code, not after it has run. Decided here,
 * as the page first needs the whole map, so that the loader, which every page downloads first, carries none of it.
 */
export function withWideParts(raw: string): string {
  if (!raw.startsWith('{')) return raw;
  const map = JSON.parse(raw) as { entries: Record<string, number[]> };
  let wideScreen: boolean | undefined;
  for (const [key, parts] of Object.entries(map.entries)) {
    if (!key.endsWith('@wide')) continue;
    const tag = key.slice(0, -'@wide'.length);
    delete map.entries[key];
    wideScreen ??= matchMedia(`(min-width: ${WIDE_SCREEN_PX}px)`).matches;
    const own = map.entries[tag];
    if (own && (wideScreen || document.querySelector(`${tag}[${HYDRATE_ATTRIBUTE}]`))) map.entries[tag] = [...new Set([...own, ...parts])];
  }
  return JSON.stringify(map);
}

/**
 * The whole build-time preload map (scripts/preloadMap.mjs writes it in place of the string): every element's
 * modules and the resource types other than `brand/components/<name>`. The loader carries only what its start
 * needs (<brand-page>'s modules and its own runtime's) and asks for this module the first time a page needs more:
 * at once on a page built in the browser, when the first element wakes on a server-rendered one.
 */
export const PRELOAD_MAP = withWideParts('__BRAND_FULL_PRELOAD_MAP__');
/** Where the map's `base` leads from. */
export const MAP_URL = import.meta.url;
