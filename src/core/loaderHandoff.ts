/**
 * What dist/loader.js hands to the modules that load after it: its preloader (the build-time map
 * of entry → chunks) and the root model request it has started. The loader has no static import
 * (it must run the moment it arrives), so it cannot share a module with them: it leaves this on
 * the global object under `Symbol.for(LOADER_HANDOFF_KEY)`, which no page code can collide with
 * by accident. Absent without the loader (brand-elements.js, an element entry alone, tests).
 */
export const LOADER_HANDOFF_KEY = 'brand-elements.loader';

export interface LoaderHandoff {
  /** adds modulepreload links for the modules of an element tag (or "runtime", "react") */
  preload?: (key: string) => void;
  /** the root model request of the page's `<brand-page>`, until the model client takes it */
  model?: { url: string; response: Promise<Response> };
  /**
   * On a page with server-rendered elements, the clicks made before the islands runtime listened (each as
   * its composed path, target first), until it takes them (src/elements/page/islands.ts): each wakes the
   * element it was in and is given to it again once it hydrates.
   */
  earlyClicks?: EventTarget[][];
}

export function loaderHandoff(): LoaderHandoff | undefined {
  return (globalThis as Record<symbol, LoaderHandoff | undefined>)[Symbol.for(LOADER_HANDOFF_KEY)];
}
