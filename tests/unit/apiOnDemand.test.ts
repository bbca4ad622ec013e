import { afterEach, describe, expect, it, vi } from 'vitest';
import * as onDemand from '../../src/api/onDemand';
import { createOccCartClient } from '../../src/core/services/occCart';
import { OccError } from '../../src/core/services/occError';
import { HYBRIS, fakeFetch, json } from './helpers/fakes';

describe("the main entry's asynchronous calls, loaded at their first call (src/api/onDemand.ts)", () => {
  afterEach(() => vi.doUnmock('../../src/core/services/occProducts'));

  it('resolve and reject as the calls themselves do', async () => {
    const fetch = fakeFetch(() => json(200, { code: 'ZYN-CITRUS-6MG', name: 'ZYN Citrus 6 mg' }));
    expect(await onDemand.fetchProduct(HYBRIS, 'ZYN-CITRUS-6MG', { fetch })).toEqual({ code: 'ZYN-CITRUS-6MG', name: 'ZYN Citrus 6 mg' });
    expect(fetch.calls[0]).toMatchObject({ url: '/mock/occ/v2/brand-gb/products/ZYN-CITRUS-6MG?fields=FULL&lang=en', method: 'GET' });
    await expect(onDemand.fetchProduct(HYBRIS, 'X', { fetch: fakeFetch(() => json(500, {})) })).rejects.toBeInstanceOf(OccError);
  });

  it("the cart client made at once forwards each of the real client's calls, and only those", async () => {
    const real = createOccCartClient(HYBRIS);
    expect([...onDemand.CLIENT_CALLS].sort()).toEqual(Object.keys(real).sort());
    const client = onDemand.createOccCartClient({ site: 'brand-gb' });
    expect(Object.keys(client).sort()).toEqual(Object.keys(real).sort());
    // The real client's own answer: without apiUrl it rejects, and makes no call.
    await expect(client.getCarts()).rejects.toThrow(/apiUrl and site are required/);
  });

  it('a failed download rejects that call, saying so, and the next call loads again', async () => {
    vi.resetModules();
    vi.doMock('../../src/core/services/occProducts', () => {
      throw new Error('offline');
    });
    const fresh = await import('../../src/api/onDemand');
    await expect(fresh.searchProducts(HYBRIS, { query: 'x' }, { fetch: fakeFetch(() => json(200, {})) })).rejects.toThrow(
      /^brand-elements: the code of this call could not load \(.+\); it was not made\.$/,
    );
    vi.doUnmock('../../src/core/services/occProducts');
    const fetch = fakeFetch(() => json(200, { products: [{ code: 'A' }], pagination: { totalResults: 1 } }));
    expect(await fresh.searchProducts(HYBRIS, { query: 'x' }, { fetch })).toMatchObject({ products: [{ code: 'A' }] });
  });
});
