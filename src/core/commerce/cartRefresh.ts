/**
 * The cart page reads the visitor's cart from OCC when it opens, so a logged-in shopper sees the cart
 * they filled on another device and everyone sees OCC's current prices: the visitor's cart as the adds find it
 * (`visitorCartId` of cart.ts: the local one, else the member's current OCC cart, taking over the cart they
 * filled before signing in), never a new one; the answer is recorded in the local cart. A cart OCC no longer
 * knows (CartError notFound) is forgotten. Never rejects.
 */
import { createOccCartClient, isOccNotFound, type OccCart, type OccCartClient } from '../services/occCart';
import type { HybrisConfig } from '../services/configTypes';
import type { HttpFetch } from '../services/http';
import { occUser } from '../services/commerceToken';
import { getCookieJar, type CookieJar } from '../visitor/cookies';
import { isRecord } from '../isRecord';
import { readLocalCart, updateLocalCartFromOccCart, type StorageLike } from '../stores/localCart';
import { visitorCart } from './cartView';
import { forgetCart, isCartGone, queued, visitorCartId } from './cart';
import { tabStorage } from '../stores/tabStorage';

export type CartRefresh = 'read' | 'none' | 'failed' | 'not-configured';

export interface CartRefreshOptions {
  client?: OccCartClient;
  cookies?: CookieJar;
  storage?: StorageLike;
  fetch?: HttpFetch;
}

export function refreshVisitorCart(config: HybrisConfig | undefined, options: CartRefreshOptions = {}): Promise<CartRefresh> {
  if (!config?.apiUrl || !config.site) return Promise.resolve('not-configured');
  const client = options.client ?? createOccCartClient(config, { cookies: options.cookies, storage: options.storage, fetch: options.fetch });
  // In the queue of cart operations: an add in flight (or a sign-in merge) finishes first.
  return queued(async (): Promise<CartRefresh> => {
    try {
      const user = occUser(options.cookies ?? getCookieJar());
      const id = await visitorCartId(client, user, options.storage, false);
      if (!id) return 'none';
      const cart = await client.getCart(id);
      if (isCartGone(cart)) {
        const gone = visitorCart(readLocalCart(options.storage).carts, user);
        if (gone?.guid) forgetCart(gone.guid, options.storage);
        return 'none';
      }
      if (isOccNotFound(cart) || !isRecord(cart)) return 'failed';
      updateLocalCartFromOccCart(cart as OccCart, options.storage);
      return 'read';
    } catch {
      return 'failed'; // the client logged its one message ('Unable to get cart.')
    }
  });
}

/** This tab found no OCC cart for the member (sessionStorage, by uid): later pages do not ask again. */
const NO_CART_KEY = 'brand_member_cart_none';


/**
 * A member's cart on a device that does not hold it (another device filled it, or they have just signed in with a
 * cart from before): their current OCC cart is read into the local cart, the one filled before signing in merged
 * into it (refreshVisitorCart), so the header's badge counts it from the first page. Nothing is asked when this
 * browser already holds a cart of theirs ('kept'), when this tab already found they have none ('kept': the cart
 * page reads it anyway), or the visitor is not signed in ('none'). Never rejects.
 */
export async function syncMemberCart(config: HybrisConfig | undefined, options: CartRefreshOptions & { session?: StorageLike } = {}): Promise<CartRefresh | 'kept'> {
  if (!config?.apiUrl || !config.site) return 'not-configured';
  const user = occUser(options.cookies ?? getCookieJar());
  if (user === 'anonymous') return 'none';
  if (visitorCart(readLocalCart(options.storage).carts, user)) return 'kept';
  const tab = tabStorage(options.session);
  try {
    if (tab?.getItem(NO_CART_KEY) === user) return 'kept';
  } catch {
    // storage blocked: ask
  }
  const result = await refreshVisitorCart(config, options);
  try {
    if (result === 'none') tab?.setItem(NO_CART_KEY, user);
  } catch {
    // storage full or blocked: the next page asks again
  }
  return result;
}
