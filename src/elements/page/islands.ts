import { AFTER_INPUT_ATTRIBUTE, AS_ONE_ATTRIBUTE, HOLDS_ATTRIBUTE, HYDRATE_ATTRIBUTE, hostPolicy, replayedControl, STALE_ISLAND, WAKE_ON_ATTRIBUTE } from '../../core/model/hydration';
import { visitorPending, visitorStore } from '../../core/stores/visitor';
import { isVisibleTo } from '../../core/visitor/visibleTo';
import { loadElement } from '../loadElement';
import { loaderHandoff } from '../../core/loaderHandoff';

/**
 * The page runtime of a server-rendered page (README "Islands"): which element loads its code when.
 * Each host the server wrote carries its policy (`data-brand-hydrate`, src/core/model/hydration.ts):
 * - `load`: its code loads at once (it wakes as the page starts; the loader also loads it, see `loadsNow`);
 * - `visible`: when it comes within a screen's height of the viewport (with `data-brand-after-input`, not before
 *   the visitor's first input on the page: a rotating carousel, a muted video);
 * - `interaction`: on the first pointer, focus or key on it;
 * - `never`: only when the page changes under it (`wakeChanged`: a route change, an editor update);
 * a click on a control of any but a `never` element, made before its code reads the markup, is held (a
 * server form is not sent) and given to the same node again once hydrated (`holdClicks`);
 * and, for a host with `data-brand-wake-on`, at once when the browser's state is not the one the server
 * rendered it for (wakeConditions.ts: a member, a cart, a scroll …).
 * An element wakes by losing the attribute: its code (defineElement) then hydrates it. Another
 * instance's code arriving does not wake it: it stays the server's markup until its own turn.
 * Content for some visitor types is shown and hidden here (`followVisibleTo`), without element code.
 * No React here: this is part of the loader and <brand-page>.
 */

/** How far below the viewport a `visible` element starts loading its code. */
export const VISIBLE_MARGIN = '100% 0px';

// A pointer moving over it (a pointer coming in moves; one resting where the element was painted moves without a
// pointerover), not a pointerover alone: the browser sends one, with no move, when an element appears under a pointer
// that rests there (a first visit's full-screen age gate under a mouse, or an emulated phone's), which is no intent.
const INTENT_EVENTS = ['pointermove', 'pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

let observer: IntersectionObserver | undefined;
const watched = new WeakSet<Element>();
/** Each host's following of its wake conditions, stopped when it wakes. */
const following = new WeakMap<Element, () => void>();

/** Whether the host is a server-rendered element that has not woken. */
export const isAsleep = (host: Element): boolean => host.hasAttribute(HYDRATE_ATTRIBUTE) && hostPolicy(host.getAttribute(HYDRATE_ATTRIBUTE)) !== 'load';

/** Whether the page's loader should load this host's code now (a host of the browser's, or a `load` island). */
export const loadsNow = (host: Element): boolean => !isAsleep(host);

/**
 * Wakes a server-rendered element: its code loads (once per tag) and hydrates it. In a form
 * (a host the server wrote `data-brand-as-one` on), the form and every field in it wake together.
 */
export function wake(host: Element): void {
  if (!host.hasAttribute(HYDRATE_ATTRIBUTE)) return;
  const group = host.closest(`[${AS_ONE_ATTRIBUTE}]`);
  for (const each of group ? [group, ...group.querySelectorAll(`[${HYDRATE_ATTRIBUTE}]`)] : [host]) {
    if (!each.hasAttribute(HYDRATE_ATTRIBUTE)) continue;
    observer?.unobserve(each);
    following.get(each)?.();
    each.removeAttribute(WAKE_ON_ATTRIBUTE);
    each.removeAttribute(HOLDS_ATTRIBUTE);
    each.removeAttribute(AFTER_INPUT_ATTRIBUTE);
    each.removeAttribute(HYDRATE_ATTRIBUTE);
    void loadElement(each.localName);
  }
  // All of it is awake: the form is the browser's own from now on.
  group?.removeAttribute(AS_ONE_ATTRIBUTE);
}

/**
 * The page gave a sleeping element a model other than the server's (an editor update, a model
 * refreshed): it wakes, and its code renders it afresh instead of hydrating markup that no longer matches.
 */
export function wakeChanged(host: Element): void {
  if (!isAsleep(host)) return;
  (host as unknown as Record<symbol, boolean>)[STALE_ISLAND] = true;
  wake(host);
}

/** React is not reading the element's markup yet: the server's <style> elements are there (island.tsx takes them out as it starts). */
const showsServerStyles = (host: HTMLElement): boolean => host.shadowRoot !== null && [...host.shadowRoot.children].some((child) => child.localName === 'style');

/** Resolves once React reads the element's markup (see showsServerStyles). */
function hydrating(host: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    if (!showsServerStyles(host)) return resolve();
    const observer = new MutationObserver(() => {
      if (showsServerStyles(host)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(host.shadowRoot!, { childList: true });
  });
}

/**
 * Keeps a click on a control of an element whose code is not reading its markup yet: it wakes, and the
 * click is given to the same node again once hydrated (`event` when it is still being dispatched: its
 * default, a server form's submission that would leave the page with what the visitor typed, waits too).
 */
function replayClick(host: HTMLElement, target: EventTarget | undefined, event?: Event): void {
  const control = replayedControl(target);
  if (!control) return;
  event?.preventDefault();
  wake(host);
  const again = async () => {
    await hydrating(host);
    await (host as HTMLElement & { updateComplete?: Promise<void> }).updateComplete;
    if (control.isConnected && host.shadowRoot?.contains(control)) control.click();
  };
  void again();
}

function watchInteraction(host: HTMLElement): void {
  const onIntent = () => {
    for (const type of INTENT_EVENTS) host.removeEventListener(type, onIntent, true);
    wake(host);
  };
  for (const type of INTENT_EVENTS) host.addEventListener(type, onIntent, { capture: true, passive: true });
}

/**
 * A click on an element that acts (any policy but `never`) while React is not reading its markup yet
 * (awake or not: its code may still be on its way; the server's <style> elements leave when hydration
 * starts, and from then on React itself replays what happens during hydration): held, and given again
 * once hydrated.
 */
function holdClicks(host: HTMLElement): void {
  const onClick = (event: Event) => {
    if (showsServerStyles(host)) return replayClick(host, event.composedPath()[0], event);
    host.removeEventListener('click', onClick, true);
  };
  host.addEventListener('click', onClick, true);
}

/** The visitor's first input on the page: a scroll (one restored on load too), a wheel, a touch, a press or a key. */
const FIRST_INPUT_EVENTS = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
let inputSeen = false;
let afterInput: Array<() => void> | undefined;

/** Runs `start` at the visitor's first input on the page (at once when there has been one). */
function onFirstInput(start: () => void): void {
  if (!inputSeen && window.scrollY !== 0) inputSeen = true;
  if (inputSeen) return start();
  if (!afterInput) {
    afterInput = [];
    const seen = () => {
      for (const type of FIRST_INPUT_EVENTS) window.removeEventListener(type, seen, true);
      inputSeen = true;
      const starts = afterInput ?? [];
      afterInput = undefined;
      for (const each of starts) each();
    };
    for (const type of FIRST_INPUT_EVENTS) window.addEventListener(type, seen, { capture: true, passive: true });
  }
  afterInput.push(start);
}

function watchVisible(host: HTMLElement): void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) if (entry.isIntersecting) wake(entry.target);
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  observer.observe(host);
}

/**
 * A deep link (`#id`) to something in a sleeping element (an accordion's item) wakes it and every
 * sleeping element around it: their code opens what the link names, as on a page built in the browser.
 */
function wakeLinkTarget(): void {
  const id = decodeURIComponent(location.hash.slice(1));
  let node: Node | null = id ? document.getElementById(id) : null;
  while (node) {
    if (node instanceof Element && isAsleep(node)) wake(node);
    node = node.parentNode instanceof ShadowRoot ? node.parentNode.host : node.parentNode;
  }
}

/**
 * Wakes the host at once when the browser's state is not what the server rendered it for (its
 * `data-brand-wake-on`): the code that reads that state (cookies, the cart) loads only for such a host.
 */
function followWakeConditions(host: HTMLElement): void {
  import('./wakeConditions').then(
    ({ wakeOnState }) => {
      if (isAsleep(host)) following.set(host, wakeOnState(host, () => wake(host)));
    },
    (error: Error) => console.error(`brand-elements: <${host.localName}> cannot follow the visitor's state (${error.message}); it loads its code when used.`),
  );
}

let followingLinks = false;

/**
 * The clicks the loader kept from before this code listened (a visitor quicker than the page's scripts):
 * each wakes the sleeping element it was in, and is given to it again once it hydrates. Those in elements
 * outside `root` wait for the start that covers them; the document's takes the rest.
 */
function takeEarlyClicks(root: ParentNode): void {
  const handoff = loaderHandoff();
  const clicks = handoff?.earlyClicks;
  if (!handoff || !clicks) return;
  handoff.earlyClicks = clicks.filter((path) => {
    const host = path.find((node): node is HTMLElement => node instanceof HTMLElement && node.hasAttribute(HYDRATE_ATTRIBUTE));
    if (!host || !root.contains(host)) return host !== undefined;
    // (A `load` element too: the loader held the click's default for it.)
    if (host.hasAttribute(HYDRATE_ATTRIBUTE)) replayClick(host, path[0]);
    return false;
  });
  if (root === document) handoff.earlyClicks = undefined;
}

/** Starts the policy of every sleeping server-rendered element in `root` (once per host). */
export function startIslands(root: ParentNode = document): void {
  if (!followingLinks) {
    followingLinks = true;
    window.addEventListener('hashchange', wakeLinkTarget);
    queueMicrotask(wakeLinkTarget);
  }
  takeEarlyClicks(root);
  for (const host of root.querySelectorAll<HTMLElement>(`[${HYDRATE_ATTRIBUTE}]`)) {
    if (watched.has(host)) continue;
    watched.add(host);
    const policy = hostPolicy(host.getAttribute(HYDRATE_ATTRIBUTE));
    if (policy !== 'never') holdClicks(host);
    if (policy === 'load') wake(host);
    else if (policy === 'visible') host.hasAttribute(AFTER_INPUT_ATTRIBUTE) ? onFirstInput(() => isAsleep(host) && watchVisible(host)) : watchVisible(host);
    // Already in use (the visitor focused it, or typed into it, before this code ran): at once.
    else if (policy === 'interaction') host.matches(':focus-within') ? wake(host) : watchInteraction(host);
    if (host.hasAttribute(WAKE_ON_ATTRIBUTE) && isAsleep(host)) followWakeConditions(host);
  }
}

/**
 * Shows a server-rendered element meant for some visitor types once the visitor is known, and
 * hides it again if the visitor changes (it stays hidden while the visitor is being resolved:
 * no visitor sees, even for a moment, what is meant for another). An item its container shows
 * through a slot of its own (a carousel's slide) needs the container to place it: it wakes.
 */
export function followVisibleTo(host: HTMLElement, visibleTo: readonly string[]): () => void {
  const apply = () => {
    const visible = !visitorPending.getSnapshot() && isVisibleTo([...visibleTo], visitorStore.getSnapshot(), false);
    if (visible === !host.hasAttribute('data-brand-invisible')) return;
    host.toggleAttribute('data-brand-invisible', !visible);
    const parent = host.parentElement;
    if (visible && parent && !host.hasAttribute('slot') && [...parent.children].some((child) => child.hasAttribute('slot'))) wake(parent);
  };
  apply();
  const stops = [visitorStore.subscribe(apply), visitorPending.subscribe(apply)];
  return () => stops.forEach((stop) => stop());
}
