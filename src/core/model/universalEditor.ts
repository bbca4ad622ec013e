/**
 * Adobe's Universal Editor, beside the SPA editor's protocol (editor.ts): whether a page is in it (its
 * connection meta), what each element host carries for it (`data-aue-*`), and what each of its content
 * events changes in the page model. Pure: the DOM glue is src/elements/page/universalEditor.ts, the
 * definition files come from scripts/universalEditor.mjs; whether a page is in the editor at all is
 * editorConnection.ts (small: every page asks it).
 */
import { isRecord } from '../isRecord';
import { splitItemPath } from './paths';
import { pathOfResource, resourceOf, type EditorConnection } from './editorConnection';
import type { ModelNode, ModelUpdateData } from './types';

export { CONNECTION_META_PREFIX, connectionOf, pathOfResource, resourceOf, type EditorConnection } from './editorConnection';

/** The id of an element's component, model and filter in the definition files: its tag without `brand-`. */
export function editorId(tag: string): string {
  return tag.replace(/^brand-/, '');
}

/** An element's name for authors: `brand-add-to-cart` → "Add to cart" (the component's title in the definition). */
export function editorLabel(tag: string): string {
  const words = editorId(tag).replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The filter and label of the page itself, a container of its top-level components. */
export const PAGE_EDITOR_ID = 'page';

/** Whether a node holds components (`:items`): the editor's container, else a component. */
export function holdsItems(node: ModelNode): boolean {
  return isRecord(node[':items']) || Array.isArray(node[':itemsOrder']);
}

/** An experience fragment's items (AEM exports them inline) are its own page's: edited there, never added to here. */
const FRAGMENT_TAG = 'brand-experience-fragment';

/** The `data-aue-*` attributes of an element host at `path` rendering `node` as `tag`. */
export function instrumentation(connection: EditorConnection, tag: string, path: string, node: ModelNode): Record<string, string> {
  const id = editorId(tag);
  const container = holdsItems(node) && tag !== FRAGMENT_TAG;
  return {
    'data-aue-resource': resourceOf(connection, path),
    'data-aue-type': container ? 'container' : 'component',
    'data-aue-model': id,
    'data-aue-label': editorLabel(tag),
    ...(container ? { 'data-aue-filter': id } : {}),
  };
}

/** What an editor event changes in the page model, in model paths. */
export type EditorChange =
  | { kind: 'set'; path: string; field: string; value: unknown }
  | { kind: 'remove'; path: string }
  /** a new component (add: `node`) or a copy of one (copy: `copyOf`), named `key`, in `container`, before `before` or last */
  | { kind: 'insert'; container: string; key: string; node?: ModelNode; copyOf?: string; before?: string }
  | { kind: 'move'; path: string; container: string; before?: string };

/** The content events the page applies itself; the editor's other events are left to it. */
export const CONTENT_EVENTS = ['aue:content-patch', 'aue:content-update', 'aue:content-remove', 'aue:content-add', 'aue:content-move', 'aue:content-copy'] as const;
export type ContentEvent = (typeof CONTENT_EVENTS)[number];

const resourceIn = (value: unknown): unknown => (isRecord(value) ? value.resource : value);

/** A field name the model may take: no model keys (`:type`, `:items` …) and nothing that reaches an object's prototype. */
function isFieldName(name: unknown): name is string {
  return typeof name === 'string' && /^[A-Za-z_][\w-]*$/.test(name) && !['__proto__', 'constructor', 'prototype'].includes(name);
}

/** The last segment of a node path: a component's name in its container. */
const nameOf = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/** A component's name, or null for a page's content node (`jcr:content`), which is no component. */
function keyOf(path: string): string | null {
  const key = nameOf(path);
  return key && key !== 'jcr:content' ? key : null;
}

/** A node path that can hold items: the page's content node (`<page>/jcr:content`) or an item below it. */
function isContentPath(path: string): boolean {
  return splitItemPath(path).pagePath !== path;
}

/**
 * The change one content event asks for, read from its `detail` as the editor sends it (Adobe's
 * universal-editor-cors: patch `{ patch: { name, value }, request: { target: { resource } } }`, update
 * `{ value, request: { target: { resource, prop } } }`, remove `{ resource }`, add `{ request: { target:
 * { container }, content: { <plugin>: { page: { resourceType, template } } } }, response: { resource } }`,
 * move `{ component, to, before }`, copy `{ target: { container, before }, response: { resource } }` with
 * the copied element as the event's target: `targetResource`). A string saying what is wrong when it cannot.
 */
export function changeOf(connection: EditorConnection, type: string, detail: unknown, targetResource?: string | null): EditorChange | string {
  if (!isRecord(detail)) return 'it has no detail';
  const request = isRecord(detail.request) ? detail.request : {};
  const target = isRecord(request.target) ? request.target : {};
  const response = isRecord(detail.response) ? detail.response : {};
  const path = (value: unknown) => pathOfResource(connection, resourceIn(value));
  switch (type) {
    case 'aue:content-patch':
    case 'aue:content-update': {
      const at = path(target.resource);
      const patch = isRecord(detail.patch) ? detail.patch : undefined;
      const field = type === 'aue:content-patch' ? patch?.name : target.prop;
      if (!at) return 'it names no resource of this page';
      if (!isFieldName(field)) return 'it names no field';
      if (type === 'aue:content-patch' && !(patch && 'value' in patch)) return 'its patch has no value';
      if (type === 'aue:content-update' && !('value' in detail)) return 'it has no value';
      return { kind: 'set', path: at, field, value: type === 'aue:content-patch' ? patch?.value : detail.value };
    }
    case 'aue:content-remove': {
      const at = path(detail.resource) ?? path(target.component);
      return at && keyOf(at) ? { kind: 'remove', path: at } : 'it names no component of this page';
    }
    case 'aue:content-add': {
      const container = path(target.container);
      const created = path(response.resource);
      const content = isRecord(request.content) ? request.content : {};
      const plugin = Object.values(content).find((value) => isRecord(value) && isRecord(value.page));
      const page = isRecord(plugin) && isRecord(plugin.page) ? plugin.page : undefined;
      const key = created ? keyOf(created) : null;
      if (!container || !isContentPath(container)) return 'it names no container of this page';
      if (!created || !key || created !== `${container}/${key}`) return 'its answer names no new component in that container';
      if (!page || typeof page.resourceType !== 'string' || !page.resourceType) return 'it names no resource type';
      const template = isRecord(page.template) ? page.template : {};
      const node: ModelNode = { ...template, ':type': page.resourceType };
      return { kind: 'insert', container, key, node, ...(path(detail.before) ? { before: path(detail.before) as string } : {}) };
    }
    case 'aue:content-move': {
      const at = path(detail.component);
      const container = path(detail.to);
      if (!at || !keyOf(at)) return 'it names no component of this page';
      if (!container || !isContentPath(container)) return 'it names no container of this page';
      const before = path(detail.before);
      return { kind: 'move', path: at, container, ...(before ? { before } : {}) };
    }
    case 'aue:content-copy': {
      const source = pathOfResource(connection, targetResource);
      const copyTarget = isRecord(detail.target) ? detail.target : {};
      const container = path(copyTarget.container);
      const created = path(response.resource);
      const key = created ? keyOf(created) : null;
      if (!source || !keyOf(source)) return 'it was sent to no component of this page';
      if (!container || !isContentPath(container)) return 'it names no container of this page';
      if (!created || !key || created !== `${container}/${key}`) return 'its answer names no new component in that container';
      const before = path(copyTarget.before);
      return { kind: 'insert', container, key, copyOf: source, ...(before ? { before } : {}) };
    }
    default:
      return `the page does not apply ${type}`;
  }
}

/** The store operations the events need (the model manager's ModelStore). */
export interface EditableStore {
  getData(path: string): ModelNode | undefined;
  setData(path: string, data: ModelUpdateData): boolean;
  removeData(path: string): boolean;
  getSnapshot(): ModelNode | undefined;
}

/** A container's render order: `:itemsOrder`, then the items it leaves out (as the page renders them). */
function orderOf(node: ModelNode): string[] {
  const listed = Array.isArray(node[':itemsOrder']) ? node[':itemsOrder'].filter((key): key is string => typeof key === 'string') : [];
  const items = isRecord(node[':items']) ? Object.keys(node[':items']) : [];
  return [...listed, ...items.filter((key) => !listed.includes(key))];
}

const parentOf = (path: string) => path.slice(0, path.lastIndexOf('/'));

/** `container` with `node` put under `key`, before its item at `before` or last (a copy: nothing given is changed). */
function withItem(container: ModelNode, key: string, node: ModelNode, before?: string): ModelNode {
  const items: Record<string, ModelNode> = { ...(isRecord(container[':items']) ? (container[':items'] as Record<string, ModelNode>) : {}) };
  Object.defineProperty(items, key, { value: node, enumerable: true, writable: true, configurable: true });
  return { ...container, ':items': items, ':itemsOrder': orderWith(orderOf(container), key, before === undefined ? undefined : nameOf(before)) };
}

/**
 * Applies one change to the page model's store, as keyed updates (a node not changed keeps its identity, so
 * the page touches only what changed); true, or what stopped it (nothing is changed then).
 */
export function applyChange(store: EditableStore, change: EditorChange): true | string {
  switch (change.kind) {
    case 'set': {
      const node = store.getData(change.path);
      if (!node) return `the page has nothing at ${change.path}`;
      store.setData(change.path, { value: { ...node, [change.field]: change.value } });
      return true;
    }
    case 'remove':
      if (!store.getData(change.path)) return `the page has nothing at ${change.path}`;
      store.removeData(change.path);
      return true;
    case 'insert': {
      const container = store.getData(change.container);
      const node = change.node ?? (change.copyOf ? store.getData(change.copyOf) : undefined);
      if (!container) return `the page has no container at ${change.container}`;
      if (!node) return `the page has nothing at ${change.copyOf}`;
      if (store.getData(`${change.container}/${change.key}`)) return `${change.container} already holds ${change.key}`;
      const before = change.before && parentOf(change.before) === change.container ? change.before : undefined;
      store.setData(change.container, { value: withItem(container, change.key, node, before) });
      return true;
    }
    case 'move': {
      const node = store.getData(change.path);
      const from = parentOf(change.path);
      const key = nameOf(change.path);
      const before = change.before && parentOf(change.before) === change.container ? change.before : undefined;
      if (!node) return `the page has nothing at ${change.path}`;
      const container = store.getData(change.container);
      if (!container) return `the page has no container at ${change.container}`;
      if (from === change.container) {
        // Within one container: only the order changes, every element stays the node it was.
        store.setData(change.container, { value: { ...container, ':itemsOrder': orderWith(orderOf(container), key, before && nameOf(before)) } });
        return true;
      }
      if (store.getData(`${change.container}/${key}`)) return `${change.container} already holds ${key}`;
      if (change.container.startsWith(`${change.path}/`)) return `${change.path} cannot move into itself`;
      store.removeData(change.path);
      store.setData(change.container, { value: withItem(store.getData(change.container) ?? container, key, node, before) });
      return true;
    }
  }
}

/** A container's `:itemsOrder` after `key` is placed before `before` (last when it is not there), without it anywhere else. */
export function orderWith(order: readonly string[], key: string, before?: string): string[] {
  const rest = order.filter((name) => name !== key);
  const at = before === undefined ? -1 : rest.indexOf(before);
  if (at < 0) return [...rest, key];
  return [...rest.slice(0, at), key, ...rest.slice(at)];
}
