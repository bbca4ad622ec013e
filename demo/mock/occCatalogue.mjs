// SAP Commerce (OCC v2) products, in memory (docs/mock-api.md "products"):
//   GET /mock/occ/v2/{site}/products/{code}?fields=FULL                 → 200 product
//   GET /mock/occ/v2/{site}/products/search?query=…&pageSize=…&currentPage=…&fields=FULL → 200 search page
// Products are public in OCC: no bearer token is needed. The shapes are SAP's ProductWsDTO and
// ProductSearchPageWsDTO as Spartacus reads them: `price.formattedValue`, `stock.stockLevelStatus`
// (inStock | lowStock | outOfStock), `images` with `imageType` (PRIMARY | GALLERY) and `format`
// (zoom | product | thumbnail | cartIcon), `baseOptions` / `variantOptions` with `variantOptionQualifiers`,
// `averageRating`, `numberOfReviews`. Our extension (SAP has no such field): `lendingOptions` of a lendable
// device, `[{ code, days, price }]`, the `lendingConfigurationCode`s its lending entries accept.
import { decodeSegment, json, occError } from './http.mjs';

export const SITES = ['brand-gb'];

const formatter = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/** An OCC price: { value, currencyIso: 'GBP', formattedValue: '£9.00', priceType: 'BUY' } from pence. */
export function price(pence) {
  return { value: pence / 100, currencyIso: 'GBP', formattedValue: formatter.format(pence / 100), priceType: 'BUY' };
}

const TIN_COPY = {
  summary: 'Tobacco-free nicotine pouches: 20 slim white pouches in a recyclable tin.',
  description:
    '<p>Slim, white pouches that sit discreetly under the lip. No tobacco leaf, no smoke, no spitting.</p><ul><li>20 pouches per tin</li><li>Slim format, 0.7 g</li><li>Recyclable tin with a lid compartment for used pouches</li></ul><p><strong>Warning:</strong> this product contains nicotine, which is a highly addictive substance.</p>',
};

const DEVICE_COPY = {
  summary: 'The heated tobacco kit with SMARTCORE INDUCTION SYSTEM™: no blade, no cleaning.',
  description:
    '<p>The kit holds a pocket charger and a holder for up to 20 consecutive uses per charge.</p><ul><li>No blade, no cleaning</li><li>Auto-start when a stick is inserted</li><li>Two-year warranty</li></ul><p><strong>Warning:</strong> this product is not risk free and contains nicotine, which is addictive. For adult use only.</p>',
};

/** The tins: one base product per flavour, one variant per strength. Prices in pence. */
const FLAVOURS = [
  { base: 'ZYN-COOLMINT', name: 'ZYN Cool Mint', colour: '#0f7b8a', strengths: [[3, 450, 'inStock'], [6, 450, 'inStock'], [9, 490, 'inStock']] },
  { base: 'ZYN-CITRUS', name: 'ZYN Citrus', colour: '#e6a100', strengths: [[3, 450, 'lowStock'], [6, 450, 'inStock']] },
  { base: 'ZYN-ESPRESSO', name: 'ZYN Espresso', colour: '#5a3825', strengths: [[6, 490, 'inStock'], [9, 490, 'inStock']] },
  { base: 'ZYN-SPEARMINT', name: 'ZYN Spearmint', colour: '#2e8b57', strengths: [[6, 450, 'inStock']] },
  { base: 'ZYN-BLACKCHERRY', name: 'ZYN Black Cherry', colour: '#7a1f3d', strengths: [[6, 470, 'outOfStock']] },
];

/** The device: one base product, one variant per colour; the Pebble Grey kit keeps its historic code. */
const DEVICE_COLOURS = [
  ['IQOS-ILUMA-KIT', 'Pebble Grey', '#9a9a94', 'inStock'],
  ['IQOS-ILUMA-KIT-MOSS', 'Moss Green', '#4b5d3a', 'lowStock'],
  ['IQOS-ILUMA-KIT-SUNSET', 'Sunset Red', '#b8412f', 'outOfStock'],
];

/** How many a low stock leaves (the mock's adds are capped by it). */
export const LOW_STOCK_LEVEL = 3;

function image(code, label, colour, kind) {
  const url = (size) => `/mock/img/${size}x${size}.svg?kind=${kind}&bg=${encodeURIComponent(colour)}&label=${encodeURIComponent(label)}`;
  return [
    { imageType: 'PRIMARY', format: 'zoom', url: url(1200), altText: label },
    { imageType: 'PRIMARY', format: 'product', url: url(600), altText: label },
    { imageType: 'PRIMARY', format: 'thumbnail', url: url(160), altText: label },
    { imageType: 'PRIMARY', format: 'cartIcon', url: url(96), altText: label },
  ];
}

function galleryOf(label, colour, kind) {
  const shade = kind === 'device' ? '#1d1d1b' : '#f2efe8';
  const url = (size, bg, angle) => `/mock/img/${size}x${size}.svg?kind=${kind}&bg=${encodeURIComponent(bg)}&label=${encodeURIComponent(`${label}, ${angle}`)}`;
  return [
    ['open', colour],
    ['side', shade],
  ].flatMap(([angle, bg], index) => [
    { imageType: 'GALLERY', format: 'zoom', url: url(1200, bg, angle), altText: `${label}, ${angle}`, galleryIndex: index },
    { imageType: 'GALLERY', format: 'product', url: url(600, bg, angle), altText: `${label}, ${angle}`, galleryIndex: index },
    { imageType: 'GALLERY', format: 'thumbnail', url: url(160, bg, angle), altText: `${label}, ${angle}`, galleryIndex: index },
  ]);
}

/** code → the product's own data (not yet an OCC view). */
export const PRODUCTS = {};

for (const flavour of FLAVOURS) {
  const variants = flavour.strengths.map(([mg]) => `${flavour.base}-${mg}MG`);
  PRODUCTS[flavour.base] = {
    name: flavour.name, kind: 'tin', base: true, variants, colour: flavour.colour, category: 'tins', ...TIN_COPY,
  };
  for (const [mg, pence, stock] of flavour.strengths) {
    PRODUCTS[`${flavour.base}-${mg}MG`] = {
      name: `${flavour.name} ${mg} mg`, kind: 'tin', price: pence, stock, baseProduct: flavour.base, colour: flavour.colour,
      category: 'tins', qualifiers: [{ qualifier: 'strength', name: 'Strength', value: `${mg} mg` }], ...TIN_COPY,
    };
  }
}
PRODUCTS['IQOS-ILUMA'] = {
  name: 'IQOS ILUMA Kit', kind: 'device', base: true, variants: DEVICE_COLOURS.map(([code]) => code), colour: DEVICE_COLOURS[0][2],
  category: 'devices', ...DEVICE_COPY,
};
for (const [code, colourName, colour, stock] of DEVICE_COLOURS) {
  PRODUCTS[code] = {
    name: `IQOS ILUMA Kit ${colourName}`, kind: 'device', price: 7900, stock, baseProduct: 'IQOS-ILUMA', colour, category: 'devices',
    qualifiers: [{ qualifier: 'colour', name: 'Colour', value: colourName }],
    // Borrow the device for 30 days, free: the lending entries' configuration.
    lending: { 'LEND-30D': { days: 30, price: 0 } },
    ...DEVICE_COPY,
  };
}
// A product set: the visitor picks three tins; the set costs what its tins cost.
PRODUCTS['ZYN-MIX-3'] = {
  name: 'ZYN Mix: any 3 tins', kind: 'set', size: 3, of: 'tin', colour: '#0b1f44', category: 'sets', stock: 'inStock',
  summary: 'Build your own pack: any three tins, delivered together.',
  description: '<p>Pick three tins in any mix of flavours and strengths. The pack costs what its tins cost.</p>',
};

const CATEGORIES = { tins: 'Nicotine pouches', devices: 'Devices', sets: 'Packs' };

/** The product's lowest variant price (a base product's "from" price), in pence. */
function priceOf(code) {
  const product = PRODUCTS[code];
  if (product.price !== undefined) return product.price;
  if (product.base) return Math.min(...product.variants.map(priceOf));
  return 450 * (product.size ?? 1);
}

/** A base product is in stock when any variant is; low when none is plentiful. */
function stockOf(code) {
  const product = PRODUCTS[code];
  if (!product.base) return product.stock ?? 'inStock';
  const levels = product.variants.map(stockOf);
  if (levels.includes('inStock')) return 'inStock';
  return levels.includes('lowStock') ? 'lowStock' : 'outOfStock';
}

export function stockView(code) {
  const status = stockOf(code);
  return status === 'lowStock' ? { stockLevelStatus: status, stockLevel: LOW_STOCK_LEVEL } : status === 'outOfStock' ? { stockLevelStatus: status, stockLevel: 0 } : { stockLevelStatus: status };
}

/** How many of `code` may still be added (Infinity when in stock). */
export function availableStock(code) {
  const status = stockOf(code);
  return status === 'outOfStock' ? 0 : status === 'lowStock' ? LOW_STOCK_LEVEL : Infinity;
}

export const isPurchasable = (code) => Object.hasOwn(PRODUCTS, code) && !PRODUCTS[code].base;

const slug = (name) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The product's page on the storefront (SAP's `url` is the shop's own route). */
export const productUrl = (code) => `/${slug(PRODUCTS[code].name)}/p/${code}`;

function optionView(code) {
  return {
    code,
    url: productUrl(code),
    priceData: price(priceOf(code)),
    stock: stockView(code),
    variantOptionQualifiers: PRODUCTS[code].qualifiers ?? [],
  };
}

/** Summaries of the reviews (averageRating, numberOfReviews); none until the reviews module gives them. */
let reviewSummary = () => ({ numberOfReviews: 0 });

/** Lets the reviews mock give the products their averageRating and numberOfReviews. */
export function setReviewSummary(summary) {
  reviewSummary = summary;
}

/** The product as OCC answers it with fields=FULL. */
export function productView(code) {
  const product = PRODUCTS[code];
  const kind = product.kind === 'set' ? 'tin' : product.kind;
  const view = {
    code,
    name: product.name,
    summary: product.summary,
    description: product.description,
    url: productUrl(code),
    purchasable: isPurchasable(code),
    price: price(priceOf(code)),
    stock: stockView(code),
    images: [...image(code, product.name, product.colour, kind), ...galleryOf(product.name, product.colour, kind)],
    categories: [{ code: product.category, name: CATEGORIES[product.category] }],
    ...reviewSummary(code),
  };
  if (product.base) {
    view.variantType = product.kind === 'device' ? 'ColourVariantProduct' : 'StrengthVariantProduct';
    view.variantOptions = product.variants.map(optionView);
  }
  if (product.baseProduct) {
    const base = PRODUCTS[product.baseProduct];
    view.baseProduct = product.baseProduct;
    view.baseOptions = [
      {
        variantType: base.kind === 'device' ? 'ColourVariantProduct' : 'StrengthVariantProduct',
        selected: optionView(code),
        options: base.variants.map(optionView),
      },
    ];
  }
  if (product.lending) {
    view.lendingOptions = Object.entries(product.lending).map(([lendingCode, option]) => ({ code: lendingCode, days: option.days, price: price(option.price) }));
  }
  if (product.kind === 'set') view.productSet = { size: product.size, of: 'tins' };
  return view;
}

function siteError(site) {
  return SITES.includes(site) ? undefined : occError(400, 'InvalidResourceError', `Base site ${site} doesn't exist`, 'notFound', site);
}

function getProduct({ params }) {
  const site = decodeSegment(params[0]);
  const code = decodeSegment(params[1]);
  const bad = siteError(site);
  if (bad) return bad;
  if (!code || !Object.hasOwn(PRODUCTS, code)) return occError(400, 'UnknownIdentifierError', `Product with code '${code}' not found!`, 'notFound', code);
  return json(productView(code));
}

export const MAX_PAGE_SIZE = 100;
const SORTS = ['relevance', 'name-asc', 'price-asc', 'price-desc'];

/**
 * OCC's query: free text, then `:sort` and `:facet:value` pairs (`mint:price-asc:category:tins`).
 * Base products are listed (their variants are chosen on the product page); the set too.
 */
function searchProducts({ params, url }) {
  const site = decodeSegment(params[0]);
  const bad = siteError(site);
  if (bad) return bad;
  const q = url.searchParams;
  const [text = '', sortPart, ...facets] = (q.get('query') ?? '').split(':');
  const sort = SORTS.includes(q.get('sort') ?? '') ? q.get('sort') : SORTS.includes(sortPart) ? sortPart : 'relevance';
  const filters = {};
  for (let index = 0; index + 1 < facets.length; index += 2) filters[facets[index]] = facets[index + 1];
  const pageSize = Math.min(Math.max(Number.parseInt(q.get('pageSize') ?? '20', 10) || 20, 1), MAX_PAGE_SIZE);
  const currentPage = Math.max(Number.parseInt(q.get('currentPage') ?? '0', 10) || 0, 0);
  const words = text.trim().toLowerCase().split(/\s+/).filter(Boolean);
  let codes = Object.keys(PRODUCTS).filter((code) => !PRODUCTS[code].baseProduct);
  if (filters.category) codes = codes.filter((code) => PRODUCTS[code].category === filters.category);
  if (words.length) codes = codes.filter((code) => words.every((word) => `${code} ${PRODUCTS[code].name}`.toLowerCase().includes(word)));
  if (sort === 'name-asc') codes.sort((a, b) => PRODUCTS[a].name.localeCompare(PRODUCTS[b].name));
  if (sort === 'price-asc') codes.sort((a, b) => priceOf(a) - priceOf(b));
  if (sort === 'price-desc') codes.sort((a, b) => priceOf(b) - priceOf(a));
  const totalResults = codes.length;
  const page = codes.slice(currentPage * pageSize, (currentPage + 1) * pageSize);
  return json({
    type: 'productCategorySearchPageWsDTO',
    freeTextSearch: text,
    products: page.map(productView),
    pagination: { currentPage, pageSize, totalPages: Math.ceil(totalResults / pageSize), totalResults, sort },
    sorts: SORTS.map((code) => ({ code, selected: code === sort })),
  });
}

const PRODUCTS_PATH = String.raw`^/mock/occ/v2/([^/]+)/products`;

export const routes = [
  // search first: `search` is not a product code
  { method: 'GET', path: new RegExp(`${PRODUCTS_PATH}/search$`), handler: searchProducts },
  { method: 'GET', path: new RegExp(`${PRODUCTS_PATH}/([^/]+)$`), handler: getProduct },
];
