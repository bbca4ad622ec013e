/**
 * The whole build-time preload map (scripts/preloadMap.mjs writes it in place of the string): every element's
 * modules and the resource types other than `brand/components/<name>`. The loader carries only what its start
 * needs (<brand-page>'s modules and its own runtime's) and asks for this module the first time a page needs more:
 * at once on a page built in the browser, when the first element wakes on a server-rendered one.
 */
export const PRELOAD_MAP = '__BRAND_FULL_PRELOAD_MAP__';
/** Where the map's `base` leads from. */
export const MAP_URL = import.meta.url;
