import { flushSync } from 'react-dom';
import { memo, startTransition, useEffect, useLayoutEffect, useState, useSyncExternalStore, type Dispatch, type SetStateAction } from 'react';
// The shared root first: React DOM's client then comes before Emotion and MUI in the chunk (the
// same bytes compress better in that order).
import { sharedRoot, skipReactListeners } from './sharedRoot';
import { ElementErrorBoundary } from './ErrorBoundary';
import { ElementSlot } from './ElementSlot';
import { settle, type MountedElement } from './mounted';
import { scheduleTakeovers, showsServerMarkup } from './takeovers';
import { provideRenderer, type Slices } from './root';

// For hydration's and the takeover's code (island.tsx, serverMarkup.ts, loaded later): through this module,
// React DOM and the slots are one chunk with it, not pieces split by who else imports them.
export { flushSync } from 'react-dom';
export { hydrateRoot } from 'react-dom/client';
export { ElementSlot, ElementErrorBoundary };

/**
 * The React side of the element runtime (root.tsx): the shared root and one slot per element in it.
 * Not in the runtime every element imports: an element that can show its states without React
 * (its spec's `direct`, brand-text) has none of React DOM in its code, and this module loads when a
 * state first needs React. An element that always renders in React imports it with its definition
 * (src/elements/defineWithReact.ts), so it comes with the element's code, not after it.
 */

/** The scheduler of the slices, given with the first slice. */
let slices: Slices | undefined;

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
    if (!element.awaitingChunks && !showsServerMarkup(element, state)) settle(element);
  }, [element, state]);
  useLayoutEffect(() => {
    slices!.committed(element);
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

/** Whether AllElements is mounted (and so listens to the list): the first slice mounts it first. */
let listMounted = false;
/** Sets AllElements' list (React state: see AllElements). */
let setList: Dispatch<SetStateAction<readonly MountedElement[]>> | undefined;

function AllElements() {
  // React state, not the external store: a store's updates always render at once, and a slice of
  // new elements renders in a transition that yields to the browser. Updates are operations
  // (append, remove), so an unmount rendered at once leaves a slice still rendering to its transition.
  // Empty: its first render comes before the first slice is added (elements shown without React never are).
  const [elements, set] = useState<readonly MountedElement[]>([]);
  setList = set;
  useLayoutEffect(() => slices!.sliceCommitted());
  return elements.map((element) => <Slot key={element.id} element={element} />);
}

provideRenderer({
  render(slice, scheduler) {
    slices = scheduler;
    const root = sharedRoot();
    // The list itself first, synchronously: a root's first render is otherwise a default-priority
    // task of React's, which would render every element queued by then in one go.
    if (!listMounted) {
      flushSync(() => root.render(<AllElements />));
      listMounted = true;
    }
    for (const element of slice) if (element.spec.staticContent) skipReactListeners(element.shadowRoot);
    startTransition(() => setList!((all) => [...all, ...slice]));
  },
  remove(gone) {
    setList?.((all) => all.filter((item) => !gone.has(item)));
  },
});
