/**
 * The commerce events of the data layer (productImpression, productClick, addToCart) in the enhanced-ecommerce
 * shape tag managers read: each product as a field object `{ id, name, price, quantity?, category?, variant?,
 * list?, position? }` (price a number in the currency, position from 1), with the list name a merchandiser
 * filters by. Every commerce element pushes through here.
 */
import { pushEvent, type DataLayerEvent, type DataLayerHost } from './dataLayer';
import { ANALYTICS_EVENTS } from './events';

export interface ProductFieldObject {
  id: string;
  name?: string;
  price?: number;
  quantity?: number;
  category?: string;
  variant?: string;
  list?: string;
  position?: number;
}

/** The part of an OCC product (or cart entry) the field object is made from. */
export interface ProductLike {
  code?: string;
  name?: string;
  price?: { value?: number; currencyIso?: string };
  categories?: { name?: string }[];
}

/** A product's field object; undefined without a code. */
export function productFields(product: ProductLike | undefined, extra: Omit<Partial<ProductFieldObject>, 'id'> = {}): ProductFieldObject | undefined {
  if (!product?.code) return undefined;
  const fields: ProductFieldObject = { id: product.code };
  if (product.name) fields.name = product.name;
  if (typeof product.price?.value === 'number') fields.price = product.price.value;
  const category = product.categories?.[0]?.name;
  if (category) fields.category = category;
  return { ...fields, ...extra };
}

const currencyOf = (product: ProductLike | undefined) => product?.price?.currencyIso ?? 'GBP';

/** productImpression: the cards seen, each once, with their list and position. */
export function pushProductImpressions(products: ProductFieldObject[], currencyCode = 'GBP', host?: DataLayerHost): DataLayerEvent | undefined {
  if (products.length === 0) return undefined;
  return pushEvent(ANALYTICS_EVENTS.productImpression, { ecommerce: { currencyCode, impressions: products } }, host);
}

/** productClick: a card chosen, from its list and position. */
export function pushProductClick(product: ProductFieldObject, host?: DataLayerHost): DataLayerEvent | undefined {
  const actionField = product.list ? { list: product.list } : {};
  return pushEvent(ANALYTICS_EVENTS.productClick, { ecommerce: { click: { actionField, products: [product] } } }, host);
}

/** addToCart: what was added (the quantity actually added), after OCC accepted it. */
export function pushAddToCart(products: ProductFieldObject[], currencyCode = 'GBP', host?: DataLayerHost): DataLayerEvent | undefined {
  if (products.length === 0) return undefined;
  return pushEvent(ANALYTICS_EVENTS.addToCart, { ecommerce: { currencyCode, add: { products } } }, host);
}

export { currencyOf };
