import { describe, expect, it } from 'vitest';
import { ModelManager } from '../../../src/core/model/manager';
import { initRouter } from '../../../src/core/model/router';
import { fakeDocument, fakeFetch, fakeWindow, flush, pageModel, response } from './fakes';

const HOME = '/content/brand/us/en/home';
const ABOUT = '/content/brand/us/en/about';

describe('router: fragment links are no route change', () => {
  it('popstate after a #hash link on the same page fetches nothing; back to another page still routes', async () => {
    const fetch = fakeFetch({
      [`${HOME}.model.json`]: response(200, pageModel(HOME)),
      [`${ABOUT}.model.json`]: response(200, { ...pageModel(ABOUT), title: 'About' }),
    });
    const manager = new ModelManager();
    await manager.initialize({ modelUrl: `${HOME}.model.json`, fetch });
    const document = fakeDocument({});
    const win = fakeWindow(`${HOME}.html`, document);
    const routed: unknown[] = [];
    win.addEventListener('cq-pagemodel-route-changed', (event) => routed.push((event as CustomEvent).detail.model));
    const uninstall = initRouter(manager, { window: win, document });
    const calls = fetch.calls.length;

    win.back(`${HOME}.html#faq-delivery`); // a fragment link: the location changes, popstate fires
    await flush();
    expect(fetch.calls.length).toBe(calls);
    expect(routed).toEqual([]);

    win.history.pushState(null, '', `${ABOUT}.html`);
    await flush();
    expect(routed).toHaveLength(1);
    win.back(`${HOME}.html`);
    await flush();
    await flush();
    expect(routed, 'back to another page routes').toHaveLength(2);
    uninstall();
  });
});
