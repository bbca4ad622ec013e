import { loaderHandoff } from '../core/loaderHandoff';

/**
 * Asks for `key`'s modules (an element's entry and every chunk it imports) at once, through the
 * preloader dist/loader.js hands over, instead of one import after another. Without the loader
 * (brand-elements.js, an element entry alone, a test runner) it does nothing.
 */
export function preloadModules(key: string): void {
  loaderHandoff()?.preload?.(key);
}
