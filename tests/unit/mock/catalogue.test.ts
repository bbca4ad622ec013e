import { beforeEach, describe, expect, it } from 'vitest';
import { resetTokens } from '../../../demo/mock/commerceToken.mjs';
import { resetCarts } from '../../../demo/mock/occCarts.mjs';
import { LOW_STOCK_LEVEL } from '../../../demo/mock/occCatalogue.mjs';
import { call, parse } from './call';

const PRODUCTS = '/mock/occ/v2/brand-gb/products';
const CARTS = '/mock/occ/v2/brand-gb/users/anonymous/carts';
const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' };

async function anonymousCart(): Promise<{ token: string; guid: string }> {
  const body = new URLSearchParams({ grant_type: 'client_credentials', client_id: 'demo-occ-client', client_secret: 'demo-occ-secret', clear: 'true', username: 'anonymous' });
  const token = parse(await call('POST', '/mock/occ/oauth/token', { headers: FORM, body: body.toString() })).access_token;
  const guid = parse(await call('POST', `${CARTS}?fields=FULL_WITH_CART&lang=en`, { headers: { Authorization: `Bearer ${token}` } })).guid;
  return { token, guid };
}

async function add(cart: { token: string; guid: string }, code: string, quantity: number) {
  const response = await call('POST', `${CARTS}/${cart.guid}/entries`, {
    headers: { Authorization: `Bearer ${cart.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ product: { code }, quantity }),
  });
  return { status: response.status, body: parse(response) };
}

beforeEach(() => {
  resetTokens();
  resetCarts();
});

describe('mock OCC products', () => {
  it('answers a variant with SAP ProductWsDTO fields: price, stock, images by type and format, base options', async () => {
    const response = await call('GET', `${PRODUCTS}/ZYN-COOLMINT-6MG?fields=FULL`);
    expect(response.status).toBe(200);
    const product = parse(response);
    expect(product).toMatchObject({
      code: 'ZYN-COOLMINT-6MG',
      name: 'ZYN Cool Mint 6 mg',
      purchasable: true,
      price: { value: 4.5, currencyIso: 'GBP', formattedValue: '£4.50', priceType: 'BUY' },
      stock: { stockLevelStatus: 'inStock' },
      baseProduct: 'ZYN-COOLMINT',
      url: '/zyn-cool-mint-6-mg/p/ZYN-COOLMINT-6MG',
    });
    const formats = product.images.filter((image: { imageType: string }) => image.imageType === 'PRIMARY').map((image: { format: string }) => image.format);
    expect(formats).toEqual(['zoom', 'product', 'thumbnail', 'cartIcon']);
    expect(product.images.some((image: { imageType: string; galleryIndex?: number }) => image.imageType === 'GALLERY' && image.galleryIndex === 1)).toBe(true);
    const [base] = product.baseOptions;
    expect(base.selected).toMatchObject({ code: 'ZYN-COOLMINT-6MG', variantOptionQualifiers: [{ qualifier: 'strength', name: 'Strength', value: '6 mg' }] });
    expect(base.options.map((option: { code: string }) => option.code)).toEqual(['ZYN-COOLMINT-3MG', 'ZYN-COOLMINT-6MG', 'ZYN-COOLMINT-9MG']);
    expect(base.options[2].priceData.formattedValue).toBe('£4.90');
  });

  it('answers a base product with its variant options, from its lowest price, not purchasable', async () => {
    const device = parse(await call('GET', `${PRODUCTS}/IQOS-ILUMA?fields=FULL`));
    expect(device).toMatchObject({ purchasable: false, variantType: 'ColourVariantProduct', price: { formattedValue: '£79.00' } });
    expect(device.variantOptions.map((option: { stock: { stockLevelStatus: string } }) => option.stock.stockLevelStatus)).toEqual(['inStock', 'lowStock', 'outOfStock']);
    expect(parse(await call('GET', `${PRODUCTS}/IQOS-ILUMA-KIT`)).lendingOptions).toEqual([
      { code: 'LEND-30D', days: 30, price: { value: 0, currencyIso: 'GBP', formattedValue: '£0.00', priceType: 'BUY' } },
    ]);
    expect(parse(await call('GET', `${PRODUCTS}/ZYN-BLACKCHERRY-6MG`)).stock).toEqual({ stockLevelStatus: 'outOfStock', stockLevel: 0 });
    expect(parse(await call('GET', `${PRODUCTS}/ZYN-CITRUS-3MG`)).stock).toEqual({ stockLevelStatus: 'lowStock', stockLevel: LOW_STOCK_LEVEL });
  });

  it('answers 400 UnknownIdentifierError for an unknown product and InvalidResourceError for an unknown site', async () => {
    const unknown = await call('GET', `${PRODUCTS}/NOPE`);
    expect(unknown.status).toBe(400);
    expect(parse(unknown).errors[0]).toMatchObject({ type: 'UnknownIdentifierError', reason: 'notFound', subject: 'NOPE' });
    expect((await call('GET', '/mock/occ/v2/other-site/products/ZYN-CITRUS-6MG')).status).toBe(400);
  });

  it('searches base products and sets: free text, category facet, sort, pages', async () => {
    const all = parse(await call('GET', `${PRODUCTS}/search?fields=FULL`));
    expect(all.products.map((product: { code: string }) => product.code)).toContain('ZYN-MIX-3');
    expect(all.products.some((product: { code: string }) => product.code === 'ZYN-COOLMINT-6MG')).toBe(false);
    const tins = parse(await call('GET', `${PRODUCTS}/search?query=${encodeURIComponent(':price-desc:category:tins')}&pageSize=2&currentPage=1`));
    expect(tins.pagination).toMatchObject({ currentPage: 1, pageSize: 2, totalResults: 5, totalPages: 3, sort: 'price-desc' });
    expect(tins.products).toHaveLength(2);
    const mint = parse(await call('GET', `${PRODUCTS}/search?query=mint`));
    expect(mint.products.map((product: { code: string }) => product.code)).toEqual(['ZYN-COOLMINT', 'ZYN-SPEARMINT']);
  });
});

describe('mock OCC cart modifications follow the stock', () => {
  it('noStock for an out-of-stock product: 200, nothing added, the cart unchanged', async () => {
    const cart = await anonymousCart();
    const { status, body } = await add(cart, 'ZYN-BLACKCHERRY-6MG', 1);
    expect(status).toBe(200);
    expect(body).toMatchObject({ statusCode: 'noStock', quantityAdded: 0, quantity: 0 });
    expect(parse(await call('GET', `${CARTS}/${cart.guid}`, { headers: { Authorization: `Bearer ${cart.token}` } })).totalUnitCount).toBe(0);
  });

  it('lowStock adds what is left and says so', async () => {
    const cart = await anonymousCart();
    const { body } = await add(cart, 'ZYN-CITRUS-3MG', 5);
    expect(body).toMatchObject({ statusCode: 'lowStock', quantityAdded: LOW_STOCK_LEVEL, quantity: LOW_STOCK_LEVEL });
    expect(body.statusMessage).toMatch(/stock/);
  });

  it('a base product cannot be added: 400 CartEntryError notPurchasable', async () => {
    const cart = await anonymousCart();
    const { status, body } = await add(cart, 'ZYN-COOLMINT', 1);
    expect(status).toBe(400);
    expect(body.errors[0]).toMatchObject({ type: 'CartEntryError', reason: 'notPurchasable' });
  });
});

describe('mock OCC products and reviews agree', () => {
  it("a product's averageRating and numberOfReviews are those of its reviews", async () => {
    const product = parse(await call('GET', `${PRODUCTS}/ZYN-COOLMINT-6MG?fields=FULL`));
    const { reviews } = parse(await call('GET', `${PRODUCTS}/ZYN-COOLMINT-6MG/reviews?fields=FULL`));
    expect(product.numberOfReviews).toBe(reviews.length);
    expect(product.averageRating).toBeCloseTo(reviews.reduce((sum: number, review: { rating: number }) => sum + review.rating, 0) / reviews.length, 6);
    expect(parse(await call('GET', `${PRODUCTS}/ZYN-SPEARMINT-6MG`))).toMatchObject({ numberOfReviews: 0 });
  });
});
