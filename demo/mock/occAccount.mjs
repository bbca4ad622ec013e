// SAP Commerce (OCC v2) account data of the logged-in user, in memory per site and user (docs/mock-api.md
// "OCC account"), the calls Spartacus makes:
//   GET    /mock/occ/v2/{site}/users/current/orders?currentPage&pageSize&sort → 200 OrderHistoryList
//   GET    …/users/current/orders/{code}?fields=FULL                         → 200 Order
//   POST   …/users/current/orders/{code}/cancellation                        → 200 empty
//   POST   …/users/current/orderReturns                                      → 201 ReturnRequest
//   POST   …/users/current/cartFromOrder?orderCode=…                         → 200 CartModificationList
//          (a new cart of the user, through occCarts.mjs's own routes: read it with GET …/carts)
//   GET    …/users/current/addresses                                         → 200 { addresses }
//   POST   …/users/current/addresses                                         → 201 Address
//   PATCH  …/users/current/addresses/{id}                                    → 200 empty
//   DELETE …/users/current/addresses/{id}                                    → 200 empty
//   GET    …/users/current/paymentdetails?saved=true                         → 200 { payments }
//   PATCH  …/users/current/paymentdetails/{id}                               → 200 empty
//   DELETE …/users/current/paymentdetails/{id}                               → 200 empty
// Every call needs a bearer from /mock/occ/oauth/token issued for a user (not `anonymous`): else 401. The path's
// user is `current` (the token's user) or that same uid; another uid → 403. State lives for the server's life
// (a reload sees every change); resetAccounts() forgets it (tests).
import { occUserContext } from './occContext.mjs';
import { sandboxBase } from './personaSandbox.mjs';
import { decodeSegment, empty, json, occError, parseJsonBody } from './http.mjs';
import { PRODUCTS, SITES, price, productUrl } from './occCatalogue.mjs';
import { routes as cartRoutes } from './occCarts.mjs';
import { ACCOUNT_SEED, CANCELLABLE_STATUSES, RETURNABLE_STATUSES } from './occAccountSeed.mjs';
import { addressView, historyView, orderView, paymentView, validateAddress, validateExpiry } from './occAccountViews.mjs';

export { setAccountClock } from './occAccountViews.mjs';
export const MAX_ADDRESSES = 20;
const MAX_ACCOUNTS = 1000;
const MAX_PAGE_SIZE = 100;
const SORTS = ['byDate', 'byOrderNumber'];

/** `${site}|${uid}` → { orders, addresses, payments, returns, nextId } */
const accounts = new Map();
let returnCount = 0;

/** Forgets every change (tests). */
export function resetAccounts() {
  accounts.clear();
}

export function accountOf(site, uid) {
  const key = `${site}|${uid}`;
  if (!accounts.has(key)) {
    // bounded: the oldest account made for a made-up uid goes first (a persona's is rebuilt from its seed)
    if (accounts.size >= MAX_ACCOUNTS) accounts.delete(accounts.keys().next().value);
    const seedId = sandboxBase(uid) ?? uid;
    const seed = Object.hasOwn(ACCOUNT_SEED, seedId) ? ACCOUNT_SEED[seedId] : { orders: [], addresses: [], payments: [] };
    const account = { ...structuredClone(seed), returns: [], nextId: 1, uid };
    // An order keeps the card and address it was placed with, whatever happens to them later.
    const home = account.addresses.find((address) => address.defaultAddress);
    for (const order of account.orders) {
      order.deliveryAddress = home ? { ...home } : undefined;
      const card = account.payments.find((payment) => payment.id === order.card);
      order.paymentInfo = card ? { ...card } : undefined;
    }
    account.site = site;
    accounts.set(key, account);
  }
  return accounts.get(key);
}

const badRequest = (message, subject, reason = 'invalid') => occError(400, 'ValidationError', message, reason, subject, 'parameter');
const notFound = (what, id) => occError(404, 'UnknownIdentifierError', `${what} with id '${id}' not found`, 'notFound', id);

/** Bearer (a user's), site, user: { account } or { response }. */
function context(req, params) {
  const found = occUserContext(req, params);
  if (found.response) return found;
  const { token, site, user } = found;
  if (token.username === 'anonymous') {
    return { response: occError(401, 'UnauthorizedError', 'Full authentication is required to access this resource', 'unauthorized', 'current') };
  }
  if (user !== 'current' && user !== token.username) return { response: occError(403, 'ForbiddenError', 'Access is denied', 'forbidden', user) };
  return { account: accountOf(site, token.username) };
}

/** Runs `handler(account, rest, body, url, req)` after context and (for bodies) JSON parsing. */
function route(handler, { needsBody = false } = {}) {
  return ({ req, url, params, body }) => {
    const ctx = context(req, params);
    if (ctx.response) return ctx.response;
    let value;
    if (needsBody) {
      const parsed = parseJsonBody(body);
      if (parsed.invalid) return occError(400, 'HttpMessageNotReadableError', 'Malformed JSON request body');
      if (!parsed.value || typeof parsed.value !== 'object' || Array.isArray(parsed.value)) return badRequest('A JSON object body is required', 'body', 'missing');
      value = parsed.value;
    }
    return handler(ctx.account, params.slice(2).map(decodeSegment), value, url, req);
  };
}

const intParam = (url, name, fallback) => {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === '') return fallback;
  return /^\d{1,6}$/.test(raw) ? Number(raw) : NaN;
};

function listOrders(account, _rest, _body, url) {
  const currentPage = intParam(url, 'currentPage', 0);
  if (!Number.isInteger(currentPage)) return badRequest('currentPage must be a whole number from 0', 'currentPage');
  const pageSize = intParam(url, 'pageSize', 20);
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) return badRequest(`pageSize must be 1 to ${MAX_PAGE_SIZE}`, 'pageSize');
  const sort = url.searchParams.get('sort') || 'byDate';
  if (!SORTS.includes(sort)) return badRequest(`Unknown sort ${sort}`, 'sort');
  const sorted = [...account.orders].sort((a, b) => (sort === 'byDate' ? b.placed.localeCompare(a.placed) : b.code.localeCompare(a.code)));
  const totalResults = sorted.length;
  return json({
    orders: sorted.slice(currentPage * pageSize, currentPage * pageSize + pageSize).map(historyView),
    pagination: { currentPage, pageSize, sort, totalPages: Math.ceil(totalResults / pageSize), totalResults },
    sorts: SORTS.map((code) => ({ code, selected: code === sort })),
  });
}

const findOrder = (account, code) => account.orders.find((order) => order.code === code);

function getOrder(account, [code]) {
  const order = findOrder(account, code);
  return order ? json(orderView(order)) : notFound('Order', code);
}

/** `[{ orderEntryNumber, quantity }]` checked against the order: { wanted } or { response }. */
function entryInputs(order, inputs, field, available) {
  if (!Array.isArray(inputs) || inputs.length === 0) return { response: badRequest(`${field} must list at least one entry`, field, 'missing') };
  const wanted = new Map();
  for (const [index, input] of inputs.entries()) {
    const number = input?.orderEntryNumber;
    const quantity = input?.quantity;
    if (!Number.isInteger(number) || !order.entries[number]) return { response: badRequest(`Unknown order entry ${number}`, `${field}[${index}].orderEntryNumber`) };
    if (!Number.isInteger(quantity) || quantity < 1) return { response: badRequest('quantity must be a whole number from 1', `${field}[${index}].quantity`) };
    wanted.set(number, (wanted.get(number) ?? 0) + quantity);
  }
  for (const [number, quantity] of wanted) {
    if (quantity > available(order.entries[number])) {
      return { response: badRequest(`Entry ${number}: at most ${available(order.entries[number])} can be taken`, `${field}.quantity`) };
    }
  }
  return { wanted };
}

const open = (entry) => entry.quantity - entry.cancelled - entry.returned;

function cancelOrder(account, [code], body) {
  const order = findOrder(account, code);
  if (!order) return notFound('Order', code);
  if (!CANCELLABLE_STATUSES.includes(order.status)) {
    return occError(400, 'CancellationError', `Order ${code} cannot be cancelled in status ${order.status}`, 'notCancellable', code, 'order');
  }
  const checked = entryInputs(order, body.cancellationRequestEntryInputs, 'cancellationRequestEntryInputs', open);
  if (checked.response) return checked.response;
  for (const [number, quantity] of checked.wanted) order.entries[number].cancelled += quantity;
  if (order.entries.every((entry) => open(entry) === 0)) order.status = 'CANCELLED';
  return empty(200);
}

function requestReturn(account, _rest, body) {
  const code = body.orderCode;
  if (typeof code !== 'string' || code === '') return badRequest('orderCode is required', 'orderCode', 'missing');
  const order = findOrder(account, code);
  if (!order) return notFound('Order', code);
  if (!RETURNABLE_STATUSES.includes(order.status)) {
    return occError(400, 'ReturnRequestError', `Order ${code} cannot be returned in status ${order.status}`, 'notReturnable', code, 'order');
  }
  const checked = entryInputs(order, body.returnRequestEntryInputs, 'returnRequestEntryInputs', open);
  if (checked.response) return checked.response;
  for (const [number, quantity] of checked.wanted) order.entries[number].returned += quantity;
  const rma = String(90000000 + ++returnCount);
  const returnEntries = [...checked.wanted].map(([number, quantity]) => {
    const entry = order.entries[number];
    return {
      expectedQuantity: quantity,
      orderEntry: { entryNumber: number, product: { code: entry.product, name: PRODUCTS[entry.product]?.name, url: PRODUCTS[entry.product] ? productUrl(entry.product) : undefined } },
      refundAmount: price((PRODUCTS[entry.product]?.price ?? 0) * quantity),
    };
  });
  const request = { code: rma, rma, order: { code }, status: 'APPROVAL_PENDING', creationTime: new Date().toISOString().replace('Z', '+0000'), cancellable: true, returnEntries };
  account.returns.push(request);
  return json(request, 201);
}

/** Calls a cart route of occCarts.mjs as the same bearer (the mock's carts stay in one place). */
async function cartCall(req, account, method, suffix, body) {
  const url = new URL(`/mock/occ/v2/${encodeURIComponent(account.site)}/users/${encodeURIComponent(account.uid)}/carts${suffix}`, 'http://127.0.0.1');
  const route = cartRoutes.find((candidate) => candidate.method === method && candidate.path.test(url.pathname));
  const response = await route.handler({ req, url, params: route.path.exec(url.pathname).slice(1), body: body && JSON.stringify(body) });
  return { status: response.status, value: response.body ? JSON.parse(response.body) : undefined };
}

/**
 * SAP's reorder: the order's entries (what is still on sale) in the user's cart, one modification per entry. SAP
 * makes a new cart that becomes the session's; the mock adds to the user's current cart when there is one, so
 * the storefront's cart (which takes the user's first open cart) shows them.
 */
async function reorder(account, _rest, _body, url, req) {
  const code = url.searchParams.get('orderCode');
  if (!code) return badRequest('orderCode is required', 'orderCode', 'missing');
  const order = findOrder(account, code);
  if (!order) return notFound('Order', code);
  const list = await cartCall(req, account, 'GET', '');
  const current = list.status === 200 ? list.value?.carts?.find((candidate) => candidate.saveTime === undefined) : undefined;
  const cart = current ? { status: 201, value: current } : await cartCall(req, account, 'POST', '?fields=FULL_WITH_CART');
  if (cart.status !== 201) return json(cart.value, cart.status);
  const cartModifications = [];
  for (const entry of order.entries) {
    // a pack's chosen tins are not kept with the order: it cannot be added again as it was
    if (PRODUCTS[entry.product]?.kind === 'set') {
      cartModifications.push({ statusCode: 'unavailable', quantityAdded: 0, quantity: 0, entry: { product: { code: entry.product } } });
      continue;
    }
    const added = await cartCall(req, account, 'POST', `/${encodeURIComponent(cart.value.code)}/entries`, { product: { code: entry.product }, quantity: entry.quantity });
    cartModifications.push(added.status === 200 ? added.value : { statusCode: 'unavailable', quantityAdded: 0, quantity: 0, entry: { product: { code: entry.product } } });
  }
  return json({ cartModifications });
}

/**
 * Our extension for trial orders (SAP has no such call): `POST …/orders/{code}/lending` `{ decision: 'keep' |
 * 'extend' }`. Keep: the device is bought, the loan ends (no more trial actions, no return). Extend: 14 more
 * days, once. A trial device going back is a return request (orderReturns).
 */
function decideLending(account, [code], body) {
  const order = findOrder(account, code);
  if (!order) return notFound('Order', code);
  const lent = order.entries.some((entry) => entry.lendingConfigurationCode);
  if (!lent || order.kept || order.status !== 'COMPLETED') {
    return occError(400, 'LendingError', `Order ${code} has no loan to decide on`, 'notLent', code, 'order');
  }
  if (body.decision === 'keep') order.kept = true;
  else if (body.decision === 'extend') {
    if (order.extended) return occError(400, 'LendingError', `The loan of order ${code} was already extended`, 'alreadyExtended', code, 'order');
    order.extended = true;
  } else return badRequest("decision must be 'keep' or 'extend'", 'decision');
  return empty(200);
}

function listAddresses(account) {
  return json({ addresses: account.addresses.map(addressView) });
}

const findAddress = (account, id) => account.addresses.find((address) => address.id === id);

/** Makes `chosen` the only default; with none left default, the first one becomes it. */
function settleDefault(list, flag, chosen) {
  if (chosen) for (const item of list) item[flag] = item === chosen;
  if (list.length > 0 && !list.some((item) => item[flag])) list[0][flag] = true;
}

function addAddress(account, _rest, body) {
  if (account.addresses.length >= MAX_ADDRESSES) return badRequest(`At most ${MAX_ADDRESSES} addresses`, 'addresses');
  const checked = validateAddress(body);
  if (checked.response) return checked.response;
  const address = { ...checked.address, id: `addr-${account.uid}-${account.nextId++}`, defaultAddress: false };
  account.addresses.push(address);
  settleDefault(account.addresses, 'defaultAddress', body.defaultAddress === true ? address : undefined);
  return json(addressView(address), 201);
}

function updateAddress(account, [id], body) {
  const address = findAddress(account, id);
  if (!address) return notFound('Address', id);
  const checked = validateAddress({ ...address, ...body, country: body.country ?? { isocode: 'GB' } });
  if (checked.response) return checked.response;
  // the merged body holds every field: one now absent ('' sent) is removed
  for (const [field, value] of Object.entries(checked.address)) {
    if (value === undefined) delete address[field];
    else address[field] = value;
  }
  if (body.defaultAddress === true) settleDefault(account.addresses, 'defaultAddress', address);
  return empty(200);
}

function deleteAddress(account, [id]) {
  const address = findAddress(account, id);
  if (!address) return notFound('Address', id);
  account.addresses.splice(account.addresses.indexOf(address), 1);
  settleDefault(account.addresses, 'defaultAddress');
  return empty(200);
}

function listPayments(account) {
  return json({ payments: account.payments.map(paymentView) });
}

const findPayment = (account, id) => account.payments.find((payment) => payment.id === id);

const NOT_EDITABLE = ['cardNumber', 'cardType', 'subscriptionId', 'id'];

function updatePayment(account, [id], body) {
  const payment = findPayment(account, id);
  if (!payment) return notFound('Payment details', id);
  const locked = NOT_EDITABLE.find((field) => field in body && field !== 'id');
  if (locked) return badRequest(`${locked} cannot be changed`, locked);
  const expiry = validateExpiry(body.expiryMonth ?? payment.expiryMonth, body.expiryYear ?? payment.expiryYear);
  if (expiry.response) return expiry.response;
  if ('accountHolderName' in body) {
    const name = typeof body.accountHolderName === 'string' ? body.accountHolderName.trim() : '';
    if (!name || name.length > 100) return badRequest('accountHolderName is required (at most 100 characters)', 'accountHolderName');
    payment.accountHolderName = name;
  }
  payment.expiryMonth = expiry.month;
  payment.expiryYear = expiry.year;
  if (body.defaultPayment === true) settleDefault(account.payments, 'defaultPayment', payment);
  return empty(200);
}

function deletePayment(account, [id]) {
  const payment = findPayment(account, id);
  if (!payment) return notFound('Payment details', id);
  account.payments.splice(account.payments.indexOf(payment), 1);
  settleDefault(account.payments, 'defaultPayment');
  return empty(200);
}

const USER = String.raw`^/mock/occ/v2/([^/]+)/users/([^/]+)`;
const ID = '([^/]+)';

export const routes = [
  { method: 'GET', path: new RegExp(`${USER}/orders$`), handler: route(listOrders) },
  { method: 'GET', path: new RegExp(`${USER}/orders/${ID}$`), handler: route(getOrder) },
  { method: 'POST', path: new RegExp(`${USER}/orders/${ID}/cancellation$`), handler: route(cancelOrder, { needsBody: true }) },
  { method: 'POST', path: new RegExp(`${USER}/orderReturns$`), handler: route(requestReturn, { needsBody: true }) },
  { method: 'POST', path: new RegExp(`${USER}/cartFromOrder$`), handler: route(reorder) },
  { method: 'POST', path: new RegExp(`${USER}/orders/${ID}/lending$`), handler: route(decideLending, { needsBody: true }) },
  { method: 'GET', path: new RegExp(`${USER}/addresses$`), handler: route(listAddresses) },
  { method: 'POST', path: new RegExp(`${USER}/addresses$`), handler: route(addAddress, { needsBody: true }) },
  { method: 'PATCH', path: new RegExp(`${USER}/addresses/${ID}$`), handler: route(updateAddress, { needsBody: true }) },
  { method: 'DELETE', path: new RegExp(`${USER}/addresses/${ID}$`), handler: route(deleteAddress) },
  { method: 'GET', path: new RegExp(`${USER}/paymentdetails$`), handler: route(listPayments) },
  { method: 'PATCH', path: new RegExp(`${USER}/paymentdetails/${ID}$`), handler: route(updatePayment, { needsBody: true }) },
  { method: 'DELETE', path: new RegExp(`${USER}/paymentdetails/${ID}$`), handler: route(deletePayment) },
];
