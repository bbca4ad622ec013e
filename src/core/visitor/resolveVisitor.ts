/**
 * Deciding the visitor type at startup:
 * - no login cookies (`brand_uid` and `brand_token`) → LAS;
 * - logged in → the consumer profile: a failed fetch → LAS (one console.warn, nothing secret);
 *   hard age verified → LAU-HAV; verified with at least one asset → LAU-HAV-DEV; otherwise LAU;
 * - logged in but no `muleSoftConfig.url` (nothing to ask) → LAU: a logged-in cookie gives LAU.
 * The loyalty tier is fetched alongside for a logged-in visitor whose profile loaded; its failure only leaves
 * it undefined. The rule of authenticated calls still applies to every call sending the user token
 * (http.ts): a non-2xx answer clears the session and reloads.
 *
 * `startVisitor` stores the resolution in `visitorResolution`, the type in `visitorStore` and, for a logged-in visitor whose local cart is of the
 * auto-delivery order type (`hybrisConfig.autoDeliveryTypeId`), refreshes the local cart from the first cart
 * OCC returns. It never rejects.
 */
import type { ConsumerData } from '../services/consumer';
import type { HttpFetch } from '../services/http';
import type { HybrisConfig, MuleSoftConfig } from '../services/configTypes';
import { readLocalCart, updateLocalCartFromOccCart, type StorageLike } from '../stores/localCart';
import { visitorResolution, visitorStore } from '../stores/visitor';
import { getCookieJar, type CookieJar } from './cookies';
import { getSessionIdentity } from './session';
import type { VisitorType } from './types';

export interface ResolveVisitorOptions {
  muleSoftConfig?: MuleSoftConfig;
  cookies?: CookieJar;
  fetch?: HttpFetch;
  timeoutMs?: number;
  /** defaults to `clearSession({ reload: true })` */
  onSessionExpired?: () => void;
}

export interface VisitorResolution {
  visitorType: VisitorType;
  /** `response-data` of the consumer service, when it loaded */
  consumer?: ConsumerData;
  /** registered devices, when asked (hard age verified visitors) and answered */
  assetCount?: number;
  /** `tierInformation.currentTier`, when it loaded */
  loyaltyTier?: string;
}

export const PROFILE_FAILED_WARNING =
  'brand-elements: the consumer profile could not be loaded; the visitor is treated as anonymous (LAS).';

export async function resolveVisitorType(options: ResolveVisitorOptions = {}): Promise<VisitorResolution> {
  const identity = getSessionIdentity(options.cookies ?? getCookieJar());
  if (!identity) return { visitorType: 'LAS' };
  const config = options.muleSoftConfig;
  if (!config?.url) return { visitorType: 'LAU' };

  // Only a visitor with a session asks the services: their code loads then (an anonymous page start carries none of it).
  const [{ fetchConsumer, isHardAgeVerified }, { fetchAssetCount }, { fetchLoyaltyTier }] = await Promise.all([
    import('../services/consumer'),
    import('../services/assets'),
    import('../services/loyalty'),
  ]);
  const serviceOptions = {
    fetch: options.fetch,
    timeoutMs: options.timeoutMs,
    onSessionExpired: options.onSessionExpired,
  };
  const consumer = await fetchConsumer(config, identity, serviceOptions);
  if (!consumer) {
    console.warn(PROFILE_FAILED_WARNING);
    return { visitorType: 'LAS' };
  }
  const verified = isHardAgeVerified(consumer);
  const [assetCount, loyaltyTier] = await Promise.all([
    verified ? fetchAssetCount(config, identity, serviceOptions) : Promise.resolve(undefined),
    config.apiUrl ? fetchLoyaltyTier(config, identity, serviceOptions) : Promise.resolve(undefined),
  ]);
  const visitorType: VisitorType = !verified ? 'LAU' : (assetCount ?? 0) > 0 ? 'LAU-HAV-DEV' : 'LAU-HAV';
  const resolution: VisitorResolution = { visitorType, consumer };
  if (assetCount !== undefined) resolution.assetCount = assetCount;
  if (loyaltyTier !== undefined) resolution.loyaltyTier = loyaltyTier;
  return resolution;
}

export interface StartVisitorOptions extends ResolveVisitorOptions {
  hybrisConfig?: HybrisConfig;
  /** where the local cart lives; defaults to localStorage */
  storage?: StorageLike;
}

export interface StartVisitorResult extends VisitorResolution {
  /** the local cart was refreshed from OCC's first cart (auto-delivery startup rule) */
  cartRefreshed: boolean;
}

export async function startVisitor(options: StartVisitorOptions = {}): Promise<StartVisitorResult> {
  let resolution: VisitorResolution;
  try {
    resolution = await resolveVisitorType(options);
  } catch {
    resolution = { visitorType: 'LAS' };
  }
  // The resolution first: a reader woken by the type change finds the profile that goes with it.
  visitorResolution.set(resolution);
  visitorStore.set(resolution.visitorType);

  let cartRefreshed = false;
  const autoDelivery = options.hybrisConfig?.autoDeliveryTypeId;
  if (
    resolution.visitorType !== 'LAS' &&
    options.hybrisConfig &&
    autoDelivery &&
    readLocalCart(options.storage).orderType.typeId === autoDelivery
  ) {
    try {
      // Only a member with an auto-delivery cart needs the cart client: its code loads then.
      const { createOccCartClient, isOccNotFound } = await import('../services/occCart');
      const client = createOccCartClient(options.hybrisConfig, {
        cookies: options.cookies,
        fetch: options.fetch,
        storage: options.storage,
        timeoutMs: options.timeoutMs,
      });
      const list = await client.getCarts();
      const first = !isOccNotFound(list) && Array.isArray(list?.carts) ? list.carts[0] : undefined;
      if (first) {
        updateLocalCartFromOccCart(first, options.storage);
        cartRefreshed = true;
      }
    } catch {
      // logged by the cart client ('Unable to get cart.'); the local cart stays as it was
    }
  }
  return { ...resolution, cartRefreshed };
}
