import type { DocumentLike } from './types';

/** id of the `<script type="application/json">` holding the server-embedded root model */
export const INITIAL_STATE_ID = '__INITIAL_STATE__';

/** on a `<brand-page>` whose elements the server rendered (src/server/renderPage.ts); its state follows them */
export const SERVER_RENDERED_ATTRIBUTE = 'data-brand-server-rendered';

/** Content of `<meta property="…">`, or null (no document, no tag, or a document that cannot be queried). */
export function readMeta(doc: DocumentLike | null | undefined, property: string): string | null {
  if (!doc || typeof doc.querySelector !== 'function') return null;
  try {
    return doc.querySelector(`meta[property="${property}"]`)?.getAttribute('content') ?? null;
  } catch {
    return null;
  }
}

/** The global document and location when running in a browser; undefined in Node. */
export function globalDocument(): DocumentLike | undefined {
  const doc = (globalThis as { document?: DocumentLike }).document;
  return doc && typeof doc.querySelector === 'function' ? doc : undefined;
}

export function globalLocation(): { pathname: string; search?: string; href?: string } | undefined {
  return (globalThis as { location?: { pathname: string; search?: string; href?: string } }).location;
}
