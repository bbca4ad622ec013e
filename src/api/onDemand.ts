import type { OccCartClient } from '../core/services/occCart';

/**
 * The JS API's asynchronous calls (OCC's carts and products, the commerce token, the cart's add and clear, the
 * content, legal-age and country services, the login) as dist/brand-elements.js exports them: each loads its module
 * (the one the elements use: one cart, one session, one token) at its first call and resolves as the call itself
 * does; a page that imports the entry for its tags or its stores downloads none of them. They were asynchronous
 * before: only a failed download is new, and it rejects the call that needed it (the next call tries again).
 */
const onDemand = <M, F extends (...args: never[]) => Promise<unknown>>(load: () => Promise<M>, pick: (module: M) => F): F =>
  ((...args: Parameters<F>) =>
    load().then(
      (module) => pick(module)(...args),
      (error: unknown) => {
        throw new Error(`brand-elements: the code of this call could not load (${error instanceof Error ? error.message : String(error)}); it was not made.`, { cause: error });
      },
    )) as F;

const occCart = () => import('../core/services/occCart');
const occProducts = () => import('../core/services/occProducts');
const cart = () => import('../core/commerce/cart');

export const getCommerceToken = onDemand(() => import('../core/services/commerceToken'), (module) => module.getCommerceToken);
export const fetchLegalAge = onDemand(() => import('../core/services/legalAge'), (module) => module.fetchLegalAge);
export const fetchVisitorCountry = onDemand(() => import('../core/services/geofence'), (module) => module.fetchVisitorCountry);
export const fetchContent = onDemand(() => import('../core/services/content'), (module) => module.fetchContent);
export const fetchProduct = onDemand(occProducts, (module) => module.fetchProduct);
export const searchProducts = onDemand(occProducts, (module) => module.searchProducts);
export const addToCart = onDemand(cart, (module) => module.addToCart);
export const clearCart = onDemand(cart, (module) => module.clearCart);
export const logIn = onDemand(() => import('../core/visitor/login'), (module) => module.logIn);

/** The client's calls, each asynchronous: the client is made at the first, with the arguments given here. */
export const CLIENT_CALLS = ['createCart', 'getCarts', 'getCart', 'addEntry', 'addLendingEntry', 'addProductSetEntries', 'deleteCart', 'updateEntry', 'removeEntry'] as const satisfies ReadonlyArray<keyof OccCartClient>;
// (every call of the client: one added to OccCartClient and not here fails the type check)
const everyCall: Exclude<keyof OccCartClient, (typeof CLIENT_CALLS)[number]> extends never ? true : never = true;
void everyCall;

/** createOccCartClient (src/core/services/occCart.ts): made at once, its code loaded by its first call. */
export function createOccCartClient(...args: Parameters<typeof import('../core/services/occCart').createOccCartClient>): OccCartClient {
  let client: OccCartClient | undefined;
  const make = onDemand(occCart, (module) => async () => (client ??= module.createOccCartClient(...args)));
  const made = () => (client ? Promise.resolve(client) : make());
  const proxy = {} as Record<(typeof CLIENT_CALLS)[number], (...given: unknown[]) => Promise<unknown>>;
  for (const call of CLIENT_CALLS) proxy[call] = (...given) => made().then((real) => (real[call] as (...a: unknown[]) => Promise<unknown>)(...given));
  return proxy as unknown as OccCartClient;
}
