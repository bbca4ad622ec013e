/**
 * Geofence decision: shown only when not authoring, the feature is on
 * and the visitor's country (from a response header) differs from the market; skipped by the
 * query `gr=false` (which also sets the `gr` cookie) or a `gr` cookie that is `true`.
 */
export interface GeofenceInput {
  authoring: boolean;
  enabled: boolean;
  /** page URL (its query is read for gr) */
  url: string;
  /** value of the `gr` cookie */
  grCookie?: string | null;
}

export type GeofenceSkip = { check: false; reason: 'authoring' | 'disabled' | 'gr-query' | 'gr-cookie'; setGrCookie: boolean } | { check: true };

/** Whether to check the visitor's country at all (before any request). */
export function geofenceCheck(input: GeofenceInput): GeofenceSkip {
  if (input.authoring) return { check: false, reason: 'authoring', setGrCookie: false };
  if (!input.enabled) return { check: false, reason: 'disabled', setGrCookie: false };
  const gr = new URL(input.url, 'http://localhost').searchParams.get('gr');
  if (gr?.toLowerCase() === 'false') return { check: false, reason: 'gr-query', setGrCookie: true };
  if (input.grCookie?.toLowerCase() === 'true') return { check: false, reason: 'gr-cookie', setGrCookie: false };
  return { check: true };
}

/**
 * The market's country: a two-letter market code, or the region of a locale-like market
 * ('en_GB', 'en-gb'). Undefined when it cannot be told.
 */
export function marketCountry(market: string | undefined): string | undefined {
  const value = market?.trim();
  if (!value) return undefined;
  const parts = value.split(/[-_]/);
  const code = parts.length > 1 ? parts[parts.length - 1]! : value;
  return /^[a-z]{2}$/i.test(code) ? code.toUpperCase() : undefined;
}

/** Show the dialog when the visitor's country is known and differs from the market's. */
export function geofenceShows(visitorCountry: string | undefined, market: string | undefined): boolean {
  const country = visitorCountry?.trim().toUpperCase();
  const expected = marketCountry(market);
  if (!country || !/^[A-Z]{2}$/.test(country) || !expected) return false;
  return country !== expected;
}

/** The page URL for the HEAD request: the current page without its query (and fragment). */
export function geofenceRequestUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}
