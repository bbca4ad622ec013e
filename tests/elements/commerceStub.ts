/** A stand-in OCC product endpoint for the commerce element tests: products by code, failures by code. */
const price = (value: number) => ({ value, currencyIso: 'GBP', formattedValue: `£${value.toFixed(2)}`, priceType: 'BUY' });
const images = (label: string) => ['product', 'thumbnail', 'cartIcon'].map((format) => ({ imageType: 'PRIMARY', format, url: `/tests/elements/fixtures/pixel.png?label=${encodeURIComponent(label)}`, altText: label }));
const strength = (value: string) => [{ variantType: 'StrengthVariantProduct', selected: { variantOptionQualifiers: [{ qualifier: 'strength', name: 'Strength', value }] } }];

export const PRODUCTS: Record<string, Record<string, unknown>> = {
  'ZYN-COOLMINT': { code: 'ZYN-COOLMINT', name: 'ZYN Cool Mint', purchasable: false, price: price(4.5), stock: { stockLevelStatus: 'inStock' }, images: images('Cool Mint'), variantOptions: [{ code: 'ZYN-COOLMINT-6MG' }], averageRating: 4.4, numberOfReviews: 12 },
  'ZYN-COOLMINT-6MG': { code: 'ZYN-COOLMINT-6MG', name: 'ZYN Cool Mint 6 mg', purchasable: true, price: price(4.5), stock: { stockLevelStatus: 'inStock' }, images: images('Cool Mint 6'), baseOptions: strength('6 mg') },
  'ZYN-CITRUS-6MG': { code: 'ZYN-CITRUS-6MG', name: 'ZYN Citrus 6 mg', purchasable: true, price: price(4.7), stock: { stockLevelStatus: 'lowStock' }, images: images('Citrus 6'), baseOptions: strength('6 mg') },
  'ZYN-BLACKCHERRY-6MG': { code: 'ZYN-BLACKCHERRY-6MG', name: 'ZYN Black Cherry 6 mg', purchasable: true, price: price(4.7), stock: { stockLevelStatus: 'outOfStock' }, images: images('Cherry 6'), baseOptions: strength('6 mg') },
  'ZYN-ESPRESSO-9MG': { code: 'ZYN-ESPRESSO-9MG', name: 'ZYN Espresso 9 mg', purchasable: true, price: price(4.9), stock: { stockLevelStatus: 'inStock' }, images: images('Espresso 9'), baseOptions: strength('9 mg') },
};

export const HYBRIS = { apiUrl: '/test-occ', site: 'brand-gb', clientId: 'c', clientSecret: 's' };

const realFetch = window.fetch;

/**
 * Replaces window.fetch: product reads answer from PRODUCTS (a code in `failing` gets a 500), after `gate`
 * resolves when given. Every request started is kept in `pending`, so a test can await them all.
 */
export function stubProducts(options: { failing?: string[]; gate?: Promise<void> } = {}): { requested: string[]; pending: Promise<unknown>[] } {
  const requested: string[] = [];
  const pending: Promise<unknown>[] = [];
  window.fetch = ((input: RequestInfo | URL) => {
    const url = new URL(String(input instanceof Request ? input.url : input), location.href);
    const code = decodeURIComponent(url.pathname.split('/products/')[1] ?? '');
    requested.push(code);
    const answer = (async () => {
      await options.gate;
      if (options.failing?.includes(code)) return Response.json({ errors: [{ type: 'ServerError' }] }, { status: 500 });
      const product = PRODUCTS[code];
      return product ? Response.json(product) : Response.json({ errors: [{ type: 'UnknownIdentifierError' }] }, { status: 400 });
    })();
    pending.push(answer.catch(() => undefined));
    return answer;
  }) as typeof fetch;
  return { requested, pending };
}

export function restoreFetch(): void {
  window.fetch = realFetch;
}
