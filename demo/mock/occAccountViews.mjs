// The OCC shapes of the mock account (occAccount.mjs): Order, OrderHistory, Address, PaymentDetails as SAP
// Commerce answers them and Spartacus reads them, and the validation of addresses and card expiry (400
// ValidationError naming the field). Prices in GBP; a set (ZYN-MIX-3) is priced as three £4.50 tins.
import { occError } from './http.mjs';
import { PRODUCTS, price, productUrl } from './occCatalogue.mjs';
import { CANCELLABLE_STATUSES, CARD_TYPES, RETURNABLE_STATUSES, STATUS_DISPLAY } from './occAccountSeed.mjs';

let clock = () => new Date();
/** Replaces the mock's clock (tests: a card expiry "in the past"); no argument restores the real one. */
export function setAccountClock(now) {
  clock = now ?? (() => new Date());
}

const badRequest = (message, subject, reason = 'invalid') => occError(400, 'ValidationError', message, reason, subject, 'parameter');
export const DELIVERY_PENCE = 399;
export const FREE_DELIVERY_FROM_PENCE = 2000;
export const GB_POSTCODE = /^(GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/i;

const unitPence = (code) => PRODUCTS[code]?.price ?? 450 * (PRODUCTS[code]?.size ?? 1);

function productRef(code) {
  const product = PRODUCTS[code];
  if (!product) return { code };
  const icon = `/mock/img/96x96.svg?kind=${product.kind === 'device' ? 'device' : 'tin'}&bg=${encodeURIComponent(product.colour ?? '#888')}&label=${encodeURIComponent(product.name)}`;
  return { code, name: product.name, url: productUrl(code), images: [{ imageType: 'PRIMARY', format: 'thumbnail', url: icon, altText: product.name }] };
}

/** An entry's unit price: the one it was ordered at (a placed order keeps it), else the catalogue's. */
const entryPence = (entry) => entry.unitPence ?? unitPence(entry.product);

function totals(order) {
  const subTotal = order.entries.reduce((sum, entry) => sum + entryPence(entry) * (entry.quantity - entry.cancelled), 0);
  // a placed order keeps the cost of the mode it was placed with; the seed's orders had standard delivery
  const delivery = order.deliveryPence ?? (subTotal === 0 || subTotal >= FREE_DELIVERY_FROM_PENCE ? 0 : DELIVERY_PENCE);
  return { subTotal, delivery, total: subTotal + delivery };
}

/** OrderHistoryWsDTO (the list): code, guid, placed, status, statusDisplay, total. */
export function historyView(order) {
  return {
    code: order.code,
    guid: `guid-${order.code}`,
    placed: order.placed,
    status: order.status,
    statusDisplay: STATUS_DISPLAY[order.status],
    total: price(totals(order).total),
    // our extension (SAP's OrderHistory has no count): the list's summary row shows it without reading the order
    totalUnitCount: order.entries.reduce((sum, entry) => sum + entry.quantity - entry.cancelled, 0),
  };
}

/** The order's steps as consignments (SAP ConsignmentStatus): what a timeline draws. */
function consignments(order) {
  const base = { code: `cons-${order.code}-0`, entries: order.entries.map((entry, entryNumber) => ({ orderEntry: { entryNumber }, quantity: entry.quantity - entry.cancelled })) };
  if (order.status === 'READY') return [{ ...base, status: 'READY', statusDate: order.placed }];
  if (order.status === 'COMPLETED') return [{ ...base, status: 'DELIVERY_COMPLETED', statusDate: order.delivered ?? order.placed }];
  return [];
}

/** OrderWsDTO with fields=FULL. */
export function orderView(order) {
  const { subTotal, delivery, total } = totals(order);
  const open = (entry) => entry.quantity - entry.cancelled - entry.returned;
  const cancellable = CANCELLABLE_STATUSES.includes(order.status);
  const returnable = RETURNABLE_STATUSES.includes(order.status);
  const entries = order.entries.map((entry, entryNumber) => ({
    entryNumber,
    product: productRef(entry.product),
    quantity: entry.quantity,
    basePrice: price(entryPence(entry)),
    totalPrice: price(entryPence(entry) * (entry.quantity - entry.cancelled)),
    cancellableQuantity: cancellable ? open(entry) : 0,
    cancelledItemsQuantity: entry.cancelled,
    returnableQuantity: returnable ? open(entry) : 0,
    returnedItemsQuantity: entry.returned,
    // a lent device (a trial order) until it is kept: the lending configuration and its days (extended once)
    ...(entry.lendingConfigurationCode && !order.kept && open(entry) > 0 ? { lendingConfigurationCode: entry.lendingConfigurationCode, lendingDays: entry.lendingDays + (order.extended ? 14 : 0), lendingExtended: !!order.extended } : {}),
  }));
  return {
    type: 'orderWsDTO',
    code: order.code,
    guid: `guid-${order.code}`,
    created: order.placed,
    status: order.status,
    statusDisplay: STATUS_DISPLAY[order.status],
    entries,
    totalItems: entries.length,
    totalUnitCount: order.entries.reduce((sum, entry) => sum + entry.quantity - entry.cancelled, 0),
    subTotal: price(subTotal),
    deliveryCost: price(delivery),
    totalPrice: price(total),
    totalPriceWithTax: price(total),
    // UK prices include VAT (20 %)
    totalTax: price(Math.round(total / 6)),
    net: false,
    deliveryMode: order.deliveryMode ?? { code: 'standard-gross', name: 'Standard delivery' },
    deliveryAddress: order.deliveryAddress ? addressView(order.deliveryAddress) : undefined,
    paymentInfo: order.paymentInfo ? paymentView(order.paymentInfo) : undefined,
    consignments: consignments(order),
    cancellable: cancellable && entries.some((entry) => entry.cancellableQuantity > 0),
    returnable: returnable && !order.kept && entries.some((entry) => entry.returnableQuantity > 0),
  };
}

/** AddressWsDTO. */
export function addressView(address) {
  const view = {
    id: address.id,
    titleCode: address.titleCode,
    firstName: address.firstName,
    lastName: address.lastName,
    line1: address.line1,
    line2: address.line2 || undefined,
    town: address.town,
    postalCode: address.postalCode,
    phone: address.phone || undefined,
    country: { isocode: 'GB', name: 'United Kingdom' },
    formattedAddress: [address.line1, address.line2, address.town, address.postalCode].filter(Boolean).join(', '),
    defaultAddress: Boolean(address.defaultAddress),
    shippingAddress: true,
    visibleInAddressBook: true,
  };
  return JSON.parse(JSON.stringify(view));
}

/** PaymentDetailsWsDTO: the card number masked as OCC answers it (only the last four digits). */
export function paymentView(payment) {
  return {
    id: payment.id,
    accountHolderName: payment.accountHolderName,
    cardNumber: payment.cardNumber,
    cardType: { code: payment.cardType, name: CARD_TYPES[payment.cardType] ?? payment.cardType },
    expiryMonth: payment.expiryMonth,
    expiryYear: payment.expiryYear,
    defaultPayment: Boolean(payment.defaultPayment),
    saved: true,
    subscriptionId: payment.subscriptionId,
  };
}

const LIMITS = { firstName: 50, lastName: 50, line1: 100, line2: 100, town: 60, postalCode: 10, phone: 20 };
const REQUIRED = ['firstName', 'lastName', 'line1', 'town', 'postalCode'];
// SAP Commerce's title codes, as the form offers them (src/core/account/addresses.ts TITLE_CODES), plus mx.
const TITLES = ['mr', 'mrs', 'ms', 'miss', 'dr', 'rev', 'mx'];

/** An address body (POST, or the merged PATCH): { address } normalised, or { response } naming the field. */
export function validateAddress(body) {
  const address = {};
  for (const field of Object.keys(LIMITS)) {
    const raw = body[field];
    if (raw !== undefined && raw !== null && typeof raw !== 'string') return { response: badRequest(`${field} must be text`, field) };
    const value = (raw ?? '').trim();
    if (!value && REQUIRED.includes(field)) return { response: badRequest(`${field} is required`, field, 'missing') };
    if (value.length > LIMITS[field]) return { response: badRequest(`${field}: at most ${LIMITS[field]} characters`, field) };
    // an optional field sent empty (a PATCH clearing line2 or the phone) is stored as absent, as OCC does
    address[field] = value || undefined;
  }
  const country = body.country?.isocode;
  if (country !== 'GB') return { response: badRequest('country.isocode must be GB (the demo market)', 'country.isocode', country ? 'invalid' : 'missing') };
  if (!GB_POSTCODE.test(address.postalCode)) return { response: badRequest('postalCode is not a UK postcode', 'postalCode') };
  const compact = address.postalCode.replace(/\s+/g, '').toUpperCase();
  address.postalCode = `${compact.slice(0, -3)} ${compact.slice(-3)}`;
  if (address.phone && !/^\+?[\d ()-]{6,20}$/.test(address.phone)) return { response: badRequest('phone is not a phone number', 'phone') };
  if (body.titleCode !== undefined && body.titleCode !== null && body.titleCode !== '' && !TITLES.includes(body.titleCode)) {
    return { response: badRequest(`titleCode must be one of ${TITLES.join(', ')}`, 'titleCode') };
  }
  address.titleCode = body.titleCode || undefined;
  return { address };
}

/**
 * Card expiry: month '01'…'12' (OCC sends strings; a number is accepted), year four digits, not before the
 * current month (a card is valid to the end of its expiry month) and at most 20 years ahead.
 */
export function validateExpiry(month, year) {
  const m = String(month ?? '').trim();
  const y = String(year ?? '').trim();
  if (!/^\d{1,2}$/.test(m) || Number(m) < 1 || Number(m) > 12) return { response: badRequest('expiryMonth must be 01 to 12', 'expiryMonth') };
  if (!/^\d{4}$/.test(y)) return { response: badRequest('expiryYear must have four digits', 'expiryYear') };
  const now = clock();
  const thisYear = now.getUTCFullYear();
  if (Number(y) < thisYear) return { response: badRequest('The card has expired', 'expiryYear', 'expired') };
  if (Number(y) === thisYear && Number(m) < now.getUTCMonth() + 1) return { response: badRequest('The card has expired', 'expiryMonth', 'expired') };
  if (Number(y) > thisYear + 20) return { response: badRequest('expiryYear is too far ahead', 'expiryYear') };
  return { month: m.padStart(2, '0'), year: y };
}
