import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyEditorUpdate, initEditorUpdates } from '../../../src/core/model/editor';
import { AUTHORING_LIBRARIES, AuthoringUtils } from '../../../src/core/model/editorLibraries';
import { ModelManager } from '../../../src/core/model/manager';
import { ModelStore } from '../../../src/core/model/store';
import type { ModelNode } from '../../../src/core/model/types';
import { deepFreeze, fakeDocument, fakeEditorDocument, fakeWindow, pageModel } from './fakes';

const HOME = '/content/brand/us/en/home';
const item = (...keys: string[]) => `${HOME}/jcr:content/${keys.join('/')}`;
const newStore = () => new ModelStore(HOME, deepFreeze(pageModel(HOME)));

afterEach(() => vi.restoreAllMocks());

describe('AuthoringUtils modes', () => {
  it('reads the mode from meta cq:wcmmode or the URL parameter (which wins)', () => {
    const edit = fakeDocument({ meta: { 'cq:wcmmode': 'edit' } });
    expect(AuthoringUtils.getWcmMode(edit, { pathname: '/', search: '' })).toBe('edit');
    expect(AuthoringUtils.getWcmMode(edit, { pathname: '/', search: '?cq:wcmmode=preview' })).toBe('preview');
    expect(AuthoringUtils.getWcmMode(fakeDocument(), { pathname: '/', search: '' })).toBe('disabled');
  });
  it('answers isEditMode, isPreviewMode, isInEditor and isRemoteApp', () => {
    const doc = fakeDocument();
    const edit = { pathname: '/', search: '?cq:wcmmode=edit' };
    const preview = { pathname: '/', search: '?cq:wcmmode=preview' };
    const live = { pathname: '/', search: '' };
    expect(AuthoringUtils.isEditMode(doc, edit)).toBe(true);
    expect(AuthoringUtils.isEditMode(doc, preview)).toBe(false);
    expect(AuthoringUtils.isPreviewMode(doc, preview)).toBe(true);
    expect(AuthoringUtils.isInEditor(doc, edit)).toBe(true);
    expect(AuthoringUtils.isInEditor(doc, preview)).toBe(true);
    expect(AuthoringUtils.isInEditor(doc, live)).toBe(false);
    expect(AuthoringUtils.isRemoteApp(edit)).toBe(true);
    expect(AuthoringUtils.isRemoteApp(live)).toBe(false);
  });
});

describe('editor libraries', () => {
  it("lists Adobe's scripts, stylesheet and cq:datatype meta from the authoring host in edit mode on a remote app", () => {
    const libs = AuthoringUtils.editorLibraries('edit', { remoteApp: true, authoringHost: 'https://author.test/' });
    expect(libs).toEqual([
      { kind: 'script', src: 'https://author.test/etc.clientlibs/cq/gui/components/authoring/editors/clientlibs/internal/messaging.js' },
      { kind: 'script', src: 'https://author.test/etc.clientlibs/cq/gui/components/authoring/editors/clientlibs/utils.js' },
      { kind: 'script', src: 'https://author.test/etc.clientlibs/cq/gui/components/authoring/editors/clientlibs/internal/page.js' },
      {
        kind: 'script',
        src: 'https://author.test/etc.clientlibs/cq/gui/components/authoring/editors/clientlibs/internal/pagemodel/messaging.js',
      },
      { kind: 'stylesheet', href: 'https://author.test/etc.clientlibs/cq/gui/components/authoring/editors/clientlibs/internal/page.css' },
      { kind: 'meta', property: 'cq:datatype', content: 'JSON' },
    ]);
    expect(AUTHORING_LIBRARIES.JS).toHaveLength(4);
  });
  it('loads nothing in preview, live mode or a local app', () => {
    expect(AuthoringUtils.editorLibraries('preview', { remoteApp: true, authoringHost: 'https://a' })).toEqual([]);
    expect(AuthoringUtils.editorLibraries('disabled', { remoteApp: true, authoringHost: 'https://a' })).toEqual([]);
    expect(AuthoringUtils.editorLibraries('edit', { remoteApp: false, authoringHost: 'https://a' })).toEqual([]);
  });
  it('appends them to document.head once', () => {
    const doc = fakeEditorDocument();
    const libs = AuthoringUtils.editorLibraries('edit', { remoteApp: true, authoringHost: '' });
    expect(AuthoringUtils.loadEditorLibraries(doc, libs)).toBe(6);
    expect(doc.head.map((e) => e.tag)).toEqual(['script', 'script', 'script', 'script', 'link', 'meta']);
    expect(doc.head[4]?.attrs).toMatchObject({ rel: 'stylesheet', href: AUTHORING_LIBRARIES.CSS[0] });
    expect(doc.head[5]?.attrs).toEqual({ property: 'cq:datatype', content: 'JSON' });
    expect(AuthoringUtils.loadEditorLibraries(doc, libs)).toBe(0);
    expect(doc.head).toHaveLength(6);
  });
});

describe('applyEditorUpdate', () => {
  it('replace → setData', () => {
    const store = newStore();
    expect(applyEditorUpdate(store, { cmd: 'replace', path: item('root', 'text'), data: { key: 'text', value: { text: 'New' } } })).toBe(true);
    expect(store.getData(item('root', 'text'))).toEqual({ text: 'New' });
  });
  it('delete → removeData', () => {
    const store = newStore();
    expect(applyEditorUpdate(store, { cmd: 'delete', path: item('root', 'text') })).toBe(true);
    expect(store.getData(item('root'))?.[':itemsOrder']).toEqual(['title', 'container']);
  });
  it("delete of an unknown path warns 'Nothing to remove' and leaves the model as it was", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = newStore();
    const before = store.getSnapshot();
    applyEditorUpdate(store, { cmd: 'delete', path: item('root', 'ghost') });
    expect(warn).toHaveBeenCalledWith('Nothing to remove', item('root', 'ghost'));
    expect(store.getSnapshot()).toBe(before);
  });
  it('insertBefore and insertAfter → insertData', () => {
    const store = newStore();
    applyEditorUpdate(store, { cmd: 'insertBefore', path: item('root', 'text'), data: { key: 'a', value: {} } });
    applyEditorUpdate(store, { cmd: 'insertAfter', path: item('root', 'text'), data: { key: 'b', value: {} } });
    expect(store.getData(item('root'))?.[':itemsOrder']).toEqual(['title', 'a', 'text', 'b', 'container']);
  });
  it('accepts the event detail { msg } too', () => {
    const store = newStore();
    expect(applyEditorUpdate(store, { msg: { cmd: 'delete', path: item('root', 'title') } })).toBe(true);
    expect(store.getData(item('root', 'title'))).toBeUndefined();
  });
  it('logs an unsupported command and changes nothing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = newStore();
    const before = store.getSnapshot();
    expect(applyEditorUpdate(store, { cmd: 'move', path: item('root', 'text') })).toBe(false);
    expect(error).toHaveBeenCalledWith('PageModelManager: unsupported command move');
    expect(store.getSnapshot()).toBe(before);
  });
  it('logs a message without cmd or path and changes nothing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = newStore();
    const before = store.getSnapshot();
    expect(applyEditorUpdate(store, { path: item('root', 'text') })).toBe(false);
    expect(applyEditorUpdate(store, { cmd: 'delete' })).toBe(false);
    expect(applyEditorUpdate(store, null)).toBe(false);
    expect(error).toHaveBeenCalledTimes(3);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/needs a cmd and a path/);
    expect(store.getSnapshot()).toBe(before);
  });
  it("logs 'ModelStore is undefined' without a store", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(applyEditorUpdate(undefined, { cmd: 'delete', path: item('root') })).toBe(false);
    expect(error).toHaveBeenCalledWith('ModelStore is undefined');
  });
});

describe('initEditorUpdates', () => {
  const update = (msg: unknown) => new CustomEvent('cq-pagemodel-update', { detail: { msg } });

  async function setup() {
    const manager = new ModelManager();
    await manager.initialize({ model: deepFreeze(pageModel(HOME)) });
    const win = fakeWindow('/');
    const loaded: ModelNode[] = [];
    win.addEventListener('cq-pagemodel-loaded', (event) => loaded.push((event as CustomEvent).detail.model));
    const stop = initEditorUpdates(manager, win);
    return { manager, win, loaded, stop };
  }

  it('applies every update and dispatches cq-pagemodel-loaded with the new root after each', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { manager, win, loaded } = await setup();
    const onText = vi.fn();
    manager.addListener(item('root', 'text'), onText);
    win.dispatchEvent(update({ cmd: 'replace', path: item('root', 'text'), data: { key: 'text', value: { text: 'X' } } }));
    expect(loaded).toHaveLength(1);
    expect(loaded[0]).toBe(manager.getSnapshot());
    expect(onText).toHaveBeenCalledWith({ text: 'X' });
    win.dispatchEvent(update({ cmd: 'delete', path: item('root', 'ghost') }));
    expect(loaded).toHaveLength(2);
    expect(warn).toHaveBeenCalledWith('Nothing to remove', item('root', 'ghost'));
  });

  it('does not broadcast after an unsupported or invalid message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { win, loaded } = await setup();
    win.dispatchEvent(update({ cmd: 'rename', path: item('root', 'text') }));
    win.dispatchEvent(update({ cmd: 'replace' }));
    expect(loaded).toHaveLength(0);
  });

  it('stops listening when uninstalled', async () => {
    const { manager, win, loaded, stop } = await setup();
    stop();
    const before = manager.getSnapshot();
    win.dispatchEvent(update({ cmd: 'delete', path: item('root', 'text') }));
    expect(manager.getSnapshot()).toBe(before);
    expect(loaded).toHaveLength(0);
  });

  it("logs 'ModelStore is undefined' before the manager is initialized", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const win = fakeWindow('/');
    initEditorUpdates(new ModelManager(), win);
    win.dispatchEvent(update({ cmd: 'delete', path: item('root', 'text') }));
    expect(error).toHaveBeenCalledWith('ModelStore is undefined');
  });

  it("throws 'No ModelManager registered.' without a manager", () => {
    expect(() => initEditorUpdates(undefined, fakeWindow('/'))).toThrow('No ModelManager registered.');
  });
});
