import type * as Island from './island';
import type { MountedElement } from './mounted';
import { lazyModule } from './lazyModule';

/**
 * Whether a server-rendered element is hydrated where it stands (island.tsx): not Swiper's static
 * stand-ins (`be-static-swiper-…`, src/server/renderElement.tsx), which a takeover renders, and not
 * one the page changed before it woke (src/elements/page/islands.ts wakeChanged), which renders afresh.
 */
export function canHydrate(host: HTMLElement, shadowRoot: ShadowRoot): boolean {
  // src/core/model/hydration.ts STALE_ISLAND (a registered symbol: the same wherever it is spelled).
  if ((host as unknown as Record<symbol, unknown>)[Symbol.for('brand-elements.staleIsland')]) return false;
  return shadowRoot.querySelector('be-static-swiper-container') === null;
}

/** Hydration's code (island.tsx), loaded by the first server-rendered element that hydrates. */
const islandCode = lazyModule(
  () => import('./island'),
  'brand-elements: the code that hydrates server-rendered elements could not load; they keep the server markup.',
);

/**
 * Hydration's code in hand: `use` runs at once when it is loaded, else once it is (island.tsx
 * startIsland: hydrates now if it has what it waits for, its model; stopIsland: its root unmounts).
 */
export function withIslands(use: (islands: typeof Island) => void): void {
  islandCode.use(use);
}
