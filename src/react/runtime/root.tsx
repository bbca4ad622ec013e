import { createStore } from '../../core/stores/createStore';
import { loadingCode } from '../../core/stores/elementCode';
import { releaseShadowRoot } from './styleSheets';
import { elementTheme, hostSheets } from './elementTheme';
import { byHost, list, markPending, settle, unlist, type ElementSpec, type ElementState, type MountedElement } from './mounted';
import { createSliceScheduler, type SliceScheduler } from './sliceScheduler';
import { codeAboveHoldsUntil } from './documentOrder';
import { holdsMarkup, sanitizer } from '../../core/security/authoredHtml';
import { CODE_ORDER_WAIT_MS } from '../../core/stores/elementCode';
import { createUnmountBatch } from './unmounts';
import { dropTakeover, holdForTakeover, queueTakeover, queuedState } from './takeovers';
import { canHydrate, withIslands } from './hydrate';
import { lazyModule, type LazyModule } from './lazyModule';

/**
 * The element runtime's entry (src/elements/define.ts mounts, updates and unmounts through it). Its
 * rooms, each a module of its own:
 * - mounted.ts: what is known of each mounted element, and whether its state is on screen (renderedOf);
 * - reactRenderer.tsx (with the element that needs it, else lazy): the one React root every element
 *   is a portal of (sharedRoot.ts), a slot per element in it (ElementSlot.tsx: its content with its
 *   theme, styles and context; VisibleToGate.tsx for `visibleTo`); nothing here imports React;
 * - sliceScheduler.ts with documentOrder.ts: new elements go to React in slices, in document order;
 * - unmounts.ts: elements removed in one task unmount together, and a move keeps its state;
 * - hydrate.ts (island.tsx, lazy): server-rendered elements hydrated where they stand;
 * - takeovers.ts (serverMarkup.ts, lazy): the few that are taken over instead, one turn at a time;
 * - direct.ts: the states shown without React.
 */

export type { Display, DirectRenderer, ElementSpec, ElementState, MountedElement } from './mounted';
export { mountedElements, renderedOf, settle as settleElement } from './mounted';
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

export type Slices = SliceScheduler<MountedElement>;

/** What reactRenderer.tsx gives the runtime: the slices rendered in the shared root, and the gone ones taken out. */
export interface ReactRenderer {
  render(slice: MountedElement[], slices: Slices): void;
  remove(gone: ReadonlySet<MountedElement>): void;
}

/** The React renderer once its module ran (it calls provideRenderer), with an element's code or loaded here. */
let renderer: ReactRenderer | undefined;
const rendererCode = lazyModule(
  () => import('./reactRenderer'),
  'brand-elements: the code that renders elements in React could not load; the elements that need it stay as they are.',
);

export function provideRenderer(given: ReactRenderer): void {
  renderer = given;
}

/**
 * An element whose fields hold markup waits for the HTML sanitizer's chunk as for its own code (and, the queue being in
 * document order, the elements below it wait with it): rendered before it, they would move down when it appears. Not
 * longer than for code (CODE_ORDER_WAIT_MS): after that it renders and its markup follows when the chunk does.
 */
function sanitizerHoldsUntil(element: MountedElement): number | undefined {
  if (sanitizer.ready()) return undefined;
  // (What a direct render shows may hold no markup where its fields do: a returning visitor's age gate shows nothing.)
  const { direct } = element.spec;
  if (!(direct && !element.inReactOnly ? direct.showsMarkup(element) : holdsMarkup(element.state.getSnapshot().props))) return undefined;
  void sanitizer.load();
  const until = sanitizer.requestedAt()! + CODE_ORDER_WAIT_MS;
  return until > performance.now() ? until : undefined;
}

/**
 * An element whose first render needs more code (its definition's `needs`) holds its place, and the elements below it
 * wait with it, as for its own code (not longer than CODE_ORDER_WAIT_MS from its mount): rendered before it, they
 * would move down when it appears. A piece that could not load holds it no longer (its render says what failed).
 */
const needsSince = new WeakMap<MountedElement, number>();
/** The piece each held element was last found waiting for (asked for once, however often its hold is looked at). */
const needsAsked = new WeakMap<MountedElement, LazyModule<unknown>>();
function needsHoldUntil(element: MountedElement): number | undefined {
  if (!element.spec.needs) return undefined;
  const pending = pendingCode(element, false);
  const since = needsSince.get(element);
  if (!pending || since === undefined) return undefined;
  const until = since + CODE_ORDER_WAIT_MS;
  if (until <= performance.now()) return undefined;
  if (needsAsked.get(element) !== pending) {
    needsAsked.set(element, pending);
    pending.use(
      () => slices.wake(),
      () => {
        needsSince.delete(element);
        slices.wake();
      },
    );
  }
  return until;
}

/** Elements whose code (React's renderer, their component) failed to load before their render: their next state tries again. */
const unrendered = new WeakSet<MountedElement>();

/**
 * What an element's render (or hydration) waits for and is not here yet: its component's code when loaded on demand
 * (lazyComponent.ts, not imported: few elements have one), then the pieces its definition `needs` for this state.
 */
function pendingCode(element: MountedElement, hydrating: boolean): LazyModule<unknown> | undefined {
  const code = (element.spec.component as { code?: LazyModule<unknown> }).code;
  if (code && !code.loaded()) return code;
  const needs = element.spec.needs?.(element.state.getSnapshot().props ?? {}, hydrating) ?? [];
  return needs.find((piece): piece is LazyModule<unknown> => piece !== false && piece !== undefined && !piece.loaded());
}

/** Runs `run` once all an element waits for is here (a piece at a time), or `failed` when a piece could not load. */
function whenCodeHere(element: MountedElement, hydrating: boolean, run: () => void, failed: () => void): void {
  const code = pendingCode(element, hydrating);
  if (!code) return run();
  code.use(() => whenCodeHere(element, hydrating, run, failed), failed);
}

const slices = createSliceScheduler<MountedElement>({
  direct: directCandidate,
  showDirect,
  // An element with server markup never waits: it is on screen already.
  holdUntil: (element) =>
    element.serverNodes.length > 0 ? undefined : (needsHoldUntil(element) ?? sanitizerHoldsUntil(element) ?? codeAboveHoldsUntil(element.host)),
  shown: list,
  render(slice) {
    list(slice);
    // An element whose component, or a piece its first render needs, loads on demand renders once it is here; the
    // slices after it do not wait for the download (what it shows stays on screen). React's renderer is asked for
    // meanwhile.
    const now = slice.filter((element) => {
      if (!pendingCode(element, false)) return true;
      whenCodeHere(element, false, () => renderInReact([element]), () => notRendered(element));
      slices.committed(element);
      return false;
    });
    if (now.length < slice.length) slices.sliceCommitted();
    renderInReact(now);
  },
});

/** Renders elements in the shared root, React's renderer loaded first (those still on the page). */
function renderInReact(elements: MountedElement[]): void {
  const run = () => {
    const live = elements.filter(onPage);
    if (live.length > 0) renderer!.render(live, slices);
  };
  if (renderer) run();
  else rendererCode.use(run, () => elements.forEach(notRendered));
}

/** Still mounted (not unmounted while its code loaded). */
const onPage = (element: MountedElement) => byHost.get(element.host) === element;

/**
 * Its code could not load: it stays as it is (settled: it shows all it can), its slice lets the next one go, and its
 * next state tries again.
 */
function notRendered(element: MountedElement): void {
  slices.committed(element);
  if (onPage(element)) {
    unrendered.add(element);
    settle(element);
  }
  slices.sliceCommitted();
}

/** Hydrates a server-rendered element (island.tsx) once its code is here: hydration's, its component's when loaded on demand, and what it needs. */
function startIsland(element: MountedElement): void {
  const start = () => onPage(element) && withIslands((islands) => islands.startIsland(element));
  if (!pendingCode(element, true)) return void start();
  withIslands(() => undefined); // asked for beside the component's
  // (If it cannot load, the server's markup stays, settled; its next state tries again.)
  whenCodeHere(element, true, start, () => onPage(element) && settle(element));
}

/** Code arrived or failed: the elements waiting for it may render. */
loadingCode.subscribe(() => slices.wake());
sanitizer.subscribe(() => slices.wake());

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
  renderer?.remove(gone);
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
    startIsland(element);
    return element;
  }
  if (element.serverNodes.length > 0) {
    holdForTakeover(element, state, () => {
      // A new state object: the slot renders again, now able to take over (with the state it was last
      // given: one still queued for its turn is newer than its snapshot).
      if (byHost.get(element.host) === element) updateElement(element, { ...currentState(element.host)! });
    });
  }
  if (spec.needs) needsSince.set(element, performance.now());
  slices.add(element);
  return element;
}

export function updateElement(element: MountedElement, state: ElementState): void {
  if (state !== element.state.getSnapshot()) markPending(element);
  // Its code (React's renderer, its component) failed to load before it rendered: this state tries again.
  if (unrendered.delete(element)) slices.first(element);
  if (element.island) {
    element.state.set(state);
    // Hydrates now if it waited for this (its model); a hydrated one renders the new state.
    return startIsland(element);
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
