import { documentConnection } from '../../core/model/editorConnection';
import {
  applyChange,
  changeOf,
  CONTENT_EVENTS,
  instrumentation,
  PAGE_EDITOR_ID,
  resourceOf,
  type EditableStore,
  type EditorConnection,
} from '../../core/model/universalEditor';
import { authoringStore, readAuthoringMode } from '../../core/stores/authoring';
import type { ModelNode } from '../../core/model/types';

/**
 * The page in Adobe's Universal Editor (loaded by <brand-page> only when the document has the editor's
 * connection meta): every host it renders carries the editor's `data-aue-*` attributes in the light DOM,
 * where the editor's overlay finds them, and the editor's content events are applied to the page model
 * in place, the same keyed store updates the SPA editor's commands make. An applied event stops here, so
 * the editor's own fallback (a reload) never runs; one the page cannot apply is said once and left to it.
 */

function setAttributes(element: Element, attributes: Record<string, string>): void {
  for (const [name, value] of Object.entries(attributes)) if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  // A container that lost its items is a component again: no filter left over.
  if (!('data-aue-filter' in attributes)) element.removeAttribute('data-aue-filter');
}

/** `<brand-page>` itself is the container of the page's top-level components. */
function instrumentPage(page: Element, connection: EditorConnection, contentPath: string): void {
  setAttributes(page, {
    'data-aue-resource': resourceOf(connection, contentPath),
    'data-aue-type': 'container',
    'data-aue-label': 'Page',
    'data-aue-filter': PAGE_EDITOR_ID,
  });
}

/**
 * Starts the editor's support on a `<brand-page>` whose document declares the editor's connection (null
 * when it declares none that can be read): its renderer instruments each host it creates, adopts or gives a
 * new model, and the editor's events are listened to. <brand-page> marks itself for each page it shows.
 */
export function startUniversalEditor(
  page: Element,
  renderer: { instrument?: (element: Element, item: { tag: string; path: string; node: ModelNode }) => void },
  store: () => EditableStore | undefined,
): { instrumentPage(contentPath: string): void; stop(): void } | null {
  const connection = documentConnection(page.ownerDocument);
  if (!connection) {
    console.error('<brand-page>: the Universal Editor\'s connection meta names no connection (urn:adobe:aue:system:<name>, content "aem:<author url>").');
    return null;
  }
  authoringStore.set(readAuthoringMode());
  renderer.instrument = (element, item) => setAttributes(element, instrumentation(connection, item.tag, item.path, item.node));
  return { instrumentPage: (contentPath) => instrumentPage(page, connection, contentPath), stop: listen(page, store, connection) };
}

/**
 * Listens on `<brand-page>` (the editor's events are dispatched on the host it targets and bubble) and on
 * the document for the editor's edit and preview switch. Returns the uninstaller.
 */
export function listen(page: Element, store: () => EditableStore | undefined, connection: EditorConnection, win: Window = window): () => void {
  const onContent = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest('[data-aue-resource]') : null;
    const change = changeOf(connection, event.type, (event as CustomEvent).detail, target?.getAttribute('data-aue-resource'));
    const current = store();
    const applied = typeof change === 'string' ? change : current ? applyChange(current, change) : 'the page has no model yet';
    if (applied !== true) {
      console.error(`<brand-page>: the Universal Editor's ${event.type} was not applied (${applied}); the editor reloads the page.`);
      return;
    }
    event.stopPropagation();
    win.dispatchEvent(new CustomEvent('cq-pagemodel-loaded', { detail: { model: current?.getSnapshot() } }));
  };
  // The editor's switch between editing and previewing: placeholders show only while editing.
  const onEdit = () => authoringStore.set('edit');
  const onPreview = () => authoringStore.set('preview');
  for (const type of CONTENT_EVENTS) page.addEventListener(type, onContent);
  win.document.addEventListener('aue:ui-edit', onEdit);
  win.document.addEventListener('aue:ui-preview', onPreview);
  return () => {
    for (const type of CONTENT_EVENTS) page.removeEventListener(type, onContent);
    win.document.removeEventListener('aue:ui-edit', onEdit);
    win.document.removeEventListener('aue:ui-preview', onPreview);
  };
}
