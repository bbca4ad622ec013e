import { ELEMENT_MODULES } from './registry';
import { loadElement } from './loadElement';
import './brand-page';

export { loadElement, CHUNK_TIMEOUT_MS } from './loadElement';

/**
 * dist/loader.js: registers <brand-page> (no React: it only creates elements), and loads each
 * element's code the first time its tag appears in the document (now or later), so a page pays
 * only for the elements it uses.
 */
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
