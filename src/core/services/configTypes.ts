/**
 * The root model `config` parts the services read (docs/reference.md "Root model fields"), and the options
 * every service call takes. All fields are optional: content is authored, so a service checks what it needs.
 */
import type { HttpFetch } from './http';

/** `config.sagConfig.dobApiConfigs` */
export interface DobApiConfigs {
  endpoint?: string;
  clientId?: string;
  clientSecret?: string;
  marketId?: string;
  channelId?: string;
  brandId?: string;
}

/** `config.muleSoftConfig` (consumer, assets, loyalty) */
export interface MuleSoftConfig {
  url?: string;
  apiUrl?: string;
  clientId?: string;
  clientSecret?: string;
  channel?: string;
  countryIsoCode?: string;
}

/** `config.hybrisConfig` (commerce) */
export interface HybrisConfig {
  apiUrl?: string;
  site?: string;
  clientId?: string;
  clientSecret?: string;
  autoDeliveryTypeId?: string;
}

/** `config.geoFencing` */
export interface GeoFencingConfig {
  geofencingEnabled?: boolean;
  xfContent?: string;
  ariaLabelledBy?: string;
  ariaDescribedBy?: string;
  countryHeader?: string;
}

/** Options of every service call; all optional. */
export interface ServiceOptions {
  /** defaults to the global fetch */
  fetch?: HttpFetch;
  /** default 15000 */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** told why a call resolved without a value (an HttpError, or an Error naming the missing piece); never holds a secret */
  onError?: (error: Error) => void;
}

/** Options of the calls that send the user token (consumer, assets, loyalty). */
export interface AuthenticatedServiceOptions extends ServiceOptions {
  /** called when an authenticated call fails (http.ts); defaults to `clearSession({ reload: true })` */
  onSessionExpired?: () => void;
}

/** Strips trailing slashes so `${base}/path` never doubles them. */
export function trimBase(url: string): string {
  return url.replace(/\/+$/, '');
}

/**
 * A media URL of an OCC answer (images, store maps): SAP gives them relative to its own host (`/medias/…`),
 * so one starting with `/` is resolved against the commerce `apiUrl`'s origin when that is absolute, as
 * Spartacus prefixes its media base URL. Anything else is left as given (the element's safeUrl checks it).
 */
export function occMediaUrl(url: string | undefined, apiUrl: string | undefined): string | undefined {
  if (!url || !url.startsWith('/') || url.startsWith('//') || !apiUrl || !/^https?:\/\//i.test(apiUrl)) return url;
  try {
    return new URL(url, apiUrl).href;
  } catch {
    return url;
  }
}

/** Why a service call gave nothing: the status of a non-2xx answer, or a missing or wrongly shaped piece. */
export class ServiceError extends Error {
  readonly status: number | undefined;
  constructor(message: string, status?: number) {
    super(message);
    this.name = 'ServiceError';
    this.status = status;
  }
}

/** Calls `onError` without letting a throwing callback escape. */
export function report(options: ServiceOptions | undefined, error: unknown): void {
  if (!options?.onError) return;
  try {
    options.onError(error instanceof Error ? error : new ServiceError(String(error)));
  } catch {
    // a reporting callback must not turn a handled failure into an unhandled one
  }
}
