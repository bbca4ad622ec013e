/**
 * The page model store: one immutable root model with structural sharing.
 *
 * Every mutation copies only the nodes on the way from the root to the changed node; every other
 * node keeps its identity, so a reader compares references to know what changed, and a reader
 * holding an old snapshot never sees a later change. Nothing here mutates an object it was given.
 *
 * Paths: '' or none → the root; a page path → the root when it is the root's path, else the
 * `:children` entry of that path (searched through nested `:children` too); an item path
 * (`{page}/jcr:content/{key}/{key}…`) → walk `:items` from its page.
 */
import { createStore, type Store } from '../stores/createStore';
import { isRecord } from '../isRecord';
import { NOTHING_TO_REMOVE } from './messages';
import { itemKeysOf, normalizeModelPath, sanitize, splitItemPath } from './paths';
import type { InsertPosition, ModelNode, ModelUpdateData } from './types';

const MAX_DEPTH = 64;

type Nodes = Record<string, ModelNode>;

function own(map: unknown, key: string): ModelNode | undefined {
  if (!isRecord(map) || !Object.prototype.hasOwnProperty.call(map, key)) return undefined;
  const value = map[key];
  return isRecord(value) ? (value as ModelNode) : undefined;
}

/** A copy of `map` with `key` set to `value` (deleted when undefined). Safe for any key name. */
function withEntry(map: Nodes | undefined, key: string, value: ModelNode | undefined): Nodes {
  const copy: Nodes = { ...(map ?? {}) };
  if (value === undefined) delete copy[key];
  else Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

/**
 * The render order: `:itemsOrder`'s names, then the items it leaves out (as <brand-page> renders them),
 * so an insert next to an unlisted item lands next to it.
 */
function orderOf(node: ModelNode): string[] {
  const listed = Array.isArray(node[':itemsOrder']) ? node[':itemsOrder'].filter((key): key is string => typeof key === 'string') : [];
  const unlisted = Object.keys(node[':items'] ?? {}).filter((key) => !listed.includes(key));
  return [...listed, ...unlisted];
}

function isRootPage(root: ModelNode, rootPath: string, pagePath: string): boolean {
  if (pagePath === rootPath) return true;
  return typeof root[':path'] === 'string' && sanitize(root[':path']) === pagePath;
}

/** Keys through `:children` from `node` to the page, [] for the root, null when absent. */
function findPageChain(root: ModelNode, rootPath: string, pagePath: string): string[] | null {
  if (isRootPage(root, rootPath, pagePath)) return [];
  return searchChildren(root, pagePath, 0);
}

function searchChildren(node: ModelNode, pagePath: string, depth: number): string[] | null {
  const children = node[':children'];
  if (!isRecord(children) || depth > MAX_DEPTH) return null;
  if (own(children, pagePath)) return [pagePath];
  const entries = Object.keys(children).filter((key) => own(children, key));
  for (const key of entries) {
    const child = own(children, key) as ModelNode;
    const childPath = typeof child[':path'] === 'string' ? sanitize(child[':path']) : null;
    if (normalizeModelPath(key) === pagePath || childPath === pagePath) return [key];
  }
  for (const key of entries) {
    const below = searchChildren(own(children, key) as ModelNode, pagePath, depth + 1);
    if (below) return [key, ...below];
  }
  return null;
}

function followChain(root: ModelNode, chain: string[]): ModelNode | undefined {
  let node: ModelNode | undefined = root;
  for (const key of chain) node = node && own(node[':children'], key);
  return node;
}

function followItems(node: ModelNode | undefined, keys: string[]): ModelNode | undefined {
  let current = node;
  for (const key of keys) current = current && own(current[':items'], key);
  return current;
}

/** Rebuilds the `:children` chain with `update` applied at its end; the same root when nothing changed. */
function updateChain(node: ModelNode, chain: string[], update: (page: ModelNode) => ModelNode | undefined): ModelNode | undefined {
  const [key, ...rest] = chain;
  if (key === undefined) return update(node);
  const child = own(node[':children'], key);
  if (!child) return node;
  const next = updateChain(child, rest, update);
  if (next === child) return node;
  return { ...node, ':children': withEntry(node[':children'], key, next) };
}

/** Rebuilds the `:items` chain with `update` applied at its end. */
function updateItems(node: ModelNode, keys: string[], update: (item: ModelNode) => ModelNode | undefined): ModelNode | undefined {
  const [key, ...rest] = keys;
  if (key === undefined) return update(node);
  const child = own(node[':items'], key);
  if (!child) return node;
  const next = updateItems(child, rest, update);
  if (next === child) return node;
  const result: ModelNode = { ...node, ':items': withEntry(node[':items'], key, next) };
  if (next === undefined && Array.isArray(node[':itemsOrder'])) {
    result[':itemsOrder'] = node[':itemsOrder'].filter((entry) => entry !== key);
  }
  return result;
}

function putItem(parent: ModelNode, key: string, value: ModelNode): ModelNode {
  if (own(parent[':items'], key) === value) return parent;
  const result: ModelNode = { ...parent, ':items': withEntry(parent[':items'], key, value) };
  const order = orderOf(parent);
  if (!order.includes(key)) result[':itemsOrder'] = [...order, key];
  return result;
}

function removeItem(parent: ModelNode, key: string): ModelNode {
  const inItems = own(parent[':items'], key) !== undefined;
  const order = Array.isArray(parent[':itemsOrder']) ? parent[':itemsOrder'] : undefined;
  const inOrder = order?.includes(key) ?? false;
  if (!inItems && !inOrder) return parent;
  const result: ModelNode = { ...parent };
  if (inItems) result[':items'] = withEntry(parent[':items'], key, undefined);
  if (order && inOrder) result[':itemsOrder'] = order.filter((entry) => entry !== key);
  return result;
}

function insertItem(parent: ModelNode, siblingKey: string, key: string, value: ModelNode, position: InsertPosition): ModelNode {
  if (key === siblingKey) return putItem(parent, key, value);
  const order = orderOf(parent).filter((entry) => entry !== key);
  const at = order.indexOf(siblingKey);
  if (at < 0) order.push(key);
  else order.splice(position === 'before' ? at : at + 1, 0, key);
  return { ...parent, ':items': withEntry(parent[':items'], key, value), ':itemsOrder': order };
}

/** A replaced page keeps the child pages already loaded below it unless the new model brings its own. */
function replacePage(previous: ModelNode | undefined, value: ModelNode): ModelNode {
  if (previous === value) return previous;
  if (previous && value[':children'] === undefined && isRecord(previous[':children'])) {
    return { ...value, ':children': previous[':children'] };
  }
  return value;
}

/** The node at `path` inside `root` (pure; used by the store and by the manager's listeners). */
export function resolvePath(root: ModelNode | undefined, rootPath: string, path?: string | null): ModelNode | undefined {
  if (!root) return undefined;
  const key = normalizeModelPath(path);
  if (!key) return root;
  const { pagePath, itemPath } = splitItemPath(key);
  const chain = findPageChain(root, normalizeModelPath(rootPath), pagePath);
  if (!chain) return undefined;
  return followItems(followChain(root, chain), itemKeysOf(itemPath));
}

export class ModelStore {
  private readonly _rootPath: string;
  private readonly state: Store<ModelNode | undefined>;

  constructor(rootPath?: string, data?: ModelNode) {
    this._rootPath = normalizeModelPath(rootPath || (typeof data?.[':path'] === 'string' ? data[':path'] : ''));
    this.state = createStore<ModelNode | undefined>(data);
  }

  /** The root model's page path ('' when unknown). */
  get rootPath(): string {
    return this._rootPath;
  }

  getSnapshot = (): ModelNode | undefined => this.state.getSnapshot();

  /** Each call is its own subscription: unsubscribing one never drops another, even of the same function. */
  subscribe = (listener: () => void): (() => void) => {
    let active = true;
    const unsubscribe = this.state.subscribe(() => {
      if (active) listener();
    });
    return () => {
      active = false;
      unsubscribe();
    };
  };

  getData(path?: string): ModelNode | undefined {
    return resolvePath(this.state.getSnapshot(), this._rootPath, path);
  }

  /**
   * Replaces the item at an item path (added at the end of its parent when new), or the page at a
   * page path (a page not loaded yet is added to the root's `:children`). `data.key` is the item's
   * own key as the editor sends it; the path decides. Returns whether the model changed.
   */
  setData(path: string, data: ModelUpdateData): boolean {
    const value = data?.value;
    if (!isRecord(value)) {
      console.warn('ModelStore: setData needs an object value', path);
      return false;
    }
    const root = this.state.getSnapshot();
    const key = normalizeModelPath(path);
    const { pagePath, itemPath } = splitItemPath(key);
    if (!root) {
      if (!itemPath && (!key || pagePath === this._rootPath)) return this.commit(undefined, value as ModelNode);
      console.warn('ModelStore: no root model to update', path);
      return false;
    }
    if (!key) return this.commit(root, replacePage(root, value as ModelNode));
    const chain = findPageChain(root, this._rootPath, pagePath);
    if (!itemPath) {
      if (chain) return this.commit(root, updateChain(root, chain, (page) => replacePage(page, value as ModelNode)));
      const children = isRecord(root[':children']) ? (root[':children'] as Nodes) : undefined;
      return this.commit(root, { ...root, ':children': withEntry(children, pagePath, value as ModelNode) });
    }
    const keys = itemKeysOf(itemPath);
    const last = keys.pop() as string;
    if (!chain || !followItems(followChain(root, chain), keys)) {
      console.warn('ModelStore: no parent for', path);
      return false;
    }
    return this.commit(
      root,
      updateChain(root, chain, (page) => updateItems(page, keys, (parent) => putItem(parent, last, value as ModelNode))),
    );
  }

  /** Inserts `data.value` under `data.key` next to the sibling at `path`; appended when the sibling is missing. */
  insertData(path: string, data: ModelUpdateData, position: InsertPosition): boolean {
    const root = this.state.getSnapshot();
    const value = data?.value;
    const newKey = data?.key;
    if (!newKey || !isRecord(value)) {
      console.warn('ModelStore: insertData needs { key, value }', path);
      return false;
    }
    const { pagePath, itemPath } = splitItemPath(normalizeModelPath(path));
    const keys = itemKeysOf(itemPath);
    const siblingKey = keys.pop();
    const chain = root && siblingKey !== undefined ? findPageChain(root, this._rootPath, pagePath) : null;
    if (!root || !chain || siblingKey === undefined || !followItems(followChain(root, chain), keys)) {
      console.warn('ModelStore: no parent to insert into', path);
      return false;
    }
    return this.commit(
      root,
      updateChain(root, chain, (page) =>
        updateItems(page, keys, (parent) => insertItem(parent, siblingKey, newKey, value as ModelNode, position)),
      ),
    );
  }

  /** Removes the item (from `:items` and `:itemsOrder`) or the child page at `path`. Unknown → warning, no change. */
  removeData(path: string): boolean {
    const root = this.state.getSnapshot();
    const key = normalizeModelPath(path);
    const { pagePath, itemPath } = splitItemPath(key);
    const chain = root && key ? findPageChain(root, this._rootPath, pagePath) : null;
    if (root && chain) {
      if (itemPath) {
        const keys = itemKeysOf(itemPath);
        const last = keys.pop() as string;
        const next = updateChain(root, chain, (page) => updateItems(page, keys, (parent) => removeItem(parent, last)));
        if (next !== root) return this.commit(root, next);
      } else if (chain.length > 0) {
        return this.commit(root, updateChain(root, chain, () => undefined));
      }
    }
    console.warn(NOTHING_TO_REMOVE, path);
    return false;
  }

  private commit(previous: ModelNode | undefined, next: ModelNode | undefined): boolean {
    if (next === previous) return false;
    this.state.set(() => next);
    return true;
  }
}
