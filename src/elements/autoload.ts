import { ELEMENT_MODULES } from './registry';
import { loadElement } from './loadElement';

/**
 * The loader's runtime, imported by dist/loader.js once it has started the early requests: loads
 * each element's code the first time its tag appears in the document (now or later), so a page
 * pays only for the elements it uses, and `<brand-page>`'s code when a page appears.
 */
const PAGE_TAG = 'brand-page';
const loadPage = () => import('./brand-page');

function scan(root: ParentNode): void {
  if (!customElements.get(PAGE_TAG) && root.querySelector(PAGE_TAG)) void loadElement(PAGE_TAG, loadPage);
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
        if (tag === PAGE_TAG) void loadElement(PAGE_TAG, loadPage);
        else if (tag && !customElements.get(tag)) void loadElement(tag);
        if (node instanceof Element && node.firstElementChild) scan(node);
      }
    }
  }).observe(root.documentElement, { childList: true, subtree: true });
}
