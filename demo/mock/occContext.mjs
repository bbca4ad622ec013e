// What every mock OCC call under /mock/occ/v2/{site}/users/{user}/… checks first (occCarts.mjs, occAccount.mjs):
// the bearer token (401 InvalidTokenError when unknown or expired) and the base site (400 InvalidResourceError),
// with the path's segments decoded (a malformed escape is no segment at all).
import { bearerOf, lookupToken } from './commerceToken.mjs';
import { decodeSegment, occError } from './http.mjs';
import { SITES } from './occCatalogue.mjs';

export const invalidToken = () => occError(401, 'InvalidTokenError', 'Invalid access token', 'invalid_token', 'token');

/** `{ token, site, user }` (user decoded, maybe undefined) from the bearer and `params[0]`/`params[1]`, or `{ response }`. */
export function occUserContext(req, params) {
  const token = lookupToken(bearerOf(req));
  if (!token) return { response: invalidToken() };
  const site = decodeSegment(params[0]);
  if (!site || !SITES.includes(site)) {
    return { response: occError(400, 'InvalidResourceError', `Base site ${site} doesn't exist`, 'notFound', site) };
  }
  return { token, site, user: decodeSegment(params[1]) };
}
