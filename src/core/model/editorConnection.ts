/**
 * Whether a page is in Adobe's Universal Editor, and how the editor names the page's nodes. Kept apart
 * from the rest of the editor's rules (universalEditor.ts): every page asks this, only a page in the
 * editor loads the rest (the authoring mode only asks whether the meta is there: authoring.ts).
 */

import { CONNECTION_META_PREFIX } from './authoring';

export { CONNECTION_META_PREFIX };

export interface EditorConnection {
  /** the connection's name: resources are `urn:<name>:<node path>` */
  name: string;
  /** the authoring host the editor writes to (the meta's content after `aem:`) */
  url: string;
}

/** The editor's connection from the document's metas (name → content), or null on a page outside the editor. */
export function connectionOf(metas: Iterable<{ name: string; content: string }>): EditorConnection | null {
  for (const { name, content } of metas) {
    if (!name.startsWith(CONNECTION_META_PREFIX)) continue;
    const connection = name.slice(CONNECTION_META_PREFIX.length);
    const match = /^([a-z][\w-]*):(.+)$/i.exec(content.trim());
    if (/^[\w-]+$/.test(connection) && match?.[2]) return { name: connection, url: match[2] };
  }
  return null;
}

/** A node path as the editor names it: `urn:<connection>:<path>`. */
export function resourceOf(connection: EditorConnection, path: string): string {
  return `urn:${connection.name}:${path}`;
}

/** The node path a resource names, or null for another connection's or anything else. */
export function pathOfResource(connection: EditorConnection, resource: unknown): string | null {
  const prefix = `urn:${connection.name}:`;
  if (typeof resource !== 'string' || !resource.startsWith(prefix)) return null;
  const path = resource.slice(prefix.length);
  return path.startsWith('/') ? path : null;
}

/** The connection a document's metas declare (`<brand-page>` and the authoring mode read it), or null. */
export function documentConnection(doc: { querySelectorAll(selectors: string): Iterable<{ getAttribute(name: string): string | null }> }): EditorConnection | null {
  const metas = [...doc.querySelectorAll(`meta[name^="${CONNECTION_META_PREFIX}"]`)];
  return connectionOf(metas.map((meta) => ({ name: meta.getAttribute('name') ?? '', content: meta.getAttribute('content') ?? '' })));
}
