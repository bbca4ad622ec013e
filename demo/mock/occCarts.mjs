// SAP Commerce (OCC v2) carts, in memory (docs/mock-api.md "create cart" … "delete cart"):
//   POST   /mock/occ/v2/{site}/users/{user}/carts?fields=FULL_WITH_CART&lang=en   → 201 cart
//   GET    /mock/occ/v2/{site}/users/{user}/carts?fields=FULL&lang=en             → 200 { carts }
//   GET    /mock/occ/v2/{site}/users/{user}/carts/{cartId}                        → 200 cart
// {cartId} is an anonymous cart's guid, a registered user's cart code (as OCC). POST carts?oldCartId=…
// [&toMergeCartGuid=…] merges an anonymous cart into the user's at sign-in.
//   POST   …/carts/{guid}/entries | lendingentries | product-set/entries          → 200 cart modification
//          (SAP's CartModificationWsDTO: statusCode, quantityAdded, quantity, entry; never the cart: read it after)
//   PATCH  …/carts/{guid}/entries/{entryNumber}  body { quantity }                → 200 cart modification
//          (0 removes the entry; capped by the stock and the order limit, as an add is)
//   DELETE …/carts/{guid}/entries/{entryNumber}                                   → 200, empty
//   DELETE /mock/occ/v2/{site}/users/{user}/carts/{guid}                          → 200, empty
// Every call needs `Authorization: Bearer <token from /mock/occ/oauth/token>`. {user} is the
// visitor's brand_uid or `anonymous`. A logged-in user's carts belong to the user (any of their
// tokens sees them); an anonymous cart is listed only for the token that created it but, as in
// OCC, can be reached by its guid with any valid token.
import { randomInt, randomUUID } from 'node:crypto';
import { occUserContext } from './occContext.mjs';
import { decodeSegment, empty, json, occError, parseJsonBody } from './http.mjs';
import { PRODUCTS, SITES, availableStock, isPurchasable, price, productUrl, stockView } from './occCatalogue.mjs';

export { SITES, PRODUCTS, price } from './occCatalogue.mjs';
export const ORDER_TYPES = ['STANDARD', 'AUTO_DELIVERY'];
export const MAX_ENTRY_QUANTITY = 20;
const MAX_REQUEST_QUANTITY = 999;
const MAX_ENTRIES = 50;
const MAX_CARTS_PER_OWNER = 10;
const MAX_CARTS = 5000;

/** guid → { site, user, owner, code, guid, orderType, entries, createdAt } */
const carts = new Map();
const codes = new Set();

/** Forgets every cart (tests). */
export function resetCarts() {
  carts.clear();
  codes.clear();
}

function newCode() {
  let code;
  do code = String(randomInt(10_000_000, 100_000_000));
  while (codes.has(code));
  codes.add(code);
  return code;
}

function productRef(code) {
  const cartIcon = `/mock/img/96x96.svg?kind=${PRODUCTS[code].kind === 'device' ? 'device' : 'tin'}&bg=${encodeURIComponent(PRODUCTS[code].colour)}&label=${encodeURIComponent(PRODUCTS[code].name)}`;
  return {
    code,
    name: PRODUCTS[code].name,
    url: productUrl(code),
    purchasable: true,
    images: [{ imageType: 'PRIMARY', format: 'cartIcon', url: cartIcon, altText: PRODUCTS[code].name }],
  };
}

/** The code whose stock an entry is limited by: its product's, or a set's scarcest tin. */
function stockCodeOf(entry) {
  if (!entry.productSetEntries) return entry.code;
  return entry.productSetEntries.reduce((scarcest, part) => (availableStock(part.code) < availableStock(scarcest) ? part.code : scarcest), entry.productSetEntries[0].code);
}

function entryView(entry, entryNumber) {
  const view = {
    entryNumber,
    // SAP's entry product carries its stock and the most one order may hold (the cart's quantity field's bounds).
    product: { ...productRef(entry.code), stock: stockView(stockCodeOf(entry)), maxOrderQuantity: entry.maxQuantity ?? MAX_ENTRY_QUANTITY },
    quantity: entry.quantity,
    basePrice: price(entry.unitPrice),
    totalPrice: price(entry.unitPrice * entry.quantity),
    updateable: true,
  };
  if (entry.lendingConfigurationCode) {
    view.lendingConfigurationCode = entry.lendingConfigurationCode;
    view.lendingDays = PRODUCTS[entry.code].lending[entry.lendingConfigurationCode].days;
  }
  if (entry.productSetEntries) {
    view.productSetEntries = entry.productSetEntries.map((part) => ({
      product: productRef(part.code),
      quantity: part.quantity,
      basePrice: price(PRODUCTS[part.code].price),
    }));
  }
  return view;
}

/**
 * The delivery modes of a cart (SAP's `…/deliverymodes`), prices in pence: standard is free from £20 of goods.
 * Only a cart with a delivery address has any, as in SAP.
 */
export const DELIVERY_MODES = [
  { code: 'standard-gross', name: 'Standard delivery', description: '3 to 5 working days', pence: 399, freeFromPence: 2000 },
  { code: 'premium-gross', name: 'Next day delivery', description: 'Order by 8pm, with us the next working day', pence: 699 },
];

const goodsPence = (cart) => cart.entries.reduce((sum, entry) => sum + entry.unitPrice * entry.quantity, 0);

/** A mode's cost for this cart, in pence. */
export function deliveryPence(mode, cart) {
  return mode.freeFromPence !== undefined && goodsPence(cart) >= mode.freeFromPence ? 0 : mode.pence;
}

/** DeliveryModeWsDTO. */
export const deliveryModeView = (mode, cart) => ({ code: mode.code, name: mode.name, description: mode.description, deliveryCost: price(deliveryPence(mode, cart)) });

/** The cart as OCC answers it (FULL fields); with its checkout choices once made (delivery address, mode, payment). */
export function cartView(cart) {
  const entries = cart.entries.map(entryView);
  const goods = goodsPence(cart);
  const mode = cart.deliveryMode && DELIVERY_MODES.find((candidate) => candidate.code === cart.deliveryMode);
  const delivery = mode ? deliveryPence(mode, cart) : 0;
  const total = goods + delivery;
  return {
    type: 'cartWsDTO',
    code: cart.code,
    guid: cart.guid,
    user: { uid: cart.user, name: cart.user === 'anonymous' ? 'Anonymous' : cart.user },
    entries,
    totalItems: entries.length,
    totalUnitCount: entries.reduce((sum, entry) => sum + entry.quantity, 0),
    subTotal: price(goods),
    ...(mode ? { deliveryMode: deliveryModeView(mode, cart), deliveryCost: price(delivery) } : {}),
    ...(cart.deliveryAddress ? { deliveryAddress: cart.deliveryAddress } : {}),
    ...(cart.paymentInfo ? { paymentInfo: cart.paymentInfo } : {}),
    totalPrice: price(total),
    totalPriceWithTax: price(total),
    // UK prices include VAT (20 %): the tax part of the total.
    totalTax: price(Math.round(total / 6)),
    net: false,
    orderType: { typeId: cart.orderType },
    site: cart.site,
    creationTime: cart.createdAt,
  };
}

const cartNotFound = (id) => occError(400, 'CartError', 'Cart not found.', 'notFound', id, 'cart');
const unknownProduct = (code) => occError(400, 'UnknownIdentifierError', `Product with code '${code}' not found!`, 'notFound', code);
const badRequest = (message, subject) => occError(400, 'ValidationError', message, 'invalid', subject);
const entryError = (message, reason, subject) => occError(400, 'CartEntryError', message, reason, subject);

/** Bearer token, then site and user: { token, site, user } or { response }. */
function context(req, params) {
  const found = occUserContext(req, params);
  if (found.response) return found;
  if (!found.user) return { response: badRequest('Malformed user id', 'user') };
  return found;
}

const ownerOf = (user, token) => (user === 'anonymous' ? `anonymous:${token.token}` : `user:${user}`);

/**
 * The cart of this site and user by its id, as OCC addresses it: an anonymous cart by its guid, a registered
 * user's cart by its code (Spartacus: getCartIdByUserId). A user's guid is not an id: 400 CartError notFound.
 */
function findCart(ctx, rawId) {
  const id = decodeSegment(rawId);
  const cart =
    id === undefined
      ? undefined
      : ctx.user === 'anonymous'
        ? carts.get(id)
        : [...carts.values()].find((candidate) => candidate.code === id && candidate.user === ctx.user && candidate.site === ctx.site);
  if (!cart || cart.site !== ctx.site || cart.user !== ctx.user) return { response: cartNotFound(id ?? rawId) };
  return { cart };
}

/** The cart a checkout call names (`params[2]`) for its bearer, site and user: `{ cart, ctx }` or `{ response }`. */
export function checkoutCart(req, params) {
  const ctx = context(req, params);
  if (ctx.response) return ctx;
  const found = findCart(ctx, params[2]);
  return found.response ? found : { cart: found.cart, ctx };
}

/** The cart `cartId` of a user (as an order's placement names it): the cart, or undefined. */
export function userCart(site, user, cartId) {
  return [...carts.values()].find((cart) => cart.code === cartId && cart.user === user && cart.site === site);
}

export function dropCart(cart) {
  carts.delete(cart.guid);
  codes.delete(cart.code);
}

function createCart({ req, url, params, body }) {
  const ctx = context(req, params);
  if (ctx.response) return ctx.response;
  const parsed = parseJsonBody(body);
  if (parsed.invalid) return occError(400, 'HttpMessageNotReadableError', 'Malformed JSON request body');
  // The order type: ?orderType=AUTO_DELIVERY or a body { "orderType": { "typeId" } } (default STANDARD).
  const fromBody = parsed.value?.orderType;
  const orderType = url.searchParams.get('orderType') ?? (typeof fromBody === 'string' ? fromBody : fromBody?.typeId) ?? 'STANDARD';
  if (!ORDER_TYPES.includes(orderType)) return badRequest(`Unknown order type ${orderType}`, 'orderType');

  const owner = ownerOf(ctx.user, ctx.token);
  // SAP's merge at sign-in: ?oldCartId={anonymous cart guid}[&toMergeCartGuid={the user's cart guid}] moves the
  // anonymous cart's entries into the user's cart (or makes it the user's cart) and removes the anonymous cart.
  const oldCartId = url.searchParams.get('oldCartId');
  if (oldCartId !== null) {
    if (ctx.user === 'anonymous') return badRequest('Only a registered user can take over an anonymous cart', 'oldCartId');
    const anonymous = carts.get(oldCartId);
    if (!anonymous || anonymous.user !== 'anonymous' || anonymous.site !== ctx.site) return cartNotFound(oldCartId);
    const intoGuid = url.searchParams.get('toMergeCartGuid');
    if (intoGuid !== null) {
      const into = carts.get(intoGuid);
      if (!into || into.user !== ctx.user || into.site !== ctx.site) return cartNotFound(intoGuid);
      for (const entry of anonymous.entries) {
        const same = into.entries.find((existing) => existing.code === entry.code && existing.lendingConfigurationCode === entry.lendingConfigurationCode && existing.signature === entry.signature);
        if (same) same.quantity = Math.min(same.quantity + entry.quantity, same.maxQuantity ?? MAX_ENTRY_QUANTITY);
        else if (into.entries.length < MAX_ENTRIES) into.entries.push({ ...entry });
      }
      dropCart(anonymous);
      return json(cartView(into), 201);
    }
    anonymous.user = ctx.user;
    anonymous.owner = owner;
    return json(cartView(anonymous), 201);
  }
  const mine = [...carts.values()].filter((cart) => cart.owner === owner);
  if (mine.length >= MAX_CARTS_PER_OWNER) dropCart(mine[0]);
  if (carts.size >= MAX_CARTS) dropCart(carts.values().next().value);
  const cart = {
    site: ctx.site,
    user: ctx.user,
    owner,
    code: newCode(),
    guid: randomUUID(),
    orderType,
    entries: [],
    createdAt: new Date().toISOString(),
  };
  carts.set(cart.guid, cart);
  return json(cartView(cart), 201);
}

function listCarts({ req, params }) {
  const ctx = context(req, params);
  if (ctx.response) return ctx.response;
  const owner = ownerOf(ctx.user, ctx.token);
  const list = [...carts.values()].filter((cart) => cart.site === ctx.site && cart.owner === owner);
  return json({ carts: list.map(cartView) });
}

function getCart({ req, params }) {
  const ctx = context(req, params);
  if (ctx.response) return ctx.response;
  const found = findCart(ctx, params[2]);
  return found.response ?? json(cartView(found.cart));
}

function deleteCart({ req, params }) {
  const ctx = context(req, params);
  if (ctx.response) return ctx.response;
  const found = findCart(ctx, params[2]);
  if (found.response) return found.response;
  dropCart(found.cart);
  return empty(200);
}

/** The JSON body of an entry call: { value } or { response }. */
function entryBody(body) {
  const parsed = parseJsonBody(body);
  if (parsed.invalid) return { response: occError(400, 'HttpMessageNotReadableError', 'Malformed JSON request body') };
  if (!parsed.value || typeof parsed.value !== 'object' || Array.isArray(parsed.value)) {
    return { response: badRequest('The request body must be a JSON object', 'body') };
  }
  return { value: parsed.value };
}

/** A quantity from a body: a whole number 1..999, 1 when missing; or { response }. */
function quantityOf(value, subject = 'quantity') {
  if (value === undefined) return { quantity: 1 };
  if (!Number.isInteger(value) || value < 1 || value > MAX_REQUEST_QUANTITY) {
    return { response: badRequest(`Quantity must be a whole number from 1 to ${MAX_REQUEST_QUANTITY}`, subject) };
  }
  return { quantity: value };
}

function productCodeOf(product, subject = 'product.code') {
  const code = product && typeof product === 'object' ? product.code : undefined;
  if (typeof code !== 'string' || code === '') return { response: badRequest('A product code is required', subject) };
  if (!Object.hasOwn(PRODUCTS, code)) return { response: unknownProduct(code) };
  if (!isPurchasable(code)) return { response: entryError(`Product ${code} is a base product: add one of its variants`, 'notPurchasable', code) };
  return { code };
}

/**
 * Adds to an entry (or a new one), capped at MAX_ENTRY_QUANTITY and by the stock; answers SAP's cart
 * modification (statusCode success | lowStock | noStock | maxOrderQuantityExceeded, quantityAdded, quantity,
 * entry, statusMessage when not all was added). OCC answers 200 with quantityAdded 0 when nothing could be added.
 */
function addToCart(cart, match, make, wanted, stockCode) {
  let index = cart.entries.findIndex(match);
  const available = availableStock(stockCode);
  const inCart = index < 0 ? 0 : cart.entries[index].quantity;
  if (available === 0) {
    return json({ statusCode: 'noStock', quantityAdded: 0, quantity: inCart, statusMessage: 'This product is out of stock.' });
  }
  if (index < 0) {
    if (cart.entries.length >= MAX_ENTRIES) return entryError(`A cart holds at most ${MAX_ENTRIES} entries`, 'maxEntries', cart.guid);
    cart.entries.push({ ...make(), quantity: 0 });
    index = cart.entries.length - 1;
  }
  const entry = cart.entries[index];
  const cap = Math.min(entry.maxQuantity ?? MAX_ENTRY_QUANTITY, available);
  const added = Math.max(0, Math.min(wanted, cap - entry.quantity));
  entry.quantity += added;
  const byStock = available < (entry.maxQuantity ?? MAX_ENTRY_QUANTITY);
  const statusCode = added === wanted ? 'success' : byStock ? 'lowStock' : 'maxOrderQuantityExceeded';
  const statusMessage = statusCode === 'success' ? undefined : byStock ? `Only ${cap} can be ordered: stock is low.` : `At most ${cap} per order.`;
  if (entry.quantity === 0) {
    cart.entries.splice(index, 1);
    return json({ statusCode, quantityAdded: 0, quantity: 0, statusMessage });
  }
  return json({
    statusCode,
    quantityAdded: added,
    quantity: entry.quantity,
    entry: entryView(entry, index),
    ...(statusMessage ? { statusMessage } : {}),
  });
}

/** The cart and request body every add-entry call starts from: `{ response }` when one is missing or bad. */
function cartAndBody({ req, params, body }) {
  const ctx = context(req, params);
  if (ctx.response) return ctx;
  const found = findCart(ctx, params[2]);
  if (found.response) return found;
  const input = entryBody(body);
  if (input.response) return input;
  return { cart: found.cart, value: input.value };
}

/** cartAndBody plus a known product code and a valid quantity (single and lending entries). */
function productEntry(call) {
  const base = cartAndBody(call);
  if (base.response) return base;
  const product = productCodeOf(base.value.product);
  if (product.response) return product;
  const quantity = quantityOf(base.value.quantity);
  if (quantity.response) return quantity;
  return { cart: base.cart, value: base.value, code: product.code, quantity: quantity.quantity };
}

function addEntry(call) {
  const request = productEntry(call);
  if (request.response) return request.response;
  const { code } = request;
  if (PRODUCTS[code].kind === 'set') {
    return entryError(`${code} is a product set: add it with product-set/entries`, 'productSet', code);
  }
  return addToCart(
    request.cart,
    (entry) => entry.code === code && !entry.lendingConfigurationCode && !entry.productSetEntries,
    () => ({ code, unitPrice: PRODUCTS[code].price }),
    request.quantity,
    code,
  );
}

function addLendingEntry(call) {
  const request = productEntry(call);
  if (request.response) return request.response;
  const { code } = request;
  const lending = PRODUCTS[code].lending;
  if (!lending) return entryError(`Product ${code} cannot be borrowed`, 'notLendable', code);
  const config = request.value.lendingConfigurationCode;
  if (typeof config !== 'string' || config === '') return badRequest('A lendingConfigurationCode is required', 'lendingConfigurationCode');
  if (!Object.hasOwn(lending, config)) {
    return occError(400, 'UnknownIdentifierError', `Lending configuration with code '${config}' not found!`, 'notFound', config);
  }
  // One borrowed device per cart.
  return addToCart(
    request.cart,
    (entry) => entry.code === code && entry.lendingConfigurationCode === config,
    () => ({ code, unitPrice: lending[config].price, lendingConfigurationCode: config, maxQuantity: 1 }),
    request.quantity,
    code,
  );
}

function addProductSet(call) {
  const base = cartAndBody(call);
  if (base.response) return base.response;
  const reference = base.value.productReference;
  if (typeof reference !== 'string' || reference === '') return badRequest('A productReference is required', 'productReference');
  if (!Object.hasOwn(PRODUCTS, reference)) return unknownProduct(reference);
  const set = PRODUCTS[reference];
  if (set.kind !== 'set') return entryError(`${reference} is not a product set`, 'notProductSet', reference);
  if (!Array.isArray(base.value.entries) || base.value.entries.length === 0) {
    return badRequest('entries must list the products of the set', 'entries');
  }
  const parts = [];
  for (const [index, part] of base.value.entries.entries()) {
    const product = productCodeOf(part?.product, `entries[${index}].product.code`);
    if (product.response) return product.response;
    const quantity = quantityOf(part.quantity, `entries[${index}].quantity`);
    if (quantity.response) return quantity.response;
    if (PRODUCTS[product.code].kind !== set.of) {
      return entryError(`${product.code} cannot be part of ${reference}`, 'invalidProductSet', product.code);
    }
    const same = parts.find((existing) => existing.code === product.code);
    if (same) same.quantity += quantity.quantity;
    else parts.push({ code: product.code, quantity: quantity.quantity });
  }
  const count = parts.reduce((sum, part) => sum + part.quantity, 0);
  if (count !== set.size) {
    return entryError(`${reference} needs exactly ${set.size} tins, not ${count}`, 'invalidProductSet', reference);
  }
  const unitPrice = parts.reduce((sum, part) => sum + PRODUCTS[part.code].price * part.quantity, 0);
  const signature = JSON.stringify([...parts].sort((a, b) => a.code.localeCompare(b.code)));
  return addToCart(
    base.cart,
    (entry) => entry.code === reference && entry.signature === signature,
    () => ({ code: reference, unitPrice, productSetEntries: parts, signature }),
    1,
    // a set is as available as its scarcest tin
    parts.reduce((scarcest, part) => (availableStock(part.code) < availableStock(scarcest) ? part.code : scarcest), parts[0].code),
  );
}

/** The cart and the entry `params[3]` names: `{ cart, index }` or `{ response }` (CartEntryError notFound). */
function cartEntry({ req, params }) {
  const ctx = context(req, params);
  if (ctx.response) return ctx;
  const found = findCart(ctx, params[2]);
  if (found.response) return found;
  const raw = decodeSegment(params[3]);
  const index = raw !== undefined && /^\d{1,4}$/.test(raw) ? Number(raw) : -1;
  if (index < 0 || index >= found.cart.entries.length) {
    return { response: occError(400, 'CartEntryError', 'Entry not found', 'notFound', raw ?? params[3], 'entry') };
  }
  return { cart: found.cart, index };
}

/**
 * Sets an entry's quantity (SAP's PATCH of an order entry): 0 removes it; fewer is always possible; more than
 * the stock or the order limit allows keeps the most it can (lowStock, maxOrderQuantityExceeded), as an add
 * does; an entry whose product has no stock left cannot grow (400 InsufficientStockError). Answers the cart modification, with
 * `quantityAdded` the change (negative when it shrank).
 */
function updateEntry(call) {
  const found = cartEntry(call);
  if (found.response) return found.response;
  const input = entryBody(call.body);
  if (input.response) return input.response;
  const wanted = input.value.quantity;
  if (!Number.isInteger(wanted) || wanted < 0 || wanted > MAX_REQUEST_QUANTITY) {
    return badRequest(`Quantity must be a whole number from 0 to ${MAX_REQUEST_QUANTITY}`, 'quantity');
  }
  const { cart, index } = found;
  const entry = cart.entries[index];
  const before = entry.quantity;
  if (wanted === 0) {
    cart.entries.splice(index, 1);
    return json({ statusCode: 'success', quantityAdded: -before, quantity: 0, entry: { entryNumber: index, product: productRef(entry.code), quantity: 0 } });
  }
  const available = availableStock(stockCodeOf(entry));
  if (wanted > before && available === 0) {
    return occError(400, 'InsufficientStockError', `Product [${entry.code}] cannot be shipped - out of stock online`, 'noStock', entry.code, 'product');
  }
  const limit = entry.maxQuantity ?? MAX_ENTRY_QUANTITY;
  // Fewer is always possible; more only up to the stock and the limit (never below what the entry has).
  entry.quantity = wanted <= before ? wanted : Math.max(before, Math.min(wanted, limit, available));
  const statusCode = entry.quantity === wanted ? 'success' : available < limit ? 'lowStock' : 'maxOrderQuantityExceeded';
  return json({
    statusCode,
    quantityAdded: entry.quantity - before,
    quantity: entry.quantity,
    entry: entryView(entry, index),
    ...(statusCode === 'success' ? {} : { statusMessage: statusCode === 'lowStock' ? `Only ${entry.quantity} can be ordered: stock is low.` : `At most ${entry.quantity} per order.` }),
  });
}

/** Removes an entry (SAP's DELETE of an order entry): 200, empty; the entries after it are numbered down. */
function removeEntry(call) {
  const found = cartEntry(call);
  if (found.response) return found.response;
  found.cart.entries.splice(found.index, 1);
  return empty(200);
}

const CARTS = String.raw`^/mock/occ/v2/([^/]+)/users/([^/]+)/carts`;

export const routes = [
  { method: 'POST', path: new RegExp(`${CARTS}$`), handler: createCart },
  { method: 'GET', path: new RegExp(`${CARTS}$`), handler: listCarts },
  { method: 'GET', path: new RegExp(`${CARTS}/([^/]+)$`), handler: getCart },
  { method: 'DELETE', path: new RegExp(`${CARTS}/([^/]+)$`), handler: deleteCart },
  { method: 'POST', path: new RegExp(`${CARTS}/([^/]+)/entries$`), handler: addEntry },
  { method: 'PATCH', path: new RegExp(`${CARTS}/([^/]+)/entries/([^/]+)$`), handler: updateEntry },
  { method: 'DELETE', path: new RegExp(`${CARTS}/([^/]+)/entries/([^/]+)$`), handler: removeEntry },
  { method: 'POST', path: new RegExp(`${CARTS}/([^/]+)/lendingentries$`), handler: addLendingEntry },
  { method: 'POST', path: new RegExp(`${CARTS}/([^/]+)/product-set/entries$`), handler: addProductSet },
];
