import { flushSync } from 'react-dom';
import { memo, startTransition, useEffect, useLayoutEffect, useState, useSyncExternalStore, type Dispatch, type SetStateAction } from 'react';
// The shared root first: React DOM's client then comes before Emotion and MUI in the runtime chunk,
// as it did before the runtime was split in rooms (the same bytes compress better in that order).
import { sharedRoot, skipReactListeners } from './sharedRoot';
import { createStore } from '../../core/stores/createStore';
import { loadingCode } from '../../core/stores/elementCode';
import { releaseShadowRoot } from './styleSheets';
import { elementTheme, hostSheets } from './elementTheme';
import { ElementErrorBoundary } from './ErrorBoundary';
import { ElementSlot } from './ElementSlot';
import { byHost, list, markPending, settle, unlist, type ElementSpec, type ElementState, type MountedElement } from './mounted';
import { createSliceScheduler } from './sliceScheduler';
import { codeAboveHoldsUntil } from './documentOrder';
import { createUnmountBatch } from './unmounts';
import { dropTakeover, holdForTakeover, queueTakeover, queuedState, scheduleTakeovers, showsServerMarkup } from './takeovers';
import { canHydrate, withIslands } from './hydrate';

/**
 * The element runtime's entry (src/elements/define.ts mounts, updates and unmounts through it). Its
 * rooms, each a module of its own:
 * - mounted.ts: what is known of each mounted element, and whether its state is on screen (renderedOf);
 * - sharedRoot.ts: the one React root every element is a portal of;
 * - ElementSlot.tsx: one element's content with its theme, styles and context (VisibleToGate.tsx for `visibleTo`);
 * - sliceScheduler.ts with documentOrder.ts: new elements go to React in slices, in document order;
 * - unmounts.ts: elements removed in one task unmount together, and a move keeps its state;
 * - hydrate.ts (island.tsx, lazy): server-rendered elements hydrated where they stand;
 * - takeovers.ts (serverMarkup.ts, lazy): the few that are taken over instead, one turn at a time;
 * - direct.ts: the states shown without React.
 */

export type { Display, DirectRenderer, ElementSpec, ElementState, MountedElement } from './mounted';
export { mountedElements, renderedOf, settle as settleElement } from './mounted';
export { ElementSlot } from './ElementSlot';
/** Kept where they always were for the modules that import them from here. */
export { elementTheme, hostSheets };

let nextId = 1;

/** Could be shown without React (it is at the head of the queue). */
const directCandidate = (element: MountedElement) => element.spec.direct !== undefined && !element.inReactOnly;

/** Shows it without React, or marks it React's for good. */
function showDirect(element: MountedElement): boolean {
  const shown = element.spec.direct!.show(element);
  if (shown === false) {
    element.direct = false;
    element.inReactOnly = true;
    return false;
  }
  element.direct = true;
  if (shown) settle(element);
  return true;
}

/** Whether AllElements is mounted (and so listens to the list): the first slice mounts it first. */
let listMounted = false;
/** Sets AllElements' list (React state: see AllElements). */
let setList: Dispatch<SetStateAction<readonly MountedElement[]>> | undefined;

const slices = createSliceScheduler<MountedElement>({
  direct: directCandidate,
  showDirect,
  // An element with server markup never waits: it is on screen already.
  holdUntil: (element) => (element.serverNodes.length > 0 ? undefined : codeAboveHoldsUntil(element.host)),
  shown: list,
  render(slice) {
    const root = sharedRoot();
    // The list itself first, synchronously: a root's first render is otherwise a default-priority
    // task of React's, which would render every element queued by then in one go.
    if (!listMounted) {
      flushSync(() => root.render(<AllElements />));
      listMounted = true;
    }
    for (const element of slice) if (element.spec.staticContent) skipReactListeners(element.shadowRoot);
    list(slice);
    startTransition(() => setList!((all) => [...all, ...slice]));
  },
});

/** Code arrived or failed: the elements waiting for it may render. */
loadingCode.subscribe(() => slices.wake());

function AllElements() {
  // React state, not the external store: a store's updates always render at once, and a slice of
  // new elements renders in a transition that yields to the browser. Updates are operations
  // (append, remove), so an unmount rendered at once leaves a slice still rendering to its transition.
  // Empty: its first render comes before the first slice is added (elements shown without React never are).
  const [elements, set] = useState<readonly MountedElement[]>([]);
  setList = set;
  useLayoutEffect(() => slices.sliceCommitted());
  return elements.map((element) => <Slot key={element.id} element={element} />);
}

/**
 * One element's place in the shared root, behind its own error boundary outside every provider:
 * whatever throws in the slot (a theme, a rule, an effect), that element shows its error state
 * and the shared root, with every other element, lives on. New input lets it try again.
 */
const Slot = memo(function Slot({ element }: { element: MountedElement }) {
  const state = useSyncExternalStore(element.state.subscribe, element.state.getSnapshot);
  // After its content's effects (or its error state): this state is on screen.
  useLayoutEffect(() => {
    // An element still waiting for its model shows the server's markup: not yet what it will be.
    if (!element.awaitingStyles && !showsServerMarkup(element, state)) settle(element);
  }, [element, state]);
  useLayoutEffect(() => {
    slices.committed(element);
  }, [element]);
  // After the store subscription above (a passive effect, like this one, and declared before it):
  // from here on a state set by the takeover queue renders this slot at once.
  useEffect(() => {
    element.inReact = true;
    scheduleTakeovers();
  }, [element]);
  return (
    <ElementErrorBoundary tag={element.spec.tag} host={element.host} container={element.shadowRoot} resetKey={state}>
      <ElementSlot element={element} state={state} />
    </ElementErrorBoundary>
  );
});

const unmounts = createUnmountBatch<MountedElement>((gone) => {
  for (const element of gone) {
    releaseShadowRoot(element.shadowRoot);
    byHost.delete(element.host);
    if (element.island) withIslands((islands) => islands.stopIsland(element));
    dropTakeover(element);
    element.spec.direct?.clear(element);
    settle(element); // gone: nothing left to wait for
  }
  unlist(gone);
  setList?.((all) => all.filter((item) => !gone.has(item)));
  slices.remove(gone);
});

/** Mounts an element into the shared root, or revives one whose unmount is still pending (a move). */
export function mountElement(host: HTMLElement, shadowRoot: ShadowRoot, spec: ElementSpec, state: ElementState): MountedElement {
  const pending = byHost.get(host);
  if (pending) {
    unmounts.revive(pending);
    updateElement(pending, state);
    return pending;
  }
  // (Not `:scope > …`: in a shadow root's querySelector, :scope matches nothing.)
  let portal = shadowRoot.firstChild ? shadowRoot.querySelector<HTMLElement>('[data-brand-portal]') : null;
  const element: MountedElement = {
    id: nextId++,
    host,
    shadowRoot,
    // Made when something first opens in it (a dialog, a menu: MUI asks through a function, never
    // while rendering), first in its shadow root: a hydrating island's root holds only the server's nodes.
    get portalContainer() {
      if (!portal) {
        portal = document.createElement('div');
        portal.setAttribute('data-brand-portal', '');
        shadowRoot.prepend(portal);
      }
      return portal;
    },
    spec,
    state: createStore(state),
    serverNodes: [...shadowRoot.childNodes].filter((node) => node !== portal),
    fixedSheets: [],
  };
  markPending(element);
  byHost.set(host, element);
  if (element.serverNodes.length > 0 && !spec.takeover && canHydrate(host, shadowRoot)) {
    // Hydrated where it stands, in a root of its own (island.tsx): its nodes stay the server's.
    element.island = true;
    list([element]);
    withIslands((islands) => islands.startIsland(element));
    return element;
  }
  if (element.serverNodes.length > 0) {
    holdForTakeover(element, state, () => {
      // A new state object: the slot renders again, now able to take over (with the state it was last
      // given: one still queued for its turn is newer than its snapshot).
      if (byHost.get(element.host) === element) updateElement(element, { ...currentState(element.host)! });
    });
  }
  slices.add(element);
  return element;
}

export function updateElement(element: MountedElement, state: ElementState): void {
  if (state !== element.state.getSnapshot()) markPending(element);
  if (element.island) {
    element.state.set(state);
    // Hydrates now if it waited for this (its model); a hydrated one renders the new state.
    return withIslands((islands) => islands.startIsland(element));
  }
  if (element.serverNodes.length > 0) return queueTakeover(element, state);
  element.state.set(state);
  // This state needs React: it renders in the shared root next, and what is shown stays until then.
  if (element.direct && !showDirect(element)) slices.first(element);
}

/**
 * What a mounted element was last given (undefined for a host that is not mounted): a state still
 * waiting in the takeover queue is newer than the one it shows.
 */
export function currentState(host: HTMLElement): ElementState | undefined {
  const element = byHost.get(host);
  return element && (queuedState(element) ?? element.state.getSnapshot());
}

/** Unmounts a task later, with every other element removed in that task, unless it comes back (unmounts.ts). */
export function unmountElement(element: MountedElement): void {
  unmounts.add(element);
}
