/**
 * The SPA editor's libraries on an authoring page: WCM mode detection and Adobe's editor client libraries,
 * loaded in authoring only (<brand-page> imports this module there: a published page never downloads it).
 */
import { detectWcmMode, isAuthoringMode, type WcmMode } from './authoring';
import { globalDocument, globalLocation, readMeta } from './dom';
import { META_WCM_MODE } from './messages';
import type { DocumentLike, LocationLike } from './types';

/** Adobe's editor client libraries (AuthoringUtils.AUTHORING_LIBRARIES of @adobe/aem-spa-page-model-manager). */
export const EDITOR_CLIENTLIB_PATH = '/etc.clientlibs/cq/gui/components/authoring/editors/clientlibs/';
export const AUTHORING_LIBRARIES = {
  JS: [
    `${EDITOR_CLIENTLIB_PATH}internal/messaging.js`,
    `${EDITOR_CLIENTLIB_PATH}utils.js`,
    `${EDITOR_CLIENTLIB_PATH}internal/page.js`,
    `${EDITOR_CLIENTLIB_PATH}internal/pagemodel/messaging.js`,
  ],
  CSS: [`${EDITOR_CLIENTLIB_PATH}internal/page.css`],
  META: { 'cq:datatype': 'JSON' } as Record<string, string>,
} as const;

export type EditorLibrary =
  | { kind: 'script'; src: string }
  | { kind: 'stylesheet'; href: string }
  | { kind: 'meta'; property: string; content: string };

type Env = { doc?: DocumentLike | null; location?: LocationLike | null };

function resolveEnv(doc?: DocumentLike | null, location?: LocationLike | null): Required<Env> {
  return { doc: doc ?? globalDocument() ?? null, location: location ?? globalLocation() ?? null };
}

function getWcmMode(doc?: DocumentLike | null, location?: LocationLike | null): WcmMode {
  const env = resolveEnv(doc, location);
  return detectWcmMode({ meta: readMeta(env.doc, META_WCM_MODE), search: env.location?.search ?? '' });
}

/** A remote app is one opened with the `cq:wcmmode` URL parameter (the editor frames it from another host). */
function isRemoteApp(location?: LocationLike | null): boolean {
  const search = (location ?? globalLocation())?.search ?? '';
  return new URLSearchParams(search).has(META_WCM_MODE);
}

/**
 * What the editor needs on the page: Adobe's scripts, stylesheet and `<meta property="cq:datatype"
 * content="JSON">`, from the authoring host. As in Adobe's SDK, they are loaded only in edit mode on a
 * remote app (an app served by AEM itself gets them from its page component).
 */
function editorLibraries(mode: WcmMode, options: { remoteApp: boolean; authoringHost?: string }): EditorLibrary[] {
  if (mode !== 'edit' || !options.remoteApp) return [];
  const host = (options.authoringHost ?? '').replace(/\/+$/, '');
  return [
    ...AUTHORING_LIBRARIES.JS.map((src): EditorLibrary => ({ kind: 'script', src: host + src })),
    ...AUTHORING_LIBRARIES.CSS.map((href): EditorLibrary => ({ kind: 'stylesheet', href: host + href })),
    ...Object.entries(AUTHORING_LIBRARIES.META).map(
      ([property, content]): EditorLibrary => ({ kind: 'meta', property, content }),
    ),
  ];
}

export interface EditorDocument {
  createElement(tagName: string): { setAttribute(name: string, value: string): void };
  head: { appendChild(node: never): unknown };
  querySelector?(selectors: string): unknown;
}

/**
 * Appends the editor libraries to `<head>`. This is the only place the core writes to `document.head`:
 * the AEM editor finds its messaging scripts and the `cq:datatype` meta there, so they cannot live in a
 * shadow root. Already present entries are not added twice.
 */
function loadEditorLibraries(doc: EditorDocument, libs: readonly EditorLibrary[]): number {
  let added = 0;
  for (const lib of libs) {
    const [tag, selector, attributes] =
      lib.kind === 'script'
        ? ['script', `script[src="${lib.src}"]`, { src: lib.src, type: 'text/javascript' }]
        : lib.kind === 'stylesheet'
          ? ['link', `link[href="${lib.href}"]`, { rel: 'stylesheet', type: 'text/css', href: lib.href }]
          : ['meta', `meta[property="${lib.property}"]`, { property: lib.property, content: lib.content }];
    if (typeof doc.querySelector === 'function' && doc.querySelector(selector)) continue;
    const element = doc.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    doc.head.appendChild(element as never);
    added += 1;
  }
  return added;
}

export const AuthoringUtils = {
  getWcmMode,
  isEditMode: (doc?: DocumentLike | null, location?: LocationLike | null) => getWcmMode(doc, location) === 'edit',
  isPreviewMode: (doc?: DocumentLike | null, location?: LocationLike | null) => getWcmMode(doc, location) === 'preview',
  /** edit or preview: everything shows, gates and geofencing are skipped */
  isInEditor: (doc?: DocumentLike | null, location?: LocationLike | null) => isAuthoringMode(getWcmMode(doc, location)),
  isRemoteApp,
  editorLibraries,
  loadEditorLibraries,
  EDITOR_CLIENTLIB_PATH,
  AUTHORING_LIBRARIES,
} as const;
