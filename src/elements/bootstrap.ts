/**
 * What dist/loader.js does before any other module has arrived. Only the loader imports this
 * file, so the build keeps it inside loader.js: the loader has no static import and runs as soon
 * as it is downloaded. It must therefore import nothing that other entries share (a shared module
 * would become a chunk the loader waits for): the few constants it needs are repeated here, and
 * tests/unit/bootstrap.test.ts checks them against the originals.
 */
import type { LoaderHandoff } from '../core/loaderHandoff';

/** As src/core/loaderHandoff.ts's LOADER_HANDOFF_KEY. */
const LOADER_HANDOFF_KEY = 'brand-elements.loader';

/** Leaves the loader's preloader and model request where the modules after it find them. */
export function handOff(handoff: LoaderHandoff): void {
  (globalThis as Record<symbol, LoaderHandoff>)[Symbol.for(LOADER_HANDOFF_KEY)] = handoff;
}

/** dist/ modules by key (an element tag, "runtime" for the element runtime, "react" for React DOM and the shared root, "autoload" for the loader's runtime). */
interface PreloadMap {
  /** from the module that holds the map to dist/ */
  base: string;
  /** relative to dist/ */
  files: string[];
  /** key → indexes into files, the key's own module first */
  entries: Record<string, number[]>;
  /** resource types other than `brand/components/<name>` → the element's tag */
  types?: Record<string, string>;
  /** a map of part of the keys (the loader's start): the whole map has the others */
  partial?: boolean;
}

/** The whole map, from the module it was written into (src/elements/preloadMapFull.ts). */
export type FullMapLoader = () => Promise<{ map: string; url: string }>;

export interface Preloader {
  /** Adds a `<link rel="modulepreload">` for each module of `key` not requested yet. */
  (key: string): void;
  /** the URLs of `key`'s modules */
  urls(key: string): string[];
  /** Preloads the code of every element a page model's JSON text names in its items (their `:type`s). */
  model(json: string): void;
}

/**
 * The most `<link rel="modulepreload">` a preloader inserts in one task. Each starts a request,
 * which costs the main thread about a millisecond on a slow phone: a server-rendered page names
 * the code of every element type at once (a hundred files), which inserted together are a task
 * long enough to block input. The rest follow in the next tasks, in the order asked for.
 */
export const PRELOADS_PER_TASK = 16;

const readMap = (raw: string): PreloadMap => (raw.startsWith('{') ? (JSON.parse(raw) as PreloadMap) : { base: './', files: [], entries: {} });

/**
 * The preloader of the build-time map (scripts/preloadMap.mjs writes its JSON in place of a
 * placeholder; anything that is not JSON gives an empty map). `moduleUrl`: the URL of the module
 * the map was written into. The links go at the end of the body, never into document.head, and
 * leave once loaded; at most PRELOADS_PER_TASK per task.
 *
 * A map of part of the keys (`partial`) comes with `loadFull`: a key it lacks, or a
 * model to read, asks for the whole map once and is served when it arrives (a failed load leaves
 * the part: the code itself still loads, one import after another).
 */
export function preloader(raw: string, moduleUrl: string, loadFull?: FullMapLoader): Preloader {
  let map = readMap(raw);
  let base = moduleUrl;
  const requested = new Set<string>();
  const urls = (key: string) => (map.entries[key] ?? []).map((index) => new URL(map.base + map.files[index], base).href);
  // Until the whole map is here: what waits for it.
  let waiting: Array<() => void> | undefined;
  const whole = (then: () => void) => {
    if (!map.partial || !loadFull) return then();
    if (waiting) return void waiting.push(then);
    waiting = [then];
    const served = () => {
      const ready = waiting ?? [];
      waiting = undefined;
      for (const each of ready) each();
    };
    loadFull().then(
      (full) => {
        map = readMap(full.map);
        base = full.url;
        served();
      },
      () => {
        // (keep the part; nothing more is asked)
        map = { ...map, partial: undefined };
        served();
      },
    );
  };
  const queue: string[] = [];
  let budget = PRELOADS_PER_TASK;
  let channel: MessageChannel | undefined;
  const insert = () => {
    // One insertion for what this task may still start.
    const links = document.createDocumentFragment();
    for (; budget > 0 && queue.length > 0; budget--) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = queue.shift()!;
      const done = () => link.remove();
      link.addEventListener('load', done, { once: true });
      link.addEventListener('error', done, { once: true });
      links.append(link);
    }
    if (links.firstChild) (document.body ?? document.documentElement).append(links);
    // A new task, a new budget (and the rest of the queue): the budget counts from the first insertion of a task.
    if (!channel) {
      channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel!.port1.close();
        channel = undefined;
        budget = PRELOADS_PER_TASK;
        if (queue.length > 0) insert();
      };
      channel.port2.postMessage(null);
    }
  };
  const keys = new Set<string>();
  const preload = (key: string) => {
    // A model names the same type hundreds of times: each key's URLs are made once.
    if (keys.has(key)) return;
    keys.add(key);
    if (!Object.hasOwn(map.entries, key)) return whole(() => start(key));
    start(key);
  };
  const start = (key: string) => {
    const before = queue.length;
    for (const href of urls(key)) {
      if (requested.has(href)) continue;
      requested.add(href);
      queue.push(href);
    }
    if (queue.length > before) insert();
  };
  const model = (json: string) => whole(() => readModel(json));
  const readModel = (json: string) => {
    let root: unknown;
    try {
      root = JSON.parse(json);
    } catch {
      return; // <brand-page> reports it
    }
    // The page's own items, not its :children (other pages of a site's model, which may never be visited).
    const visit = (node: unknown, depth: number) => {
      if (!node || typeof node !== 'object' || depth > MAX_MODEL_DEPTH) return;
      const { [':type']: type, [':items']: items } = node as Record<string, unknown>;
      if (typeof type === 'string') {
        const alias = map.types && Object.hasOwn(map.types, type) ? map.types[type] : undefined;
        const tag = alias ?? (type.startsWith(OWN_TYPE) ? `brand-${type.slice(OWN_TYPE.length)}` : undefined);
        if (tag && Object.hasOwn(map.entries, tag)) preload(tag);
      }
      if (items && typeof items === 'object') for (const child of Object.values(items)) visit(child, depth + 1);
    };
    visit(root, 0);
  };
  return Object.assign(preload, { urls, model });
}

/** Deeper than this, a model's items are left to <brand-page> (which refuses them past its own limit). */
const MAX_MODEL_DEPTH = 64;
/** An element's own resource type is this and its name (src/core/model/componentMap.ts). */
const OWN_TYPE = 'brand/components/';

/** The same test as the model client's (src/core/model/paths.ts withApiHost). */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:)?\/\//i;

/**
 * The root model URL `<brand-page>` will fetch, when the page names it: the `model-url`
 * attribute, else the `cq:pagemodel_root_url` meta, after `api-host` unless absolute. Undefined
 * when the document embeds the model (`__INITIAL_STATE__`, or a server-rendered page, whose state
 * follows its elements: no fetch at all) or names none (the
 * current path's model URL is left to `<brand-page>`).
 */
export function earlyModelUrl(page: Element, doc: Document): string | undefined {
  // A server-rendered page carries its model, after its elements: maybe not parsed yet.
  // (src/core/model/dom.ts SERVER_RENDERED_ATTRIBUTE, written out: this file imports nothing shared.)
  if (page.getAttribute('data-brand-server-rendered') !== null) return undefined;
  if (doc.getElementById('__INITIAL_STATE__')?.textContent?.trim()) return undefined;
  const url = page.getAttribute('model-url') || doc.querySelector('meta[property="cq:pagemodel_root_url"]')?.getAttribute('content');
  if (!url) return undefined;
  return ABSOLUTE_URL.test(url) ? url : `${page.getAttribute('api-host') ?? ''}${url}`;
}
