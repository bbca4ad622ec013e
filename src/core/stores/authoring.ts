import { createStore } from './createStore';
import { detectWcmMode, inUniversalEditor, type WcmMode } from '../model/authoring';

/** The authoring mode the document says: its `cq:wcmmode` meta, the URL, the Universal Editor's connection meta. */
export function readAuthoringMode(): WcmMode {
  if (typeof document === 'undefined') return 'disabled';
  const meta = document.querySelector('meta[property="cq:wcmmode"]')?.getAttribute('content');
  return detectWcmMode({ meta, search: location.search, universalEditor: inUniversalEditor(document) });
}

/**
 * The page's authoring mode, read from the document when first asked for (again when the Universal
 * Editor's support starts: its meta may come later than the first element's code).
 */
export const authoringStore = createStore<WcmMode>(readAuthoringMode());
