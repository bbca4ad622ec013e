import { codeOrderHold, loadingCode } from '../../core/stores/elementCode';

/**
 * Document order for the elements waiting to render (sliceScheduler.ts): elements written into the
 * HTML connect when their code arrives, and one whose code came later than that of the elements
 * below it still renders first.
 */

/** Whether node a comes before node b in the same tree (the document, or one shadow root). */
export function precedes(a: Node, b: Node): boolean {
  // Node.DOCUMENT_POSITION_FOLLOWING (4) without DOCUMENT_POSITION_DISCONNECTED (1).
  return (a.compareDocumentPosition(b) & 5) === 4;
}

/**
 * Inserts the item at its host's place in document order. Items connected top to bottom (a page
 * being built) go to the end with one comparison.
 */
export function insertInDocumentOrder<T extends { readonly host: Node }>(queue: T[], item: T): void {
  let index = queue.length;
  while (index > 0 && precedes(item.host, queue[index - 1]!.host)) index--;
  queue.splice(index, 0, item);
}

/** A tag defined ahead of its code (src/elements/define.ts CODE_PENDING: the main entry's defineLazily). */
function codePending(tag: string): boolean {
  const element = customElements.get(tag) as (CustomElementConstructor & Record<symbol, boolean | undefined>) | undefined;
  return element?.[Symbol.for('brand-elements.codePending')] === true;
}

/**
 * Until when (a `performance.now()` time) a host waits for the code of an element above it in the
 * document (src/core/stores/elementCode.ts codeOrderHold), or undefined when it need not wait. Only
 * hosts in the document wait: one inside another element's shadow root renders with its parent.
 */
export function codeAboveHoldsUntil(host: HTMLElement): number | undefined {
  const loading = loadingCode.getSnapshot();
  const doc = host.ownerDocument;
  if (loading.size === 0 || host.getRootNode() !== doc) return undefined;
  return codeOrderHold(loading, performance.now(), (tag) => {
    const first = doc.querySelector(codePending(tag) ? tag : `${tag}:not(:defined)`);
    return first !== null && precedes(first, host);
  });
}
