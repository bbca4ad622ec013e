// SAP Commerce (OCC v2) checkout of a registered user's cart, as Spartacus's checkout calls it (docs/mock-api.md
// "Checkout"):
//   PUT  …/users/{user}/carts/{cart}/addresses/delivery?addressId={id}        → 200 empty (a saved address)
//   POST …/users/{user}/carts/{cart}/addresses/delivery  body Address          → 201 Address (also saved to the book)
//   GET  …/users/{user}/carts/{cart}/deliverymodes                             → 200 { deliveryModes } (once addressed)
//   PUT  …/users/{user}/carts/{cart}/deliverymode?deliveryModeId={code}       → 200 empty
//   PUT  …/users/{user}/carts/{cart}/paymentdetails?paymentDetailsId={id}     → 200 empty (a saved card)
//   POST …/users/{user}/carts/{cart}/paymentdetails  body PaymentDetails       → 201 PaymentDetails (a new card, saved
//                                                                                 masked: only its last four digits kept)
//   POST …/users/{user}/orders?cartId={cart code}&termsChecked=true           → 201 Order; the cart is gone, the order
//                                                                                 is with the user's other orders
// The cart keeps its choices (GET …/carts/{cart} answers deliveryAddress, deliveryMode, deliveryCost, paymentInfo
// and a total with delivery). Errors as OCC's { errors: [{ type, message, reason, subject }] }. An anonymous
// user cannot check out (401, as the account calls).
import { empty, json, occError, parseJsonBody } from './http.mjs';
import { PRODUCTS, availableStock } from './occCatalogue.mjs';
import { DELIVERY_MODES, checkoutCart, deliveryModeView, deliveryPence, dropCart, userCart } from './occCarts.mjs';
import { accountOf } from './occAccount.mjs';
import { addressView, orderView, paymentView, validateAddress, validateExpiry } from './occAccountViews.mjs';
import { CARD_TYPES } from './occAccountSeed.mjs';
import { occUserContext } from './occContext.mjs';

const badRequest = (message, subject, reason = 'invalid') => occError(400, 'ValidationError', message, reason, subject, 'parameter');
const unauthorized = () => occError(401, 'UnauthorizedError', 'Full authentication is required to access this resource', 'unauthorized', 'current');

/** A request body that must be a JSON object: `{ value }` or `{ response }` (400, as OCC answers). */
function jsonObject(body) {
  const parsed = parseJsonBody(body);
  if (parsed.invalid) return { response: occError(400, 'HttpMessageNotReadableError', 'Malformed JSON request body') };
  if (!parsed.value || typeof parsed.value !== 'object' || Array.isArray(parsed.value)) return { response: badRequest('A JSON object body is required', 'body', 'missing') };
  return { value: parsed.value };
}

/** Placed orders are numbered after the seed's. */
let nextOrder = 20_001;

/** Forgets the numbering (tests). */
export function resetCheckout() {
  nextOrder = 20_001;
}

/** The cart and the user's account for a checkout call: `{ cart, account }` or `{ response }`. */
function checkout(req, params) {
  const found = checkoutCart(req, params);
  if (found.response) return found;
  if (found.ctx.user === 'anonymous' || found.ctx.token.username === 'anonymous') return { response: unauthorized() };
  return { cart: found.cart, account: accountOf(found.ctx.site, found.ctx.user) };
}

function setSavedAddress({ req, url, params }) {
  const found = checkout(req, params);
  if (found.response) return found.response;
  const id = url.searchParams.get('addressId');
  if (!id) return badRequest('addressId is required', 'addressId', 'missing');
  const address = found.account.addresses.find((candidate) => candidate.id === id);
  if (!address) return badRequest(`Address ${id} is not in the address book`, 'addressId', 'notFound');
  found.cart.deliveryAddress = addressView(address);
  // a new address can change what delivery costs nothing: the mode is chosen again, as in SAP
  delete found.cart.deliveryMode;
  return empty(200);
}

function setNewAddress({ req, params, body }) {
  const found = checkout(req, params);
  if (found.response) return found.response;
  const input = jsonObject(body);
  if (input.response) return input.response;
  const checked = validateAddress(input.value);
  if (checked.response) return checked.response;
  const account = found.account;
  const address = { ...checked.address, id: `addr-${account.uid}-${account.nextId++}`, defaultAddress: account.addresses.length === 0 };
  account.addresses.push(address);
  found.cart.deliveryAddress = addressView(address);
  delete found.cart.deliveryMode;
  return json(addressView(address), 201);
}

function listModes({ req, params }) {
  const found = checkout(req, params);
  if (found.response) return found.response;
  const modes = found.cart.deliveryAddress ? DELIVERY_MODES.map((mode) => deliveryModeView(mode, found.cart)) : [];
  return json({ deliveryModes: modes });
}

function setMode({ req, url, params }) {
  const found = checkout(req, params);
  if (found.response) return found.response;
  const code = url.searchParams.get('deliveryModeId');
  if (!code) return badRequest('deliveryModeId is required', 'deliveryModeId', 'missing');
  if (!found.cart.deliveryAddress) return occError(400, 'UnsupportedDeliveryModeError', 'The cart has no delivery address yet', 'noAddress', code);
  if (!DELIVERY_MODES.some((mode) => mode.code === code)) return occError(400, 'UnsupportedDeliveryModeError', `Delivery mode [${code}] is not supported for the current cart`, 'notSupported', code);
  found.cart.deliveryMode = code;
  return empty(200);
}

function setPayment({ req, url, params }) {
  const found = checkout(req, params);
  if (found.response) return found.response;
  const id = url.searchParams.get('paymentDetailsId');
  if (!id) return badRequest('paymentDetailsId is required', 'paymentDetailsId', 'missing');
  const card = found.account.payments.find((candidate) => candidate.id === id);
  if (!card) return badRequest(`Payment details ${id} are not saved for this user`, 'paymentDetailsId', 'notFound');
  const expiry = validateExpiry(card.expiryMonth, card.expiryYear);
  if (expiry.response) return expiry.response;
  found.cart.paymentInfo = paymentView(card);
  return empty(200);
}

const luhn = (digits) => {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
};

/**
 * A new card (SAP's createPaymentDetails on the cart): holder, number (a whole card number passing the Luhn check),
 * type (visa, master, amex), expiry (not past), billing address. Kept masked, only the last four digits, in the
 * user's saved cards, and set on the cart; the answer is masked too. The number is never kept or echoed.
 */
function addPayment({ req, params, body }) {
  const found = checkout(req, params);
  if (found.response) return found.response;
  const input = jsonObject(body);
  if (input.response) return input.response;
  const { value } = input;
  const holder = typeof value.accountHolderName === 'string' ? value.accountHolderName.trim() : '';
  if (!holder) return badRequest('accountHolderName is required', 'accountHolderName', 'missing');
  const digits = typeof value.cardNumber === 'string' ? value.cardNumber.replace(/[\s-]/g, '') : '';
  if (!/^\d{12,19}$/.test(digits) || !luhn(digits)) return badRequest('cardNumber is not a valid card number', 'cardNumber');
  const type = value.cardType?.code;
  if (!Object.hasOwn(CARD_TYPES, type)) return badRequest(`cardType.code must be one of ${Object.keys(CARD_TYPES).join(', ')}`, 'cardType.code');
  const expiry = validateExpiry(value.expiryMonth, value.expiryYear);
  if (expiry.response) return expiry.response;
  const account = found.account;
  const card = {
    id: `card-${account.uid}-${account.nextId++}`,
    cardType: type,
    cardNumber: `************${digits.slice(-4)}`,
    expiryMonth: expiry.month,
    expiryYear: expiry.year,
    accountHolderName: holder,
    defaultPayment: account.payments.length === 0,
    subscriptionId: `sub-${account.nextId}`,
  };
  account.payments.push(card);
  found.cart.paymentInfo = paymentView(card);
  return json(paymentView(card), 201);
}

const sapNow = () => new Date().toISOString().replace(/\.\d{3}Z$/, '+0000');

/**
 * Places the order: the terms ticked, the cart's entries still in stock, its address, mode and card set (the card
 * still valid). The order joins the user's orders (CREATED), keeping its prices, address, card and mode; the cart
 * is gone, so the same call again finds no cart (one order only).
 */
function placeOrder({ req, url, params }) {
  const ctx = occUserContext(req, params);
  if (ctx.response) return ctx.response;
  const { token, site } = ctx;
  if (token.username === 'anonymous' || ctx.user === 'anonymous') return unauthorized();
  if (ctx.user !== 'current' && ctx.user !== token.username) return occError(403, 'ForbiddenError', 'Access is denied', 'forbidden', ctx.user);
  const user = token.username;
  const cartId = url.searchParams.get('cartId');
  if (!cartId) return badRequest('cartId is required', 'cartId', 'missing');
  if (url.searchParams.get('termsChecked') !== 'true') return badRequest('The terms and conditions must be accepted', 'termsChecked', 'missing');
  const cart = userCart(site, user, cartId);
  if (!cart) return occError(400, 'CartError', 'Cart not found.', 'notFound', cartId, 'cart');
  if (cart.entries.length === 0) return occError(400, 'CartError', 'The cart is empty', 'empty', cartId, 'cart');
  if (!cart.deliveryAddress) return occError(400, 'CartError', 'Delivery address is not set', 'noDeliveryAddress', cartId, 'cart');
  const mode = DELIVERY_MODES.find((candidate) => candidate.code === cart.deliveryMode);
  if (!mode) return occError(400, 'CartError', 'Delivery mode is not set', 'noDeliveryMode', cartId, 'cart');
  if (!cart.paymentInfo) return occError(400, 'CartError', 'Payment details are not set', 'noPaymentInfo', cartId, 'cart');
  const expiry = validateExpiry(cart.paymentInfo.expiryMonth, cart.paymentInfo.expiryYear);
  if (expiry.response) return expiry.response;
  const short = cart.entries.find((entry) => entry.quantity > availableStock(entry.code));
  if (short) return occError(400, 'InsufficientStockError', `Product [${short.code}] cannot be shipped - out of stock online`, 'noStock', short.code, 'product');
  const account = accountOf(site, user);
  const order = {
    code: String(nextOrder++).padStart(8, '0'),
    status: 'CREATED',
    placed: sapNow(),
    entries: cart.entries.map((entry) => ({
      product: entry.code,
      quantity: entry.quantity,
      cancelled: 0,
      returned: 0,
      unitPence: entry.unitPrice,
      ...(entry.lendingConfigurationCode ? { lendingConfigurationCode: entry.lendingConfigurationCode, lendingDays: PRODUCTS[entry.code].lending[entry.lendingConfigurationCode].days } : {}),
    })),
    card: cart.paymentInfo.id,
    deliveryAddress: { ...cart.deliveryAddress },
    // the card as the account keeps it (the order's view masks it the same way)
    paymentInfo: { ...(account.payments.find((payment) => payment.id === cart.paymentInfo.id) ?? cart.paymentInfo) },
    deliveryMode: { code: mode.code, name: mode.name },
    deliveryPence: deliveryPence(mode, cart),
  };
  account.orders.push(order);
  dropCart(cart);
  return json(orderView(order), 201);
}

const CART = String.raw`^/mock/occ/v2/([^/]+)/users/([^/]+)/carts/([^/]+)`;

export const routes = [
  { method: 'PUT', path: new RegExp(`${CART}/addresses/delivery$`), handler: setSavedAddress },
  { method: 'POST', path: new RegExp(`${CART}/addresses/delivery$`), handler: setNewAddress },
  { method: 'GET', path: new RegExp(`${CART}/deliverymodes$`), handler: listModes },
  { method: 'PUT', path: new RegExp(`${CART}/deliverymode$`), handler: setMode },
  { method: 'PUT', path: new RegExp(`${CART}/paymentdetails$`), handler: setPayment },
  { method: 'POST', path: new RegExp(`${CART}/paymentdetails$`), handler: addPayment },
  { method: 'POST', path: /^\/mock\/occ\/v2\/([^/]+)\/users\/([^/]+)\/orders$/, handler: placeOrder },
];
