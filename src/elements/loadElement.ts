import { ELEMENT_MODULES } from './registry';
import { preloadModules } from './preload';
import { withTimeout } from '../core/async/withTimeout';

/**
 * Loads an element's code once, the first time it is needed: by the loader when the tag appears
 * in the document, by <brand-page> and fragments when they create the element (also inside
 * shadow roots, which the loader does not watch). `importer` defaults to the element registry's. A chunk that fails or takes longer than 120 s
 * marks its elements with `data-brand-load-error`, shows a notice in them and logs one error;
 * the rest of the page is unaffected.
 */
export const CHUNK_TIMEOUT_MS = 120_000;

const requested = new Map<string, Promise<void>>();

/**
 * Whether a tag's own code is there: defined, and not only defined ahead of its code (the main entry's
 * defineLazily marks those, src/elements/define.ts CODE_PENDING, with the same Symbol.for).
 */
export function codeLoaded(tag: string): boolean {
  const element = customElements.get(tag) as (CustomElementConstructor & Record<symbol, boolean | undefined>) | undefined;
  return element !== undefined && element[Symbol.for('brand-elements.codePending')] !== true;
}

export function loadElement(tag: string, importer = ELEMENT_MODULES[tag]): Promise<void> {
  if (!importer) return Promise.resolve();
  let pending = requested.get(tag);
  if (!pending) {
    // The entry and all its chunks at once, not one import after another.
    preloadModules(tag);
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
