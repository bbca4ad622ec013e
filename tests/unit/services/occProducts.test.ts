import { describe, expect, it } from 'vitest';
import { fetchProduct, productsUrl, searchProducts } from '../../../src/core/services/occProducts';
import { OccError } from '../../../src/core/services/occCart';
import { HYBRIS, fakeFetch, json, text } from '../helpers/fakes';

describe('OCC products', () => {
  it('GETs {apiUrl}/v2/{site}/products/{code}?fields=FULL&lang=en without a token', async () => {
    const fetch = fakeFetch(() => json(200, { code: 'ZYN-CITRUS-6MG', name: 'ZYN Citrus 6 mg' }));
    expect(await fetchProduct(HYBRIS, 'ZYN-CITRUS-6MG', { fetch })).toEqual({ code: 'ZYN-CITRUS-6MG', name: 'ZYN Citrus 6 mg' });
    expect(fetch.calls[0]).toMatchObject({ url: '/mock/occ/v2/brand-gb/products/ZYN-CITRUS-6MG?fields=FULL&lang=en', method: 'GET' });
    expect(fetch.calls[0]!.headers.Authorization).toBeUndefined();
  });
  it('encodes the code and the language', async () => {
    const fetch = fakeFetch(() => json(200, {}));
    await fetchProduct(HYBRIS, 'A/B C', { fetch, lang: 'ar' });
    expect(fetch.calls[0]!.url).toBe('/mock/occ/v2/brand-gb/products/A%2FB%20C?fields=FULL&lang=ar');
  });
  it('rejects with OccError for a 400 (unknown product) and a 500, and for a 200 that is not an object', async () => {
    await expect(fetchProduct(HYBRIS, 'NOPE', { fetch: fakeFetch(() => json(400, { errors: [] })) })).rejects.toMatchObject({ name: 'OccError', status: 400 });
    await expect(fetchProduct(HYBRIS, 'X', { fetch: fakeFetch(() => json(500, {})) })).rejects.toBeInstanceOf(OccError);
    await expect(fetchProduct(HYBRIS, 'X', { fetch: fakeFetch(() => json(200, [])) })).rejects.toBeInstanceOf(OccError);
    await expect(fetchProduct(HYBRIS, 'X', { fetch: fakeFetch(() => text(200, '{oops')) })).rejects.toMatchObject({ name: 'HttpError', kind: 'malformed' });
  });
  it('search: query, page size, page and sort in the URL', async () => {
    const fetch = fakeFetch(() => json(200, { products: [], pagination: { totalResults: 0 } }));
    await searchProducts(HYBRIS, { query: ':relevance:category:tins', pageSize: 12, currentPage: 1, sort: 'price-asc' }, { fetch });
    const url = new URL(fetch.calls[0]!.url, 'http://x');
    expect(url.pathname).toBe('/mock/occ/v2/brand-gb/products/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({ fields: 'FULL', lang: 'en', query: ':relevance:category:tins', pageSize: '12', currentPage: '1', sort: 'price-asc' });
  });
  it('without apiUrl or site: rejects, no call', async () => {
    const fetch = fakeFetch(() => json(200, {}));
    await expect(fetchProduct({ site: 'x' }, 'A', { fetch })).rejects.toThrow(/apiUrl and site/);
    expect(productsUrl(undefined)).toBeUndefined();
    expect(fetch.calls).toEqual([]);
  });
});

describe('OCC media URLs', () => {
  it("SAP's host-relative picture URLs resolve against an absolute commerce host; others stay", async () => {
    const fetch = fakeFetch(() => json(200, { code: 'A', images: [{ url: '/medias/a.jpg' }, { url: 'https://cdn.example/b.jpg' }, { url: '//evil.example/c.jpg' }] }));
    const product = await fetchProduct({ apiUrl: 'https://api.shop.example/occ', site: 'gb' }, 'A', { fetch });
    expect(product.images!.map((image) => image.url)).toEqual(['https://api.shop.example/medias/a.jpg', 'https://cdn.example/b.jpg', '//evil.example/c.jpg']);
    const relative = await fetchProduct(HYBRIS, 'A', { fetch });
    expect(relative.images![0]!.url).toBe('/medias/a.jpg');
  });
});
