// The geofence header (docs/mock-api.md "geofence"): the demo server stamps
// `cloudfront-viewer-country` on every static response, as CloudFront does in front of the real
// site. GB unless the cookie demo_country holds another country: exactly two upper-case letters,
// anything else is ignored (so a cookie cannot inject header text).
import { header, parseCookies } from './http.mjs';

export const COUNTRY_HEADER = 'cloudfront-viewer-country';
export const DEFAULT_COUNTRY = 'GB';

/** The country the demo pretends the visitor is in. */
export function viewerCountry(req) {
  const cookie = parseCookies(header(req, 'cookie')).demo_country;
  return typeof cookie === 'string' && /^[A-Z]{2}$/.test(cookie) ? cookie : DEFAULT_COUNTRY;
}
