/**
 * SAP Commerce OCC v2 store locator (docs/mock-api.md "OCC stores"):
 * - `GET {apiUrl}/v2/{site}/stores?fields=FULL` → `{ stores: PointOfService[], pagination }`
 * - `GET {apiUrl}/v2/{site}/stores/{name}?fields=FULL` → one PointOfService (an unknown name: 400
 *   `UnknownIdentifierError`, as OCC answers it).
 * Stores are public in OCC: no bearer token is sent. `timeZone` and `paymentMethods` are our documented
 * extensions of SAP's PointOfServiceWsDTO (SAP has neither).
 *
 * Failure policy, as the other services: never rejects. A failure (missing config, network, timeout,
 * non-2xx, malformed or wrongly shaped body) resolves undefined and is reported to `onError`.
 */
import { requestJson } from './http';
import { isRecord } from '../isRecord';
import { ServiceError, occMediaUrl, report, trimBase, type HybrisConfig, type ServiceOptions } from './configTypes';
import type { OccOpeningHours } from '../commerce/storeHours';

export interface OccCountry {
  isocode?: string;
  name?: string;
}
export interface OccAddress {
  line1?: string;
  line2?: string;
  town?: string;
  postalCode?: string;
  country?: OccCountry;
  phone?: string;
  email?: string;
}
export interface OccImage {
  url?: string;
  altText?: string;
  format?: string;
  imageType?: string;
}
/** SAP's PointOfServiceWsDTO (fields=FULL), plus `timeZone` and `paymentMethods` (our extensions). */
export interface OccStore {
  name: string;
  displayName?: string;
  description?: string;
  address?: OccAddress;
  geoPoint?: { latitude?: number; longitude?: number };
  openingHours?: OccOpeningHours;
  /** the services, SAP's map shape */
  features?: { entry?: Array<{ key?: string; value?: string }> };
  storeImages?: OccImage[];
  formattedDistance?: string;
  /** extension: IANA time zone id of the store */
  timeZone?: string;
  /** extension: the payment methods the store takes */
  paymentMethods?: Array<{ code?: string; name?: string }>;
}
export interface OccStoreList {
  stores: OccStore[];
  pagination?: { currentPage?: number; pageSize?: number; totalPages?: number; totalResults?: number };
}

function storesBase(config: HybrisConfig | undefined): string {
  if (!config?.apiUrl || !config.site) throw new ServiceError('OCC stores: hybrisConfig.apiUrl and site are required');
  return `${trimBase(config.apiUrl)}/v2/${encodeURIComponent(config.site)}/stores`;
}

export function storesUrl(config: HybrisConfig): string {
  return `${storesBase(config)}?fields=FULL`;
}

export function storeUrl(config: HybrisConfig, name: string): string {
  return `${storesBase(config)}/${encodeURIComponent(name)}?fields=FULL`;
}

const isStore = (value: unknown): value is OccStore => isRecord(value) && typeof value.name === 'string' && value.name !== '';

async function getJson(url: string, options: ServiceOptions): Promise<unknown> {
  const response = await requestJson(url, { fetch: options.fetch, timeoutMs: options.timeoutMs, signal: options.signal });
  if (!response.ok) throw new ServiceError(`OCC stores: the service answered ${response.status}`, response.status);
  return response.body;
}

/** The stores of the site (one page, as OCC gives it), or undefined. */
export async function fetchStores(hybrisConfig: HybrisConfig | undefined, options: ServiceOptions = {}): Promise<OccStoreList | undefined> {
  try {
    const body = await getJson(storesUrl(hybrisConfig ?? {}), options);
    if (!isRecord(body) || !Array.isArray(body.stores)) throw new ServiceError('OCC stores: no stores list in the answer');
    return {
      stores: body.stores.filter(isStore).map((store) => withMediaUrls(store, hybrisConfig?.apiUrl)),
      pagination: isRecord(body.pagination) ? body.pagination : undefined,
    };
  } catch (error) {
    report(options, error);
    return undefined;
  }
}

/** The store's pictures (and map) with SAP's host-relative URLs resolved against the commerce host. */
function withMediaUrls(store: OccStore, apiUrl: string | undefined): OccStore {
  if (!Array.isArray(store.storeImages)) return store;
  return { ...store, storeImages: store.storeImages.map((image) => (isRecord(image) ? { ...image, url: occMediaUrl(typeof image.url === 'string' ? image.url : undefined, apiUrl) } : image)) };
}

/** One store by its OCC name, or undefined (unknown, or the call failed: `onError` says which). */
export async function fetchStore(hybrisConfig: HybrisConfig | undefined, name: string, options: ServiceOptions = {}): Promise<OccStore | undefined> {
  try {
    if (!name) throw new ServiceError('OCC stores: a store name is required');
    const body = await getJson(storeUrl(hybrisConfig ?? {}, name), options);
    if (!isStore(body)) throw new ServiceError('OCC stores: the answer is not a store');
    return withMediaUrls(body, hybrisConfig?.apiUrl);
  } catch (error) {
    report(options, error);
    return undefined;
  }
}

/** The store's services (`features.entry[].value`, else the key), in SAP's order. */
export function storeServices(store: OccStore): string[] {
  const entries = store.features?.entry;
  if (!Array.isArray(entries)) return [];
  return entries.map((entry) => (isRecord(entry) ? String(entry.value || entry.key || '') : '')).filter(Boolean);
}

/** The names of the payment methods the store takes. */
export function storePaymentMethods(store: OccStore): string[] {
  if (!Array.isArray(store.paymentMethods)) return [];
  return store.paymentMethods.map((method) => (isRecord(method) ? String(method.name || method.code || '') : '')).filter(Boolean);
}

/** Google Maps directions to the store's coordinates (no script: a link), or undefined without valid ones. */
export function directionsUrl(store: OccStore): string | undefined {
  const latitude = Number(store.geoPoint?.latitude);
  const longitude = Number(store.geoPoint?.longitude);
  if (!store.geoPoint || !Number.isFinite(latitude) || !Number.isFinite(longitude) || Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return undefined;
  return `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`;
}
