/**
 * SAP Commerce OCC v2 checkout of the member's cart (docs/mock-api.md "Checkout"), as Spartacus's checkout calls it:
 * - `PUT …/users/{user}/carts/{cart}/addresses/delivery?addressId=` (a saved address) or `POST` with a new one;
 * - `GET …/carts/{cart}/deliverymodes` → `{ deliveryModes }`; `PUT …/carts/{cart}/deliverymode?deliveryModeId=`;
 * - `PUT …/carts/{cart}/paymentdetails?paymentDetailsId=` (a saved card) or `POST` with a new one (its number goes to
 *   OCC and nowhere else: the answer, like everything kept, has only its last four digits);
 * - `POST …/users/{user}/orders?cartId={cart}&termsChecked=true` → 201 Order.
 * `{user}` is the member's uid and `{cart}` their cart's code (occCart.ts occCartId), with the commerce token as the
 * cart calls have it (one new token and one retry on a 401). An anonymous visitor is refused before any request.
 *
 * Failures reject with OccAccountError (`status`, `body`, `subjects`, `reasons` and the OCC `types` of its errors)
 * or the HttpError underneath, after ONE console.error with the operation's message only: never an address, a card
 * number, a token or a secret.
 */
import { getCookieJar, type CookieJar } from '../visitor/cookies';
import { ANONYMOUS_USER, occUser, requestAsOccUser } from './commerceToken';
import type { HttpFetch } from './http';
import { OccAccountError } from './occAccount';
import type { OccAddress, OccAddressInput, OccOrder, OccPaymentDetails } from './occAccountTypes';
import type { OccPrice } from './occCart';
import { isRecord } from '../isRecord';
import { trimBase, type HybrisConfig } from './configTypes';

export const CHECKOUT_MESSAGES = {
  address: 'Unable to set the delivery address.',
  modes: 'Unable to load the delivery modes.',
  mode: 'Unable to set the delivery mode.',
  payment: 'Unable to set the payment details.',
  newCard: 'Unable to add the card.',
  order: 'Unable to place the order.',
} as const;

/** DeliveryModeWsDTO */
export interface OccDeliveryMode {
  code?: string;
  name?: string;
  description?: string;
  deliveryCost?: OccPrice;
}

/** What a new card sends: the number's digits only ever reach OCC in this body. */
export interface NewCardInput {
  accountHolderName: string;
  cardNumber: string;
  cardType: 'visa' | 'master' | 'amex';
  expiryMonth: string;
  expiryYear: string;
  billingAddress?: OccAddress;
}

export interface OccCheckoutOptions {
  cookies?: CookieJar;
  fetch?: HttpFetch;
  timeoutMs?: number;
  /** put before the logged message, e.g. the element's tag */
  logLabel?: string;
}

export interface OccCheckoutClient {
  setDeliveryAddress(cartId: string, addressId: string): Promise<void>;
  addDeliveryAddress(cartId: string, address: OccAddressInput): Promise<OccAddress>;
  getDeliveryModes(cartId: string): Promise<OccDeliveryMode[]>;
  setDeliveryMode(cartId: string, modeCode: string): Promise<void>;
  setPaymentDetails(cartId: string, paymentDetailsId: string): Promise<void>;
  /** a new card, saved and set on the cart; `billingAddress` the delivery address */
  addPaymentDetails(cartId: string, card: NewCardInput): Promise<OccPaymentDetails>;
  placeOrder(cartId: string): Promise<OccOrder>;
}

/** The OCC error types of a failure (`InsufficientStockError`, `CartError`, …), for the message a shopper reads. */
export function occErrorTypes(error: unknown): string[] {
  const body = error instanceof OccAccountError ? error.body : undefined;
  const errors = isRecord(body) && Array.isArray(body.errors) ? body.errors.filter(isRecord) : [];
  return errors.flatMap((entry) => (typeof entry.type === 'string' ? [entry.type] : []));
}

export function createOccCheckoutClient(hybrisConfig: HybrisConfig, options: OccCheckoutOptions = {}): OccCheckoutClient {
  const log = (message: string) => console.error(options.logLabel ? `${options.logLabel}: ${message}` : message);

  async function run<T>(method: 'GET' | 'PUT' | 'POST', path: string, message: string, body?: Record<string, unknown>, expectsBody = false): Promise<T> {
    try {
      if (!hybrisConfig.apiUrl || !hybrisConfig.site) throw new Error('hybrisConfig.apiUrl and site are required');
      const jar = options.cookies ?? getCookieJar();
      const user = occUser(jar);
      if (user === ANONYMOUS_USER) throw new OccAccountError(message, 401, undefined);
      const url = `${trimBase(hybrisConfig.apiUrl)}/v2/${encodeURIComponent(hybrisConfig.site)}/users/${encodeURIComponent(user)}${path}`;
      const response = await requestAsOccUser<T>(hybrisConfig, user, url, { method, body }, { ...options, cookies: jar });
      if (response.status < 200 || response.status > 299) throw new OccAccountError(message, response.status, response.body);
      if (expectsBody && !isRecord(response.body)) throw new OccAccountError(message, response.status, response.body);
      return response.body as T;
    } catch (error) {
      log(message);
      throw error;
    }
  }
  const cart = (cartId: string) => `/carts/${encodeURIComponent(cartId)}`;
  const query = (name: string, value: string) => `?${name}=${encodeURIComponent(value)}`;

  return {
    setDeliveryAddress: (cartId, addressId) => run<void>('PUT', `${cart(cartId)}/addresses/delivery${query('addressId', addressId)}`, CHECKOUT_MESSAGES.address),
    addDeliveryAddress: (cartId, address) => run<OccAddress>('POST', `${cart(cartId)}/addresses/delivery`, CHECKOUT_MESSAGES.address, { ...address }, true),
    getDeliveryModes: async (cartId) => {
      const body = await run<{ deliveryModes?: unknown }>('GET', `${cart(cartId)}/deliverymodes`, CHECKOUT_MESSAGES.modes, undefined, true);
      return Array.isArray(body.deliveryModes) ? (body.deliveryModes.filter(isRecord) as OccDeliveryMode[]) : [];
    },
    setDeliveryMode: (cartId, modeCode) => run<void>('PUT', `${cart(cartId)}/deliverymode${query('deliveryModeId', modeCode)}`, CHECKOUT_MESSAGES.mode),
    setPaymentDetails: (cartId, id) => run<void>('PUT', `${cart(cartId)}/paymentdetails${query('paymentDetailsId', id)}`, CHECKOUT_MESSAGES.payment),
    addPaymentDetails: (cartId, card) =>
      run<OccPaymentDetails>(
        'POST',
        `${cart(cartId)}/paymentdetails`,
        CHECKOUT_MESSAGES.newCard,
        {
          accountHolderName: card.accountHolderName,
          cardNumber: card.cardNumber,
          cardType: { code: card.cardType },
          expiryMonth: card.expiryMonth,
          expiryYear: card.expiryYear,
          saved: true,
          ...(card.billingAddress ? { billingAddress: card.billingAddress } : {}),
        },
        true,
      ),
    placeOrder: (cartId) => run<OccOrder>('POST', `/orders?cartId=${encodeURIComponent(cartId)}&termsChecked=true`, CHECKOUT_MESSAGES.order, undefined, true),
  };
}
