// POST /mock/occ/oauth/token  (docs/mock-api.md "commerce token")
// Form body grant_type=client_credentials&client_id=…&client_secret=…&clear=true&username={uid|anonymous}.
// Issues occ-<random> bearer tokens valid for 3600 s and remembers them in memory, so the
// cart API (occCarts.mjs) can tell issued tokens from made-up or expired ones.
import { randomBytes } from 'node:crypto';
import { header, json } from './http.mjs';

export const CLIENT_ID = 'demo-occ-client';
export const CLIENT_SECRET = 'demo-occ-secret';
export const EXPIRES_IN = 3600;
const MAX_TOKENS = 10_000;

/** token → { username, expiresAt (ms) } */
const tokens = new Map();

/** Forgets every issued token (tests). */
export function resetTokens() {
  tokens.clear();
}

/** Issues and remembers a token for a user ('anonymous' for a guest). */
export function issueToken(username = 'anonymous', now = Date.now()) {
  if (tokens.size >= MAX_TOKENS) pruneTokens(now);
  // Still full of live tokens: drop the oldest (Map keeps insertion order).
  while (tokens.size >= MAX_TOKENS) tokens.delete(tokens.keys().next().value);
  const token = `occ-${randomBytes(18).toString('base64url')}`;
  tokens.set(token, { username, expiresAt: now + EXPIRES_IN * 1000 });
  return token;
}

function pruneTokens(now) {
  for (const [token, entry] of tokens) if (entry.expiresAt <= now) tokens.delete(token);
}

/** The live token's record ({ token, username, expiresAt }), or undefined when unknown or expired. */
export function lookupToken(token, now = Date.now()) {
  if (typeof token !== 'string') return undefined;
  const entry = tokens.get(token);
  if (!entry) return undefined;
  if (entry.expiresAt <= now) {
    tokens.delete(token);
    return undefined;
  }
  return { token, ...entry };
}

/** The bearer token of an Authorization header, or undefined. */
export function bearerOf(req) {
  const value = header(req, 'authorization');
  const match = typeof value === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(value) : null;
  return match ? match[1] : undefined;
}

function oauthError(status, code, description) {
  return json({ error: code, error_description: description }, status);
}

function token({ req, body }) {
  const type = String(header(req, 'content-type') ?? '').split(';')[0].trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') {
    return oauthError(400, 'invalid_request', 'Content-Type must be application/x-www-form-urlencoded.');
  }
  const form = new URLSearchParams(body ?? '');
  if (form.get('grant_type') !== 'client_credentials') {
    return oauthError(400, 'unsupported_grant_type', `Unsupported grant type: ${form.get('grant_type') ?? '(none)'}`);
  }
  if (form.get('client_id') !== CLIENT_ID || form.get('client_secret') !== CLIENT_SECRET) {
    return oauthError(401, 'invalid_client', 'Bad client credentials');
  }
  const username = (form.get('username') ?? '').trim() || 'anonymous';
  if (username.length > 200) return oauthError(400, 'invalid_request', 'username is too long');
  return json({ access_token: issueToken(username), token_type: 'bearer', expires_in: EXPIRES_IN, scope: 'basic' });
}

export const routes = [{ method: 'POST', path: '/mock/occ/oauth/token', handler: token }];
