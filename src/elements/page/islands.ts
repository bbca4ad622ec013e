import { AS_ONE_ATTRIBUTE, HOLDS_ATTRIBUTE, HYDRATE_ATTRIBUTE, hostPolicy, STALE_ISLAND, WAKE_ON_ATTRIBUTE } from '../../core/model/hydration';
import { visitorPending, visitorStore } from '../../core/stores/visitor';
import { isVisibleTo } from '../../core/visitor/visibleTo';
import { loadElement } from '../loadElement';

/**
 * The page runtime of a server-rendered page (README "Islands"): which element loads its code when.
 * Each host the server wrote carries its policy (`data-brand-hydrate`, src/core/model/hydration.ts):
 * - `load`: its code loads at once (it wakes as the page starts; the loader also loads it, see `loadsNow`);
 * - `visible`: when it comes within a screen's height of the viewport;
 * - `interaction`: on the first pointer, focus or key on it; a click on a control made before its
 *   code is there is given to the same node again once it has hydrated (the node is the server's);
 * - `never`: only when the page changes under it (`wakeChanged`: a route change, an editor update);
 * and, for a host with `data-brand-wake-on`, at once when the browser's state is not the one the server
 * rendered it for (wakeConditions.ts: a member, a cart, a scroll …).
 * An element wakes by losing the attribute: its code (defineElement) then hydrates it. Another
 * instance's code arriving does not wake it: it stays the server's markup until its own turn.
 * Content for some visitor types is shown and hidden here (`followVisibleTo`), without element code.
 * No React here: this is part of the loader and <brand-page>.
 */

/** How far below the viewport a `visible` element starts loading its code. */
export const VISIBLE_MARGIN = '100% 0px';

// (pointermove too: a pointer already resting where the element was painted moves over it without a pointerover)
const INTENT_EVENTS = ['pointerover', 'pointermove', 'pointerdown', 'focusin', 'keydown', 'touchstart'] as const;

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

/** The controls whose click did nothing before their element's code: given again after it hydrates. */
const REPLAYED = 'button, [role="button"], [role="tab"], [role="switch"], [role="checkbox"], [aria-expanded]';

function replayClick(host: HTMLElement, event: Event): void {
  const target = event.composedPath()[0];
  if (!(target instanceof Element)) return;
  const control = target.closest(REPLAYED);
  // A link or a native control (a <summary> toggling its <details> too) already did what it does.
  if (!(control instanceof HTMLElement) || target.closest('a[href], input, select, textarea, label, summary')) return;
  const again = async () => {
    await customElements.whenDefined(host.localName);
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
  // The first click, if React is not reading the markup yet (its <style> elements leave when hydration
  // starts; from then on React itself replays what happens during hydration): given again once hydrated.
  const onClick = (event: Event) => {
    host.removeEventListener('click', onClick, true);
    if (host.shadowRoot && [...host.shadowRoot.children].some((child) => child.localName === 'style')) replayClick(host, event);
  };
  host.addEventListener('click', onClick, true);
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

/** Starts the policy of every sleeping server-rendered element in `root` (once per host). */
export function startIslands(root: ParentNode = document): void {
  if (!followingLinks) {
    followingLinks = true;
    window.addEventListener('hashchange', wakeLinkTarget);
    queueMicrotask(wakeLinkTarget);
  }
  for (const host of root.querySelectorAll<HTMLElement>(`[${HYDRATE_ATTRIBUTE}]`)) {
    if (watched.has(host)) continue;
    watched.add(host);
    const policy = hostPolicy(host.getAttribute(HYDRATE_ATTRIBUTE));
    if (policy === 'load') wake(host);
    else if (policy === 'visible') watchVisible(host);
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
