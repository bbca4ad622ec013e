import type * as ServerMarkup from './serverMarkup';
import { lazyModule } from './lazyModule';
import type { ElementState, MountedElement } from './mounted';

/**
 * The takeover: a server-rendered element that cannot be hydrated (src/core/model/hydration.ts
 * takesOver, Swiper's static stand-ins, a stale island) renders beside its server markup and
 * swaps it in. Its code (serverMarkup.ts) is loaded only by pages that have server markup: a page
 * rendered in the browser never downloads it.
 *
 * Taking over a server-rendered page yields to the browser too. An element's update is a store
 * update, which React renders at once, and a slice commits up to MAX_SLICE elements at once: the
 * models that <brand-page> hands to every element of the page in one task, or a slice of elements
 * that have theirs, would be one long render and commit. So an element that shows server markup
 * renders nothing of its own in its slice (held) and takes its states from a queue, in document
 * order (of those whose slot is committed), as many per task as fit in about 8 ms (at least one),
 * each rendered and committed on its own with its effects (the server markup goes in the same
 * commit). The page looks the same throughout: each element's server markup stays until its own
 * React content replaces it.
 */

const serverMarkupCode = lazyModule<typeof ServerMarkup>(
  () => import('./serverMarkup'),
  'brand-elements: the code that takes over server-rendered elements could not load; they keep the server markup.',
);
/** Each element waiting for its turn, with the state it takes (the latest given). */
const queue = new Map<MountedElement, ElementState>();

/** It has server markup and the code that takes it over is not here yet. */
const awaitingHandover = (element: MountedElement) => element.serverNodes.length > 0 && serverMarkupCode.loaded() === undefined;

/**
 * A server-rendered element to take over: it shows its markup, held, until its turn. `ready` is
 * called once the takeover's code is loaded (the element may render now).
 */
export function holdForTakeover(element: MountedElement, state: ElementState, ready: () => void): void {
  element.held = true;
  queue.set(element, state);
  const record = (module: typeof ServerMarkup) => {
    if (!element.serverEdits && element.serverNodes.length > 0) element.serverEdits = module.recordServerEdits(element.shadowRoot, element.serverNodes);
  };
  const loaded = serverMarkupCode.loaded();
  if (loaded) return record(loaded);
  serverMarkupCode.use((module) => {
    record(module);
    ready();
  });
}

/** A new state for an element that still shows its server markup: it takes the latest at its turn. */
export function queueTakeover(element: MountedElement, state: ElementState): void {
  queue.set(element, state);
  scheduleTakeovers();
}

/** The queue's turns are taken by the takeover code (serverMarkup.ts), once it is there. */
export function scheduleTakeovers(): void {
  serverMarkupCode.loaded()?.scheduleTakeovers(queue);
}

/** The state still waiting in the queue for the element (newer than the one it shows), if any. */
export function queuedState(element: MountedElement): ElementState | undefined {
  return queue.get(element);
}

/** The element left: it takes no turn. */
export function dropTakeover(element: MountedElement): void {
  queue.delete(element);
}

/** The element still shows its server markup: no model yet, no takeover code yet, or not its turn. */
export function showsServerMarkup(element: MountedElement, state: ElementState): boolean {
  return state.awaitingModel === true || awaitingHandover(element) || element.held === true;
}

/**
 * React's content is in place: the server-rendered markup it replaces goes, handing over what the
 * visitor did meanwhile (focus, typed values).
 */
export function replaceServerMarkup(element: MountedElement): void {
  if (element.serverNodes.length > 0) serverMarkupCode.loaded()!.replaceServerNodes(element.shadowRoot, element.serverNodes, element.portalContainer, element.serverEdits?.edits());
  element.serverEdits?.stop();
  element.serverEdits = undefined;
  element.serverNodes = [];
}
