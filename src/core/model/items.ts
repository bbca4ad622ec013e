import { isRecord } from '../isRecord';
import type { ModelNode } from './types';

const isNode = (value: unknown): value is ModelNode => isRecord(value);

/** Deeper than this, nodes are not rendered (by <brand-page> or the server): real content never nests this far; a loop or a bad export does. */
export const MAX_DEPTH = 64;

/** The attribute carrying an element's model path, on every element a page (or the server) renders. */
export const PATH_ATTRIBUTE = 'data-cq-data-path';

/**
 * The ordered children of a node: `:itemsOrder` first (skipping names with no item, each passed to
 * `missing`), then any item it left out. <brand-page> and the server renderer build the same order.
 */
export function itemsInOrder(node: ModelNode, missing: (key: string) => void = () => {}): Array<[string, ModelNode]> {
  const items = isNode(node[':items']) ? node[':items'] : {};
  const order = Array.isArray(node[':itemsOrder']) ? node[':itemsOrder'].filter((key): key is string => typeof key === 'string') : [];
  const result: Array<[string, ModelNode]> = [];
  const seen = new Set<string>();
  for (const key of order) {
    if (seen.has(key)) continue;
    seen.add(key);
    const item = Object.hasOwn(items, key) ? items[key] : undefined;
    if (isNode(item)) result.push([key, item]);
    else missing(key);
  }
  for (const [key, item] of Object.entries(items)) {
    if (!seen.has(key) && isNode(item)) result.push([key, item]);
  }
  return result;
}

export const missingItemMessage = (owner: string, path: string, key: string): string =>
  `<${owner}>: ":itemsOrder" of ${path || 'the page'} names "${key}", which is not in ":items"; it is skipped.`;
