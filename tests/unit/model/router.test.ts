import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModelManager } from '../../../src/core/model/manager';
import { initRouter, isRouteExcluded, isRouterEnabled } from '../../../src/core/model/router';
import type { ModelNode } from '../../../src/core/model/types';
import { deferred, fakeDocument, fakeFetch, fakeWindow, flush, pageModel, response } from './fakes';

const HOME = '/content/brand/us/en/home';
const ABOUT = '/content/brand/us/en/about';
const SHOP = '/content/brand/us/en/shop';

afterEach(() => vi.restoreAllMocks());

async function setup(meta: Record<string, string> = {}) {
  const fetch = fakeFetch({
    [`${HOME}.model.json`]: response(200, pageModel(HOME)),
    [`${ABOUT}.model.json`]: response(200, { ...pageModel(ABOUT), title: 'About' }),
    [`${SHOP}.model.json`]: response(200, { ...pageModel(SHOP), title: 'Shop' }),
  });
  const manager = new ModelManager();
  await manager.initialize({ modelUrl: `${HOME}.model.json`, fetch });
  const document = fakeDocument({ meta });
  const win = fakeWindow(`${HOME}.html`, document);
  const routed: ModelNode[] = [];
  win.addEventListener('cq-pagemodel-route-changed', (event) => routed.push((event as CustomEvent).detail.model));
  const uninstall = initRouter(manager, { window: win, document });
  return { fetch, manager, win, document, routed, uninstall };
}

describe('pure helpers', () => {
  it('isRouterEnabled is false only for "disabled"', () => {
    expect(isRouterEnabled(null)).toBe(true);
    expect(isRouterEnabled('')).toBe(true);
    expect(isRouterEnabled('enabled')).toBe(true);
    expect(isRouterEnabled('disabled')).toBe(false);
    expect(isRouterEnabled(' Disabled ')).toBe(false);
  });
  it('isRouteExcluded matches comma-separated regexes', () => {
    expect(isRouteExcluded('/content/brand/us/en/checkout', '^/content/.*/checkout$, /account')).toBe(true);
    expect(isRouteExcluded('/content/brand/us/en/account/orders', '^/content/.*/checkout$, /account')).toBe(true);
    expect(isRouteExcluded('/content/brand/us/en/home', '^/content/.*/checkout$, /account')).toBe(false);
    expect(isRouteExcluded('/x', ['^/x$'])).toBe(true);
    expect(isRouteExcluded('/x', null)).toBe(false);
    expect(isRouteExcluded('/x', ' , ')).toBe(false);
  });
  it('isRouteExcluded skips invalid regexes with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(isRouteExcluded('/x', '([, ^/x$')).toBe(true);
    expect(isRouteExcluded('/y', '([')).toBe(false);
    expect(warn).toHaveBeenCalled();
  });
});

describe('initRouter', () => {
  it('does not patch history or listen to popstate at import', async () => {
    const win = fakeWindow('/');
    const push = win.history.pushState;
    const replace = win.history.replaceState;
    const addEventListener = vi.fn();
    const globals = globalThis as Record<string, unknown>;
    Object.assign(globals, { history: win.history, window: { ...win, addEventListener } });
    try {
      vi.resetModules();
      await import('../../../src/core/model/router');
      await import('../../../src/core/model/index');
      expect(win.history.pushState).toBe(push);
      expect(win.history.replaceState).toBe(replace);
      expect(addEventListener).not.toHaveBeenCalled();
    } finally {
      delete globals.history;
      delete globals.window;
    }
  });

  it('loads the page model on pushState and dispatches cq-pagemodel-route-changed with it', async () => {
    const { fetch, win, routed, manager } = await setup();
    win.history.pushState({}, '', `${ABOUT}.html`);
    await flush();
    expect(win.location.pathname).toBe(`${ABOUT}.html`);
    expect(routed).toHaveLength(1);
    expect(routed[0]?.title).toBe('About');
    expect(routed[0]).toBe(manager.store.getData(ABOUT));
    expect(fetch.count(`${ABOUT}.model.json`)).toBe(1);
    expect(win.entries).toEqual([`${ABOUT}.html`]);
  });

  it('serves pages already in the store without fetching, on popstate too', async () => {
    const { fetch, win, routed } = await setup();
    win.history.pushState({}, '', `${ABOUT}.html`);
    await flush();
    win.back(`${HOME}.html`);
    await flush();
    win.back(`${ABOUT}.html`);
    await flush();
    expect(routed.map((m) => m.title)).toEqual(['About', 'Home', 'About']);
    expect(fetch.count(`${ABOUT}.model.json`)).toBe(1);
    expect(fetch.count(`${HOME}.model.json`)).toBe(1);
  });

  it('handles replaceState to another path, but not one that keeps the path', async () => {
    const { win, routed } = await setup();
    win.history.replaceState({}, '', `${HOME}.html?sagVersion=bypass`);
    win.history.replaceState({}, '', `${HOME}.html`);
    win.history.pushState({ only: 'state' }, '');
    await flush();
    expect(routed).toHaveLength(0);
    win.history.replaceState({}, '', `${SHOP}.html`);
    await flush();
    expect(routed.map((m) => m.title)).toEqual(['Shop']);
  });

  it("skips '/' and paths matching cq:pagemodel_route_filters", async () => {
    const { fetch, win, routed } = await setup({ 'cq:pagemodel_route_filters': '/shop$,^/nothing' });
    win.history.pushState({}, '', '/');
    win.history.pushState({}, '', `${SHOP}.html`);
    await flush();
    expect(routed).toHaveLength(0);
    expect(fetch.count(`${SHOP}.model.json`)).toBe(0);
    expect(fetch.calls.map((c) => c.url)).toEqual([`${HOME}.model.json`]);
    win.history.pushState({}, '', `${ABOUT}.html`);
    await flush();
    expect(routed).toHaveLength(1);
  });

  it('does nothing when meta cq:pagemodel_router is disabled (read on each navigation)', async () => {
    const { fetch, win, routed, document } = await setup({ 'cq:pagemodel_router': 'disabled' });
    win.history.pushState({}, '', `${ABOUT}.html`);
    await flush();
    expect(routed).toHaveLength(0);
    expect(fetch.count(`${ABOUT}.model.json`)).toBe(0);
    delete document.meta['cq:pagemodel_router'];
    win.history.pushState({}, '', `${SHOP}.html`);
    await flush();
    expect(routed).toHaveLength(1);
  });

  it('logs a failed page load and dispatches nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { win, routed } = await setup();
    win.history.pushState({}, '', '/content/brand/us/en/missing.html');
    await flush();
    await flush();
    expect(routed).toHaveLength(0);
    expect(error).toHaveBeenCalled();
  });

  it('dispatches only the latest of overlapping navigations', async () => {
    const { win, routed, fetch } = await setup();
    const slow = deferred<ReturnType<typeof response>>();
    fetch.routes[`${ABOUT}.model.json`] = () => slow.promise;
    win.history.pushState({}, '', `${ABOUT}.html`);
    win.history.pushState({}, '', `${SHOP}.html`);
    await flush();
    slow.resolve(response(200, pageModel(ABOUT)));
    await flush();
    expect(routed.map((m) => m.title)).toEqual(['Shop']);
  });

  it('uninstalls: history restored, popstate ignored', async () => {
    const fetch = fakeFetch({ [`${HOME}.model.json`]: response(200, pageModel(HOME)) });
    const manager = new ModelManager();
    await manager.initialize({ modelUrl: `${HOME}.model.json`, fetch });
    const win = fakeWindow('/');
    const originalPush = win.history.pushState;
    const originalReplace = win.history.replaceState;
    const getData = vi.spyOn(manager, 'getData');
    const uninstall = initRouter(manager, { window: win });
    expect(win.history.pushState).not.toBe(originalPush);
    uninstall();
    expect(win.history.pushState).toBe(originalPush);
    expect(win.history.replaceState).toBe(originalReplace);
    win.history.pushState({}, '', `${HOME}.html`);
    win.back(`${HOME}.html`);
    await flush();
    expect(getData).not.toHaveBeenCalled();
  });
});
