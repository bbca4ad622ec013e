/**
 * Geofence country check (docs/mock-api.md "geofence"):
 * `HEAD {current page URL without query}`, then the edge header (default `cloudfront-viewer-country`) gives
 * the visitor's country.
 *
 * Never rejects. Resolves the upper-case two-letter country, or undefined when the check failed (network,
 * timeout, header missing or not a country code). On failure `onError` is told; the caller logs the
 * analytics event `geofencing_check_failed` (ANALYTICS_EVENTS.geofencingCheckFailed) and shows nothing.
 * The header is read whatever the status: the edge adds it to every answer.
 */
import { requestJson } from './http';
import { ServiceError, report, type ServiceOptions } from './configTypes';

export const DEFAULT_COUNTRY_HEADER = 'cloudfront-viewer-country';

export interface VisitorCountryOptions extends ServiceOptions {
  /** defaults to `location.href` */
  pageUrl?: string;
  /** defaults to `cloudfront-viewer-country` */
  header?: string;
}

/** The page URL without query and fragment. */
export function withoutQuery(pageUrl: string): string {
  return pageUrl.split(/[?#]/)[0] ?? pageUrl;
}

export async function fetchVisitorCountry(options: VisitorCountryOptions = {}): Promise<string | undefined> {
  try {
    const pageUrl = options.pageUrl ?? (globalThis as { location?: { href?: string } }).location?.href;
    if (!pageUrl) throw new ServiceError('geofence: no page URL');
    const response = await requestJson(withoutQuery(pageUrl), {
      method: 'HEAD',
      fetch: options.fetch,
      timeoutMs: options.timeoutMs,
      signal: options.signal,
    });
    const value = response.headers.get(options.header || DEFAULT_COUNTRY_HEADER)?.trim() ?? '';
    if (!/^[A-Za-z]{2}$/.test(value)) throw new ServiceError('geofence: no country header', response.status);
    return value.toUpperCase();
  } catch (error) {
    report(options, error);
    return undefined;
  }
}
