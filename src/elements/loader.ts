import { ELEMENT_MODULES } from './registry';

/**
 * dist/loader.js: a small module that loads each element's code the first time its tag
 * appears in the page (now or later), so a page pays only for the elements it uses.
 * A chunk that fails or takes longer than 120 s marks its elements with
 * `data-brand-load-error` and logs one error; the rest of the page is unaffected.
 */
export const CHUNK_TIMEOUT_MS = 120_000;

const requested = new Map<string, Promise<void>>();

function withTimeout<T>(promise: Promise<T>, ms: number, tag: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms / 1000} s`)), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error instanceof Error ? error : new Error(`${tag}: ${String(error)}`))),
    );
  });
}

export function loadElement(tag: string): Promise<void> {
  const importer = ELEMENT_MODULES[tag];
  if (!importer) return Promise.resolve();
  let pending = requested.get(tag);
  if (!pending) {
    pending = withTimeout(importer(), CHUNK_TIMEOUT_MS, tag).then(
      () => undefined,
      (error: Error) => {
        console.error(`brand-elements: could not load <${tag}>: ${error.message}`);
        for (const element of document.querySelectorAll(tag)) element.setAttribute('data-brand-load-error', error.message);
        requested.delete(tag); // a later appearance of the tag tries again
      },
    );
    requested.set(tag, pending);
  }
  return pending;
}

function scan(root: ParentNode): void {
  const seen = new Set<string>();
  for (const tag of Object.keys(ELEMENT_MODULES)) {
    if (!customElements.get(tag) && !seen.has(tag) && root.querySelector(tag)) {
      seen.add(tag);
      void loadElement(tag);
    }
  }
}

function elementTag(node: Node): string | undefined {
  return node instanceof Element && node.localName.startsWith('brand-') ? node.localName : undefined;
}

export function startLoader(root: Document = document): void {
  scan(root);
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        const tag = elementTag(node);
        if (tag && !customElements.get(tag)) void loadElement(tag);
        if (node instanceof Element && node.firstElementChild) scan(node);
      }
    }
  }).observe(root.documentElement, { childList: true, subtree: true });
}

if (typeof document !== 'undefined') startLoader();
