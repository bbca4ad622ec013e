/**
 * SAP Commerce OCC v2 cart client (docs/mock-api.md "create cart" … "delete cart"). Every call carries
 * `Authorization: Bearer {commerce token}` (commerceToken.ts); `{user}` is `brand_uid` for a logged-in
 * visitor, else `anonymous`. The `guid` arguments are the cart's id as OCC addresses it (`occCartId`): an
 * anonymous cart's guid, a registered user's cart code.
 *
 * Answers:
 * - 2xx (200, 201): resolves the body (undefined when empty, e.g. delete);
 * - 401: the token is invalidated, a new one obtained (shared with concurrent callers) and the call retried
 *   ONCE; a second 401 is handled as "other status";
 * - 400: resolves `{ notFound: true, body }` (OCC answers 400 for an unknown cart or product);
 * - other statuses: rejects with `OccError` holding status and body.
 * Network, timeout and malformed-body failures reject with HttpError; a token failure with CommerceTokenError.
 * These are not "authenticated calls" in the http.ts sense: the bearer is a client-credentials token, not
 * the user's token, so a failure never clears the session.
 *
 * Logging: a failed operation logs exactly one `console.error` with only its message: 'Unable to create cart.',
 * 'Unable to add to cart.' (entries and product sets), 'Unable to add to lending cart.', 'Unable to get cart.',
 * 'Unable to clear the cart.', 'Unable to update the cart.' (an entry's quantity), 'Unable to remove from the cart.'. For a status outside 200–299 (after the one retry) and for any other failure.
 *
 * Local cart: SAP answers an add with a CartModification (`statusCode`, `quantityAdded`, `quantity`, `entry`),
 * never with the cart, so a successful add reads the cart after (`GET …/carts/{guid}?fields=FULL`) and records
 * it (totalUnitCount, orderType, the cart) in `brand_cart`. When that read fails ('Unable to get cart.'), the
 * add still happened: the local count grows by `quantityAdded`. An entry's change (`PATCH …/entries/{n}`, a
 * CartModification too) and removal (`DELETE …/entries/{n}`, empty) read the cart after in the same way (a read
 * that fails leaves the local cart to the caller). deleteCart clears the local cart (also when OCC no longer
 * knows the cart: 400).
 */
import { getCookieJar, type CookieJar } from '../visitor/cookies';
import { clearLocalCart, readLocalCart, updateLocalCartFromOccCart, writeLocalCart, type OccCartLike, type StorageLike } from '../stores/localCart';
import { occUser, requestAsOccUser } from './commerceToken';
import type { HttpFetch } from './http';
import { isRecord } from '../isRecord';
import { OccError, isOccNotFound, type OccNotFound } from './occError';
import { trimBase, type HybrisConfig } from './configTypes';

export const OCC_MESSAGES = {
  createCart: 'Unable to create cart.',
  addToCart: 'Unable to add to cart.',
  addToLendingCart: 'Unable to add to lending cart.',
  getCart: 'Unable to get cart.',
  clearCart: 'Unable to clear the cart.',
  updateEntry: 'Unable to update the cart.',
  removeEntry: 'Unable to remove from the cart.',
} as const;

export interface OccPrice {
  value?: number;
  currencyIso?: string;
  formattedValue?: string;
}

export interface OccCartEntry {
  entryNumber?: number;
  product?: { code?: string; name?: string };
  quantity?: number;
  totalPrice?: OccPrice;
  [field: string]: unknown;
}

export interface OccCart extends OccCartLike {
  code?: string;
  guid?: string;
  user?: { uid?: string; name?: string };
  /** set on a saved cart (not the current one) */
  saveTime?: string;
  entries?: OccCartEntry[];
  totalItems?: number;
  totalUnitCount?: number;
  totalPrice?: OccPrice;
  orderType?: { typeId?: string };
}

export interface OccCartList {
  carts?: OccCart[];
}

/** SAP's CartModificationWsDTO: `statusCode` success | lowStock | noStock | maxOrderQuantityExceeded | unavailable. */
export interface OccAddEntryResult {
  statusCode?: string;
  statusMessage?: string;
  quantityAdded?: number;
  /** the entry's quantity after the add */
  quantity?: number;
  entry?: OccCartEntry;
  [field: string]: unknown;
}

/** A 400 answer: OCC does not know the cart (or product). */
export { OccError, isOccNotFound, type OccNotFound };

export interface OccCartClientOptions {
  cookies?: CookieJar;
  fetch?: HttpFetch;
  /** where the local cart lives; defaults to localStorage */
  storage?: StorageLike;
  timeoutMs?: number;
  /** default 'en' */
  lang?: string;
  now?: () => number;
}

export interface AddEntryInput {
  guid: string;
  productCode: string;
  quantity: number;
}

export interface AddLendingEntryInput extends AddEntryInput {
  lendingConfigurationCode: string;
}

export interface AddProductSetEntriesInput {
  guid: string;
  productReference: string;
  entries: { productCode: string; quantity: number }[];
}

export type OccResult<T> = T | OccNotFound;

export interface OccCartClient {
  /**
   * A new cart; with `oldCartId` (an anonymous cart's guid) a registered user takes it over, merged into
   * the cart `toMergeCartGuid` when given (SAP's merge at sign-in).
   */
  createCart(merge?: { oldCartId: string; toMergeCartGuid?: string }): Promise<OccResult<OccCart | undefined>>;
  getCarts(): Promise<OccResult<OccCartList | undefined>>;
  /** one cart by its id: an anonymous cart's guid, a registered user's cart code (`occCartId`) */
  getCart(cartId: string): Promise<OccResult<OccCart | undefined>>;
  addEntry(input: AddEntryInput): Promise<OccResult<OccAddEntryResult | undefined>>;
  addLendingEntry(input: AddLendingEntryInput): Promise<OccResult<OccAddEntryResult | undefined>>;
  addProductSetEntries(input: AddProductSetEntriesInput): Promise<OccResult<OccAddEntryResult | undefined>>;
  deleteCart(guid: string): Promise<OccResult<undefined>>;
  /** sets an entry's quantity (0 removes it): SAP's CartModification; the cart is read after into the local cart */
  updateEntry(input: { guid: string; entryNumber: number; quantity: number }): Promise<OccResult<OccAddEntryResult | undefined>>;
  /** removes an entry; the cart is read after into the local cart */
  removeEntry(input: { guid: string; entryNumber: number }): Promise<OccResult<undefined>>;
}

interface Operation {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** after `/users/{user}` */
  path: string;
  query?: string;
  body?: Record<string, unknown>;
  message: string;
  /** a 2xx without a body is a failure (every call but delete answers with the cart) */
  expectsBody?: boolean;
}

/** How OCC addresses a cart: an anonymous cart by its guid, a registered user's cart by its code (Spartacus). */
export function occCartId(cart: Pick<OccCart, 'guid' | 'code'> | undefined, user: string): string | undefined {
  const id = user === 'anonymous' ? cart?.guid : cart?.code;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

export function createOccCartClient(hybrisConfig: HybrisConfig, options: OccCartClientOptions = {}): OccCartClient {
  const lang = options.lang ?? 'en';

  async function run<T>(operation: Operation): Promise<OccResult<T | undefined>> {
    try {
      const jar = options.cookies ?? getCookieJar();
      if (!hybrisConfig.apiUrl || !hybrisConfig.site) throw new Error('hybrisConfig.apiUrl and site are required');
      const user = occUser(jar);
      const url = `${trimBase(hybrisConfig.apiUrl)}/v2/${encodeURIComponent(hybrisConfig.site)}/users/${encodeURIComponent(user)}${operation.path}${operation.query ?? ''}`;
      const response = await requestAsOccUser<T>(hybrisConfig, user, url, { method: operation.method, body: operation.body }, { ...options, cookies: jar });
      if (response.status >= 200 && response.status < 300) {
        if (operation.expectsBody && response.body === undefined) throw new OccError(operation.message, response.status, undefined);
        return response.body;
      }
      if (response.status === 400) {
        console.error(operation.message);
        return { notFound: true, body: response.body };
      }
      throw new OccError(operation.message, response.status, response.body);
    } catch (error) {
      console.error(operation.message);
      throw error;
    }
  }

  const getCart = (guid: string) =>
    run<OccCart>({
      method: 'GET',
      path: `/carts/${encodeURIComponent(guid)}`,
      query: `?fields=FULL&lang=${encodeURIComponent(lang)}`,
      message: OCC_MESSAGES.getCart,
      expectsBody: true,
    });

  /** After a successful add: the cart as OCC now has it, into the local cart (or the count, if it cannot be read). */
  const recordCart = async (guid: string, result: OccResult<OccAddEntryResult | undefined>) => {
    if (isOccNotFound(result) || !isRecord(result)) return result;
    const added = typeof result.quantityAdded === 'number' && result.quantityAdded > 0 ? result.quantityAdded : 0;
    try {
      const cart = await getCart(guid);
      if (!isOccNotFound(cart) && isRecord(cart)) {
        updateLocalCartFromOccCart(cart, options.storage);
        return result;
      }
    } catch {
      // logged by run ('Unable to get cart.'); the add itself succeeded
    }
    if (added > 0) {
      const local = readLocalCart(options.storage);
      writeLocalCart({ ...local, totalUnitCount: local.totalUnitCount + added }, options.storage);
    }
    return result;
  };

  const entriesPath = (guid: string, kind: string) => `/carts/${encodeURIComponent(guid)}/${kind}`;

  /** After a change or removal of an entry: the cart as OCC now has it, into the local cart (best effort). */
  const readAfter = async (guid: string) => {
    try {
      const cart = await getCart(guid);
      if (!isOccNotFound(cart) && isRecord(cart)) updateLocalCartFromOccCart(cart, options.storage);
    } catch {
      // logged by run ('Unable to get cart.'); the change itself was made
    }
  };

  return {
    createCart: (merge) =>
      run<OccCart>({
        method: 'POST',
        path: '/carts',
        query:
          `?fields=FULL_WITH_CART&lang=${encodeURIComponent(lang)}` +
          (merge ? `&oldCartId=${encodeURIComponent(merge.oldCartId)}` : '') +
          (merge?.toMergeCartGuid ? `&toMergeCartGuid=${encodeURIComponent(merge.toMergeCartGuid)}` : ''),
        message: OCC_MESSAGES.createCart,
        expectsBody: true,
      }),
    getCarts: () =>
      run<OccCartList>({
        method: 'GET',
        path: '/carts',
        query: `?fields=FULL&lang=${encodeURIComponent(lang)}`,
        message: OCC_MESSAGES.getCart,
        expectsBody: true,
      }),
    getCart,
    addEntry: async ({ guid, productCode, quantity }) =>
      recordCart(
        guid,
        await run<OccAddEntryResult>({
          method: 'POST',
          path: entriesPath(guid, 'entries'),
          body: { product: { code: productCode }, quantity },
          message: OCC_MESSAGES.addToCart,
          expectsBody: true,
        }),
      ),
    addLendingEntry: async ({ guid, productCode, quantity, lendingConfigurationCode }) =>
      recordCart(
        guid,
        await run<OccAddEntryResult>({
          method: 'POST',
          path: entriesPath(guid, 'lendingentries'),
          body: { product: { code: productCode }, quantity, lendingConfigurationCode },
          message: OCC_MESSAGES.addToLendingCart,
          expectsBody: true,
        }),
      ),
    addProductSetEntries: async ({ guid, productReference, entries }) =>
      recordCart(
        guid,
        await run<OccAddEntryResult>({
          method: 'POST',
          path: entriesPath(guid, 'product-set/entries'),
          body: {
            productReference,
            entries: entries.map((entry) => ({ product: { code: entry.productCode }, quantity: entry.quantity })),
          },
          message: OCC_MESSAGES.addToCart,
          expectsBody: true,
        }),
      ),
    updateEntry: async ({ guid, entryNumber, quantity }) => {
      const result = await run<OccAddEntryResult>({
        method: 'PATCH',
        path: `${entriesPath(guid, 'entries')}/${entryNumber}`,
        body: { quantity },
        message: OCC_MESSAGES.updateEntry,
        expectsBody: true,
      });
      if (!isOccNotFound(result)) await readAfter(guid);
      return result;
    },
    removeEntry: async ({ guid, entryNumber }) => {
      const result = await run<undefined>({
        method: 'DELETE',
        path: `${entriesPath(guid, 'entries')}/${entryNumber}`,
        message: OCC_MESSAGES.removeEntry,
      });
      if (!isOccNotFound(result)) await readAfter(guid);
      return result as OccResult<undefined>;
    },
    deleteCart: async (guid) => {
      const result = await run<undefined>({
        method: 'DELETE',
        path: `/carts/${encodeURIComponent(guid)}`,
        message: OCC_MESSAGES.clearCart,
      });
      clearLocalCart(options.storage);
      return result as OccResult<undefined>;
    },
  };
}
