import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModelManager, ModelManagerAPI, modelManager } from '../../../src/core/model/manager';
import * as messages from '../../../src/core/model/messages';
import type { ModelNode } from '../../../src/core/model/types';
import { deepFreeze, deferred, fakeDocument, fakeFetch, pageModel, response } from './fakes';

const HOME = '/content/brand/us/en/home';
const ABOUT = '/content/brand/us/en/about';
const item = (...keys: string[]) => `${HOME}/jcr:content/${keys.join('/')}`;
const at = (pathname: string, search = '') => ({ pathname, search });

afterEach(() => vi.restoreAllMocks());

function setup(routes: Parameters<typeof fakeFetch>[0] = {}) {
  const fetch = fakeFetch({
    [`${HOME}.model.json`]: response(200, pageModel(HOME)),
    [`${ABOUT}.model.json`]: response(200, { ...pageModel(ABOUT), title: 'About' }),
    ...routes,
  });
  return { fetch, manager: new ModelManager() };
}

describe('messages', () => {
  it('has the section 8 texts verbatim', () => {
    expect(messages.CLIENT_UNDEFINED).toBe('ModelClient is undefined. Call initialize first!');
    expect(messages.STORE_UNDEFINED).toBe('ModelStore is undefined');
    expect(messages.AUTHORING_UTILS_UNDEFINED).toBe('AuthoringUtils is undefined');
    expect(messages.NO_MODEL_MANAGER).toBe('No ModelManager registered.');
    expect(messages.NO_MODEL_CLIENT).toBe('No ModelClient registered.');
    expect(messages.NON_BROWSER).toBe(
      'Attempting to retrieve model data from a non-browser. Please provide the initial data with the property key model',
    );
    expect(messages.COMPONENT_NOT_MAPPED).toBe('Component not mapped for resourcetype');
    expect(messages.HYDRATION_ERROR).toBe('Error while hydrating application');
    expect(messages.ROOT_URL_MISSING).toBe('Provide root model url to initialize ModelManager.');
  });
});

describe('ModelManager.initialize', () => {
  it('fetches config.modelUrl first', async () => {
    const { fetch, manager } = setup();
    const doc = fakeDocument({ meta: { 'cq:pagemodel_root_url': `${ABOUT}.model.json` } });
    const root = await manager.initialize({ modelUrl: `${HOME}.model.json`, fetch, document: doc, location: at('/x.html') });
    expect(root[':path']).toBe(HOME);
    expect(fetch.calls.map((c) => c.url)).toEqual([`${HOME}.model.json`]);
    expect(manager.rootPath).toBe(HOME);
  });

  it('falls back to the meta tag, then to the current path', async () => {
    const meta = setup();
    await meta.manager.initialize({
      fetch: meta.fetch,
      document: fakeDocument({ meta: { 'cq:pagemodel_root_url': `${HOME}.model.json` } }),
      location: at(`${HOME}.html`),
    });
    expect(meta.fetch.calls.map((c) => c.url)).toEqual([`${HOME}.model.json`]);

    const path = setup();
    await path.manager.initialize({ fetch: path.fetch, document: fakeDocument(), location: at(`${HOME}.html`, '?q=1') });
    expect(path.fetch.calls.map((c) => c.url)).toEqual([`${HOME}.model.json`]);
  });

  it('prefixes fetches with the api host', async () => {
    const fetch = fakeFetch({ [`https://api.test${HOME}.model.json`]: response(200, pageModel(HOME)) });
    await new ModelManager().initialize({ modelUrl: `${HOME}.model.json`, apiHost: 'https://api.test', fetch });
    expect(fetch.calls[0]?.url).toBe(`https://api.test${HOME}.model.json`);
  });

  it("rejects with 'Provide root model url to initialize ModelManager.' when no URL can be found", async () => {
    const { fetch, manager } = setup();
    await expect(manager.initialize({ fetch, document: fakeDocument(), location: at('') })).rejects.toThrow(
      new Error('Provide root model url to initialize ModelManager.'),
    );
    expect(fetch.calls).toHaveLength(0);
  });

  it('rejects with the non-browser message without document, location, model or URL', async () => {
    const { fetch, manager } = setup();
    await expect(manager.initialize({ fetch })).rejects.toThrow(messages.NON_BROWSER);
  });

  it('uses the __INITIAL_STATE__ script without fetching', async () => {
    const { fetch, manager } = setup();
    const doc = fakeDocument({ initialState: JSON.stringify(pageModel(HOME)) });
    const root = await manager.initialize({ fetch, document: doc, location: at(`${HOME}.html`) });
    expect(root.title).toBe('Home');
    expect(fetch.calls).toHaveLength(0);
    expect(manager.rootPath).toBe(HOME);
  });

  it('ignores an invalid __INITIAL_STATE__ (logged) and fetches', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fetch, manager } = setup();
    await manager.initialize({ fetch, document: fakeDocument({ initialState: '{oops' }), location: at(`${HOME}.html`) });
    expect(error).toHaveBeenCalled();
    expect(fetch.calls).toHaveLength(1);
  });

  it('uses config.model without fetching', async () => {
    const { fetch, manager } = setup();
    const model = deepFreeze(pageModel(HOME));
    expect(await manager.initialize({ model, fetch })).toBe(model);
    expect(fetch.calls).toHaveLength(0);
  });

  it('rejects with the fetch error of the root model', async () => {
    const { fetch, manager } = setup({ [`${HOME}.model.json`]: response(500) });
    await expect(manager.initialize({ modelUrl: `${HOME}.model.json`, fetch })).rejects.toMatchObject({ status: 500 });
    await expect(manager.getData()).rejects.toThrow(messages.STORE_UNDEFINED);
  });

  it('resolves with the error page model when an error page root is set', async () => {
    const { fetch, manager } = setup({
      [`${HOME}.model.json`]: response(404),
      '/content/errors/404.model.json': response(200, { title: 'Not found' }),
    });
    const root = await manager.initialize({ modelUrl: `${HOME}.model.json`, errorPageRoot: '/content/errors/', fetch });
    expect(root.title).toBe('Not found');
  });

  it('loads the current page into :children when the root comes from the meta tag (as Adobe does)', async () => {
    const app = '/content/brand/us/en';
    const { fetch, manager } = setup({ [`${app}.model.json`]: response(200, { ':path': app, ':children': {} }) });
    const doc = fakeDocument({ meta: { 'cq:pagemodel_root_url': `${app}.model.json` } });
    const root = await manager.initialize({ fetch, document: doc, location: at(`${ABOUT}.html`) });
    expect(root[':children']?.[ABOUT]?.title).toBe('About');
    expect(fetch.calls.map((c) => c.url)).toEqual([`${app}.model.json`, `${ABOUT}.model.json`]);
  });

  it('re-initializes cleanly: new root, old store dropped, listeners kept', async () => {
    const { fetch, manager } = setup();
    await manager.initialize({ modelUrl: `${HOME}.model.json`, fetch });
    const firstStore = manager.store;
    const listener = vi.fn();
    manager.addListener(HOME, listener);
    const root = await manager.initialize({ modelUrl: `${ABOUT}.model.json`, fetch });
    expect(root.title).toBe('About');
    expect(manager.store).not.toBe(firstStore);
    expect(manager.rootPath).toBe(ABOUT);
    expect(await manager.getData()).toBe(root);
    firstStore.setData(item('root', 'text'), { value: { text: 'stale' } });
    expect(manager.getSnapshot()).toBe(root);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('lets the later of two overlapping initializations win', async () => {
    const slow = deferred<ReturnType<typeof response>>();
    const { fetch, manager } = setup({ [`${HOME}.model.json`]: () => slow.promise });
    const first = manager.initialize({ modelUrl: `${HOME}.model.json`, fetch });
    await manager.initialize({ modelUrl: `${ABOUT}.model.json`, fetch });
    slow.resolve(response(200, pageModel(HOME)));
    await first;
    expect(manager.rootPath).toBe(ABOUT);
  });
});

describe('ModelManager.getData', () => {
  it("rejects before initialize with 'ModelClient is undefined. Call initialize first!'", async () => {
    await expect(new ModelManager().getData('/content/x')).rejects.toThrow(
      new Error('ModelClient is undefined. Call initialize first!'),
    );
    expect(() => new ModelManager().client).toThrow(messages.CLIENT_UNDEFINED);
    expect(() => new ModelManager().store).toThrow(messages.STORE_UNDEFINED);
  });

  it('waits for a running initialization', async () => {
    const gate = deferred<ReturnType<typeof response>>();
    const { fetch, manager } = setup({ [`${HOME}.model.json`]: () => gate.promise });
    const init = manager.initialize({ modelUrl: `${HOME}.model.json`, fetch });
    const data = manager.getData(item('root', 'text'));
    gate.resolve(response(200, pageModel(HOME)));
    await init;
    expect((await data).text).toBe('Hello');
  });

  it('serves the root, items and pages from the store without fetching', async () => {
    const { fetch, manager } = setup();
    const root = await manager.initialize({ modelUrl: `${HOME}.model.json`, fetch });
    expect(await manager.getData()).toBe(root);
    expect(await manager.getData(HOME)).toBe(root);
    expect((await manager.getData({ path: item('root', 'container', 'button') })).label).toBe('Go');
    expect(fetch.calls).toHaveLength(1);
  });

  it("fetches a missing page and puts it into the root's :children; later calls use the store", async () => {
    const { fetch, manager } = setup();
    await manager.initialize({ modelUrl: `${HOME}.model.json`, fetch });
    const [about, again] = await Promise.all([manager.getData(ABOUT), manager.getData(`${ABOUT}.html`)]);
    expect(about.title).toBe('About');
    expect(again).toBe(about);
    expect(manager.getSnapshot()?.[':children']?.[ABOUT]).toBe(about);
    expect(await manager.getData(ABOUT)).toBe(about);
    expect(fetch.count(`${ABOUT}.model.json`)).toBe(1);
  });

  it('fetches again with forceReload', async () => {
    const { fetch, manager } = setup();
    await manager.initialize({ modelUrl: `${HOME}.model.json`, fetch });
    const first = await manager.getData(ABOUT);
    const second = await manager.getData({ path: ABOUT, forceReload: true });
    expect(second).not.toBe(first);
    expect(fetch.count(`${ABOUT}.model.json`)).toBe(2);
    fetch.routes[`${HOME}.model.json`] = response(200, { ...pageModel(HOME), title: 'Home 2' });
    expect((await manager.getData({ path: '', forceReload: true })).title).toBe('Home 2');
    expect(manager.getSnapshot()?.[':children']?.[ABOUT]).toBe(second);
  });

  it('fetches a missing item of a loaded page and stores it', async () => {
    const { fetch, manager } = setup({
      [`${item('root', 'teaser')}.model.json`]: response(200, { ':type': 'brand/components/text', text: 'T' }),
    });
    await manager.initialize({ modelUrl: `${HOME}.model.json`, fetch });
    expect((await manager.getData(item('root', 'teaser'))).text).toBe('T');
    expect(manager.store.getData(item('root', 'teaser'))?.text).toBe('T');
  });

  it('prefixes the context path of the root URL to page fetches', async () => {
    const fetch = fakeFetch({
      [`/ctx${HOME}.model.json`]: response(200, pageModel(HOME)),
      [`/ctx${ABOUT}.model.json`]: response(200, pageModel(ABOUT)),
    });
    const manager = new ModelManager();
    await manager.initialize({ fetch, document: fakeDocument(), location: at(`/ctx${HOME}.html`) });
    await manager.getData(ABOUT);
    expect(fetch.calls.map((c) => c.url)).toEqual([`/ctx${HOME}.model.json`, `/ctx${ABOUT}.model.json`]);
  });

  it('rejects with the fetch error of a missing page', async () => {
    const { fetch, manager } = setup();
    await manager.initialize({ modelUrl: `${HOME}.model.json`, fetch });
    await expect(manager.getData('/content/brand/us/en/missing')).rejects.toMatchObject({ status: 404 });
  });
});

describe('ModelManager listeners', () => {
  async function ready() {
    const { fetch, manager } = setup();
    await manager.initialize({ modelUrl: `${HOME}.model.json`, fetch });
    return manager;
  }

  it('calls a listener when the data at its path or below changes, not for siblings', async () => {
    const manager = await ready();
    const onContainer = vi.fn();
    const onText = vi.fn();
    const onRoot = vi.fn();
    manager.addListener(item('root', 'container'), onContainer);
    manager.addListener(item('root', 'text'), onText);
    manager.addListener(HOME, onRoot);
    manager.store.setData(item('root', 'container', 'image'), { value: { src: '/new.png' } });
    expect(onContainer).toHaveBeenCalledTimes(1);
    expect(onContainer.mock.calls[0]?.[0]).toBe(manager.store.getData(item('root', 'container')));
    expect(onText).not.toHaveBeenCalled();
    expect(onRoot).toHaveBeenCalledTimes(1);
  });

  it('calls page listeners when a page is fetched into :children', async () => {
    const manager = await ready();
    const onAbout = vi.fn();
    const onRoot = vi.fn();
    manager.addListener(ABOUT, onAbout);
    manager.addListener('', onRoot);
    const about = await manager.getData(ABOUT);
    expect(onAbout).toHaveBeenCalledWith(about);
    expect(onRoot).toHaveBeenCalledTimes(1);
  });

  it('logs a throwing listener with console.error and still runs the others', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const manager = await ready();
    const after = vi.fn();
    manager.addListener(HOME, () => {
      throw new Error('boom');
    });
    manager.addListener(HOME, after);
    manager.store.removeData(item('root', 'text'));
    expect(error).toHaveBeenCalledTimes(1);
    expect(after).toHaveBeenCalledTimes(1);
  });

  it('removing one listener never drops another (same path, root path alias, same callback twice)', async () => {
    const manager = await ready();
    const a = vi.fn();
    const b = vi.fn();
    manager.addListener(HOME, a);
    manager.addListener('', b);
    manager.addListener(HOME, b);
    manager.removeListener(HOME, b);
    manager.store.removeData(item('root', 'text'));
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
    manager.removeListener('', b);
    manager.removeListener(HOME, b);
    manager.store.removeData(item('root', 'title'));
    expect(a).toHaveBeenCalledTimes(2);
    expect(b).toHaveBeenCalledTimes(1);
  });

  it('a callback registered twice fires twice and needs two removals', async () => {
    const manager = await ready();
    const a = vi.fn();
    manager.addListener(HOME, a);
    manager.addListener(HOME, a);
    manager.store.removeData(item('root', 'text'));
    expect(a).toHaveBeenCalledTimes(2);
    manager.removeListener(HOME, a);
    manager.store.removeData(item('root', 'title'));
    expect(a).toHaveBeenCalledTimes(3);
    manager.removeListener(HOME, a);
    manager.store.removeData(item('root', 'container'));
    expect(a).toHaveBeenCalledTimes(3);
  });

  it('removing during dispatch skips the removed one and keeps the rest', async () => {
    const manager = await ready();
    const calls: string[] = [];
    const second = () => calls.push('second');
    const third = () => calls.push('third');
    manager.addListener(HOME, () => {
      calls.push('first');
      manager.removeListener(HOME, second);
    });
    manager.addListener(HOME, second);
    manager.addListener(HOME, third);
    manager.store.removeData(item('root', 'text'));
    manager.store.removeData(item('root', 'title'));
    expect(calls).toEqual(['first', 'third', 'first', 'third']);
  });

  it('subscribe() follows the root across re-initialization', async () => {
    const { fetch, manager } = setup();
    const listener = vi.fn();
    const off = manager.subscribe(listener);
    await manager.initialize({ modelUrl: `${HOME}.model.json`, fetch });
    await manager.initialize({ modelUrl: `${ABOUT}.model.json`, fetch });
    manager.store.removeData(`${ABOUT}/jcr:content/root/text`);
    expect(listener).toHaveBeenCalledTimes(3);
    off();
    manager.store.removeData(`${ABOUT}/jcr:content/root/title`);
    expect(listener).toHaveBeenCalledTimes(3);
  });
});

describe('singleton API', () => {
  it('binds ModelManagerAPI to the modelManager singleton', async () => {
    const fetch = fakeFetch();
    const model: ModelNode = pageModel(HOME);
    await ModelManagerAPI.initialize({ model, fetch });
    expect(modelManager.getSnapshot()).toBe(model);
    const listener = vi.fn();
    ModelManagerAPI.addListener(item('root', 'text'), listener);
    modelManager.store.setData(item('root', 'text'), { value: { text: 'x' } });
    ModelManagerAPI.removeListener(item('root', 'text'), listener);
    modelManager.store.setData(item('root', 'text'), { value: { text: 'y' } });
    expect(listener).toHaveBeenCalledTimes(1);
    expect((await ModelManagerAPI.getData(item('root', 'text'))).text).toBe('y');
  });
});
