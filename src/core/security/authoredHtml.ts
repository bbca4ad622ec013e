/**
 * Authored HTML in the browser without DOMPurify in every element's download. A string with no tag and no
 * character reference (no `<`, no `&`) is text, shown as text (textContent: nothing is parsed, so nothing needs
 * sanitizing); anything else is sanitized by DOMPurify (./sanitizeHtml.ts), a chunk loaded the first time markup
 * is to be shown. The element runtime asks for it before an element whose fields hold markup first renders, and
 * that element renders once it is there (src/react/runtime/ElementSlot.tsx), so its content appears whole.
 * Elements whose field is always HTML and that render without React (brand-text) import ./sanitizeHtml.ts
 * directly: it is then there from the start. On the server a DOM-free sanitizer is set once (dist/server.js) and
 * runs synchronously.
 */
type Sanitize = (html: string) => string | TrustedHTML;

let serverSanitize: ((html: string) => string) | undefined;
let loaded: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;
let failed = false;
/** when the chunk was first asked for (performance.now()) */
let requestedAt: number | undefined;
const listeners = new Set<() => void>();

/** Server rendering only: authored HTML is sanitized by `sanitize` (set once, when dist/server.js loads). */
export function setServerSanitizer(sanitize: (html: string) => string): void {
  serverSanitize = sanitize;
}

/** The server's sanitizer, when one is set (src/server/index.ts). */
export function serverSanitizer(): ((html: string) => string) | undefined {
  return serverSanitize;
}

/** Whether authored HTML is only text: no tag and no character reference, so it reads the same as text. */
export function isPlainText(html: string): boolean {
  return !/[<&]/.test(html);
}

/** The most strings a field check reads in one element's props (a page model's worth is far below it). */
const MAX_STRINGS = 5000;

/** A tag, or a character reference ended by `;` (a link's `?a=1&b=2` is not one). */
const MARKUP = /<|&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);/i;

/**
 * Whether any string in `value` (deep) holds a tag or a character reference: the element shows markup if it
 * shows that field as HTML. (A reference without its `;`, which HTML also reads, is rare enough to be written a
 * moment later, once the sanitizer is there.)
 */
export function holdsMarkup(value: unknown): boolean {
  const stack = [value];
  let budget = MAX_STRINGS;
  while (stack.length && budget-- > 0) {
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
 * DOMPurify's chunk, as a store: ready once loaded (or on the server), loaded on the first `load`. If it cannot
 * load, it is ready all the same (elements render, their markup is not shown) with one console error.
 */
export const sanitizer = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  ready: (): boolean => serverSanitize !== undefined || loaded !== undefined || failed,
  /** The sanitizer if it can run now, else undefined. */
  now: (): Sanitize | undefined => serverSanitize ?? loaded,
  /** When it was first asked for (performance.now()), or undefined. */
  requestedAt: (): number | undefined => requestedAt,
  load(): Promise<Sanitize> {
    requestedAt ??= performance.now();
    return (loading ??= import('./sanitizeHtml').then(
      (module) => module.sanitizeHtml,
      (error: unknown) => {
        failed = true;
        console.error('brand-elements: the HTML sanitizer could not load; authored HTML is not shown.', error);
        listeners.forEach((listener) => listener());
        throw error;
      },
    ));
  },
};

/** Resolves once `value`'s markup can be shown: at once when it holds none, else when DOMPurify's chunk is there. */
export async function readyToShow(value: unknown): Promise<void> {
  if (sanitizer.ready() || !holdsMarkup(value)) return;
  await sanitizer.load().catch(() => {}); // (a failure is said once, by the store)
}

/** Called by ./sanitizeHtml.ts as it evaluates: whoever imported it (a direct import, or `load`), it is ready. */
export function sanitizerLoaded(sanitize: Sanitize): void {
  if (loaded) return;
  loaded = sanitize;
  loading ??= Promise.resolve(sanitize);
  listeners.forEach((listener) => listener());
}

/**
 * Writes authored HTML into `node`: text at once, markup sanitized (at once when DOMPurify is loaded, else as soon
 * as it is). Leaves the node alone when it already holds exactly that (a server's copy being hydrated). Returns a
 * cancel for a write still waiting.
 */
export function writeAuthoredHtml(node: HTMLElement, html: string): () => void {
  if (isPlainText(html)) {
    if (node.childElementCount > 0 || node.textContent !== html) node.textContent = html;
    return () => {};
  }
  const write = (sanitize: Sanitize) => {
    const clean = sanitize(html);
    if (node.innerHTML !== String(clean)) node.innerHTML = clean as string;
  };
  const now = sanitizer.now();
  if (now) {
    write(now);
    return () => {};
  }
  let live = true;
  sanitizer.load().then(
    (sanitize) => live && write(sanitize),
    () => {}, // said once, by the store
  );
  return () => {
    live = false;
  };
}
