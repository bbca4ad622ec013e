import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModelStore } from '../../../src/core/model/store';
import type { ModelNode } from '../../../src/core/model/types';
import { deepFreeze, pageModel } from './fakes';

const HOME = '/content/brand/us/en/home';
const ABOUT = '/content/brand/us/en/about';
const item = (...keys: string[]) => `${HOME}/jcr:content/${keys.join('/')}`;

function appModel(): ModelNode {
  return deepFreeze({
    ...pageModel(HOME),
    ':children': {
      [ABOUT]: { ...pageModel(ABOUT), title: 'About' },
      '/content/brand/us/en/shop': {
        ':path': '/content/brand/us/en/shop',
        ':children': { '/content/brand/us/en/shop/pods': { ...pageModel('/content/brand/us/en/shop/pods'), title: 'Pods' } },
      },
    },
  });
}

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

describe('ModelStore path resolution', () => {
  const store = new ModelStore(HOME, appModel());
  it('has the root path and serves the root without a path', () => {
    expect(store.rootPath).toBe(HOME);
    expect(store.getData()).toBe(store.getSnapshot());
    expect(store.getData('')).toBe(store.getSnapshot());
    expect(store.getData(HOME)).toBe(store.getSnapshot());
    expect(store.getData(`${HOME}.html`)).toBe(store.getSnapshot());
  });
  it('serves child pages from :children, nested ones too', () => {
    expect(store.getData(ABOUT)?.title).toBe('About');
    expect(store.getData('/content/brand/us/en/shop/pods')?.title).toBe('Pods');
    expect(store.getData('/content/brand/us/en/missing')).toBeUndefined();
  });
  it('walks :items for item paths', () => {
    expect(store.getData(item('root', 'text'))?.text).toBe('Hello');
    expect(store.getData(item('root', 'container', 'button'))?.label).toBe('Go');
    expect(store.getData(`${ABOUT}/jcr:content/root/title`)?.text).toBe('Title');
    expect(store.getData(item('root', 'nope'))).toBeUndefined();
    expect(store.getData(item('root', 'text', 'deeper'))).toBeUndefined();
  });
  it('takes the root path from the model when none is given', () => {
    expect(new ModelStore(undefined, pageModel('/content/x')).rootPath).toBe('/content/x');
    expect(new ModelStore().getData()).toBeUndefined();
  });
});

describe('ModelStore.setData', () => {
  it('replaces an item, copying only the path from the root (structural sharing)', () => {
    const store = new ModelStore(HOME, appModel());
    const before = store.getSnapshot() as ModelNode;
    const oldRoot = before[':items']!.root!;
    const value = { ':type': 'brand/components/text', text: 'Changed' };
    expect(store.setData(item('root', 'text'), { key: 'text', value })).toBe(true);
    const after = store.getSnapshot() as ModelNode;
    const root = after[':items']!.root!;
    expect(after).not.toBe(before);
    expect(root).not.toBe(oldRoot);
    expect(root[':items']!.text).toBe(value);
    // untouched siblings keep their identity
    expect(root[':items']!.title).toBe(oldRoot[':items']!.title);
    expect(root[':items']!.container).toBe(oldRoot[':items']!.container);
    expect(root[':itemsOrder']).toBe(oldRoot[':itemsOrder']);
    expect(after[':children']).toBe(before[':children']);
    // the old snapshot is unchanged
    expect(before[':items']!.root![':items']!.text!.text).toBe('Hello');
  });

  it('replaces the value whatever data.key says (the path decides)', () => {
    const store = new ModelStore(HOME, appModel());
    store.setData(item('root', 'text'), { key: 'somethingElse', value: { text: 'X' } });
    expect(store.getData(item('root', 'text'))).toEqual({ text: 'X' });
    expect(store.getData(item('root', 'somethingElse'))).toBeUndefined();
  });

  it('replaces a deep item in a child page without touching the root page content', () => {
    const store = new ModelStore(HOME, appModel());
    const before = store.getSnapshot() as ModelNode;
    store.setData(`${ABOUT}/jcr:content/root/container/image`, { value: { src: '/b.png' } });
    const after = store.getSnapshot() as ModelNode;
    expect(store.getData(`${ABOUT}/jcr:content/root/container/image`)).toEqual({ src: '/b.png' });
    expect(after[':items']).toBe(before[':items']);
    expect(after[':children']!['/content/brand/us/en/shop']).toBe(before[':children']!['/content/brand/us/en/shop']);
    const oldAbout = before[':children']![ABOUT]!;
    const newAbout = after[':children']![ABOUT]!;
    expect(newAbout[':items']!.root![':items']!.title).toBe(oldAbout[':items']!.root![':items']!.title);
    expect(newAbout[':items']!.root![':items']!.container![':items']!.button).toBe(
      oldAbout[':items']!.root![':items']!.container![':items']!.button,
    );
  });

  it('adds a new item at the end of its parent', () => {
    const store = new ModelStore(HOME, appModel());
    store.setData(item('root', 'spacer'), { value: { height: '8px' } });
    expect(store.getData(item('root'))?.[':itemsOrder']).toEqual(['title', 'text', 'container', 'spacer']);
  });

  it('warns and changes nothing when the parent is missing', () => {
    const store = new ModelStore(HOME, appModel());
    const before = store.getSnapshot();
    expect(store.setData(item('nope', 'text'), { value: {} })).toBe(false);
    expect(store.setData(item('root', 'text'), { value: 'not an object' })).toBe(false);
    expect(store.getSnapshot()).toBe(before);
  });

  it('replaces a child page, keeping the other pages', () => {
    const store = new ModelStore(HOME, appModel());
    const before = store.getSnapshot() as ModelNode;
    const about = { ':path': ABOUT, title: 'About 2' };
    store.setData(ABOUT, { value: about });
    const after = store.getSnapshot() as ModelNode;
    expect(store.getData(ABOUT)).toBe(about);
    expect(after[':items']).toBe(before[':items']);
    expect(after[':children']!['/content/brand/us/en/shop']).toBe(before[':children']!['/content/brand/us/en/shop']);
  });

  it('adds a page not loaded yet to the root :children', () => {
    const store = new ModelStore(HOME, appModel());
    const page = pageModel('/content/brand/us/en/new');
    store.setData('/content/brand/us/en/new', { value: page });
    expect(store.getData('/content/brand/us/en/new')).toBe(page);
    expect((store.getSnapshot() as ModelNode)[':children']!['/content/brand/us/en/new']).toBe(page);
  });

  it('replaces the root page, keeping loaded child pages unless the new root brings its own', () => {
    const store = new ModelStore(HOME, appModel());
    const children = (store.getSnapshot() as ModelNode)[':children'];
    store.setData(HOME, { value: { ':path': HOME, title: 'New home' } });
    expect(store.getSnapshot()?.title).toBe('New home');
    expect(store.getSnapshot()?.[':children']).toBe(children);
    store.setData(HOME, { value: { ':path': HOME, ':children': {} } });
    expect(store.getSnapshot()?.[':children']).toEqual({});
  });

  it('fills an empty store with the root', () => {
    const store = new ModelStore(HOME);
    const page = pageModel(HOME);
    expect(store.setData(HOME, { value: page })).toBe(true);
    expect(store.getSnapshot()).toBe(page);
  });

  it('is a no-op (no notification) when the same value is set again', () => {
    const store = new ModelStore(HOME, appModel());
    const listener = vi.fn();
    store.subscribe(listener);
    const text = store.getData(item('root', 'text')) as ModelNode;
    expect(store.setData(item('root', 'text'), { value: text })).toBe(false);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('ModelStore.insertData', () => {
  it('inserts before and after the sibling in :itemsOrder', () => {
    const store = new ModelStore(HOME, appModel());
    const before = store.getSnapshot() as ModelNode;
    store.insertData(item('root', 'text'), { key: 'a', value: { text: 'A' } }, 'before');
    store.insertData(item('root', 'text'), { key: 'b', value: { text: 'B' } }, 'after');
    const root = store.getData(item('root')) as ModelNode;
    expect(root[':itemsOrder']).toEqual(['title', 'a', 'text', 'b', 'container']);
    expect(root[':items']!.a).toEqual({ text: 'A' });
    expect(root[':items']!.container).toBe(before[':items']!.root![':items']!.container);
    expect(before[':items']!.root![':itemsOrder']).toEqual(['title', 'text', 'container']);
  });

  it('inserts after the last item and inside nested containers', () => {
    const store = new ModelStore(HOME, appModel());
    store.insertData(item('root', 'container', 'button'), { key: 'x', value: {} }, 'after');
    expect(store.getData(item('root', 'container'))?.[':itemsOrder']).toEqual(['image', 'button', 'x']);
  });

  it('appends when the sibling is missing', () => {
    const store = new ModelStore(HOME, appModel());
    store.insertData(item('root', 'ghost'), { key: 'x', value: {} }, 'before');
    expect(store.getData(item('root'))?.[':itemsOrder']).toEqual(['title', 'text', 'container', 'x']);
  });

  it('moves an existing key instead of duplicating it', () => {
    const store = new ModelStore(HOME, appModel());
    store.insertData(item('root', 'title'), { key: 'container', value: { moved: true } }, 'before');
    expect(store.getData(item('root'))?.[':itemsOrder']).toEqual(['container', 'title', 'text']);
    expect(store.getData(item('root', 'container'))).toEqual({ moved: true });
  });

  it('builds :itemsOrder from :items when the parent had none', () => {
    const store = new ModelStore(HOME, deepFreeze({ ':path': HOME, ':items': { a: {}, b: {} } }));
    store.insertData(item('a'), { key: 'n', value: {} }, 'after');
    expect(store.getData(HOME)?.[':itemsOrder']).toEqual(['a', 'n', 'b']);
  });

  it('warns and changes nothing without a parent or a key', () => {
    const store = new ModelStore(HOME, appModel());
    const before = store.getSnapshot();
    expect(store.insertData(item('nope', 'x'), { key: 'n', value: {} }, 'after')).toBe(false);
    expect(store.insertData(item('root', 'text'), { value: {} } as never, 'after')).toBe(false);
    expect(store.getSnapshot()).toBe(before);
    expect(warn).toHaveBeenCalled();
  });
});

describe('ModelStore.removeData', () => {
  it('removes from :items and :itemsOrder, sharing the rest', () => {
    const store = new ModelStore(HOME, appModel());
    const before = store.getSnapshot() as ModelNode;
    expect(store.removeData(item('root', 'text'))).toBe(true);
    const root = store.getData(item('root')) as ModelNode;
    expect(root[':itemsOrder']).toEqual(['title', 'container']);
    expect(Object.keys(root[':items']!)).toEqual(['title', 'container']);
    expect(root[':items']!.container).toBe(before[':items']!.root![':items']!.container);
    expect(before[':items']!.root![':itemsOrder']).toEqual(['title', 'text', 'container']);
    expect(warn).not.toHaveBeenCalled();
  });

  it("warns 'Nothing to remove' for an unknown item and changes nothing (the last item stays)", () => {
    const store = new ModelStore(HOME, appModel());
    const before = store.getSnapshot();
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.removeData(item('root', 'unknown'))).toBe(false);
    expect(store.removeData(item('missing', 'unknown'))).toBe(false);
    expect(store.removeData('/content/brand/us/en/missing')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(warn.mock.calls[0]?.[0]).toBe('Nothing to remove');
    expect(store.getSnapshot()).toBe(before);
    expect(store.getData(item('root'))?.[':itemsOrder']).toEqual(['title', 'text', 'container']);
    expect(listener).not.toHaveBeenCalled();
  });

  it('removes a key listed only in :itemsOrder', () => {
    const store = new ModelStore(HOME, deepFreeze({ ':path': HOME, ':items': {}, ':itemsOrder': ['ghost'] }));
    expect(store.removeData(item('ghost'))).toBe(true);
    expect(store.getSnapshot()?.[':itemsOrder']).toEqual([]);
  });

  it('removes a child page', () => {
    const store = new ModelStore(HOME, appModel());
    store.removeData(ABOUT);
    expect(store.getData(ABOUT)).toBeUndefined();
    expect(store.getData('/content/brand/us/en/shop/pods')).toBeDefined();
  });
});

describe('ModelStore.subscribe', () => {
  it('calls listeners after each mutation; a throwing one does not stop the others', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = new ModelStore(HOME, appModel());
    const seen: Array<ModelNode | undefined> = [];
    store.subscribe(() => {
      throw new Error('boom');
    });
    store.subscribe(() => seen.push(store.getSnapshot()));
    store.setData(item('root', 'text'), { value: { text: '1' } });
    store.removeData(item('root', 'title'));
    store.insertData(item('root', 'text'), { key: 'n', value: {} }, 'after');
    expect(seen).toHaveLength(3);
    expect(error).toHaveBeenCalledTimes(3);
  });

  it('treats each subscription separately, even of the same function', () => {
    const store = new ModelStore(HOME, appModel());
    const listener = vi.fn();
    const off1 = store.subscribe(listener);
    store.subscribe(listener);
    off1();
    store.setData(item('root', 'text'), { value: { text: '1' } });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('skips a listener unsubscribed during dispatch', () => {
    const store = new ModelStore(HOME, appModel());
    const second = vi.fn();
    let offSecond = () => {};
    store.subscribe(() => offSecond());
    offSecond = store.subscribe(second);
    store.setData(item('root', 'text'), { value: { text: '1' } });
    expect(second).not.toHaveBeenCalled();
  });
});
