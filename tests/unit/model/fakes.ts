/** Small fakes for the model core tests (no DOM environment is installed). */
import type { ModelNode } from '../../../src/core/model/types';

export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

export interface FakeDocumentOptions {
  meta?: Record<string, string>;
  initialState?: string;
}

export function fakeDocument(options: FakeDocumentOptions = {}) {
  const meta = { ...(options.meta ?? {}) };
  const element = (attrs: Record<string, string>, text?: string) => ({
    getAttribute: (name: string) => attrs[name] ?? null,
    textContent: text ?? null,
  });
  const head: Array<{ tag: string; attrs: Record<string, string> }> = [];
  const find = (selector: string) => {
    const metaMatch = /^meta\[property="([^"]+)"\]$/.exec(selector);
    if (metaMatch) {
      const name = metaMatch[1] as string;
      if (name in meta) return element({ property: name, content: meta[name] as string });
      const added = head.find((entry) => entry.tag === 'meta' && entry.attrs.property === name);
      return added ? element(added.attrs) : null;
    }
    if (selector === '#__INITIAL_STATE__') return byId('__INITIAL_STATE__');
    const attr = /^(script|link)\[(src|href)="([^"]+)"\]$/.exec(selector);
    if (attr) {
      const added = head.find((entry) => entry.tag === attr[1] && entry.attrs[attr[2] as string] === attr[3]);
      return added ? element(added.attrs) : null;
    }
    return null;
  };
  const byId = (id: string) =>
    id === '__INITIAL_STATE__' && options.initialState !== undefined
      ? element({ id, type: 'application/json' }, options.initialState)
      : null;
  return {
    meta,
    head,
    querySelector: find,
    getElementById: byId,
    createElement(tag: string) {
      const attrs: Record<string, string> = {};
      return { tag, attrs, setAttribute: (name: string, value: string) => void (attrs[name] = value) };
    },
  };
}

/** A document with a `head` whose appendChild records created elements. */
export function fakeEditorDocument(options: FakeDocumentOptions = {}) {
  const doc = fakeDocument(options);
  return Object.assign(doc, {
    head: Object.assign(doc.head, {
      appendChild: (node: { tag: string; attrs: Record<string, string> }) => {
        doc.head.push({ tag: node.tag, attrs: node.attrs });
        return node;
      },
    }),
  });
}

export interface FakeResponse {
  status: number;
  ok: boolean;
  text(): Promise<string>;
}

export function response(status: number, body: unknown = {}): FakeResponse {
  return {
    status,
    ok: status >= 200 && status < 300,
    text: async () => (typeof body === 'string' ? body : JSON.stringify(body)),
  };
}

type Route = FakeResponse | Error | (() => FakeResponse | Promise<FakeResponse>);

/** A fetch answering from a table of URLs; unknown URLs answer 404. Records every call. */
export function fakeFetch(routes: Record<string, Route> = {}) {
  const calls: Array<{ url: string; init: RequestInit | undefined }> = [];
  const impl = async (url: string, init?: RequestInit): Promise<FakeResponse> => {
    calls.push({ url, init });
    const route = routes[url];
    if (route === undefined) return response(404, { error: 'not found' });
    if (route instanceof Error) throw route;
    return typeof route === 'function' ? route() : route;
  };
  return Object.assign(impl, { calls, routes, count: (url: string) => calls.filter((c) => c.url === url).length });
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A window: a real EventTarget with a location and a history that updates it. */
export function fakeWindow(pathname = '/', document?: ReturnType<typeof fakeDocument>) {
  const target = new EventTarget();
  const location = { pathname, search: '', hash: '', href: `https://site.test${pathname}` };
  const entries: string[] = [];
  const go = (url?: string | URL | null) => {
    if (url === undefined || url === null) return;
    const parsed = new URL(String(url), `https://site.test${location.pathname}${location.search}`);
    location.pathname = parsed.pathname;
    location.search = parsed.search;
    location.hash = parsed.hash;
    location.href = parsed.href;
  };
  const history = {
    pushState(_data: unknown, _unused: string, url?: string | URL | null) {
      entries.push(String(url));
      go(url);
    },
    replaceState(_data: unknown, _unused: string, url?: string | URL | null) {
      go(url);
    },
  };
  const events: Event[] = [];
  const dispatchEvent = (event: Event) => {
    events.push(event);
    return target.dispatchEvent(event);
  };
  return {
    location,
    history,
    document,
    entries,
    events,
    addEventListener: target.addEventListener.bind(target) as (type: string, listener: (event: Event) => void) => void,
    removeEventListener: target.removeEventListener.bind(target) as (type: string, listener: (event: Event) => void) => void,
    dispatchEvent,
    /** simulates the back button: the location changes, then popstate fires */
    back(path: string) {
      go(path);
      target.dispatchEvent(new Event('popstate'));
    },
  };
}

export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A page model: /content/brand/us/en/home with root → (title, text, container → (image, button)). */
export function pageModel(path = '/content/brand/us/en/home'): ModelNode {
  return {
    ':path': path,
    ':type': 'brand/components/page',
    title: 'Home',
    ':itemsOrder': ['root'],
    ':items': {
      root: {
        ':type': 'wcm/foundation/components/responsivegrid',
        ':itemsOrder': ['title', 'text', 'container'],
        ':items': {
          title: { ':type': 'brand/components/text', text: 'Title' },
          text: { ':type': 'brand/components/text', text: 'Hello' },
          container: {
            ':type': 'brand/components/container',
            ':itemsOrder': ['image', 'button'],
            ':items': {
              image: { ':type': 'brand/components/image', src: '/a.png' },
              button: { ':type': 'brand/components/button', label: 'Go' },
            },
          },
        },
      },
    },
  };
}
