import { isRecord } from '../isRecord';
import { mappingFor } from './componentMap';
import { withHeroLoading } from './aboveTheFold';
import { itemsInOrder, MAX_DEPTH, missingItemMessage } from './items';
import { COMPONENT_NOT_MAPPED } from './messages';
import type { ModelNode } from './types';

/**
 * The one walk of a page model: which element each item becomes, at which path, with which model and
 * column class, and what is skipped and said about it. `<brand-page>` (src/elements/page/renderTree.ts)
 * turns its answer into DOM, the server renderer (src/server/renderPage.ts) into HTML, so a page reads
 * the same whichever built it.
 */
export interface WalkItem {
  /** the item's name in `:items` */
  key: string;
  /** its model path: the parent's path, `/`, the key */
  path: string;
  /** the custom element its `:type` maps to */
  tag: string;
  /** the item as authored: its identity tells an unchanged node (the model store shares them) */
  node: ModelNode;
  /** the parent's `columnClassNames` entry for it (a responsive grid's column classes), or '' */
  column: string;
  /** the type's preset fields (a type mapped to a shared element with fixed settings) */
  presetProps?: Record<string, unknown>;
}

export interface WalkOptions {
  /** the tag named in the messages (`brand-page`, `brand-experience-fragment` …) */
  owner: string;
  /**
   * Called for each thing skipped, with a key naming it (`unmapped|<type>`, `missing|<path>|<key>`,
   * `notype|<path>`, `depth|<path>`) and the console message: the caller says each once.
   */
  report(key: string, message: string): void;
}

/**
 * The children of `node` at `basePath` and nesting `depth`, in model order: `:itemsOrder` first, then
 * the rest; an item without `:type`, of an unmapped type or named in `:itemsOrder` but missing is
 * skipped and reported, its siblings kept. At MAX_DEPTH nothing below renders (reported when there was something).
 */
export function walkChildren(node: ModelNode, basePath: string, depth: number, options: WalkOptions): WalkItem[] {
  const { owner, report } = options;
  if (depth >= MAX_DEPTH) {
    // Only content below the limit is lost: a leaf at the limit is not worth an error.
    if (isRecord(node[':items']) && Object.keys(node[':items']).length > 0) {
      report(`depth|${basePath}`, `<${owner}>: the model nests deeper than ${MAX_DEPTH} levels at ${basePath}; deeper content is not rendered.`);
    }
    return [];
  }
  const columns = isRecord(node.columnClassNames) ? node.columnClassNames : {};
  const items: WalkItem[] = [];
  for (const [key, item] of itemsInOrder(node, (missing) => report(`missing|${basePath}|${missing}`, missingItemMessage(owner, basePath, missing)))) {
    const path = `${basePath}/${key}`;
    const type = item[':type'];
    if (typeof type !== 'string' || type === '') {
      report(`notype|${path}`, `<${owner}>: the item at ${path} has no ":type"; it is skipped.`);
      continue;
    }
    const mapping = mappingFor(type);
    if (!mapping) {
      report(`unmapped|${type}`, `${COMPONENT_NOT_MAPPED}: ${type}`);
      continue;
    }
    const column = typeof columns[key] === 'string' ? columns[key] : '';
    items.push({ key, path, tag: mapping.tag, node: item, column, presetProps: mapping.presetProps });
  }
  return items;
}

/** The model an item's element gets: the type's preset fields under the authored ones; an above-the-fold image loads eagerly. */
export function elementModel(item: WalkItem, heroes: ReadonlySet<string>): ModelNode {
  const model = withHeroLoading(item.node, item.path, heroes);
  return item.presetProps ? { ...item.presetProps, ...model } : model;
}
