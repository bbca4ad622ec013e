import { createStore } from './createStore';
import { detectWcmMode, type WcmMode } from '../model/authoring';

function readFromDocument(): WcmMode {
  if (typeof document === 'undefined') return 'disabled';
  const meta = document.querySelector('meta[property="cq:wcmmode"]')?.getAttribute('content');
  return detectWcmMode({ meta, search: location.search });
}

/** The page's authoring mode, read once from the document when first asked for. */
export const authoringStore = createStore<WcmMode>(readFromDocument());
