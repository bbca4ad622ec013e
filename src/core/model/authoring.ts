/** Authoring (WCM) modes: from meta `cq:wcmmode` or the URL parameter of that name. */

/** `<meta name="urn:adobe:aue:system:<name>" content="aem:<author url>">` puts a page in Adobe's Universal Editor. */
export const CONNECTION_META_PREFIX = 'urn:adobe:aue:system:';

/** Whether a document is in the Universal Editor (its connection: editorConnection.ts). */
export function inUniversalEditor(doc: { querySelector(selectors: string): unknown }): boolean {
  return doc.querySelector(`meta[name^="${CONNECTION_META_PREFIX}"]`) !== null;
}
export const WCM_MODES = ['edit', 'preview', 'disabled'] as const;
export type WcmMode = (typeof WCM_MODES)[number];

export interface AuthoringSource {
  /** content of `<meta property="cq:wcmmode">`, if any */
  meta?: string | null;
  /** the page URL's query string */
  search?: string;
  /** the page is in Adobe's Universal Editor (its connection meta, universalEditor.ts) */
  universalEditor?: boolean;
}

/**
 * The URL parameter wins over the meta tag, so an author can preview a page by URL. A page in the
 * Universal Editor that says neither is edited (its own preview switch changes that later).
 */
export function detectWcmMode(source: AuthoringSource): WcmMode {
  const fromUrl = new URLSearchParams(source.search ?? '').get('cq:wcmmode');
  for (const candidate of [fromUrl, source.meta]) {
    const value = candidate?.trim().toLowerCase();
    if (value && (WCM_MODES as readonly string[]).includes(value)) return value as WcmMode;
  }
  return source.universalEditor ? 'edit' : 'disabled';
}

/**
 * The editor's placeholders (an empty element's label, "add slides" …) show in edit mode only: preview
 * shows the page as it will be published. Every element asks this, the server too.
 */
export function showsEditorPlaceholders(mode: WcmMode): boolean {
  return mode === 'edit';
}

/** Edit and preview are the authoring modes: everything shows, gates are skipped. */
export function isAuthoringMode(mode: WcmMode): boolean {
  return mode === 'edit' || mode === 'preview';
}
