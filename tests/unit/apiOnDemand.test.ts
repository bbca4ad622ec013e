import { afterEach, describe, expect, it, vi } from 'vitest';
import * as onDemand from '../../src/api/onDemand';
import { createOccCartClient } from '../../src/core/services/occCart';
import { OccError } from '../../src/core/services/occError';
import { HYBRIS, captureConsole, fakeFetch, json, memoryJar, memoryStorage } from './helpers/fakes';

const MOCKED = ['../../src/core/services/occProducts', '../../src/core/commerce/cart', '../../src/core/services/content'];

/** The module of the main entry's calls with these modules failing to load (a fresh copy: nothing loaded yet). */
async function withFailing(...paths: string[]) {
  vi.resetModules();
  for (const path of paths)
    vi.doMock(path, () => {
      throw new Error('offline');
    });
  return import('../../src/api/onDemand');
}

const NOT_LOADED = /^brand-elements: the code of this call could not load \(.+\); it was not made\.$/;

describe("the main entry's asynchronous calls, loaded at their first call (src/api/onDemand.ts)", () => {
  afterEach(() => {
    for (const path of MOCKED) vi.doUnmock(path);
  });

  it('resolve and reject as the calls themselves do', async () => {
    const fetch = fakeFetch(() => json(200, { code: 'ZYN-CITRUS-6MG', name: 'ZYN Citrus 6 mg' }));
    expect(await onDemand.fetchProduct(HYBRIS, 'ZYN-CITRUS-6MG', { fetch })).toEqual({ code: 'ZYN-CITRUS-6MG', name: 'ZYN Citrus 6 mg' });
    expect(fetch.calls[0]).toMatchObject({ url: '/mock/occ/v2/brand-gb/products/ZYN-CITRUS-6MG?fields=FULL&lang=en', method: 'GET' });
    await expect(onDemand.fetchProduct(HYBRIS, 'X', { fetch: fakeFetch(() => json(500, {})) })).rejects.toBeInstanceOf(OccError);
  });

  it("the cart client made at once has the real client's calls, and forwards each with its arguments and the client's options", async () => {
    const real = createOccCartClient(HYBRIS);
    expect([...onDemand.CLIENT_CALLS].sort()).toEqual(Object.keys(real).sort());
    const fetch = fakeFetch((call) =>
      call.url.endsWith('/oauth/token') ? json(200, { access_token: 'occ-1', token_type: 'bearer', expires_in: 3600 }) : json(200, { code: '00001', guid: 'g-7' }),
    );
    const client = onDemand.createOccCartClient(HYBRIS, { fetch, cookies: memoryJar(), storage: memoryStorage() });
    expect(Object.keys(client).sort()).toEqual(Object.keys(real).sort());
    expect(await client.getCart('g-7')).toEqual({ code: '00001', guid: 'g-7' });
    expect(fetch.calls.at(-1)).toMatchObject({ url: '/mock/occ/v2/brand-gb/users/anonymous/carts/g-7?fields=FULL&lang=en', method: 'GET', headers: { Authorization: 'Bearer occ-1' } });
    // The real client's own answer: without apiUrl it rejects (and logs its own line).
    const logged = captureConsole();
    try {
      await expect(onDemand.createOccCartClient({ site: 'brand-gb' }).getCarts()).rejects.toThrow(/apiUrl and site are required/);
    } finally {
      logged.restore();
    }
  });

  it('a call whose code cannot load answers as it answers a failure of its own, says so once, and the next call loads again', async () => {
    const fresh = await withFailing(...MOCKED);
    const logged = captureConsole();
    try {
      // OCC's calls reject (as they do when OCC fails)…
      await expect(fresh.searchProducts(HYBRIS, { query: 'x' }, { fetch: fakeFetch(() => json(200, {})) })).rejects.toThrow(NOT_LOADED);
      // …the cart's resolve a failure, as when the network fails…
      expect(await fresh.addToCart(HYBRIS, { type: 'standard', productCode: 'A', quantity: 1 })).toEqual({ ok: false, reason: 'network' });
      expect(await fresh.clearCart(HYBRIS)).toEqual({ ok: false, reason: 'network' });
      // …and the services resolve nothing, their onError told.
      const onError = vi.fn();
      expect(await fresh.fetchContent('/content/x', { onError })).toBeUndefined();
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringMatching(NOT_LOADED) }));
      const errors = logged.spies.error.mock.calls.map(([line]) => line);
      expect(errors).toHaveLength(3);
      for (const line of errors) expect(line).toMatch(NOT_LOADED);
    } finally {
      logged.restore();
    }
    for (const path of MOCKED) vi.doUnmock(path);
    const fetch = fakeFetch(() => json(200, { products: [{ code: 'A' }], pagination: { totalResults: 1 } }));
    expect(await fresh.searchProducts(HYBRIS, { query: 'x' }, { fetch })).toMatchObject({ products: [{ code: 'A' }] });
  });
});
