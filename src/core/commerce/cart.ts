/**
 * Adding to the cart as a shop does it:
 * the commerce token and a cart come on the first add, then the entry (a product, a lent device or a
 * product set), then the cart is read again into the local cart (services/occCart.ts), so the header badge
 * follows.
 *
 * - The cart: the visitor's own cart recorded in the local cart (same OCC user), else, for a logged-in
 *   visitor, their current cart in OCC (the first listed without `saveTime`: not a saved cart), else a new one.
 *   OCC addresses an anonymous cart by its guid and a user's cart by its code (`occCartId`).
 * - At sign-in the anonymous cart is not lost: the member's first add takes it over with SAP's merge
 *   (`POST …/carts?oldCartId={anonymous guid}&toMergeCartGuid={their current cart's guid}`), as Spartacus does.
 * - A cart OCC no longer knows (400 CartError, reason notFound, subjectType cart) is forgotten and the add is
 *   tried once more on a new cart. Any other error leaves the cart where it is.
 * - Adds run one after another (a queue), so two quick clicks, or two elements, never create two carts.
 * - The outcome says what the shopper needs to hear: added (all, or part with the reason), or the failure as
 *   a reason: out of stock, limit reached, unavailable, network, timeout, server. When the answer is lost (no
 *   connection, a timeout, an unreadable 200) the add may still have happened: the cart is read again (best
 *   effort) so the badge and the mini cart show what OCC has. The cart client logs its one message
 *   ('Unable to add to cart.', …); nothing else here logs.
 */
import {
  createOccCartClient,
  isOccNotFound,
  occCartId,
  type OccAddEntryResult,
  type OccCart,
  type OccCartClient,
  type OccCartClientOptions,
  type OccNotFound,
  type OccResult,
} from '../services/occCart';
import { withLineQuantity } from './cartLines';
import { visitorCart } from './cartView';
import { isHttpError } from '../services/http';
import type { HybrisConfig } from '../services/configTypes';
import { occUser } from '../services/commerceToken';
import { getCookieJar } from '../visitor/cookies';
import { isRecord } from '../isRecord';
import { clearLocalCart, readLocalCart, updateLocalCartFromOccCart, writeLocalCart, type StorageLike } from '../stores/localCart';

export { CART_MESSAGES, cartMessage, type AddToCartFailure, type AddToCartOutcome, type AddToCartRequest, type CartMessageKey } from './cartOutcome';
import type { AddToCartFailure, AddToCartOutcome, AddToCartRequest } from './cartOutcome';

/** An add's timeout: long enough for a slow phone network, short enough for a shopper to wait for. */
export const ADD_TIMEOUT_MS = 10_000;

export interface AddToCartOptions extends OccCartClientOptions {
  /** a client to use instead of one made from the config (tests) */
  client?: OccCartClient;
}

/** The id OCC addresses the visitor's cart by (guid for anonymous, code for a user), if the local cart has it. */
export function localCartId(carts: readonly unknown[], user: string): string | undefined {
  return occCartId(visitorCart(carts, user), user);
}

/** Drops one cart (by guid) from the local cart; the count goes to 0 when it was there. */
export function forgetCart(guid: string, storage: StorageLike | undefined): void {
  const local = readLocalCart(storage);
  const carts = local.carts.filter((cart) => !(isRecord(cart) && cart.guid === guid));
  writeLocalCart({ ...local, carts, totalUnitCount: carts.length === local.carts.length ? local.totalUnitCount : 0 }, storage);
}

/** A 400 that says the cart is gone (as Spartacus's isCartNotFoundError): CartError, notFound, of a cart. */
export function isCartGone(result: unknown): boolean {
  if (!isOccNotFound(result) || !isRecord(result.body) || !Array.isArray(result.body.errors)) return false;
  return result.body.errors.some(
    (error) => isRecord(error) && error.type === 'CartError' && error.reason === 'notFound' && (error.subjectType === undefined || error.subjectType === 'cart'),
  );
}

const usable = (cart: OccResult<OccCart | undefined>): OccCart | undefined =>
  !isOccNotFound(cart) && isRecord(cart) && typeof cart.guid === 'string' ? cart : undefined;

/**
 * The id of the visitor's cart: the local one, else the member's current one (taking over the anonymous one),
 * else (with `create`) a new one; undefined when there is none and none is to be made.
 */
export async function visitorCartId(client: OccCartClient, user: string, storage: StorageLike | undefined, create: false): Promise<string | undefined>;
export async function visitorCartId(client: OccCartClient, user: string, storage: StorageLike | undefined, create?: true): Promise<string>;
export async function visitorCartId(client: OccCartClient, user: string, storage: StorageLike | undefined, create = true): Promise<string | undefined> {
  const local = readLocalCart(storage);
  const known = localCartId(local.carts, user);
  if (known) return known;
  if (user !== 'anonymous') {
    const list = await client.getCarts();
    const current = !isOccNotFound(list) && Array.isArray(list?.carts)
      ? list.carts.find((cart) => cart.saveTime === undefined && occCartId(cart, user))
      : undefined;
    const anonymous = visitorCart(local.carts, 'anonymous');
    if (anonymous?.guid) {
      // SAP's merge: the visitor's cart from before sign-in joins (or becomes) the member's cart.
      const merged = usable(await client.createCart({ oldCartId: anonymous.guid, ...(current?.guid ? { toMergeCartGuid: current.guid } : {}) }));
      forgetCart(anonymous.guid, storage);
      const id = occCartId(merged, user);
      if (id) return id;
    }
    const id = occCartId(current, user);
    if (id) return id;
  }
  if (!create) return undefined;
  const id = occCartId(usable(await client.createCart()), user);
  if (!id) throw new Error('no cart');
  return id;
}

function send(client: OccCartClient, guid: string, request: AddToCartRequest): Promise<OccResult<OccAddEntryResult | undefined>> {
  if (request.type === 'lending') {
    return client.addLendingEntry({ guid, productCode: request.productCode, quantity: request.quantity, lendingConfigurationCode: request.lendingConfigurationCode });
  }
  if (request.type === 'product-set') {
    return client.addProductSetEntries({ guid, productReference: request.productReference, entries: request.entries });
  }
  return client.addEntry({ guid, productCode: request.productCode, quantity: request.quantity });
}

function failureOf(error: unknown): 'network' | 'timeout' | 'server' {
  if (isHttpError(error)) {
    if (error.kind === 'timeout') return 'timeout';
    if (error.kind === 'network' || error.kind === 'aborted') return 'network';
  }
  return 'server';
}

function outcomeOf(result: OccResult<OccAddEntryResult | undefined>, id: string, user: string, storage: StorageLike | undefined): AddToCartOutcome {
  if (isOccNotFound(result) || !isRecord(result)) return { ok: false, reason: 'unavailable' };
  const statusCode = typeof result.statusCode === 'string' ? result.statusCode : 'success';
  const quantityAdded = typeof result.quantityAdded === 'number' ? result.quantityAdded : 0;
  if (quantityAdded <= 0) {
    const reason: AddToCartFailure = statusCode === 'noStock' ? 'out-of-stock' : statusCode === 'maxOrderQuantityExceeded' || statusCode === 'lowStock' ? 'limit' : 'unavailable';
    return { ok: false, reason, statusCode };
  }
  const cart = readLocalCart(storage).carts.find((item) => isRecord(item) && occCartId(item as OccCart, user) === id) as OccCart | undefined;
  return { ok: true, complete: statusCode === 'success', quantityAdded, statusCode, ...(cart ? { cart } : {}) };
}

/** After an add whose answer was lost: what OCC has, into the local cart (a failure here changes nothing). */
async function reconcile(client: OccCartClient, id: string, storage: StorageLike | undefined): Promise<void> {
  try {
    const cart = usable(await client.getCart(id));
    if (cart) updateLocalCartFromOccCart(cart, storage);
  } catch {
    // logged by the client ('Unable to get cart.'); the local cart stays as it was
  }
}

let queue: Promise<unknown> = Promise.resolve();

/** Runs `work` after every cart operation before it (adds, clears, the cart page's read): one at a time. */
export function queued<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work, work);
  queue = next.catch(() => undefined);
  return next;
}

/** Adds to the visitor's cart; never rejects. */
export function addToCart(config: HybrisConfig | undefined, request: AddToCartRequest, options: AddToCartOptions = {}): Promise<AddToCartOutcome> {
  const run = async (): Promise<AddToCartOutcome> => {
    if (!config?.apiUrl || !config.site) return { ok: false, reason: 'not-configured' };
    const client = options.client ?? createOccCartClient(config, { timeoutMs: ADD_TIMEOUT_MS, ...options });
    let id: string | undefined;
    try {
      const user = occUser(options.cookies ?? getCookieJar());
      id = await visitorCartId(client, user, options.storage);
      let result = await send(client, id, request);
      if (isCartGone(result)) {
        const gone = visitorCart(readLocalCart(options.storage).carts, user);
        if (gone?.guid) forgetCart(gone.guid, options.storage);
        id = await visitorCartId(client, user, options.storage);
        result = await send(client, id, request);
      }
      return outcomeOf(result, id, user, options.storage);
    } catch (error) {
      const reason = failureOf(error);
      // no answer, or one that could not be read: the add may have happened
      if (id && (reason !== 'server' || (isHttpError(error) && error.kind === 'malformed'))) await reconcile(client, id, options.storage);
      return { ok: false, reason };
    }
  };
  return queued(run);
}

export type ClearCartOutcome = { ok: true } | { ok: false; reason: AddToCartFailure };

/** Deletes the visitor's cart (DELETE …/carts/{guid}) and empties the local cart; never rejects. */
export function clearCart(config: HybrisConfig | undefined, options: AddToCartOptions = {}): Promise<ClearCartOutcome> {
  const run = async (): Promise<ClearCartOutcome> => {
    if (!config?.apiUrl || !config.site) return { ok: false, reason: 'not-configured' };
    const guid = localCartId(readLocalCart(options.storage).carts, occUser(options.cookies ?? getCookieJar()));
    if (!guid) {
      clearLocalCart(options.storage);
      return { ok: true };
    }
    const client = options.client ?? createOccCartClient(config, { timeoutMs: ADD_TIMEOUT_MS, ...options });
    try {
      // a cart OCC no longer knows (400) is as good as deleted: the client clears the local cart either way
      await client.deleteCart(guid);
      return { ok: true };
    } catch (error) {
      return { ok: false, reason: failureOf(error) };
    }
  };
  return queued(run);
}

export type CartLineFailure = 'out-of-stock' | 'gone' | 'network' | 'timeout' | 'server' | 'not-configured';

export type CartLineOutcome =
  | {
      ok: true;
      /** the line's quantity as OCC set it (0: removed) */
      quantity: number;
      /** OCC's statusCode: success, or lowStock / maxOrderQuantityExceeded when it kept fewer than asked */
      statusCode: string;
    }
  | {
      ok: false;
      reason: CartLineFailure;
      /** OCC's own message, for an error answer the reasons above do not name */
      message?: string;
    };

/** The reason of a 400 answer to an entry's change: its first OCC error's type. */
function lineRefusal(result: OccNotFound): { reason: CartLineFailure; message?: string } {
  const error = isRecord(result.body) && Array.isArray(result.body.errors) ? result.body.errors.find(isRecord) : undefined;
  if (error?.type === 'InsufficientStockError') return { reason: 'out-of-stock' };
  if ((error?.type === 'CartEntryError' || error?.type === 'CartError') && error.reason === 'notFound') return { reason: 'gone' };
  return { reason: 'server', ...(typeof error?.message === 'string' && error.message ? { message: error.message } : {}) };
}

/**
 * Sets the quantity of entry `entryNumber` of the visitor's cart (0 removes it, as `removeCartLine`): the local
 * cart shows it at once (the badge and every cart view follow), OCC is asked in the queue of cart operations, and
 * its answer is recorded (a lower quantity when the stock or the order limit kept it). A refusal or a failure puts
 * the local cart back as it was; when the answer was lost, or the entry was gone, the cart is read again so it
 * shows what OCC has. Never rejects.
 */
export function changeCartLine(
  config: HybrisConfig | undefined,
  change: { entryNumber: number; quantity: number },
  options: AddToCartOptions = {},
): Promise<CartLineOutcome> {
  if (!config?.apiUrl || !config.site) return Promise.resolve({ ok: false, reason: 'not-configured' });
  const user = occUser(options.cookies ?? getCookieJar());
  const before = visitorCart(readLocalCart(options.storage).carts, user);
  const id = occCartId(before, user);
  const shown = before && withLineQuantity(before, change.entryNumber, change.quantity);
  if (!before || !id || !shown) return Promise.resolve({ ok: false, reason: 'gone' });
  updateLocalCartFromOccCart(shown, options.storage);
  const client = options.client ?? createOccCartClient(config, { timeoutMs: ADD_TIMEOUT_MS, ...options });
  const putBack = () => updateLocalCartFromOccCart(before, options.storage);
  return queued(async (): Promise<CartLineOutcome> => {
    try {
      const result =
        change.quantity > 0
          ? await client.updateEntry({ guid: id, entryNumber: change.entryNumber, quantity: change.quantity })
          : await client.removeEntry({ guid: id, entryNumber: change.entryNumber });
      if (isOccNotFound(result)) {
        const refusal = lineRefusal(result);
        putBack();
        if (refusal.reason === 'gone') await reconcile(client, id, options.storage);
        return { ok: false, ...refusal };
      }
      if (change.quantity === 0) return { ok: true, quantity: 0, statusCode: 'success' };
      const quantity = isRecord(result) && typeof result.quantity === 'number' ? result.quantity : change.quantity;
      const statusCode = isRecord(result) && typeof result.statusCode === 'string' ? result.statusCode : 'success';
      return { ok: true, quantity, statusCode };
    } catch (error) {
      const reason = failureOf(error);
      putBack();
      // no answer, or one that could not be read: the change may have happened
      if (reason !== 'server' || (isHttpError(error) && error.kind === 'malformed')) await reconcile(client, id, options.storage);
      return { ok: false, reason };
    }
  });
}

/** Removes entry `entryNumber` of the visitor's cart (`DELETE …/entries/{n}`), as changeCartLine does its change. */
export function removeCartLine(config: HybrisConfig | undefined, entryNumber: number, options: AddToCartOptions = {}): Promise<CartLineOutcome> {
  return changeCartLine(config, { entryNumber, quantity: 0 }, options);
}
