import type { OccCartClient } from '../core/services/occCart';
import { report, type ServiceOptions } from '../core/services/configTypes';

/**
 * The JS API's asynchronous calls (OCC's carts and products, the commerce token, the cart's add and clear, the
 * content, legal-age and country services, the login) as dist/brand-elements.js exports them: each loads its module
 * (the one the elements use: one cart, one session, one token) at its first call and resolves as the call itself
 * does; a page that imports the entry for its tags or its stores downloads none of them. If that module cannot load,
 * the call answers as it answers a failure of its own: the cart's and the login's `{ ok: false, reason: 'network' }`,
 * the services' `undefined` with their `onError` told, and OCC's and the token's a rejection; one console error says
 * why, and the next call loads again.
 */
const onDemand =
  <M, F extends (...args: never[]) => Promise<unknown>>(load: () => Promise<M>, pick: (module: M) => F, failed?: (error: Error, ...args: Parameters<F>) => Awaited<ReturnType<F>>): F =>
  ((...args: Parameters<F>) =>
    load().then(
      (module) => pick(module)(...args),
      (cause: unknown) => {
        const error = new Error(`brand-elements: the code of this call could not load (${cause instanceof Error ? cause.message : String(cause)}); it was not made.`, { cause });
        if (!failed) throw error;
        console.error(error.message);
        return failed(error, ...args);
      },
    )) as F;

/** A service's answer to a failure: `onError` told, nothing resolved. */
const serviceFailed = (error: Error, options: ServiceOptions | undefined) => {
  report(options, error);
  return undefined;
};
const notMade = { ok: false, reason: 'network' } as const;

const occCart = () => import('../core/services/occCart');
const occProducts = () => import('../core/services/occProducts');
const cart = () => import('../core/commerce/cart');

export const getCommerceToken = onDemand(() => import('../core/services/commerceToken'), (module) => module.getCommerceToken);
export const fetchLegalAge = onDemand(
  () => import('../core/services/legalAge'),
  (module) => module.fetchLegalAge,
  (error, _configs, options) => serviceFailed(error, options),
);
export const fetchVisitorCountry = onDemand(
  () => import('../core/services/geofence'),
  (module) => module.fetchVisitorCountry,
  (error, options) => serviceFailed(error, options),
);
export const fetchContent = onDemand(
  () => import('../core/services/content'),
  (module) => module.fetchContent,
  (error, _path, options) => serviceFailed(error, options),
);
export const fetchProduct = onDemand(occProducts, (module) => module.fetchProduct);
export const searchProducts = onDemand(occProducts, (module) => module.searchProducts);
export const addToCart = onDemand(cart, (module) => module.addToCart, () => notMade);
export const clearCart = onDemand(cart, (module) => module.clearCart, () => notMade);
export const logIn = onDemand(() => import('../core/visitor/login'), (module) => module.logIn, () => notMade);

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
