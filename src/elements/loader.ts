import { ELEMENT_MODULES } from './registry';
import { withTimeout } from '../core/async/withTimeout';
import './brand-page';

/**
 * dist/loader.js: registers <brand-page> (no React: it only creates elements), and loads each element's code the first time its tag
 * appears in the page (now or later), so a page pays only for the elements it uses.
 * A chunk that fails or takes longer than 120 s marks its elements with
 * `data-brand-load-error` and logs one error; the rest of the page is unaffected.
 */
export const CHUNK_TIMEOUT_MS = 120_000;

const requested = new Map<string, Promise<void>>();

export function loadElement(tag: string): Promise<void> {
  const importer = ELEMENT_MODULES[tag];
  if (!importer) return Promise.resolve();
  let pending = requested.get(tag);
  if (!pending) {
    pending = withTimeout(importer(), CHUNK_TIMEOUT_MS).then(
      () => undefined,
      (error: Error) => {
        console.error(`brand-elements: could not load <${tag}>: ${error.message}`);
        for (const element of document.querySelectorAll(tag)) showLoadError(element, error.message);
        requested.delete(tag); // a later appearance of the tag tries again
      },
    );
    requested.set(tag, pending);
  }
  return pending;
}

let errorSheet: CSSStyleSheet | undefined;

/**
 * The visible state of an element whose code failed to load: a short notice in a shadow root
 * of its own (the light DOM, e.g. children from <brand-page>, stays as it is). Should the code
 * load on a later try, the element reuses that shadow root and replaces the notice.
 */
function showLoadError(element: Element, reason: string): void {
  element.setAttribute('data-brand-load-error', reason);
  if (!(element instanceof HTMLElement) || element.shadowRoot) return;
  const root = element.attachShadow({ mode: 'open' });
  if (!errorSheet) {
    errorSheet = new CSSStyleSheet();
    errorSheet.replaceSync(
      ':host{display:block}[data-load-error]{margin:0;padding:.75rem 1rem;border:1px dashed #C73636;border-radius:8px;color:#8A1F1F;background:#FDF3F3;font:14px/1.4 system-ui,sans-serif}',
    );
  }
  root.adoptedStyleSheets = [errorSheet];
  const notice = document.createElement('p');
  notice.setAttribute('data-load-error', '');
  notice.setAttribute('role', 'status');
  notice.textContent = 'This part of the page could not be loaded. Please reload the page to try again.';
  root.append(notice);
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
