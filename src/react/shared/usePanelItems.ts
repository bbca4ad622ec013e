import { useCallback, useLayoutEffect, useState } from 'react';
import { ITEM_UPDATE_EVENT, keyFromPath, panelTitle } from '../../core/content/panels';
import { isRecord } from '../../core/isRecord';
import { itemsInOrder } from '../../core/model/items';
import type { ModelNode } from '../../core/model/types';
import { parseVisibleTo } from '../../core/visitor/visibleTo';
import { useServerMarkup } from '../runtime/context';

/** One item of a panel container (accordion, carousel): a light-DOM child of the host, its key and its heading. */
export interface PanelEntry {
  element: HTMLElement;
  key: string;
  title: string | undefined;
  /** the item's `image` field (a brand-slide's thumbnail), when it has one */
  image?: string;
}


const NOT_ITEMS = new Set(['script', 'template', 'style', 'link']);

/** The JSON script child of an element, parsed; undefined when absent or not JSON. */
function scriptModel(element: HTMLElement): unknown {
  const script = element.querySelector(':scope > script[type="application/json"]');
  if (!script) return undefined;
  try {
    return JSON.parse(script.textContent ?? '');
  } catch {
    return undefined; // the item's own element reports it
  }
}

const ownModel = (element: HTMLElement): unknown => (element as HTMLElement & { model?: unknown }).model ?? scriptModel(element);

/**
 * An item's heading: the container model's `:items` entry (Adobe's `cq:panelTitle`), else the
 * item's own model (property, then JSON script), else a `data-panel-title` attribute.
 */
function titleOf(element: HTMLElement, key: string, items: unknown, own: unknown): string | undefined {
  const fromContainer = isRecord(items) ? panelTitle(items[key]) : undefined;
  return fromContainer ?? panelTitle(own) ?? (element.getAttribute('data-panel-title')?.trim() || undefined);
}

/** An item's `image` (model or `image` attribute), undefined when it is not text. */
function imageOf(element: HTMLElement, key: string, items: unknown, own: unknown): string | undefined {
  const fromContainer = isRecord(items) && isRecord(items[key]) ? items[key].image : undefined;
  const value = fromContainer ?? (isRecord(own) ? own.image : undefined) ?? element.getAttribute('image');
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

function readItems(host: HTMLElement, items: unknown): PanelEntry[] {
  const seen = new Set<string>();
  const entries: PanelEntry[] = [];
  [...host.children].forEach((child, index) => {
    if (!(child instanceof HTMLElement) || NOT_ITEMS.has(child.localName)) return;
    // An item hidden by its own visibleTo (or by the page) has no heading either.
    if (child.hidden || child.hasAttribute('data-brand-invisible')) return;
    let key = keyFromPath(child.getAttribute('data-cq-data-path')) ?? (child.id || `item-${index}`);
    if (seen.has(key)) key = `${key}-${index}`;
    seen.add(key);
    const own = ownModel(child);
    entries.push({ element: child, key, title: titleOf(child, key, items, own), image: imageOf(child, key, items, own) });
  });
  return entries;
}

/** Stands in for an item's element on the server, where there is no light DOM (only effects use it). */
const SERVER_ITEM = Object.freeze({}) as unknown as HTMLElement;

/**
 * On the server there is no light DOM to read: the items are the model's, in the order the page
 * writes them (src/server/renderPage.ts writes each its slot too), those for some visitor types
 * left out as the browser hides them until it knows the visitor.
 */
function modelEntries(items: unknown, order: unknown): PanelEntry[] {
  return itemsInOrder({ ':items': (isRecord(items) ? items : {}) as ModelNode[':items'], ':itemsOrder': Array.isArray(order) ? order : undefined })
    .filter(([, item]) => parseVisibleTo(item.visibleTo).length === 0)
    .map(([key, item]) => ({ element: SERVER_ITEM, key, title: panelTitle(item), image: typeof item.image === 'string' && item.image.trim() ? item.image.trim() : undefined }));
}

const same = (a: PanelEntry[], b: PanelEntry[]) =>
  a.length === b.length &&
  a.every((entry, index) => entry.element === b[index]!.element && entry.key === b[index]!.key && entry.title === b[index]!.title && entry.image === b[index]!.image);

/**
 * A panel container's items (brand-accordion, brand-carousel), read from the host's light DOM (where <brand-page> renders `:items`,
 * or a page writes them by hand) and read again when children come and go (editor updates),
 * when an item's title, id or visibility changes, and when the container's model changes.
 * Browser-only work: it runs in a layout effect, so the first frame already has the headings. Given `slotPrefix`,
 * it also assigns each item the slot `${slotPrefix}${index}` (the element's `itemSlots`, which a server render
 * writes). On the server the items come from the model (`items` and `order`, its `:itemsOrder`).
 */
export function usePanelItems(host: HTMLElement, items: unknown, slotPrefix?: string, order?: unknown): PanelEntry[] {
  // Hydrating the server's markup, the items are there already (the server wrote them, <brand-page> gave them their models):
  // the first render is the server's, not an empty one.
  const hydrating = useServerMarkup();
  const [entries, setEntries] = useState<PanelEntry[]>(() => (typeof document === 'undefined' ? modelEntries(items, order) : hydrating ? readItems(host, items) : []));
  const read = useCallback(() => {
    const next = readItems(host, items);
    setEntries((previous) => (same(previous, next) ? previous : next));
  }, [host, items]);

  useLayoutEffect(() => {
    read();
    const observer = new MutationObserver(read);
    observer.observe(host, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-cq-data-path', 'id', 'hidden', 'data-brand-invisible', 'data-panel-title', 'image'], characterData: true });
    host.addEventListener(ITEM_UPDATE_EVENT, read);
    return () => {
      observer.disconnect();
      host.removeEventListener(ITEM_UPDATE_EVENT, read);
    };
  }, [host, read]);

  // With a slot prefix, each item shows in its own named slot (`panel-0`, `panel-1`, …) of the container.
  useLayoutEffect(() => {
    if (slotPrefix === undefined) return;
    entries.forEach(({ element }, index) => {
      const name = `${slotPrefix}${index}`;
      if (element.slot !== name) element.slot = name;
    });
  }, [entries, slotPrefix]);
  return entries;
}
