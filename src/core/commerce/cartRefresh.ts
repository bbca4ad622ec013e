/**
 * The cart page reads the visitor's cart from OCC when it opens (issue 17), so a logged-in shopper sees the cart
 * they filled on another device and everyone sees OCC's current prices: the local cart's own cart
 * (`GET …/carts/{guid}`), else, logged in, the first cart OCC lists for them; the answer is recorded in the
 * local cart. A cart OCC no longer knows (400) is forgotten. Never rejects.
 */
import { createOccCartClient, isOccNotFound, type OccCart, type OccCartClient } from '../services/occCart';
import type { HybrisConfig } from '../services/configTypes';
import type { HttpFetch } from '../services/http';
import { occUser } from '../services/commerceToken';
import { getCookieJar, type CookieJar } from '../visitor/cookies';
import { isRecord } from '../isRecord';
import { readLocalCart, updateLocalCartFromOccCart, writeLocalCart, type StorageLike } from '../stores/localCart';
import { localCartGuid } from './cart';

export type CartRefresh = 'read' | 'none' | 'failed' | 'not-configured';

export interface CartRefreshOptions {
  client?: OccCartClient;
  cookies?: CookieJar;
  storage?: StorageLike;
  fetch?: HttpFetch;
}

export async function refreshVisitorCart(config: HybrisConfig | undefined, options: CartRefreshOptions = {}): Promise<CartRefresh> {
  if (!config?.apiUrl || !config.site) return 'not-configured';
  const client = options.client ?? createOccCartClient(config, { cookies: options.cookies, storage: options.storage, fetch: options.fetch });
  const user = occUser(options.cookies ?? getCookieJar());
  try {
    let guid = localCartGuid(readLocalCart(options.storage).carts, user);
    if (!guid && user !== 'anonymous') {
      const list = await client.getCarts();
      const first = !isOccNotFound(list) && Array.isArray(list?.carts) ? list.carts.find((cart) => typeof cart.guid === 'string') : undefined;
      guid = first?.guid;
    }
    if (!guid) return 'none';
    const cart = await client.getCart(guid);
    if (isOccNotFound(cart) || !isRecord(cart)) {
      const local = readLocalCart(options.storage);
      writeLocalCart({ ...local, totalUnitCount: 0, carts: local.carts.filter((item) => !(isRecord(item) && item.guid === guid)) }, options.storage);
      return 'none';
    }
    updateLocalCartFromOccCart(cart as OccCart, options.storage);
    return 'read';
  } catch {
    return 'failed'; // the client logged its one message ('Unable to get cart.')
  }
}
