/**
 * How a page-wide gate or the simplified footer gets the code of `<brand-experience-fragment>`, which renders its
 * authored content. Their element file provides it as a dynamic import (src/react never imports the element layer), so
 * a gate that lets the visitor through, or shows its own fallback, never downloads the fragment's code and the
 * page-model renderer it brings, and a footer loads it beside its own first render. Until one is provided (a test that defines the tag itself), there is nothing to load.
 */
let load: () => Promise<unknown> = () => Promise.resolve();

export function provideFragmentElement(loader: () => Promise<unknown>): void {
  load = loader;
}

export function loadFragmentElement(): Promise<unknown> {
  return load();
}
