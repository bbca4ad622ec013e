/**
 * Path helpers of page model addressing. Pure string functions:
 * they never read `window` or `document`, so they work the same in Node and in the browser.
 */

/** A context path is whatever precedes the first of these repository segments. */
const CONTEXT_PATH_RE = /\/(?:content|apps|libs|etc|etc\.clientlibs|conf|mnt\/overlay)\//;
/** `scheme://host[:port]`, or a protocol-relative `//host` (as URL parsing treats it). */
const ORIGIN_RE = /^(?:[a-z][a-z0-9+.-]*:)?\/\/[^/?#]*/i;
const MODEL_EXTENSION = '.model.json';
export const JCR_CONTENT = 'jcr:content';

function splitOrigin(path: string): { origin: string; rest: string } {
  const match = ORIGIN_RE.exec(path);
  return match ? { origin: match[0], rest: path.slice(match[0].length) } : { origin: '', rest: path };
}

/** `{ pathname, search, hash }` of a path without origin. */
function splitQuery(path: string): { pathname: string; search: string; hash: string } {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const queryAt = beforeHash.indexOf('?');
  return queryAt >= 0
    ? { pathname: beforeHash.slice(0, queryAt), search: beforeHash.slice(queryAt), hash }
    : { pathname: beforeHash, search: '', hash };
}

/** Collapses repeated slashes. */
export function normalizeSlashes(path: string): string {
  return path.replace(/\/{2,}/g, '/');
}

/** The pathname of a path or URL: no origin, no query, no hash, single slashes. */
export function pathnameOf(path: string): string {
  return normalizeSlashes(splitQuery(splitOrigin(path).rest).pathname);
}

/** '/ctx/content/site/page.html' → '/ctx'; '/content/x' → ''. */
export function getContextPath(path: string | null | undefined): string {
  if (!path || typeof path !== 'string') return '';
  const pathname = pathnameOf(path);
  const match = CONTEXT_PATH_RE.exec(pathname);
  return match && match.index > 0 ? pathname.slice(0, match.index) : '';
}

/** Drops selectors and extension of the last segment: '/a/b.sel.html' → '/a/b'. */
export function removeExtension(path: string): string {
  const lastSlash = path.lastIndexOf('/');
  const dot = path.indexOf('.', lastSlash + 1);
  return dot >= 0 ? path.slice(0, dot) : path;
}

/** '/a/b' + 'json' → '/a/b.json'; an existing extension of the last segment is replaced, selectors kept. */
export function addExtension(path: string, extension: string): string {
  if (!path || !extension) return path;
  const ext = extension.startsWith('.') ? extension : `.${extension}`;
  if (path.endsWith(ext)) return path;
  const lastSlash = path.lastIndexOf('/');
  const lastDot = path.lastIndexOf('.');
  const base = lastDot > lastSlash ? path.slice(0, lastDot) : path;
  return base + ext;
}

/** '/a/b.html' + 'model' → '/a/b.model.html'. */
export function addSelector(path: string, selector: string): string {
  if (!path || !selector) return path;
  const sel = selector.startsWith('.') ? selector : `.${selector}`;
  const lastSlash = path.lastIndexOf('/');
  const dot = path.indexOf('.', lastSlash + 1);
  if (path.slice(lastSlash + 1).split('.').slice(1).includes(sel.slice(1))) return path;
  return dot >= 0 ? path.slice(0, dot) + sel + path.slice(dot) : path + sel;
}

/**
 * Page or item path (or URL) → its model URL. Selectors and extension are replaced by
 * `.model.json`, the query is kept, the hash dropped, an origin kept:
 * '/a/b.sel.html?x=1#h' → '/a/b.model.json?x=1'. '' → ''.
 */
export function toModelUrl(path: string): string {
  if (!path || typeof path !== 'string') return '';
  const { origin, rest } = splitOrigin(path);
  const { pathname, search } = splitQuery(rest);
  const clean = normalizeSlashes(pathname);
  if (clean.endsWith(MODEL_EXTENSION)) return origin + clean + search;
  const base = removeExtension(clean.replace(/\/+$/, ''));
  return `${origin}${base || ''}${base ? '' : '/'}${MODEL_EXTENSION}${search}`;
}

/** The root model URL: the given one, else the `cq:pagemodel_root_url` meta's, else the current path's model URL; '' without any. */
export function rootModelUrl(modelUrl: string | null | undefined, metaUrl: string | null | undefined, pathname: string | null | undefined): string {
  return modelUrl || metaUrl || (pathname ? toModelUrl(pathname) : '');
}

const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:)?\/\//i;

/** A model URL as it is fetched: an absolute (or protocol-relative) URL as it is, else after the API host. */
export function withApiHost(url: string, apiHost: string): string {
  return ABSOLUTE_URL.test(url) ? url : `${apiHost}${url}`;
}

/**
 * A page path as it is stored in the model: no protocol and host, no context path, no selectors
 * and extension, no query or hash, no duplicate or trailing slashes.
 * 'https://h.com/ctx/content/a//b.sel.html?q' → '/content/a/b'. null, undefined, '' → null.
 * A leading '//' is read as a protocol-relative host, as URL parsing does, so the result can never
 * start with '//' (which a browser would load from another site).
 */
export function sanitize(path: string | null | undefined): string | null {
  if (!path || typeof path !== 'string') return null;
  let pathname = pathnameOf(path);
  const context = getContextPath(pathname);
  if (context) pathname = pathname.slice(context.length);
  const dot = pathname.indexOf('.');
  if (dot >= 0) pathname = pathname.slice(0, dot);
  pathname = pathname.replace(/\/+$/, '');
  if (!pathname.startsWith('/')) pathname = `/${pathname}`;
  return pathname;
}

/** Adds the context path unless the path already starts with it. */
export function externalize(path: string, contextPath: string): string {
  if (!contextPath || path.startsWith(`${contextPath}/`) || path === contextPath) return path;
  return `${contextPath}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** `${pagePath}/jcr:content/${keys.join('/')}`; without keys the page path itself. */
export function itemPath(pagePath: string, ...itemKeys: string[]): string {
  const keys = itemKeys.flatMap((key) => key.split('/')).filter(Boolean);
  if (keys.length === 0) return pagePath;
  return normalizeSlashes(`${pagePath}/${JCR_CONTENT}/${keys.join('/')}`);
}

/** '/content/p/jcr:content/root/text' → { pagePath: '/content/p', itemPath: 'root/text' }; a page path → itemPath ''. */
export function splitItemPath(path: string): { pagePath: string; itemPath: string } {
  const value = path ?? '';
  const marker = `/${JCR_CONTENT}`;
  let at = value.indexOf(marker);
  while (at >= 0) {
    const next = value.charAt(at + marker.length);
    if (next === '' || next === '/') break;
    at = value.indexOf(marker, at + 1);
  }
  if (at < 0) return { pagePath: value, itemPath: '' };
  const item = normalizeSlashes(value.slice(at + marker.length)).replace(/^\/+|\/+$/g, '');
  return { pagePath: value.slice(0, at), itemPath: item };
}

/** True for paths below a page's jcr:content. */
export function isItemPath(path: string): boolean {
  return splitItemPath(path).itemPath !== '';
}

/**
 * The key the store and the listeners use for a path: the page part sanitized, the item part
 * with single slashes. '' for no path (meaning the root model).
 */
export function normalizeModelPath(path: string | null | undefined): string {
  if (!path || typeof path !== 'string') return '';
  const { pathname } = splitQuery(splitOrigin(path).rest);
  const { pagePath, itemPath: item } = splitItemPath(normalizeSlashes(pathname));
  // A selector or extension can hide a trailing jcr:content ('/p/jcr:content.model.json'): once
  // sanitize drops it, the page part is split again, so that a key normalizes to itself.
  const page = splitItemPath(sanitize(pagePath || '/') ?? '/').pagePath || '/';
  return item ? `${page === '/' ? '' : page}/${JCR_CONTENT}/${item}` : page;
}

/** The item keys of an item path ('root/text' → ['root', 'text']). */
export function itemKeysOf(item: string): string[] {
  return item.split('/').filter(Boolean);
}

/**
 * A root model as read from `modelUrl`: one without a `:path` of its own takes the URL's page path
 * (`/content/site/en.model.json` → `/content/site/en`), so its items' paths are the same wherever the
 * model is read, by <brand-page>'s model client or by a server that renders it.
 */
export function withModelPath<T extends Record<string, unknown>>(data: T, modelUrl: string | null | undefined): T {
  if (typeof data[':path'] === 'string') return data;
  const path = sanitize(modelUrl);
  return path ? { ...data, ':path': path } : data;
}
