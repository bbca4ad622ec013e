/**
 * The visibility toggle:
 * a click on any element whose id is one of `triggerIds` swaps the two containers of a toggle, the
 * first shown at the start and the second hidden, and notifies subscribers.
 *
 * `visible` is true while the first container is the one shown (the start), false once swapped.
 */

/** The shadow root's one slot: the element assigns only the shown container to it. */
export const SHOWN_SLOT = 'shown';

/** `triggerIds` as authored: a list of ids, or one string of ids separated by commas or spaces. */
export function parseTriggerIds(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[\s,]+/) : [];
  const ids = list.filter((id): id is string => typeof id === 'string').map((id) => id.trim().replace(/^#/, ''));
  return [...new Set(ids.filter((id) => id !== ''))];
}

/**
 * The trigger a click went through: the first element of the event's composed path (the target
 * first, across open shadow roots) whose id is one of `ids`; undefined when none is.
 */
export function findTrigger(path: readonly EventTarget[], ids: readonly string[]): Element | undefined {
  if (ids.length === 0) return undefined;
  for (const target of path) {
    const id = (target as Partial<Element>).id;
    if (typeof id === 'string' && id !== '' && ids.includes(id) && typeof (target as Element).getAttribute === 'function') return target as Element;
  }
  return undefined;
}

/** The two containers among a toggle's children: its first two elements that are not data (script, template, style). */
export function toggleContainers(children: readonly Element[]): [Element | undefined, Element | undefined] {
  const items = children.filter((child) => !['SCRIPT', 'TEMPLATE', 'STYLE'].includes(child.tagName.toUpperCase()));
  return [items[0], items[1]];
}

/** What a subscriber of `visibilityToggles` is told after each swap. */
export interface VisibilityToggleChange {
  /** true: the first container is shown (the start); false: the second */
  visible: boolean;
  /** the `<brand-visibility-toggle>` that swapped */
  element: HTMLElement;
  /** the id of the trigger that was clicked */
  triggerId: string;
}

export type VisibilityToggleListener = (change: VisibilityToggleChange) => void;

const listeners = new Set<VisibilityToggleListener>();

/**
 * The JS API: `visibilityToggles.subscribe(listener)` calls `listener({ visible, element, triggerId })`
 * after every swap of every toggle on the page, and returns the function that unsubscribes.
 */
export const visibilityToggles = {
  subscribe(listener: VisibilityToggleListener): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** tells every subscriber; a failing one is logged and the others still run */
  notify(change: VisibilityToggleChange): void {
    for (const listener of [...listeners]) {
      try {
        listener(change);
      } catch (error) {
        console.error('brand-visibility-toggle: a visibilityToggles subscriber failed', error);
      }
    }
  },
};
