/**
 * The authoring editor's `cq-pagemodel-update` messages applied to the store (the editor's libraries and WCM mode
 * detection: editorLibraries.ts, loaded only in authoring).
 */
import { isRecord } from '../isRecord';
import {
  EVENT_PAGE_MODEL_LOADED,
  EVENT_PAGE_MODEL_UPDATE,
  INVALID_UPDATE,
  NO_MODEL_MANAGER,
  STORE_UNDEFINED,
  UNSUPPORTED_COMMAND,
} from './messages';
import type { EditorUpdateMessage, InsertPosition, ModelNode, ModelUpdateData } from './types';

/** The store operations an editor update needs (a ModelStore). */
export interface UpdatableStore {
  setData(path: string, data: ModelUpdateData): unknown;
  removeData(path: string): unknown;
  insertData(path: string, data: ModelUpdateData<ModelNode>, position: InsertPosition): unknown;
}

/**
 * Applies one editor message `{ cmd, path, data }` (also accepted: the event detail `{ msg }`).
 * Returns true when a supported command was applied, false (with console.error) otherwise.
 */
export function applyEditorUpdate(store: UpdatableStore | undefined | null, message: unknown): boolean {
  const msg = (isRecord(message) && isRecord(message.msg) ? message.msg : message) as EditorUpdateMessage | undefined;
  if (!isRecord(msg) || typeof msg.cmd !== 'string' || !msg.cmd || typeof msg.path !== 'string' || !msg.path) {
    console.error(INVALID_UPDATE, message);
    return false;
  }
  if (!store) {
    console.error(STORE_UNDEFINED);
    return false;
  }
  const { cmd, path } = msg;
  const data = msg.data as ModelUpdateData;
  switch (cmd) {
    case 'replace':
      store.setData(path, data);
      return true;
    case 'delete':
      store.removeData(path);
      return true;
    case 'insertBefore':
    case 'insertAfter':
      store.insertData(path, data as ModelUpdateData<ModelNode>, cmd === 'insertBefore' ? 'before' : 'after');
      return true;
    default:
      console.error(`${UNSUPPORTED_COMMAND} ${cmd}`);
      return false;
  }
}

export interface EditorManager {
  readonly store: UpdatableStore & { getSnapshot(): ModelNode | undefined };
}

export interface EditorWindow {
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
  dispatchEvent(event: Event): boolean;
}

/**
 * Listens to `cq-pagemodel-update` on `win`, applies each message to the manager's store and, after
 * every applied update, dispatches `cq-pagemodel-loaded` with the new root model. Returns the uninstaller.
 */
export function initEditorUpdates(manager: EditorManager | undefined | null, win: EditorWindow): () => void {
  if (!manager) throw new Error(NO_MODEL_MANAGER);
  const onUpdate = (event: Event) => {
    let store: EditorManager['store'] | undefined;
    try {
      store = manager.store;
    } catch {
      store = undefined;
    }
    if (!applyEditorUpdate(store, (event as CustomEvent).detail) || !store) return;
    win.dispatchEvent(new CustomEvent(EVENT_PAGE_MODEL_LOADED, { detail: { model: store.getSnapshot() } }));
  };
  win.addEventListener(EVENT_PAGE_MODEL_UPDATE, onUpdate);
  return () => win.removeEventListener(EVENT_PAGE_MODEL_UPDATE, onUpdate);
}
