/**
 * A server-rendered element's markup (src/server: its declarative shadow root) stays on screen
 * until React has rendered the same content beside it; then it goes. What the visitor did with
 * it meanwhile is handed over to the nodes at the same place in React's content: the focus, and
 * what they typed, chose or ticked (through the controls' own setters and events, so React's
 * state follows). With identical markup nothing moves on screen (no layout shift).
 */

import { flushSync } from './reactRenderer';
import type { ElementState, MountedElement } from './mounted';

type Path = number[];

/** The element children of a level, `<style>` left out (the server's styles are not content). */
function contentChildren(nodes: Iterable<Node>): Element[] {
  return [...nodes].filter((node): node is Element => node.nodeType === 1 && (node as Element).localName !== 'style');
}

function pathOf(target: Element, top: Element[]): Path | undefined {
  const path: Path = [];
  let node: Element = target;
  while (!top.includes(node)) {
    const parent = node.parentElement;
    if (!parent) return undefined;
    path.unshift([...parent.children].indexOf(node));
    node = parent;
  }
  path.unshift(top.indexOf(node));
  return path;
}

function atPath(path: Path, top: Element[]): Element | undefined {
  let node: Element | undefined = top[path[0]!];
  for (const index of path.slice(1)) node = node?.children[index];
  return node;
}

export interface Edit {
  path: Path;
  value?: string;
  checked?: boolean;
  /** a radio's group name: ticking another of the group replaces this edit */
  radioGroup?: string;
}

/** The controls whose value the visitor changed from the server's. */
function editsIn(top: Element[]): Edit[] {
  const edits: Edit[] = [];
  for (const element of top) {
    const controls = [...(element.matches('input, textarea, select') ? [element] : []), ...element.querySelectorAll('input, textarea, select')];
    for (const control of controls) {
      const path = pathOf(control, top);
      if (!path) continue;
      if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
        if (control.checked !== control.defaultChecked) edits.push({ path, checked: control.checked, ...(control.type === 'radio' && control.name ? { radioGroup: control.name } : {}) });
      } else if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) {
        if (control.value !== control.defaultValue) edits.push({ path, value: control.value });
      } else if (control instanceof HTMLSelectElement) {
        const chosen = control.selectedOptions[0];
        if (chosen && !chosen.defaultSelected) edits.push({ path, value: control.value });
      }
    }
  }
  return edits;
}

/** Sets a control the way typing would, so a React-controlled control's state follows. */
function apply(control: Element, edit: Edit): void {
  if (edit.checked !== undefined && control instanceof HTMLInputElement) {
    if (control.checked !== edit.checked) control.click();
    return;
  }
  if (edit.value === undefined) return;
  if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement)) return;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set;
  setter?.call(control, edit.value);
  control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/**
 * What the visitor typed, chose or ticked in an island's markup before React hydrated it (island.tsx):
 * React keeps the nodes, and so what they show, but its state is the server's. Read at the hydrating
 * commit, and given to React by the function returned, called after that commit, as typing would give
 * it: each control is set back, through React's own tracking of it (the property on the node), to what
 * React holds, then to the visitor's value through the prototype's setter, with its event. A radio the
 * visitor ticked is ticked again (the one it unticked follows).
 *
 * Read at once, not when given: an event can hydrate the element (React hydrates a root at once for a
 * focus, key or click that reaches it) and then re-render it in its handler (a field left shows its
 * problem) before the commit's microtasks run, writing React's empty value over the visitor's.
 */
export function typedBeforeHydration(nodes: Iterable<Node>): () => void {
  const top = contentChildren(nodes);
  const edits = editsIn(top);
  return () => {
    for (const edit of edits) {
      const control = atPath(edit.path, top);
      if (edit.checked !== undefined && control instanceof HTMLInputElement) {
        if (control.type === 'radio' && !edit.checked) continue;
        control.checked = !edit.checked;
        control.click();
      } else if (control) {
        if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) control.value = control.defaultValue;
        apply(control, edit);
      }
    }
  };
}

const keyOf = (path: Path) => path.join('.');

/** What the visitor did with a control: its value, or whether it is ticked. */
function editOf(control: Element, path: Path): Edit | undefined {
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) return { path, checked: control.checked };
  if (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement) return { path, value: control.value };
  return undefined;
}

/**
 * Starts recording what the visitor does with the server's markup, from the element's mount until
 * its handover: what was already changed when it mounted, then every input and change. Recorded as
 * it happens, because once React's markup is beside it, React's radios join the server's radio
 * groups (same names, same tree) and the browser unticks the visitor's choice.
 */
export function recordServerEdits(root: ShadowRoot, serverNodes: Node[]): { edits: () => Edit[]; stop: () => void } {
  const top = contentChildren(serverNodes);
  const recorded = new Map<string, Edit>();
  for (const edit of editsIn(top)) recorded.set(keyOf(edit.path), edit);
  const record = (event: Event) => {
    const target = event.composedPath()[0];
    if (!(target instanceof Element) || !top.some((node) => node.contains(target))) return;
    const path = pathOf(target, top);
    const edit = path && editOf(target, path);
    if (!edit) return;
    // A radio ticked unticks the others of its group: only the ticked one is kept.
    if (target instanceof HTMLInputElement && target.type === 'radio' && target.name) {
      for (const [key, other] of recorded) if (other.radioGroup === target.name) recorded.delete(key);
      edit.radioGroup = target.name;
    }
    recorded.set(keyOf(path), edit);
  };
  root.addEventListener('input', record, true);
  root.addEventListener('change', record, true);
  return {
    edits: () => [...recorded.values()],
    stop: () => {
      root.removeEventListener('input', record, true);
      root.removeEventListener('change', record, true);
    },
  };
}

/**
 * Removes the server's markup once React's is in place, handing over the focus and what the visitor
 * typed, chose or ticked: read from the controls now, radios from `recorded` (recordServerEdits).
 */
export function replaceServerNodes(root: ShadowRoot, serverNodes: Node[], portal: Element, recorded?: Edit[]): void {
  const server = new Set(serverNodes);
  const serverTop = contentChildren(serverNodes);
  const clientTop = contentChildren([...root.childNodes].filter((node) => !server.has(node) && node !== portal));
  const active = root.activeElement;
  const focusPath = active && serverTop.some((node) => node.contains(active)) ? pathOf(active, serverTop) : undefined;
  // Read now, except radios: React's radios have joined their groups, so the recorded choice counts for them.
  const now = editsIn(serverTop);
  const edits = recorded ? [...recorded.filter((edit) => edit.radioGroup !== undefined), ...now.filter((edit) => edit.radioGroup === undefined)] : now;
  for (const node of serverNodes) node.parentNode?.removeChild(node);
  for (const edit of edits) {
    const control = atPath(edit.path, clientTop);
    if (control) apply(control, edit);
  }
  const focus = focusPath ? atPath(focusPath, clientTop) : undefined;
  if (focus instanceof HTMLElement || focus instanceof SVGElement) focus.focus({ preventScroll: true });
}

/** The takeover queue (takeovers.ts): each element waiting for its turn, with the state it takes. */
type Takeovers = Map<MountedElement, ElementState>;

/** The work one task of the takeover does: elements until this much time has gone (at least one). */
const TAKEOVER_BUDGET_MS = 8;
let takeoverChannel: MessageChannel | undefined;
let takeoverScheduled = false;

/** Takes the queue's turns in tasks of their own (takeovers.ts: "Taking over a server-rendered page yields"). */
export function scheduleTakeovers(takeovers: Takeovers): void {
  if (takeoverScheduled || takeovers.size === 0) return;
  takeoverScheduled = true;
  takeoverChannel ??= new MessageChannel();
  takeoverChannel.port1.onmessage = () => {
    takeoverScheduled = false;
    runTakeovers(takeovers);
  };
  takeoverChannel.port2.postMessage(null);
}

/**
 * The queued element that comes first in the document among those whose slot is in React (the
 * others' turn comes once their slice is committed: their slot schedules the queue again).
 * Elements upgrade as their code arrives, so the queue's own order is not the page's.
 */
function nextTakeover(takeovers: Takeovers): MountedElement | undefined {
  let first: MountedElement | undefined;
  for (const element of takeovers.keys()) {
    if (!element.inReact) continue;
    if (!first || first.host.compareDocumentPosition(element.host) & Node.DOCUMENT_POSITION_PRECEDING) first = element;
  }
  return first;
}

function runTakeovers(takeovers: Takeovers): void {
  const started = performance.now();
  for (let element = nextTakeover(takeovers); element; element = nextTakeover(takeovers)) {
    let state = takeovers.get(element)!;
    takeovers.delete(element);
    // Ready to show its own content: this is its turn. Else it only takes the state (a render of nothing).
    if (state.awaitingModel !== true && element.held) {
      element.held = false;
      // A new object: the slot renders again even when the state itself did not change.
      if (state === element.state.getSnapshot()) state = { ...state };
    }
    // Rendered and committed now, with its effects: the server markup goes in the same commit.
    flushSync(() => element.state.set(state));
    if (performance.now() - started >= TAKEOVER_BUDGET_MS) return scheduleTakeovers(takeovers);
  }
}
