import { ELEMENT_MODULES } from './registry';
import { codeLoaded, loadElement } from './loadElement';
import { codeRequested, codeSettled } from '../core/stores/elementCode';
import { loadsNow, startIslands } from './page/islands';

/**
 * The loader's runtime, imported by dist/loader.js once it has started the early requests: loads
 * each element's code the first time its tag appears in the document (now or later), so a page
 * pays only for the elements it uses, and `<brand-page>`'s code when a page appears.
 */
const PAGE_TAG = 'brand-page';
const loadPage = () => import('./brand-page');

/**
 * Loads the code of the element types in `root`. For the page's own HTML (`inHtml`), the runtime
 * renders its elements top to bottom meanwhile (elementCode.ts codeOrderHold): one whose code
 * arrives early waits, for a while, for the code of those above it. Elements added later (by
 * `<brand-page>`, which waits for its code itself, or by a script) do not wait.
 */
function scan(root: ParentNode, inHtml = false): void {
  const load = (tag: string, importer?: () => Promise<unknown>) => {
    const loading = loadElement(tag, importer);
    if (!inHtml) return;
    codeRequested(tag);
    void loading.then(() => codeSettled(tag));
  };
  if (!codeLoaded(PAGE_TAG) && root.querySelector(PAGE_TAG)) load(PAGE_TAG, loadPage);
  const seen = new Set<string>();
  for (const tag of Object.keys(ELEMENT_MODULES)) {
    // A server-rendered element asleep (page/islands.ts) loads its code when its policy says.
    if (!codeLoaded(tag) && !seen.has(tag) && [...root.querySelectorAll(tag)].some(loadsNow)) {
      seen.add(tag);
      load(tag);
    }
  }
}

function elementTag(node: Node): string | undefined {
  return node instanceof Element && node.localName.startsWith('brand-') ? node.localName : undefined;
}

export function startLoader(root: Document = document): void {
  scan(root, true);
  startIslands(root);
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        const tag = elementTag(node);
        if (tag === PAGE_TAG) void loadElement(PAGE_TAG, loadPage);
        else if (tag && !codeLoaded(tag) && loadsNow(node as Element)) void loadElement(tag);
        if (node instanceof Element && node.firstElementChild) scan(node);
      }
    }
  }).observe(root.documentElement, { childList: true, subtree: true });
}
