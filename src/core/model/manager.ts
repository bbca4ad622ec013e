/**
 * The page model manager (Adobe's ModelManager, without its quirks): loads the root model once
 * (initial state, a given model, or a fetch), serves and fetches page and item models, and calls
 * path listeners whenever the data at (or below) their path changes.
 *
 * Change detection relies on the store's structural sharing: a listener fires when the node its path
 * resolves to is a different object after a store change.
 */
import { ModelClient } from './client';
import { isRecord } from '../isRecord';
import { globalDocument, globalLocation, INITIAL_STATE_ID, readMeta } from './dom';
import {
  CLIENT_UNDEFINED,
  META_ROOT_URL,
  META_ROUTE_FILTERS,
  NON_BROWSER,
  ROOT_URL_MISSING,
  STORE_UNDEFINED,
} from './messages';
import { externalize, getContextPath, normalizeModelPath, rootModelUrl, sanitize, splitItemPath, toModelUrl } from './paths';
import { isRouteExcluded } from './router';
import { ModelStore, resolvePath } from './store';
import type { DocumentLike, FetchLike, LocationLike, ModelListener, ModelNode } from './types';

export { INITIAL_STATE_ID };

export interface ModelManagerConfig {
  /** root model URL; wins over the meta tag and the current location */
  modelUrl?: string;
  /** the root model itself: no fetch */
  model?: ModelNode;
  apiHost?: string;
  errorPageRoot?: string;
  /** defaults to the global document (none in Node) */
  document?: DocumentLike;
  /** defaults to the global location (none in Node) */
  location?: LocationLike;
  /** fetch implementation for the client (defaults to the global fetch) */
  fetch?: typeof fetch | FetchLike;
  /** a ready client (apiHost, errorPageRoot and fetch are then ignored) */
  client?: ModelClient;
}

export interface GetDataConfig {
  path: string;
  forceReload?: boolean;
}

interface ListenerEntry {
  key: string;
  callback: ModelListener;
  active: boolean;
}

/** The root model of `<script type="application/json" id="__INITIAL_STATE__">`, if any. */
export function readInitialState(doc: DocumentLike | undefined): ModelNode | undefined {
  if (!doc) return undefined;
  let element;
  try {
    element =
      typeof doc.getElementById === 'function'
        ? doc.getElementById(INITIAL_STATE_ID)
        : doc.querySelector(`#${INITIAL_STATE_ID}`);
  } catch {
    return undefined;
  }
  const text = element?.textContent;
  if (!text || !text.trim()) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return isRecord(parsed) ? (parsed as ModelNode) : undefined;
  } catch (error) {
    console.error(`brand-elements: ignoring the invalid JSON of #${INITIAL_STATE_ID}`, error);
    return undefined;
  }
}

export class ModelManager {
  private _client: ModelClient | undefined;
  private _store: ModelStore | undefined;
  private _init: Promise<ModelNode> | undefined;
  private _generation = 0;
  private _contextPath = '';
  private _rootUrl = '';
  private _unsubscribeStore: (() => void) | undefined;
  private _lastRoot: ModelNode | undefined;
  private _lastRootPath = '';
  private readonly _pending = new Map<string, Promise<ModelNode>>();
  private _listeners: ListenerEntry[] = [];

  /** The model client; throws 'ModelClient is undefined. Call initialize first!' before initialize. */
  get client(): ModelClient {
    if (!this._client) throw new Error(CLIENT_UNDEFINED);
    return this._client;
  }

  /** The store; throws 'ModelStore is undefined' until the root model is loaded. */
  get store(): ModelStore {
    if (!this._store) throw new Error(STORE_UNDEFINED);
    return this._store;
  }

  /** True once a root model is in the store. */
  get isInitialized(): boolean {
    return this._store !== undefined;
  }

  get rootPath(): string {
    return this.store.rootPath;
  }

  /** The root model now (undefined before initialize); survives re-initialization, unlike `store`. */
  getSnapshot = (): ModelNode | undefined => this._store?.getSnapshot();

  /** Called after every change of the root model (including a re-initialization). */
  subscribe = (listener: () => void): (() => void) => {
    const entry: ListenerEntry = { key: '', callback: () => listener(), active: true };
    this._listeners = [...this._listeners, entry];
    return () => this.dropEntry(entry);
  };

  initialize(config: ModelManagerConfig = {}): Promise<ModelNode> {
    const generation = ++this._generation;
    this._pending.clear();
    const doc = config.document ?? globalDocument();
    const location = config.location ?? globalLocation();
    const initialModel = config.model ?? readInitialState(doc);
    const metaUrl = readMeta(doc, META_ROOT_URL);
    const rootUrl = rootModelUrl(config.modelUrl, metaUrl, location?.pathname);

    this._client =
      config.client ??
      new ModelClient({ apiHost: config.apiHost, errorPageRoot: config.errorPageRoot, fetch: config.fetch });
    this._rootUrl = rootUrl;
    this._contextPath = getContextPath(rootUrl || location?.pathname);
    this.detachStore();

    const run = async (): Promise<ModelNode> => {
      if (!initialModel && !rootUrl) throw new Error(!doc && !location ? NON_BROWSER : ROOT_URL_MISSING);
      const root = initialModel ?? (await this.client.fetch(rootUrl));
      const rootPath = (typeof root[':path'] === 'string' ? sanitize(root[':path']) : null) ?? sanitize(rootUrl) ?? '';
      if (generation !== this._generation) return root;
      const store = new ModelStore(rootPath, root);
      this.installStore(store);
      if (!initialModel && metaUrl && !config.modelUrl && location?.pathname) {
        await this.loadCurrentPage(store, location.pathname, doc, generation);
      }
      return store.getSnapshot() ?? root;
    };
    const promise = run();
    this._init = promise;
    return promise;
  }

  /**
   * As Adobe's SDK: when the root URL came from the meta tag and the current page is neither that
   * root nor in its `:children`, the current page's model is fetched into `:children`. A failure
   * here is logged; the root model still resolves.
   */
  private async loadCurrentPage(store: ModelStore, pathname: string, doc: DocumentLike | undefined, generation: number) {
    const pagePath = sanitize(pathname);
    if (!pagePath || pagePath === '/' || store.getData(pagePath)) return;
    if (isRouteExcluded(pagePath, readMeta(doc, META_ROUTE_FILTERS))) return;
    try {
      const page = await this.client.fetch(toModelUrl(externalize(pagePath, this._contextPath)));
      if (generation === this._generation) store.setData(pagePath, { value: page });
    } catch (error) {
      console.warn(`brand-elements: could not load the model of ${pagePath}`, error);
    }
  }

  getData(pathOrConfig?: string | GetDataConfig): Promise<ModelNode> {
    if (!this._client) return Promise.reject(new Error(CLIENT_UNDEFINED));
    const rawPath = typeof pathOrConfig === 'string' ? pathOrConfig : (pathOrConfig?.path ?? '');
    const forceReload = typeof pathOrConfig === 'object' && pathOrConfig !== null && !!pathOrConfig.forceReload;
    const init = this._init ?? Promise.resolve(undefined);
    return init
      .catch(() => undefined)
      .then(() => {
        const store = this._store;
        if (!store) throw new Error(STORE_UNDEFINED);
        const key = normalizeModelPath(rawPath);
        if (!forceReload) {
          const found = store.getData(key);
          if (found) return found;
        }
        const pendingKey = `${forceReload ? 'reload' : 'load'}:${key}`;
        const pending = this._pending.get(pendingKey);
        if (pending) return pending;
        const load = this.load(store, key).finally(() => this._pending.delete(pendingKey));
        this._pending.set(pendingKey, load);
        return load;
      });
  }

  /** Fetches the model at `key` and puts it into the store (a page into the root's `:children`). */
  private async load(store: ModelStore, key: string): Promise<ModelNode> {
    const isRoot = !key || key === store.rootPath || (!!store.getData(key) && store.getData(key) === store.getSnapshot());
    const url = isRoot && this._rootUrl ? this._rootUrl : toModelUrl(externalize(key || '/', this._contextPath));
    const model = await this.client.fetch(url);
    if (store !== this._store) return model;
    if (isRoot) {
      store.setData('', { value: model });
      return store.getSnapshot() ?? model;
    }
    const { pagePath, itemPath } = splitItemPath(key);
    // an item is stored only when its page is loaded; a page goes into the root's :children
    if (itemPath && !store.getData(pagePath)) return model;
    store.setData(key, { value: model });
    return store.getData(key) ?? model;
  }

  /** Calls `callback` whenever the data at `path` (or below it) changes. '' or no path: the root. */
  addListener(path: string | undefined, callback: ModelListener): void {
    if (typeof callback !== 'function') return;
    const entry: ListenerEntry = { key: normalizeModelPath(path), callback, active: true };
    this._listeners = [...this._listeners, entry];
  }

  /** Removes one registration of `callback` at `path`; others, even of the same function, stay. */
  removeListener(path: string | undefined, callback: ModelListener): void {
    const key = normalizeModelPath(path);
    const entry = this._listeners.find((candidate) => candidate.key === key && candidate.callback === callback);
    if (entry) this.dropEntry(entry);
  }

  private dropEntry(entry: ListenerEntry): void {
    entry.active = false;
    this._listeners = this._listeners.filter((candidate) => candidate !== entry);
  }

  /** Stops following the current store; listeners keep the last root as the baseline for the next one. */
  private detachStore(): void {
    this._unsubscribeStore?.();
    this._unsubscribeStore = undefined;
    this._store = undefined;
  }

  private installStore(store: ModelStore): void {
    this.detachStore();
    const previousRoot = this._lastRoot;
    const previousRootPath = this._lastRootPath;
    this._store = store;
    this._lastRoot = store.getSnapshot();
    this._lastRootPath = store.rootPath;
    this._unsubscribeStore = store.subscribe(() => {
      const before = this._lastRoot;
      this._lastRoot = store.getSnapshot();
      this.notify(before, this._lastRoot, store.rootPath, store.rootPath);
    });
    this.notify(previousRoot, this._lastRoot, previousRootPath, this._lastRootPath);
  }

  private notify(before: ModelNode | undefined, after: ModelNode | undefined, beforePath: string, afterPath: string) {
    if (before === after) return;
    // a snapshot of the list: listeners added during dispatch wait for the next change; removed ones are skipped
    for (const entry of this._listeners) {
      if (!entry.active) continue;
      const previous = resolvePath(before, beforePath, entry.key);
      const next = resolvePath(after, afterPath, entry.key);
      if (previous === next) continue;
      try {
        entry.callback(next);
      } catch (error) {
        console.error(`brand-elements: a model listener for "${entry.key || '/'}" failed`, error);
      }
    }
  }
}

export const modelManager = new ModelManager();

export const ModelManagerAPI = {
  initialize: (config?: ModelManagerConfig) => modelManager.initialize(config),
  getData: (path?: string | GetDataConfig) => modelManager.getData(path),
  addListener: (path: string | undefined, callback: ModelListener) => modelManager.addListener(path, callback),
  removeListener: (path: string | undefined, callback: ModelListener) => modelManager.removeListener(path, callback),
};
