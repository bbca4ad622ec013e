/**
 * SAP Commerce OCC v2 account client for the logged-in visitor (docs/mock-api.md "OCC account"): orders,
 * returns, reorder, addresses, payment details, at `{apiUrl}/v2/{site}/users/current/…` as Spartacus calls them
 * (its defaultOccOrderConfig / defaultOccUserConfig endpoints):
 * - orders `GET …/orders?currentPage&pageSize&sort` → OrderHistoryList; `GET …/orders/{code}?fields=FULL` → Order;
 * - cancel `POST …/orders/{code}/cancellation` `{ cancellationRequestEntryInputs: [{ orderEntryNumber, quantity }] }`;
 * - return `POST …/orderReturns` `{ orderCode, returnRequestEntryInputs }` → 201 ReturnRequest;
 * - reorder `POST …/cartFromOrder?orderCode=` → CartModificationList (the user's cart is then read with occCart.ts);
 * - a trial order's loan (our extension) `POST …/orders/{code}/lending` `{ decision: 'keep' | 'extend' }`;
 * - addresses `GET/POST …/addresses`, `PATCH/DELETE …/addresses/{id}` (default: PATCH `{ defaultAddress: true }`);
 * - payment details `GET …/paymentdetails?saved=true&fields=FULL`, `PATCH/DELETE …/paymentdetails/{id}`.
 *
 * The bearer is the commerce token (commerceToken.ts) asked for with `username` = `brand_uid`, which is how OCC (and
 * the mock) knows who `current` is. A 401 gets one new token and one retry (sendWithCommerceToken). Like the cart
 * calls, these are not "authenticated calls" (http.ts): a failure never clears the session.
 * An anonymous visitor (no `brand_uid`) is refused before any request: OccAccountError with status 401.
 *
 * Failures reject with OccAccountError (an OccError: `status`, `body`, plus `subjects`/`reasons` from OCC's
 * `errors[]`, e.g. `['postalCode']` for a 400 ValidationError) or the HttpError / CommerceTokenError underneath,
 * after ONE console.error holding only the operation's message (prefixed with `logLabel`): never a body, an address,
 * a card number, a token or a secret. An aborted call (the caller's `signal`) is not logged.
 */
import { getCookieJar, type CookieJar } from '../visitor/cookies';
import { ANONYMOUS_USER, occUser, requestAsOccUser } from './commerceToken';
import type { HttpFetch } from './http';
import { OccError } from './occError';
import { isRecord } from '../isRecord';
import { trimBase, type HybrisConfig } from './configTypes';
import type {
  OccAddress,
  OccAddressInput,
  OccCartModificationList,
  OccEntryInput,
  OccOrder,
  OccOrderHistoryList,
  OccOrdersQuery,
  OccPaymentDetails,
  OccPaymentDetailsPatch,
  OccReturnRequest,
} from './occAccountTypes';

export type * from './occAccountTypes';

export const ACCOUNT_MESSAGES = {
  orders: 'Unable to load the orders.',
  order: 'Unable to load the order.',
  cancel: 'Unable to cancel the order.',
  return: 'Unable to request the return.',
  reorder: 'Unable to reorder.',
  lending: 'Unable to update the loan.',
  addresses: 'Unable to load the addresses.',
  addAddress: 'Unable to add the address.',
  updateAddress: 'Unable to update the address.',
  deleteAddress: 'Unable to remove the address.',
  payments: 'Unable to load the payment details.',
  updatePayment: 'Unable to update the payment details.',
  deletePayment: 'Unable to remove the payment details.',
} as const;

/** Orders per page when the caller does not say (Spartacus's order history uses 5). */
export const DEFAULT_ORDERS_PAGE_SIZE = 10;

export class OccAccountError extends OccError {
  /** `errors[].subject` (a 400 ValidationError names the field: `postalCode`, `expiryMonth`, …) */
  readonly subjects: string[];
  /** `errors[].reason` (`missing`, `invalid`, `expired`, `notCancellable`, …) */
  readonly reasons: string[];
  constructor(message: string, status: number, body: unknown) {
    super(message, status, body);
    this.name = 'OccAccountError';
    const errors = isRecord(body) && Array.isArray(body.errors) ? body.errors.filter(isRecord) : [];
    this.subjects = errors.flatMap((entry) => (typeof entry.subject === 'string' ? [entry.subject] : []));
    this.reasons = errors.flatMap((entry) => (typeof entry.reason === 'string' ? [entry.reason] : []));
  }
}

export function isOccAccountError(error: unknown): error is OccAccountError {
  return error instanceof OccAccountError;
}

export interface OccAccountOptions {
  cookies?: CookieJar;
  fetch?: HttpFetch;
  timeoutMs?: number;
  /** put before the logged message, e.g. the element's tag */
  logLabel?: string;
  /** default 'en' */
  lang?: string;
  now?: () => number;
}

/** Per call: the caller's abort signal (a superseded load is not a failure). */
export interface CallOptions {
  signal?: AbortSignal;
}

interface Operation {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** after `/users/current` */
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: Record<string, unknown>;
  message: string;
  /** arguments that must be non-empty text, with their names: checked first (a rejection, logged like the rest) */
  required?: [unknown, string][];
  /** a 2xx must carry a JSON object (reads, add address, return request) */
  expectsBody?: boolean;
  signal?: AbortSignal;
}

export interface OccAccountClient {
  getOrders(query?: OccOrdersQuery, call?: CallOptions): Promise<OccOrderHistoryList>;
  getOrder(code: string, call?: CallOptions): Promise<OccOrder>;
  cancelOrder(code: string, entries: OccEntryInput[]): Promise<void>;
  requestReturn(orderCode: string, entries: OccEntryInput[]): Promise<OccReturnRequest>;
  reorder(orderCode: string): Promise<OccCartModificationList>;
  /** A trial order's loan (our extension, docs/mock-api.md): keep the device, or extend the loan. */
  decideLending(orderCode: string, decision: 'keep' | 'extend'): Promise<void>;
  getAddresses(call?: CallOptions): Promise<OccAddress[]>;
  addAddress(address: OccAddressInput): Promise<OccAddress>;
  updateAddress(id: string, changes: Partial<OccAddressInput>): Promise<void>;
  setDefaultAddress(id: string): Promise<void>;
  deleteAddress(id: string): Promise<void>;
  getPaymentDetails(call?: CallOptions): Promise<OccPaymentDetails[]>;
  updatePaymentDetails(id: string, changes: OccPaymentDetailsPatch): Promise<void>;
  setDefaultPaymentDetails(id: string): Promise<void>;
  deletePaymentDetails(id: string): Promise<void>;
}

/** `{apiUrl}/v2/{site}/users/current` */
export function accountBaseUrl(hybrisConfig: HybrisConfig): string {
  if (!hybrisConfig.apiUrl || !hybrisConfig.site) throw new Error('hybrisConfig.apiUrl and site are required');
  return `${trimBase(hybrisConfig.apiUrl)}/v2/${encodeURIComponent(hybrisConfig.site)}/users/current`;
}

function queryString(query: Operation['query']): string {
  const entries = Object.entries(query ?? {}).filter((entry): entry is [string, string | number] => entry[1] !== undefined);
  return entries.length ? `?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString()}` : '';
}

/** A path segment; a missing one is caught by `required` before the URL is used. */
const segment = (value: string): string => encodeURIComponent(String(value ?? ''));

export function createOccAccountClient(hybrisConfig: HybrisConfig, options: OccAccountOptions = {}): OccAccountClient {
  const lang = options.lang ?? 'en';
  const log = (message: string) => console.error(options.logLabel ? `${options.logLabel}: ${message}` : message);

  async function run<T>(operation: Operation): Promise<T> {
    try {
      for (const [value, what] of operation.required ?? []) {
        if (typeof value !== 'string' || value === '') throw new Error(`${what} is required`);
      }
      const jar = options.cookies ?? getCookieJar();
      const url = `${accountBaseUrl(hybrisConfig)}${operation.path}${queryString(operation.query)}`;
      const user = occUser(jar);
      if (user === ANONYMOUS_USER) throw new OccAccountError(operation.message, 401, undefined);
      const response = await requestAsOccUser<T>(hybrisConfig, user, url, operation, { ...options, cookies: jar });
      if (response.status < 200 || response.status > 299) throw new OccAccountError(operation.message, response.status, response.body);
      if (operation.expectsBody && !isRecord(response.body)) throw new OccAccountError(operation.message, response.status, response.body);
      return response.body as T;
    } catch (error) {
      if (!operation.signal?.aborted) log(operation.message);
      throw error;
    }
  }

  const entryInputs = (entries: OccEntryInput[]) => entries.map(({ orderEntryNumber, quantity }) => ({ orderEntryNumber, quantity }));

  const updateAddress = (id: string, changes: Partial<OccAddressInput>) =>
    run<void>({ method: 'PATCH', path: `/addresses/${segment(id)}`, required: [[id, 'address id']], body: { ...changes }, message: ACCOUNT_MESSAGES.updateAddress });

  const updatePaymentDetails = (id: string, changes: OccPaymentDetailsPatch) => {
    // Only what a card edit may change: never a card number, whatever the caller passes.
    const { expiryMonth, expiryYear, accountHolderName, defaultPayment } = changes;
    const body = JSON.parse(JSON.stringify({ expiryMonth, expiryYear, accountHolderName, defaultPayment })) as Record<string, unknown>;
    return run<void>({ method: 'PATCH', path: `/paymentdetails/${segment(id)}`, required: [[id, 'payment details id']], body, message: ACCOUNT_MESSAGES.updatePayment });
  };

  return {
    getOrders: (query = {}, call = {}) =>
      run<OccOrderHistoryList>({
        method: 'GET',
        path: '/orders',
        query: { currentPage: query.currentPage ?? 0, pageSize: query.pageSize ?? DEFAULT_ORDERS_PAGE_SIZE, sort: query.sort ?? 'byDate', lang },
        message: ACCOUNT_MESSAGES.orders,
        expectsBody: true,
        signal: call.signal,
      }),
    getOrder: (code, call = {}) =>
      run<OccOrder>({
        method: 'GET',
        path: `/orders/${segment(code)}`,
        required: [[code, 'order code']],
        query: { fields: 'FULL', lang },
        message: ACCOUNT_MESSAGES.order,
        expectsBody: true,
        signal: call.signal,
      }),
    cancelOrder: (code, entries) =>
      run<void>({
        method: 'POST',
        path: `/orders/${segment(code)}/cancellation`,
        required: [[code, 'order code']],
        body: { cancellationRequestEntryInputs: entryInputs(entries) },
        message: ACCOUNT_MESSAGES.cancel,
      }),
    requestReturn: (orderCode, entries) =>
      run<OccReturnRequest>({
        method: 'POST',
        path: '/orderReturns',
        required: [[orderCode, 'order code']],
        body: { orderCode, returnRequestEntryInputs: entryInputs(entries) },
        message: ACCOUNT_MESSAGES.return,
        expectsBody: true,
      }),
    reorder: (orderCode) =>
      run<OccCartModificationList>({
        method: 'POST',
        path: '/cartFromOrder',
        required: [[orderCode, 'order code']],
        query: { orderCode },
        message: ACCOUNT_MESSAGES.reorder,
        expectsBody: true,
      }),
    decideLending: (orderCode, decision) =>
      run<void>({
        method: 'POST',
        path: `/orders/${segment(orderCode)}/lending`,
        required: [[orderCode, 'order code']],
        body: { decision },
        message: ACCOUNT_MESSAGES.lending,
      }),
    getAddresses: async (call = {}) => {
      const body = await run<{ addresses?: unknown }>({ method: 'GET', path: '/addresses', query: { fields: 'FULL' }, message: ACCOUNT_MESSAGES.addresses, expectsBody: true, signal: call.signal });
      // OCC leaves `addresses` out when there are none.
      return Array.isArray(body.addresses) ? (body.addresses.filter(isRecord) as OccAddress[]) : [];
    },
    addAddress: (address) => run<OccAddress>({ method: 'POST', path: '/addresses', body: { ...address }, message: ACCOUNT_MESSAGES.addAddress, expectsBody: true }),
    updateAddress,
    setDefaultAddress: (id) => updateAddress(id, { defaultAddress: true }),
    deleteAddress: (id) => run<void>({ method: 'DELETE', path: `/addresses/${segment(id)}`, required: [[id, 'address id']], message: ACCOUNT_MESSAGES.deleteAddress }),
    getPaymentDetails: async (call = {}) => {
      const body = await run<{ payments?: unknown }>({
        method: 'GET',
        path: '/paymentdetails',
        query: { saved: 'true', fields: 'FULL' },
        message: ACCOUNT_MESSAGES.payments,
        expectsBody: true,
        signal: call.signal,
      });
      return Array.isArray(body.payments) ? (body.payments.filter(isRecord) as OccPaymentDetails[]) : [];
    },
    updatePaymentDetails,
    setDefaultPaymentDetails: (id) => updatePaymentDetails(id, { defaultPayment: true }),
    deletePaymentDetails: (id) => run<void>({ method: 'DELETE', path: `/paymentdetails/${segment(id)}`, required: [[id, 'payment details id']], message: ACCOUNT_MESSAGES.deletePayment }),
  };
}
