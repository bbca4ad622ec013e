import type { Root } from 'react-dom/client';
import { memo, useLayoutEffect, useSyncExternalStore } from 'react';
import { HYDRATION_ERROR } from '../../core/model/messages';
import { constantSheet, rtlStyles } from './styleSheets';
import { settle as settleElement, type ElementState, type MountedElement } from './mounted';
import { ElementErrorBoundary, ElementSlot, hydrateRoot } from './reactRenderer';
import { typedBeforeHydration } from './serverMarkup';
import { elementTheme } from './elementTheme';
import { pageConfig } from '../../core/stores/pageConfig';

/**
 * Real hydration of a server-rendered element (README "Islands"): React takes over the nodes the
 * server wrote, in a root of the element's own whose container is its shadow root (React cannot
 * hydrate through a portal, so the shared root cannot), and the element in the page after hydration
 * is the node the server wrote, its children too. Cross-element state lives in the `src/core`
 * stores, which every root reads alike.
 *
 * Before React reads the shadow root, what the server wrote that React does not render leaves it:
 * the `<style>` elements become constructable sheets adopted by the same shadow root (one parsed
 * sheet per distinct text, shared by every element that has it), and each `data-brand-style` (the
 * server's stand-in for a style attribute, which a strict CSP blocks in markup) becomes the inline
 * style React would have set, through the CSSOM, which no policy governs. Once hydrated, the server's
 * sheets go: the element's own (the same fixed sheets, and the Emotion rules of its render) are in place.
 *
 * A mismatch (the model changed under the markup, a component that renders otherwise in the browser)
 * logs `Error while hydrating application` naming the element, and React renders it in the browser
 * in place of the server's nodes, as it does for any root.
 */

interface Island {
  root?: Root;
  /** stops keepTargets: after the first commit React queues no event for replay */
  keptTargets?: () => void;
  /** the sheets the server's <style> elements became; dropped after the first commit */
  serverSheets: CSSStyleSheet[];
  /** the server's top-level nodes, checked after the first commit (dropUnclaimed) */
  serverTop?: ChildNode[];
}

/** Whether React took the node over in hydration (it keeps its fiber on the node: an internal key, looked at only here). */
const claimed = (node: Node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$'));

/**
 * After the first commit: a server node React did not take over (the element rendered nothing where
 * the server wrote something, which React 19 leaves in a shadow root without a word) is a mismatch too.
 * It goes, with the same error, and the element's own render stands alone.
 */
function dropUnclaimed(element: MountedElement, serverTop: ChildNode[]): void {
  const left = serverTop.filter((node) => node.parentNode === element.shadowRoot && !claimed(node) && !(node.nodeType === Node.TEXT_NODE && !node.textContent?.trim()));
  if (left.length === 0) return;
  console.error(`${HYDRATION_ERROR}: <${element.spec.tag}> rendered nothing where its server markup has content; it renders in the browser.`);
  for (const node of left) node.remove();
}

/** The events React queues while a root hydrates, to replay them on the event's `target` once hydrated. */
const REPLAYED_EVENTS = ['focusin', 'dragenter', 'mouseover', 'pointerover'] as const;
const eventTarget = Object.getOwnPropertyDescriptor(Event.prototype, 'target')!.get!;

/**
 * React queues a focus or pointer event that reaches a root while it hydrates, and replays it once
 * hydrated by dispatching a copy on the event's `target`. In a shadow root the DOM clears an event's
 * target when its dispatch is over, and React's replay threw (`Cannot read properties of null`, from a
 * task of React's: a page error). Until the first commit each such event keeps its own target for after
 * its dispatch, and reads as usual during it. Listening before React does, on the same shadow root.
 */
function keepTargets(shadowRoot: ShadowRoot): () => void {
  const keep = (event: Event) => {
    const own = event.composedPath()[0];
    Object.defineProperty(event, 'target', {
      configurable: true,
      get(this: Event) {
        return this.eventPhase === Event.NONE ? own : eventTarget.call(this);
      },
    });
  };
  for (const type of REPLAYED_EVENTS) shadowRoot.addEventListener(type, keep, true);
  return () => {
    for (const type of REPLAYED_EVENTS) shadowRoot.removeEventListener(type, keep, true);
  };
}

const islands = new WeakMap<MountedElement, Island>();

/** Moves the server's <style> elements into adopted sheets and its style stand-ins into inline styles. */
function prepareServerMarkup(shadowRoot: ShadowRoot): CSSStyleSheet[] {
  const sheets: CSSStyleSheet[] = [];
  // (Not `:scope > style`: in a shadow root's querySelector, :scope matches nothing.)
  for (const style of [...shadowRoot.children].filter((child) => child.localName === 'style')) {
    sheets.push(constantSheet(style.textContent ?? ''));
    style.remove();
  }
  shadowRoot.adoptedStyleSheets = [...sheets, ...shadowRoot.adoptedStyleSheets.filter((sheet) => !sheets.includes(sheet))];
  const stand = shadowRoot.querySelectorAll<HTMLElement>('[data-brand-style]');
  if (stand.length === 0) return sheets;
  const declarations = new Map<string, CSSStyleDeclaration>();
  for (const sheet of sheets) {
    for (const rule of sheet.cssRules) {
      if (!(rule instanceof CSSStyleRule)) continue;
      const match = /^\[data-brand-style="(\d+)"\]$/.exec(rule.selectorText);
      if (match) declarations.set(match[1]!, rule.style);
    }
  }
  for (const node of stand) {
    const declaration = declarations.get(node.getAttribute('data-brand-style')!);
    if (declaration) for (const name of declaration) node.style.setProperty(name, declaration.getPropertyValue(name));
    node.removeAttribute('data-brand-style');
  }
  return sheets;
}

const IslandSlot = memo(function IslandSlot({ element }: { element: MountedElement }) {
  const state = useSyncExternalStore(element.state.subscribe, element.state.getSnapshot, element.state.getSnapshot);
  useLayoutEffect(() => {
    const island = islands.get(element);
    if (island?.serverTop) {
      dropUnclaimed(element, island.serverTop);
      // What the visitor typed before hydration, read now and given to React's state after this commit.
      const kept = island.serverTop.filter((node) => node.parentNode === element.shadowRoot);
      queueMicrotask(typedBeforeHydration(kept));
    }
    if (island) {
      island.serverTop = undefined;
      island.keptTargets?.();
      island.keptTargets = undefined;
    }
    if (!island || island.serverSheets.length === 0) return;
    // The element's own sheets are adopted (an insertion effect of its slot): the server's can go.
    const server = new Set(island.serverSheets);
    const fixed = new Set(element.fixedSheets);
    element.shadowRoot.adoptedStyleSheets = element.shadowRoot.adoptedStyleSheets.filter((sheet) => !server.has(sheet) || fixed.has(sheet));
    island.serverSheets = [];
  }, [element]);
  return (
    <ElementErrorBoundary tag={element.spec.tag} host={element.host} container={element.shadowRoot} resetKey={state}>
      <ElementSlot element={element} state={state} island />
    </ElementErrorBoundary>
  );
});

/**
 * Hydrates the element's server markup once it has its model (and, right to left, the mirroring
 * styles: its render must be the server's). Until then the markup stays as the server wrote it.
 */
export function startIsland(element: MountedElement): void {
  let island = islands.get(element);
  if (!island) islands.set(element, (island = { serverSheets: [] }));
  if (island.root) return;
  const state: ElementState = element.state.getSnapshot();
  if (state.awaitingModel) return;
  const theme = elementTheme(element.spec.tag, state, pageConfig.getSnapshot());
  if (theme.direction === 'rtl' && !rtlStyles.ready()) {
    const stop = rtlStyles.subscribe(() => {
      stop();
      if (element.host.isConnected) startIsland(element);
    });
    rtlStyles.load();
    return;
  }
  island.serverSheets = prepareServerMarkup(element.shadowRoot);
  // From here on the nodes are React's.
  element.serverNodes = [];
  const serverTop = [...element.shadowRoot.childNodes];
  island.serverTop = serverTop;
  const { tag } = element.spec;
  island.keptTargets = keepTargets(element.shadowRoot);
  island.root = hydrateRoot(element.shadowRoot as unknown as Element, <IslandSlot element={element} />, {
    onCaughtError: () => {},
    onRecoverableError: (error) => {
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : error instanceof Error ? error.message : String(error);
      console.error(`${HYDRATION_ERROR}: <${tag}> did not match its server markup (${cause}); it renders in the browser.`);
      dropServerCopy(element.shadowRoot, serverTop);
    },
    onUncaughtError: (error) => console.error(`brand-elements: an error escaped <${tag}>'s boundary`, error),
  });
}

/**
 * After a mismatch React renders the element afresh beside the server's nodes: it clears a failed
 * container only when it is an element or a document, never a shadow root. Once React's own top-level
 * nodes are in (a mismatch inside a Suspense boundary replaces only that boundary's, and adds none at
 * the top), the server's copy goes.
 */
function dropServerCopy(shadowRoot: ShadowRoot, serverTop: ChildNode[]): void {
  const server = new Set(serverTop);
  const added = [...shadowRoot.childNodes].some((node) => !server.has(node) && !(node instanceof Element && node.hasAttribute('data-brand-portal')));
  if (added) for (const node of serverTop) if (node.parentNode === shadowRoot) node.remove();
}

/** The element left the page for good: its root goes. */
export function stopIsland(element: MountedElement): void {
  const island = islands.get(element);
  island?.keptTargets?.();
  island?.root?.unmount();
  islands.delete(element);
  settleElement(element);
}
