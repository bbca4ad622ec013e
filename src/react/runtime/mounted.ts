import type { ComponentType } from 'react';
import { createStore, type Store } from '../../core/stores/createStore';
import type { EmptinessRule } from '../../core/model/emptiness/rule';
import type { Display } from './hostCss';
import type { Direction } from '../../themes';
import type * as ServerMarkup from './serverMarkup';
import type { LazyModule } from './lazyModule';

/**
 * What the runtime knows of every mounted element (root.tsx mounts them): its spec, its state, where
 * it stands (waiting for its slice, shown without React, held for the takeover queue, an island), and
 * whether its current state is on screen yet. No React here.
 */

export type { Display };

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
  emptiness?: EmptinessRule;
  /** renders no React event handlers: see sharedRoot.ts skipReactListeners */
  staticContent?: boolean;
  /** shows the states that need nothing of React without it (direct.ts) */
  direct?: DirectRenderer;
  /** its server markup is never hydrated but taken over (src/core/model/hydration.ts takesOver) */
  takeover?: boolean;
  /** the code besides its component that its first render, or its hydration, waits for (DefineOptions.needs) */
  needs?: (props: Record<string, unknown>, hydrating: boolean) => ReadonlyArray<LazyModule<unknown> | false | undefined>;
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
  /** Whether what show() would show now holds authored markup, which waits for the HTML sanitizer (direct.ts). */
  showsMarkup(element: MountedElement): boolean;
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
  /** its state is not on screen yet (waiting for its slice, the right-to-left styles or the HTML sanitizer) */
  pending?: { promise?: Promise<void>; resolve?: () => void };
  /** set by its content: it waits for a chunk its render needs (the right-to-left styles, the HTML sanitizer), so its slot does not settle it */
  awaitingChunks?: boolean;
  /** set by its content once on screen: a later state whose fields hold markup does not wait for the sanitizer */
  contentShown?: boolean;
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

/** The element's current state is not on screen yet. */
export function markPending(element: MountedElement): void {
  element.pending ??= {};
}

/** The element shows its current state (or is gone): whoever waits in renderedOf goes on. */
export function settle(element: MountedElement): void {
  element.pending?.resolve?.();
  element.pending = undefined;
}

/** The mounted element of each host (one that left stays until its unmount is flushed). */
export const byHost = new WeakMap<HTMLElement, MountedElement>();

/**
 * Resolves once the element shows its current state: its first render (a page is rendered in
 * slices, sliceScheduler.ts) or the last change given to it. At once for a host that is not mounted.
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

/** Adds to the list those not in it yet (one snapshot for all of them). */
export function list(elements: readonly MountedElement[]): void {
  const fresh = elements.filter((element) => !element.listed);
  for (const element of fresh) element.listed = true;
  if (fresh.length > 0) mounted.set((all) => [...all, ...fresh]);
}

/** Takes the gone ones out of the list. */
export function unlist(gone: ReadonlySet<MountedElement>): void {
  mounted.set((all) => all.filter((element) => !gone.has(element)));
}
