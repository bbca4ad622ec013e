/** The framework-free page model core: no React, MUI, Emotion or element code is imported here. */
export * from './types';
export * as messages from './messages';
export {
  CLIENT_UNDEFINED,
  STORE_UNDEFINED,
  AUTHORING_UTILS_UNDEFINED,
  NO_MODEL_MANAGER,
  NO_MODEL_CLIENT,
  NON_BROWSER,
  COMPONENT_NOT_MAPPED,
  HYDRATION_ERROR,
  FETCH_REJECTED,
  ROOT_URL_MISSING,
  NOTHING_TO_REMOVE,
  EVENT_PAGE_MODEL_LOADED,
  EVENT_ROUTE_CHANGED,
  EVENT_PAGE_MODEL_UPDATE,
} from './messages';
export { PathUtils } from './pathUtils';
export {
  toModelUrl,
  getContextPath,
  sanitize,
  itemPath,
  splitItemPath,
  isItemPath,
  normalizeModelPath,
  addExtension,
  removeExtension,
  addSelector,
  externalize,
} from './paths';
export { ModelClient, ModelFetchError, type ModelClientOptions } from './client';
export { ModelStore, resolvePath } from './store';
export {
  ModelManager,
  modelManager,
  ModelManagerAPI,
  readInitialState,
  INITIAL_STATE_ID,
  type ModelManagerConfig,
  type GetDataConfig,
} from './manager';
export { initRouter, isRouteExcluded, isRouterEnabled, type RouterEnv, type RouterWindow } from './router';
export { applyEditorUpdate, initEditorUpdates } from './editor';
export { AuthoringUtils, AUTHORING_LIBRARIES, EDITOR_CLIENTLIB_PATH, type EditorLibrary } from './editorLibraries';
export { readMeta } from './dom';
