import { createStore } from './createStore';

/**
 * The element types of the page's own HTML whose code is on its way (the loader records them when
 * it starts: src/elements/autoload.ts), each with when it was requested (performance.now()). The
 * element runtime reads it to render a page written into the HTML top to bottom (codeOrderHold).
 */
export const loadingCode = createStore<ReadonlyMap<string, number>>(new Map());

export function codeRequested(tag: string, at: number = performance.now()): void {
  loadingCode.set((loading) => (loading.has(tag) ? loading : new Map(loading).set(tag, at)));
}

/** Loaded or failed: either way, nothing more to wait for. */
export function codeSettled(tag: string): void {
  loadingCode.set((loading) => {
    if (!loading.has(tag)) return loading;
    const next = new Map(loading);
    next.delete(tag);
    return next;
  });
}

/**
 * How long an element waits for the code of an element above it, counted from when that code was
 * requested: as long as `<brand-page>` waits for the code of a whole page (PAGE_CODE_WAIT_MS).
 */
export const CODE_ORDER_WAIT_MS = 3000;

/**
 * Until when an element waits before it renders, or undefined when it renders now. Elements written
 * into the HTML upgrade in the order their code arrives, not in the document's: the carousel's code
 * comes before the header's, and once the header renders above it, the carousel (painted already)
 * moves down, a layout shift. So an element waits while an element before it in the document
 * (`isBefore(tag)`: one of that type, not yet defined, precedes it) waits for its code, for at most
 * `waitMs` from that code's request: a slow or lost chunk does not keep the rest of the page blank.
 */
export function codeOrderHold(
  loading: ReadonlyMap<string, number>,
  now: number,
  isBefore: (tag: string) => boolean,
  waitMs: number = CODE_ORDER_WAIT_MS,
): number | undefined {
  let until: number | undefined;
  for (const [tag, requested] of loading) {
    const deadline = requested + waitMs;
    if (deadline <= now || (until !== undefined && deadline <= until)) continue;
    if (isBefore(tag)) until = deadline;
  }
  return until;
}
