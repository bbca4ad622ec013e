import { CODE_ORDER_WAIT_MS } from '../stores/elementCode';

/**
 * Authored HTML in the browser without DOMPurify in every element's download. A string with no tag and no
 * character reference (no `<`, no `&` before a letter or `#`) is text, shown as text (textContent: nothing is
 * parsed, so nothing needs sanitizing); anything else is sanitized by DOMPurify (./sanitizeHtml.ts), a chunk loaded
 * the first time markup is to be shown. The element runtime asks for it before an element whose fields hold markup
 * first renders and holds that render until it is there, for at most as long as for code (CODE_ORDER_WAIT_MS), so
 * its content appears whole (src/react/runtime/ElementSlot.tsx, direct.ts, root.tsx); after that the element
 * renders and its markup follows. If the chunk cannot load, markup is shown as its text, tags left out. Only an
 * element that always shows HTML in its own DOM code (brand-account-user-context-text) imports ./sanitizeHtml.ts
 * directly. On the server a DOM-free sanitizer is set once (dist/server.js) and runs synchronously.
 */
export type Sanitize = (html: string) => string | TrustedHTML;

let serverSanitize: ((html: string) => string) | undefined;
let loaded: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;
let failed = false;
/** the wait for it is over (CODE_ORDER_WAIT_MS after it was asked for): elements render, their markup follows */
let waitOver = false;
/** when the chunk was first asked for (performance.now()) */
let requestedAt: number | undefined;
const listeners = new Set<() => void>();
const tell = () => listeners.forEach((listener) => listener());

/** Server rendering only: authored HTML is sanitized by `sanitize` (set once, when dist/server.js loads). */
export function setServerSanitizer(sanitize: (html: string) => string): void {
  serverSanitize = sanitize;
}

/** The server's sanitizer, when one is set (src/server/index.ts). */
export function serverSanitizer(): ((html: string) => string) | undefined {
  return serverSanitize;
}

/**
 * Whether authored HTML is only text: no tag and no character reference (an `&` before a letter or `#`, which HTML
 * may read as one even without its `;`), so it reads the same as text: "Fish & chips" is text, "R&amp;D" is not.
 */
export function isPlainText(html: string): boolean {
  return !/<|&[#a-z]/i.test(html);
}

/** The most values a field check reads in one element's props (a page model's worth is far below it). */
const MAX_VALUES = 5000;

/** A tag, or a character reference ended by `;` (a link's `?a=1&b=2` is not one). */
const MARKUP = /<|&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);/i;

const held = new WeakMap<object, boolean>();

/**
 * Whether any string in `value` (deep) holds a tag or a character reference ended by `;`: the element shows
 * markup if it shows that field as HTML. (A reference without its `;`, rare in authored copy and common in links'
 * queries, is written a moment later, once the sanitizer is there.) Props are read once per object; past
 * MAX_VALUES values the answer is yes (waiting for the chunk is the safe side).
 */
export function holdsMarkup(value: unknown): boolean {
  if (value && typeof value === 'object') {
    const known = held.get(value);
    if (known !== undefined) return known;
    const found = scan(value);
    held.set(value, found);
    return found;
  }
  return typeof value === 'string' && MARKUP.test(value);
}

function scan(value: unknown): boolean {
  const stack = [value];
  let budget = MAX_VALUES;
  while (stack.length) {
    if (budget-- <= 0) return true;
    const each = stack.pop();
    if (typeof each === 'string') {
      if (MARKUP.test(each)) return true;
    } else if (each && typeof each === 'object') {
      for (const key of Object.keys(each)) {
        try {
          stack.push((each as Record<string, unknown>)[key]);
        } catch {
          // A field that cannot be read is the component's to report, behind its error boundary.
        }
      }
    }
  }
  return false;
}

/**
 * DOMPurify's chunk, as a store: `ready` once it is loaded (or on the server), once it failed (markup is then
 * shown as text, with one console error), or once the wait for it is over (elements render; their markup is
 * written when it arrives). Loaded on the first `load`.
 */
export const sanitizer = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  ready: (): boolean => serverSanitize !== undefined || loaded !== undefined || failed || waitOver,
  /** The sanitizer if it can run now, else undefined. */
  now: (): Sanitize | undefined => serverSanitize ?? loaded,
  /** When it was first asked for (performance.now()), or undefined. */
  requestedAt: (): number | undefined => requestedAt,
  /** Starts the load (once). A failure is said here, once, and never unhandled: a caller that only starts it may drop the promise. */
  load(): Promise<Sanitize> {
    if (!loading) {
      requestedAt = performance.now();
      setTimeout(() => {
        if (loaded || failed) return;
        waitOver = true;
        tell();
      }, CODE_ORDER_WAIT_MS);
      loading = import('./sanitizeHtml').then(
        (module) => module.sanitizeHtml,
        (error: unknown) => {
          failed = true;
          console.error('brand-elements: the HTML sanitizer could not load; authored HTML is shown as text.', error);
          tell();
          throw error;
        },
      );
      loading.catch(() => {}); // (said above; each caller handles its own)
    }
    return loading;
  },
};

/** Resolves once `value`'s markup can be shown: at once when it holds none, else when DOMPurify's chunk is there. */
export async function readyToShow(value: unknown): Promise<void> {
  if (sanitizer.ready() || !holdsMarkup(value)) return;
  await sanitizer.load().catch(() => {});
}

/** Called by ./sanitizeHtml.ts as it evaluates: whoever imported it (a direct import, or `load`), it is ready. */
export function sanitizerLoaded(sanitize: Sanitize): void {
  if (loaded) return;
  loaded = sanitize;
  loading ??= Promise.resolve(sanitize);
  tell();
}
