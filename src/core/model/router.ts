/**
 * Model router: on history push, replace and back navigation, the
 * model of the new page is loaded through the manager and `cq-pagemodel-route-changed` is dispatched.
 * Nothing is patched at import time: only `initRouter` does, and its return value undoes it.
 */
import { readMeta } from './dom';
import { EVENT_ROUTE_CHANGED, META_ROUTE_FILTERS, META_ROUTER } from './messages';
import { sanitize } from './paths';
import type { DocumentLike, LocationLike, ModelNode } from './types';

type HistoryMethod = (data: unknown, unused: string, url?: string | URL | null) => void;

export interface RouterWindow {
  history: { pushState: HistoryMethod; replaceState: HistoryMethod };
  location: LocationLike;
  document?: DocumentLike;
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
  dispatchEvent(event: Event): boolean;
}

export interface RouterEnv {
  window: RouterWindow;
  document?: DocumentLike;
}

export interface RouterManager {
  getData(path: string): Promise<ModelNode>;
}

/** False only when meta `cq:pagemodel_router` is 'disabled'. */
export function isRouterEnabled(meta: string | null | undefined): boolean {
  return (meta ?? '').trim().toLowerCase() !== 'disabled';
}

/** True when `path` matches one of the filters (regexes, comma-separated or as a list). Invalid ones are skipped. */
export function isRouteExcluded(path: string, filters: string | readonly string[] | null | undefined): boolean {
  if (!filters) return false;
  const list = typeof filters === 'string' ? filters.split(',') : filters;
  return list.some((filter) => {
    const source = filter.trim();
    if (!source) return false;
    try {
      return new RegExp(source).test(path);
    } catch {
      console.warn(`brand-elements: ignoring the invalid route filter ${source}`);
      return false;
    }
  });
}

export function initRouter(manager: RouterManager, env: RouterEnv): () => void {
  const win = env.window;
  const history = win.history;
  const originalPush = history.pushState;
  const originalReplace = history.replaceState;
  let installed = true;
  let navigation = 0;
  // The page path last seen: popstate also fires for a fragment link (#faq), which is no route change.
  let shownPath = sanitize(win.location.pathname);

  const route = () => {
    if (!installed) return;
    const doc = env.document ?? win.document;
    if (!isRouterEnabled(readMeta(doc, META_ROUTER))) return;
    const path = sanitize(win.location.pathname);
    if (!path || path === '/') return;
    if (isRouteExcluded(path, readMeta(doc, META_ROUTE_FILTERS))) return;
    const current = ++navigation;
    manager.getData(path).then(
      (model) => {
        // a slower earlier navigation must not win over a later one
        if (installed && current === navigation) {
          win.dispatchEvent(new CustomEvent(EVENT_ROUTE_CHANGED, { detail: { model } }));
        }
      },
      (error: unknown) => console.error(`brand-elements: could not load the model of ${path}`, error),
    );
  };

  const pushState: HistoryMethod = function (this: unknown, data, unused, url) {
    originalPush.call(history, data, unused, url);
    shownPath = sanitize(win.location.pathname);
    // no URL: only the state changed, not the route
    if (url !== undefined && url !== null) route();
  };
  const replaceState: HistoryMethod = function (this: unknown, data, unused, url) {
    const before = sanitize(win.location.pathname);
    originalReplace.call(history, data, unused, url);
    // a replace that keeps the path (a query or hash change, e.g. the age gate dropping sagVersion) is no route change
    shownPath = sanitize(win.location.pathname);
    if (url !== undefined && url !== null && shownPath !== before) route();
  };
  const onPopState = () => {
    const path = sanitize(win.location.pathname);
    if (path === shownPath) return;
    shownPath = path;
    route();
  };

  history.pushState = pushState;
  history.replaceState = replaceState;
  win.addEventListener('popstate', onPopState);

  return () => {
    if (!installed) return;
    installed = false;
    // restore only what is still ours; a wrapper installed later keeps working (ours is now a pass-through)
    if (history.pushState === pushState) history.pushState = originalPush;
    if (history.replaceState === replaceState) history.replaceState = originalReplace;
    win.removeEventListener('popstate', onPopState);
  };
}
