import { insertInDocumentOrder } from './documentOrder';

/**
 * Mounting yields to the browser. New elements wait here, in document order (documentOrder.ts), and
 * go to React in slices. A slice renders in a React transition, which React splits into tasks of
 * about 5 ms (it yields between components, so even one heavy element, a header, does not block),
 * and is committed before the next slice starts: the first screenful paints before the rest of a
 * long page is built, and input is handled in between. The first slice is one element (the header,
 * on most pages), each next one twice as large, up to MAX_SLICE elements: a commit (inserting the
 * DOM, adopting the sheets, the layout effects) cannot be split, so a slice stays small. The page's
 * very first slice starts in a task of its own, apart from the evaluation of the runtime. Components
 * attach what must not miss an event (a scroll listener) in layout effects: a transition's passive
 * effects run a task later. Elements shown without React (their spec's `direct`) take their turn in
 * the same order: those at the head of the queue are shown at once, for up to DIRECT_SLICE_MS per task.
 */
export const MAX_SLICE = 32;
export const DIRECT_SLICE_MS = 8;

/** What the scheduler does with its elements: root.tsx gives the shared root's, the tests their own. */
export interface SliceWork<E> {
  /** Could be shown without React. */
  direct(element: E): boolean;
  /** Shows it without React (true), or finds its state needs React, for good (false). */
  showDirect(element: E): boolean;
  /** Until when (a `performance.now()` time) it must wait, or undefined. */
  holdUntil(element: E): number | undefined;
  /** These were shown without React, in this order. */
  shown(elements: E[]): void;
  /** Renders the slice in React; the runtime calls committed() for each once it is on screen, then sliceCommitted(). */
  render(slice: E[]): void;
}

/** The scheduler's own API (a closure, not a class: its state's names shrink in the minified runtime). */
export interface SliceScheduler<E> {
  /** A new element: it waits for its turn in document order. */
  add(element: E): void;
  /** An element whose state now needs React: it goes first, in this task's microtask. */
  first(element: E): void;
  /** The element's slice is committed (or it left). */
  committed(element: E): void;
  /** After a commit of the list (and after an unmount): once the slice is on screen, the next one. */
  sliceCommitted(): void;
  /** These left: one that left before its slice came never reaches React. */
  remove(gone: ReadonlySet<E>): void;
  /** Something the waiting ones wait for happened (code arrived): the next slice may go. */
  wake(): void;
}

export function createSliceScheduler<E extends { readonly host: Node }>(work: SliceWork<E>): SliceScheduler<E> {
  const waiting: E[] = [];
  /** the slice being rendered: the next one starts once all of it is committed (or gone) */
  const inFlight = new Set<E>();
  let sliceSize = 1;
  let scheduled = false;
  let channel: MessageChannel | undefined;
  /**
   * The task that evaluated the runtime is over (or a slice has run): a slice starts in the
   * microtask of the task that queued it. Elements upgraded while the runtime is evaluated wait
   * for a task of their own.
   */
  let started = false;
  queueMicrotask(() => (started = true));

  function schedule(soon: boolean): void {
    if (scheduled || inFlight.size > 0) return;
    scheduled = true;
    if (soon) {
      queueMicrotask(run);
      return;
    }
    if (!channel) {
      channel = new MessageChannel();
      channel.port1.onmessage = run;
    }
    channel.port2.postMessage(null);
  }

  /** Whether it must wait; if so, a slice is scheduled for when that wait ends (its cause may schedule one sooner). */
  function held(element: E): boolean {
    const until = work.holdUntil(element);
    if (until !== undefined) setTimeout(() => schedule(false), until - performance.now());
    return until !== undefined;
  }

  function run(): void {
    scheduled = false;
    started = true;
    if (inFlight.size > 0) return;
    const deadline = performance.now() + DIRECT_SLICE_MS;
    const shown: E[] = [];
    while (waiting.length > 0 && work.direct(waiting[0]!) && !held(waiting[0]!) && work.showDirect(waiting[0]!)) {
      shown.push(waiting.shift()!);
      if (performance.now() > deadline) break;
    }
    if (shown.length > 0) work.shown(shown);
    if (waiting.length === 0 || held(waiting[0]!)) return;
    if (shown.length > 0 && performance.now() > deadline) return schedule(false);
    // Up to the next element that may be shown without React: it waits for this slice.
    let size = 1;
    while (size < sliceSize && size < waiting.length && !work.direct(waiting[size]!) && !held(waiting[size]!)) size++;
    const slice = waiting.splice(0, size);
    sliceSize = Math.min(sliceSize * 2, MAX_SLICE);
    for (const element of slice) inFlight.add(element);
    work.render(slice);
  }

  function sliceCommitted(): void {
    if (inFlight.size > 0) return;
    if (waiting.length > 0) schedule(false);
    else sliceSize = 1;
  }

  return {
    add(element) {
      insertInDocumentOrder(waiting, element);
      // Unless a slice is already on its way, the next one starts in this task's microtask; the very
      // first one in a task of its own, apart from the evaluation of React, MUI and Emotion that
      // usually fills this one.
      schedule(started);
    },
    first(element) {
      waiting.unshift(element);
      schedule(true);
    },
    committed(element) {
      inFlight.delete(element);
    },
    sliceCommitted,
    remove(gone) {
      for (let index = waiting.length - 1; index >= 0; index--) if (gone.has(waiting[index]!)) waiting.splice(index, 1);
      for (const element of gone) inFlight.delete(element);
      sliceCommitted();
    },
    wake() {
      if (waiting.length > 0) schedule(false);
    },
  };
}
