/**
 * Shared types of the framework-free page model core.
 * A node of the JSON page model as AEM's Sling Model Exporter writes it.
 */
export interface ModelNode {
  /** resource type, e.g. `brand/components/text` */
  ':type'?: string;
  /** child components, keyed by node name */
  ':items'?: Record<string, ModelNode>;
  /** render order of `:items` keys */
  ':itemsOrder'?: string[];
  /** page path (pages only), e.g. `/content/brand/us/en/home` */
  ':path'?: string;
  /** child pages of an app root or page, keyed by page path */
  ':children'?: Record<string, ModelNode>;
  ':hierarchyType'?: string;
  [field: string]: unknown;
}

/** `{ key, value }` as the AEM editor sends it with `replace`, `insertBefore` and `insertAfter`. */
export interface ModelUpdateData<V = unknown> {
  key?: string;
  value: V;
}

export type InsertPosition = 'before' | 'after';

/** A path listener. It gets the new data at its path (undefined when it was removed). */
export type ModelListener = (data?: ModelNode) => void;

/** The slice of an element the core reads (`getAttribute`, `textContent`). */
export interface ElementLike {
  getAttribute(name: string): string | null;
  textContent?: string | null;
}

/** The slice of `document` the core reads: meta tags and the initial state script. */
export interface DocumentLike {
  querySelector(selectors: string): ElementLike | null;
  getElementById?(elementId: string): ElementLike | null;
}

export interface LocationLike {
  pathname: string;
  search?: string;
  href?: string;
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<ResponseLike>;

/** The slice of a fetch Response the client reads. */
export interface ResponseLike {
  status?: number;
  ok?: boolean;
  statusText?: string;
  text?: () => Promise<string>;
  json?: () => Promise<unknown>;
}

/** Editor update message (`cq-pagemodel-update` event, `detail.msg`). */
export interface EditorUpdateMessage {
  cmd?: string;
  path?: string;
  data?: ModelUpdateData;
}
