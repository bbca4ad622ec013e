import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeMiniCart, miniCartRenderer, miniCartStore, openMiniCart } from '../../src/core/stores/miniCart';
import { createStore } from '../../src/core/stores/createStore';
import { mappingFor, registerComponent } from '../../src/core/model/componentMap';

describe('createStore', () => {
  it('notifies subscribers of a change, not of a same value', () => {
    const store = createStore({ n: 1 });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const first = store.getSnapshot();
    store.set((previous) => ({ n: previous.n + 1 }));
    expect(store.getSnapshot()).toEqual({ n: 2 });
    expect(first).toEqual({ n: 1 }); // snapshots are replaced, never mutated
    store.set(store.getSnapshot());
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.set({ n: 3 });
    expect(listener).toHaveBeenCalledTimes(1);
  });
  it('keeps notifying the others when a listener throws, and logs it', () => {
    const store = createStore(0);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const after = vi.fn();
    store.subscribe(() => {
      throw new Error('boom');
    });
    store.subscribe(after);
    store.set(1);
    expect(after).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});

describe('resource type → element', () => {
  it('maps the brand components this package ships and Adobe types by alias; nothing else', () => {
    expect(mappingFor('brand/components/text')).toEqual({ tag: 'brand-text' });
    expect(mappingFor('core/wcm/components/text/v2/text')).toEqual({ tag: 'brand-text' });
    expect(mappingFor('core/wcm/components/image/v3/image')).toEqual({ tag: 'brand-image' });
    expect(mappingFor('wcm/foundation/components/responsivegrid')).toEqual({ tag: 'brand-responsive-grid' });
    // No element ships for it yet: not mapped, so the page says so instead of rendering an unknown tag.
    expect(mappingFor('brand/components/no-such-component')).toBeUndefined();
    expect(mappingFor('acme/components/teaser')).toBeUndefined();
  });
  it('lets a site register its own types, and refuses invalid tag names', () => {
    registerComponent('acme/components/teaser', 'brand-text', { richText: true });
    expect(mappingFor('acme/components/teaser')).toEqual({ tag: 'brand-text', presetProps: { richText: true } });
    expect(() => registerComponent('acme/components/x', 'NoDash')).toThrow(/not a valid custom element name/);
  });
});

describe('miniCartStore', () => {
  afterEach(() => {
    closeMiniCart();
    miniCartStore.set({ open: false, seq: 0 });
  });
  it('openMiniCart(added) still opens with what was added, and no opener', () => {
    openMiniCart('ZYN Cool Mint 6 mg');
    expect(miniCartStore.getSnapshot()).toEqual({ open: true, seq: 1, added: 'ZYN Cool Mint 6 mg' });
  });
  it('notes the opener; a later open from another host replaces it; close keeps it and drops the name', () => {
    openMiniCart('A', 'host-1');
    openMiniCart('B', 'host-2');
    expect(miniCartStore.getSnapshot()).toEqual({ open: true, seq: 2, added: 'B', opener: 'host-2' });
    closeMiniCart();
    expect(miniCartStore.getSnapshot()).toEqual({ open: false, seq: 2, opener: 'host-2' });
    openMiniCart();
    expect(miniCartStore.getSnapshot()).toEqual({ open: true, seq: 3 });
  });
  it('the opener renders it when mounted, else the first mounted host, else none', () => {
    expect(miniCartRenderer('b', ['a', 'b'])).toBe('b');
    expect(miniCartRenderer('gone', ['a', 'b'])).toBe('a');
    expect(miniCartRenderer(undefined, ['a', 'b'])).toBe('a');
    expect(miniCartRenderer('b', [])).toBeUndefined();
  });
});
