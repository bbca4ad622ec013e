import { createPortal, flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import {
  memo,
  startTransition,
  useEffect,
  useInsertionEffect,
  useLayoutEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';
import { CacheProvider, ThemeContext } from '@emotion/react';
import RtlProvider from '@mui/system/RtlProvider';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import DefaultPropsProvider from '@mui/material/DefaultPropsProvider';
import { createStore, type Store } from '../../core/stores/createStore';
import { pageConfig } from '../../core/stores/pageConfig';
import { visitorPending, visitorStore } from '../../core/stores/visitor';
import { codeOrderHold, loadingCode } from '../../core/stores/elementCode';
import { authoringStore } from '../../core/stores/authoring';
import { isAuthoringMode } from '../../core/model/authoring';
import { isVisibleTo } from '../../core/visitor/visibleTo';
import type { EmptinessName } from '../../core/model/emptiness';
import { adoptSheets, emotionCacheFor, releaseShadowRoot, rtlStyles } from './styleSheets';
import { elementTheme, hostSheets, useElementTheme } from './elementTheme';
import type * as Island from './island';
import { ElementErrorBoundary } from './ErrorBoundary';
import { ElementContext, type ElementContextValue } from './context';
import { elementContent } from './elementContent';
import type { Display } from './hostCss';
import type { Direction } from '../../themes';
import type * as ServerMarkup from './serverMarkup';

/**
 * The shared React root. Every element on the page is a portal from this one root into its
 * own shadow root, wrapped in its own error boundary: one root mounts 1.7 to 2 times faster
 * than a root per element, and a failing element cannot take the others down.
 */

export type { Display };
/** Kept where they always were for the modules that import them from here. */
export { elementTheme, hostSheets };

/** What an element renders with; `props: null` means its input was unusable (already logged). */
export interface ElementState {
  props: Record<string, unknown> | null;
  theme?: string;
  direction: Direction;
  lang?: string;
  visibleTo: string[];
  /**
   * A server-rendered element of a page (src/server) whose model <brand-page> has not handed over
   * yet: its server markup stays on screen, untouched, until it has.
   */
  awaitingModel?: boolean;
}

export interface ElementSpec {
  tag: string;
  component: ComponentType<any>;
  display: Display;
  /** extra fixed host CSS (a sticky header) */
  hostCss?: string;
  /** component name in the emptiness rules (`text`, `spacer`, ...) */
  emptiness?: EmptinessName;
  /** renders no React event handlers: see skipReactListeners */
  staticContent?: boolean;
  /** shows the states that need nothing of React without it (direct.ts) */
  direct?: DirectRenderer;
  /** its server markup is never hydrated but taken over (src/core/model/hydration.ts takesOver) */
  takeover?: boolean;
}

/**
 * An element's way to show its state without React (src/react/runtime/direct.ts): the same DOM and
 * styles its component renders, for the states that need nothing of React. Waiting elements are
 * shown in document order, React's and these alike.
 */
export interface DirectRenderer {
  /**
   * Shows the element's current state in its shadow root: true when shown, false when that state
   * needs React, null when it cannot be shown yet (the renderer shows it once it can).
   */
  show(element: MountedElement): boolean | null;
  /** Removes what show() put there (the element is gone, or React has taken it over). */
  clear(element: MountedElement): void;
}

export interface MountedElement {
  readonly id: number;
  readonly host: HTMLElement;
  readonly shadowRoot: ShadowRoot;
  /** where MUI Dialogs, Popovers and Tooltips of this element render: inside its shadow root */
  readonly portalContainer: HTMLElement;
  readonly spec: ElementSpec;
  readonly state: Store<ElementState>;
  /** server-rendered children of a declarative shadow root, removed once React has rendered */
  serverNodes: Node[];
  /** what the visitor does with the server's markup until then (serverMarkup.ts) */
  serverEdits?: ReturnType<typeof ServerMarkup.recordServerEdits>;
  fixedSheets: CSSStyleSheet[];
  /** its state is not on screen yet (waiting for its slice, or for the right-to-left styles) */
  pending?: { promise?: Promise<void>; resolve?: () => void };
  /** set by its content: it waits for the right-to-left styles, so its slot does not settle it */
  awaitingStyles?: boolean;
  /** its slot is committed in the shared root and listens to its state (its slice has rendered) */
  inReact?: boolean;
  /** it shows its server markup until the takeover queue gives it its turn (serverMarkup.ts runTakeovers) */
  held?: boolean;
  /** shown without React (spec.direct) */
  direct?: boolean;
  /** rendered by React for good: a state once needed it */
  inReactOnly?: boolean;
  /** in the `mounted` list */
  listed?: boolean;
  /** hydrated in a root of its own (island.tsx), not in the shared root */
  island?: boolean;
}

function markPending(element: MountedElement): void {
  element.pending ??= {};
}

function settle(element: MountedElement): void {
  element.pending?.resolve?.();
  element.pending = undefined;
}

/** For island.tsx: the element shows its current state (or is gone). */
export const settleElement = settle;

/**
 * Resolves once the element shows its current state: its first render (a page is rendered in
 * slices, see below) or the last change given to it. At once for a host that is not mounted.
 */
export function renderedOf(host: HTMLElement): Promise<void> {
  const pending = byHost.get(host)?.pending;
  if (!pending) return Promise.resolve();
  // Made when first asked for: most elements never are.
  return (pending.promise ??= new Promise<void>((resolve) => (pending.resolve = resolve)));
}

const mounted = createStore<readonly MountedElement[]>([]);
/** The mounted elements, read-only: one snapshot per change of the list (tests count them). */
export const mountedElements: Pick<Store<readonly MountedElement[]>, 'subscribe' | 'getSnapshot'> = mounted;
const byHost = new WeakMap<HTMLElement, MountedElement>();
let root: Root | undefined;
let nextId = 1;
/** the property React sets on a container once it listens there (found on our own root) */
let reactListeningKey: string | undefined;

function ensureRoot(): void {
  if (root) return;
  // A detached container: React listens for events on each portal's container (the shadow
  // roots), so nothing of ours needs to sit in the document.
  const container = document.createElement('div');
  root = createRoot(container, {
    // Our per-element boundaries log one clear message naming the element; React's own
    // duplicate report of the same error would only be noise.
    onCaughtError: () => {},
    // A slice renders in a transition; an error there is retried at once, synchronously, and
    // this is called when the retry rendered (the element's input changed in between, say).
    // Nothing is broken, so a warning, not an error React would report as uncaught.
    onRecoverableError: (error) => {
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
      console.warn(`brand-elements: an element recovered from an error while rendering: ${cause}`);
    },
    onUncaughtError: (error) => {
      console.error('brand-elements: an error escaped the element boundaries', error);
    },
  });
  reactListeningKey = Object.keys(container).find((key) => key.startsWith('_reactListening'));
}

/** Whether AllElements is mounted (and so listens to the list): the first slice mounts it first. */
let listMounted = false;

/**
 * React attaches its ~150 event listeners to every portal container, about half the mount
 * cost of a simple element. An element whose content has no React event handlers (text,
 * spacer, image: native links work without React, and an image's load/error listeners sit on
 * the <img> itself) is marked as already listening, so React skips that work. If a React
 * version no longer uses the marker, the key is not found and React listens as usual.
 */
function skipReactListeners(shadowRoot: ShadowRoot): void {
  if (reactListeningKey) (shadowRoot as unknown as Record<string, boolean>)[reactListeningKey] = true;
}

/** Sets AllElements' list (React state: see AllElements). */
let setList: Dispatch<SetStateAction<readonly MountedElement[]>> | undefined;

function AllElements() {
  // React state, not the external store: a store's updates always render at once, and a slice of
  // new elements renders in a transition that yields to the browser. Updates are operations
  // (append, remove), so an unmount rendered at once leaves a slice still rendering to its transition.
  // Empty: its first render comes before the first slice is added (elements shown without React never are).
  const [elements, set] = useState<readonly MountedElement[]>([]);
  setList = set;
  useLayoutEffect(sliceCommitted);
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
    inFlight.delete(element);
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

/**
 * MUI's default props for one element: its portals (Modal, Popover, Popper, and so Dialog,
 * Menu, Tooltip, Drawer) render into a container inside the element's own shadow root. The
 * theme object itself stays shared by every element, so MUI's per-theme style caches hit.
 */
function defaultPropsWithContainer(theme: Theme, container: () => HTMLElement): Record<string, unknown> {
  const components = (theme.components ?? {}) as Record<string, { defaultProps?: object } | undefined>;
  const withContainer = (name: string) => ({
    ...components[name],
    defaultProps: { ...components[name]?.defaultProps, container },
  });
  return {
    ...components,
    MuiModal: withContainer('MuiModal'),
    MuiPopover: withContainer('MuiPopover'),
    MuiPopper: withContainer('MuiPopper'),
  };
}

const noSubscription = () => () => {};

/**
 * Shows its children only to the visitor types in `visibleTo` (hiding the host meanwhile). Only
 * an element that has `visibleTo` renders this, so only those re-render when the visitor changes.
 */
function VisibleToGate({ host, visibleTo, children }: { host: HTMLElement; visibleTo: string[]; children: ReactNode }) {
  const visitor = useSyncExternalStore(visitorStore.subscribe, visitorStore.getSnapshot);
  const pending = useSyncExternalStore(visitorPending.subscribe, visitorPending.getSnapshot);
  const visible = !pending && isVisibleTo(visibleTo, visitor, false);
  useLayoutEffect(() => {
    host.toggleAttribute('data-brand-invisible', !visible);
    return () => host.removeAttribute('data-brand-invisible');
  }, [host, visible]);
  return visible ? children : null;
}

/**
 * One element's content with its theme, styles and context: a portal into its shadow root from the
 * shared root, or (`island`) the whole of an island's own root, hydrating the server's nodes (island.tsx).
 * An island's `visibleTo` is the page runtime's to apply (src/elements/page/islands.ts): the server
 * wrote its content for every visitor, and a gate rendering nothing would not match it.
 */
export const ElementSlot = memo(function ElementSlot({ element, state, island = false }: { element: MountedElement; state: ElementState; island?: boolean }) {
  const mode = useSyncExternalStore(authoringStore.subscribe, authoringStore.getSnapshot, authoringStore.getSnapshot);
  const theme = useElementTheme(element.spec.tag, state);
  const direction = theme.direction;
  const authoring = isAuthoringMode(mode);
  const restricted = state.visibleTo.length > 0 && !authoring && !island;

  // The portal container is made when first used (a dialog opening), never while rendering: an
  // island's shadow root must hold only the server's nodes while React hydrates them.
  const portalContainer = useMemo(() => () => element.portalContainer, [element]);
  const defaultProps = useMemo(() => defaultPropsWithContainer(theme, portalContainer), [theme, portalContainer]);
  // Only a right-to-left element waits for (and so listens to) the mirroring plugin.
  const rtlReady = useSyncExternalStore(direction === 'rtl' ? rtlStyles.subscribe : noSubscription, rtlStyles.ready, rtlStyles.ready);
  const stylesReady = direction === 'ltr' || rtlReady;
  const cache = useMemo(
    () => (stylesReady ? emotionCacheFor(element.shadowRoot, direction) : undefined),
    [element.shadowRoot, direction, stylesReady],
  );
  const context = useMemo<ElementContextValue>(
    () => ({
      host: element.host,
      tag: element.spec.tag,
      get portalContainer() {
        return element.portalContainer;
      },
      authoring,
      mode,
    }),
    [element, authoring, mode],
  );
  // The same element object while props and mode stay: a re-render above it does not reach the component.
  const content = useMemo(() => elementContent(element.spec, state.props, mode, element.host.id), [element.spec, state.props, mode, element.host.id]);

  // An insertion effect: the sheets are in place before any layout effect of the element's own
  // components runs. Those run first (children before parents), and one that reads layout (a
  // measurement, the scroll lock) would otherwise compute unstyled content, and every styled
  // transition would then play from the browser's defaults (a grey button fading to the theme).
  useInsertionEffect(() => {
    const fixed = hostSheets(element.spec.display, theme, element.spec.hostCss);
    adoptSheets(element.shadowRoot, fixed, element.fixedSheets);
    element.fixedSheets = fixed;
  }, [element, theme]);

  // Server markup stays until the element has its model, the handover code is there and its turn came.
  const awaitingModel = showsServerMarkup(element, state);
  useLayoutEffect(() => {
    element.awaitingStyles = !stylesReady;
    if (!stylesReady || awaitingModel) return;
    settle(element);
    // An element shown without React until now: React's content is in place.
    element.spec.direct?.clear(element);
    // React's content is in place: the server-rendered markup it replaces can go, handing over
    // what the visitor did meanwhile (focus, typed values).
    if (element.serverNodes.length > 0) serverMarkup!.replaceServerNodes(element.shadowRoot, element.serverNodes, element.portalContainer, element.serverEdits?.edits());
    element.serverEdits?.stop();
    element.serverEdits = undefined;
    element.serverNodes = [];
  }, [element, stylesReady, awaitingModel]);

  useEffect(() => {
    if (!stylesReady) rtlStyles.load();
  }, [stylesReady]);

  // A right-to-left element waits for the mirroring plugin (one small chunk, loaded once).
  if (!cache || awaitingModel) return null;
  // An island renders the providers the server rendered (src/server/renderElement.tsx), in the same
  // order: React's ids (useId) come from the tree's shape, and hydration needs the server's.
  if (island) {
    return (
      <CacheProvider value={cache}>
        <ThemeContext.Provider value={theme}>
          <RtlProvider value={direction === 'rtl'}>
            <DefaultPropsProvider value={defaultProps as never}>
              <ElementContext.Provider value={context}>{content}</ElementContext.Provider>
            </DefaultPropsProvider>
          </RtlProvider>
        </ThemeContext.Provider>
      </CacheProvider>
    );
  }
  const tree = (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <DefaultPropsProvider value={defaultProps}>
          <ElementContext.Provider value={context}>
            {restricted ? (
              <VisibleToGate host={element.host} visibleTo={state.visibleTo}>
                {content}
              </VisibleToGate>
            ) : (
              content
            )}
          </ElementContext.Provider>
        </DefaultPropsProvider>
      </ThemeProvider>
    </CacheProvider>
  );
  return createPortal(tree, element.shadowRoot);
});

/**
 * Mounting yields to the browser. New elements wait here, in the order they connected (document
 * order for a page being built), and go to React in slices. A slice renders in a React
 * transition, which React splits into tasks of about 5 ms (it yields between components, so even
 * one heavy element, a header, does not block), and is committed before the next slice starts:
 * the first screenful paints before the rest of a long page is built, and input is handled in
 * between. The first slice is one element (the header, on most pages), each next one twice as
 * large, up to MAX_SLICE elements: a commit (inserting the DOM, adopting the sheets, the layout
 * effects) cannot be split, so a slice stays small. The page's very first slice starts in a task
 * of its own, apart from the evaluation of the runtime. Components attach what must not miss an
 * event (a scroll listener) in layout effects: a transition's passive effects run a task later.
 * Elements shown without React (spec.direct) take their turn in the same order: those at the head
 * of the queue are shown at once, for up to DIRECT_SLICE_MS per task.
 */
const MAX_SLICE = 32;
const DIRECT_SLICE_MS = 8;
/**
 * The task that evaluated the runtime is over (or a slice has run): a slice starts in the microtask
 * of the task that queued it. Elements upgraded while the runtime is evaluated wait for a task of
 * their own.
 */
let started = false;
queueMicrotask(() => (started = true));
const waiting: MountedElement[] = [];
let sliceScheduled = false;
/** the slice being rendered: the next one starts once all of it is committed (or gone) */
const inFlight = new Set<MountedElement>();
let sliceSize = 1;
let sliceChannel: MessageChannel | undefined;

function scheduleSlice(soon: boolean): void {
  if (sliceScheduled || inFlight.size > 0) return;
  sliceScheduled = true;
  if (soon) {
    queueMicrotask(renderSlice);
    return;
  }
  if (!sliceChannel) {
    sliceChannel = new MessageChannel();
    sliceChannel.port1.onmessage = renderSlice;
  }
  sliceChannel.port2.postMessage(null);
}

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

function list(elements: MountedElement[]): void {
  const fresh = elements.filter((element) => !element.listed);
  for (const element of fresh) element.listed = true;
  if (fresh.length > 0) mounted.set((all) => [...all, ...fresh]);
}

/** Whether node a comes before node b in the same tree (the document, or one shadow root). */
function precedes(a: Node, b: Node): boolean {
  // Node.DOCUMENT_POSITION_FOLLOWING (4) without DOCUMENT_POSITION_DISCONNECTED (1).
  return (a.compareDocumentPosition(b) & 5) === 4;
}

/**
 * Queues an element in document order: elements written into the HTML connect when their code
 * arrives, and one whose code came later than that of the elements below it still renders first.
 * Elements connected top to bottom (a page being built) go to the end with one comparison.
 */
function enqueue(element: MountedElement): void {
  let index = waiting.length;
  while (index > 0 && precedes(element.host, waiting[index - 1]!.host)) index--;
  waiting.splice(index, 0, element);
}

/**
 * Whether the element waits for the code of an element above it in the document (codeOrderHold);
 * if so, a slice is scheduled for when that wait ends (the code's arrival schedules one sooner).
 * An element with server markup never waits: it is on screen already.
 */
function heldForCode(element: MountedElement): boolean {
  const loading = loadingCode.getSnapshot();
  const { host } = element;
  const doc = host.ownerDocument;
  if (loading.size === 0 || element.serverNodes.length > 0 || host.getRootNode() !== doc) return false;
  const until = codeOrderHold(loading, performance.now(), (tag) => {
    const first = doc.querySelector(`${tag}:not(:defined)`);
    return first !== null && precedes(first, host);
  });
  if (until !== undefined) setTimeout(() => scheduleSlice(false), until - performance.now());
  return until !== undefined;
}

/** Code arrived or failed: the elements waiting for it may render. */
loadingCode.subscribe(() => waiting.length > 0 && scheduleSlice(false));

function renderSlice(): void {
  sliceScheduled = false;
  started = true;
  if (inFlight.size > 0) return;
  const deadline = performance.now() + DIRECT_SLICE_MS;
  const shown: MountedElement[] = [];
  while (waiting.length > 0 && directCandidate(waiting[0]!) && !heldForCode(waiting[0]!) && showDirect(waiting[0]!)) {
    shown.push(waiting.shift()!);
    if (performance.now() > deadline) break;
  }
  list(shown);
  if (waiting.length === 0 || heldForCode(waiting[0]!)) return;
  if (shown.length > 0 && performance.now() > deadline) return scheduleSlice(false);
  // The root is made when React first has something to render: a page of elements shown without it never makes one.
  ensureRoot();
  // The list itself first, synchronously: a root's first render is otherwise a default-priority
  // task of React's, which would render every element queued by then in one go.
  if (!listMounted) {
    flushSync(() => root!.render(<AllElements />));
    listMounted = true;
  }
  // Up to the next element that may be shown without React: it waits for this slice.
  let size = 1;
  while (size < sliceSize && size < waiting.length && !directCandidate(waiting[size]!) && !heldForCode(waiting[size]!)) size++;
  const slice = waiting.splice(0, size);
  sliceSize = Math.min(sliceSize * 2, MAX_SLICE);
  for (const element of slice) {
    inFlight.add(element);
    if (element.spec.staticContent) skipReactListeners(element.shadowRoot);
  }
  list(slice);
  startTransition(() => setList!((list) => [...list, ...slice]));
}

/** After a commit of the list (and after an unmount): once the slice is on screen, the next one. */
function sliceCommitted(): void {
  if (inFlight.size > 0) return;
  if (waiting.length > 0) scheduleSlice(false);
  else sliceSize = 1;
}

/** Elements disconnected in this task; unmounted together, in one render, unless they come back. */
const pendingUnmounts = new Set<MountedElement>();
let unmountTimer: ReturnType<typeof setTimeout> | undefined;

function flushUnmounts(): void {
  unmountTimer = undefined;
  const gone = new Set<MountedElement>();
  for (const element of pendingUnmounts) {
    if (element.host.isConnected) continue;
    releaseShadowRoot(element.shadowRoot);
    byHost.delete(element.host);
    if (element.island) withIslands((islands) => islands.stopIsland(element));
    takeovers.delete(element);
    element.spec.direct?.clear(element);
    settle(element); // gone: nothing left to wait for
    gone.add(element);
  }
  pendingUnmounts.clear();
  if (gone.size === 0) return;
  // One that left before its slice came never reaches React.
  for (let index = waiting.length - 1; index >= 0; index--) if (gone.has(waiting[index]!)) waiting.splice(index, 1);
  for (const element of gone) inFlight.delete(element);
  mounted.set((list) => list.filter((item) => !gone.has(item)));
  setList?.((list) => list.filter((item) => !gone.has(item)));
  sliceCommitted();
}

/**
 * Whether a server-rendered element is hydrated where it stands (island.tsx): not Swiper's static
 * stand-ins (`be-static-swiper-…`, src/server/renderElement.tsx), which a takeover renders, and not
 * one the page changed before it woke (src/elements/page/islands.ts wakeChanged), which renders afresh.
 */
function canHydrate(host: HTMLElement, shadowRoot: ShadowRoot): boolean {
  // src/core/model/hydration.ts STALE_ISLAND (a registered symbol: the same wherever it is spelled).
  if ((host as unknown as Record<symbol, unknown>)[Symbol.for('brand-elements.staleIsland')]) return false;
  return shadowRoot.querySelector('be-static-swiper-container') === null;
}

/** Hydration's code (island.tsx), loaded by the first server-rendered element, like the takeover's below. */
let islandCode: typeof Island | undefined;
let islandLoad: Promise<typeof Island> | undefined;
function withIslands(use: (islands: typeof Island) => void): void {
  if (islandCode) return use(islandCode);
  islandLoad ??= import('./island');
  islandLoad.then(
    (module) => {
      islandCode = module;
      use(module);
    },
    (error: unknown) => {
      islandLoad = undefined;
      console.error('brand-elements: the code that hydrates server-rendered elements could not load; they keep the server markup.', error);
    },
  );
}

/**
 * The code that hands a server-rendered element over to React (serverMarkup.ts) is loaded only by
 * pages that have server markup: a page rendered in the browser never downloads it.
 */
let serverMarkup: typeof ServerMarkup | undefined;
let serverMarkupLoad: Promise<typeof ServerMarkup> | undefined;
const awaitingHandover = (element: MountedElement) => element.serverNodes.length > 0 && serverMarkup === undefined;

function startHandover(element: MountedElement): void {
  const record = (module: typeof ServerMarkup) => {
    if (!element.serverEdits && element.serverNodes.length > 0) element.serverEdits = module.recordServerEdits(element.shadowRoot, element.serverNodes);
  };
  if (serverMarkup) return record(serverMarkup);
  serverMarkupLoad ??= import('./serverMarkup');
  serverMarkupLoad.then(
    (module) => {
      serverMarkup = module;
      record(module);
      // A new state object: the slot renders again, now able to take over (with the state it was last
      // given: one still queued for its turn is newer than its snapshot).
      if (byHost.get(element.host) === element) updateElement(element, { ...currentState(element.host)! });
    },
    (error: unknown) => {
      serverMarkupLoad = undefined;
      console.error('brand-elements: the code that takes over server-rendered elements could not load; they keep the server markup.', error);
    },
  );
}

/** Mounts an element into the shared root, or revives one whose unmount is still pending (a move). */
export function mountElement(host: HTMLElement, shadowRoot: ShadowRoot, spec: ElementSpec, state: ElementState): MountedElement {
  const pending = byHost.get(host);
  if (pending) {
    pendingUnmounts.delete(pending);
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
  if (element.serverNodes.length > 0 && !spec.takeover && canHydrate(host, shadowRoot)) {
    // Hydrated where it stands, in a root of its own (island.tsx): its nodes stay the server's.
    element.island = true;
    markPending(element);
    byHost.set(host, element);
    list([element]);
    withIslands((islands) => islands.startIsland(element));
    return element;
  }
  if (element.serverNodes.length > 0) {
    startHandover(element);
    element.held = true;
    takeovers.set(element, state);
  }
  markPending(element);
  byHost.set(host, element);
  enqueue(element);
  // Unless a slice is already on its way, the next one starts in this task's microtask; the very
  // first one in a task of its own, apart from the evaluation of React, MUI and Emotion that
  // usually fills this one.
  scheduleSlice(started);
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
  if (element.direct && !showDirect(element)) {
    // This state needs React: it renders in the shared root next, and what is shown stays until then.
    waiting.unshift(element);
    scheduleSlice(true);
  }
}

/** The element still shows its server markup: no model yet, no handover code yet, or not its turn. */
function showsServerMarkup(element: MountedElement, state: ElementState): boolean {
  return state.awaitingModel === true || awaitingHandover(element) || element.held === true;
}

/**
 * Taking over a server-rendered page yields to the browser too. An element's update is a store
 * update, which React renders at once, and a slice commits up to MAX_SLICE elements at once: the
 * models that <brand-page> hands to every element of the page in one task, or a slice of elements
 * that have theirs, would be one long render and commit. So an element that shows server markup
 * renders nothing of its own in its slice (held) and takes its states from a queue, in
 * document order (of those whose slot is committed), as many per task as fit in about 8 ms (at
 * least one), each rendered and committed on its own with its effects (the server markup goes in
 * the same commit). The page looks the same throughout: each element's server markup stays until
 * its own React content replaces it.
 */
const takeovers = new Map<MountedElement, ElementState>();

function queueTakeover(element: MountedElement, state: ElementState): void {
  // Queued already: the latest state is the one it takes.
  takeovers.set(element, state);
  scheduleTakeovers();
}

/** The queue's turns are taken by the takeover code (serverMarkup.ts), once it is there. */
function scheduleTakeovers(): void {
  serverMarkup?.scheduleTakeovers(takeovers);
}

/**
 * What a mounted element was last given (undefined for a host that is not mounted): a state still
 * waiting in the takeover queue is newer than the one it shows.
 */
export function currentState(host: HTMLElement): ElementState | undefined {
  const element = byHost.get(host);
  return element && (takeovers.get(element) ?? element.state.getSnapshot());
}

/**
 * Unmounting waits a task: moving an element is a disconnect followed by a connect, and the
 * element should keep its state through a move. Every element removed in the same task goes in
 * one render (removing a list of 1,000 is one update of the root, not 1,000).
 */
export function unmountElement(element: MountedElement): void {
  pendingUnmounts.add(element);
  unmountTimer ??= setTimeout(flushUnmounts, 0);
}
