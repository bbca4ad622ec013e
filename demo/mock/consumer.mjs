// The MuleSoft consumer APIs for the demo personas (docs/mock-api.md "consumer", "assets", "loyalty"):
//   GET /mock/mulesoft/web/v1/api/v1/consumer/{consumerId}
//   GET /mock/mulesoft/web/v1/api/v1/consumers/{consumerId}/assets?history=false
//   GET /mock/mulesoft/web/v1/api/v1/consumer/{consumerId}/loyalty?countryIsoCode=GB
//   POST /mock/mulesoft/web/v1/api/v1/consumer/login { email, password } (brand-login)
// Each needs the client_id / client_secret headers and x-user-token = token-<consumerId> (else 401);
// an id that is not a persona is 404.
import { checkClient } from './legalAge.mjs';
import { header, json, parseJsonBody } from './http.mjs';

const BASE = '/mock/mulesoft/web/v1/api/v1';

/** The personas /login.html sets; the visitor type each resolves to is in the comment. */
export const PERSONAS = {
  // LAU: logged in, not hard age verified.
  'demo-lau': {
    profile: {
      consumerId: 'demo-lau',
      firstName: 'Laura',
      lastName: 'Underwood',
      email: 'laura.underwood@example.co.uk',
      birthYear: 1994,
      countryIsoCode: 'GB',
      preferredLanguage: 'en',
      createdAt: '2024-03-11T09:24:00Z',
      hasAlreadyOrdered: false,
    },
    hardAVStatus: 'NOT_VERIFIED',
    assets: [],
    tier: 'SILVER',
  },
  // LAU-HAV: logged in and hard age verified, no registered device.
  'demo-hav': {
    profile: {
      consumerId: 'demo-hav',
      firstName: 'Harvey',
      lastName: 'Avery',
      email: 'harvey.avery@example.co.uk',
      birthYear: 1987,
      countryIsoCode: 'GB',
      preferredLanguage: 'en',
      createdAt: '2022-11-02T17:05:00Z',
      hasAlreadyOrdered: true,
    },
    hardAVStatus: 'VERIFIED',
    verifiedAt: '2023-01-15T10:12:00Z',
    assets: [],
    tier: 'GOLD',
  },
  // LAU-HAV-DEV: verified, owns a device.
  'demo-dev': {
    profile: {
      consumerId: 'demo-dev',
      firstName: 'Devi',
      lastName: 'Patel',
      email: 'devi.patel@example.co.uk',
      birthYear: 1979,
      countryIsoCode: 'GB',
      preferredLanguage: 'en',
      createdAt: '2021-06-20T08:40:00Z',
      hasAlreadyOrdered: true,
    },
    hardAVStatus: 'VERIFIED',
    verifiedAt: '2021-06-21T12:30:00Z',
    assets: [{ serialNumber: 'ILM1GB7K2Q9X4', productName: 'IQOS ILUMA PRIME', registeredAt: '2024-09-14T15:22:00Z' }],
    tier: 'PLATINUM',
  },
};

/** Every persona's demo password (docs/mock-api.md "login"); `locked@example.co.uk` is a locked account. */
export const DEMO_PASSWORD = 'demo1234';
export const LOCKED_EMAIL = 'locked@example.co.uk';
/** Lifetime of a login's session cookies, in seconds (`expiresIn`). */
const SESSION_SECONDS = 8 * 3600;

function mulesoftError(status, code, message) {
  return json({ error: code, message, 'response-data': null }, status);
}

/** Client credentials, then the user token, then the id: the persona, or an error response. */
function authorize(req, rawId) {
  const denied = checkClient(req);
  if (denied) return { response: denied };
  let consumerId;
  try {
    consumerId = decodeURIComponent(rawId);
  } catch {
    return { response: mulesoftError(400, 'bad_request', 'Malformed consumer id.') };
  }
  if (header(req, 'x-user-token') !== `token-${consumerId}`) {
    return { response: mulesoftError(401, 'unauthorized', 'The x-user-token header is missing or does not belong to this consumer.') };
  }
  const persona = Object.hasOwn(PERSONAS, consumerId) ? PERSONAS[consumerId] : undefined;
  if (!persona) return { response: mulesoftError(404, 'not_found', `Consumer ${consumerId} not found.`) };
  return { persona };
}

function consumer({ req, params }) {
  const { response, persona } = authorize(req, params[0]);
  if (response) return response;
  const verification = { hardAVStatus: persona.hardAVStatus };
  if (persona.verifiedAt) verification.verifiedAt = persona.verifiedAt;
  return json({ 'response-data': { profile: { ...persona.profile }, hardAgeVerification: [verification] } });
}

function assets({ req, params }) {
  const { response, persona } = authorize(req, params[0]);
  if (response) return response;
  return json({ 'response-data': { data: persona.assets.map((asset) => ({ ...asset })) } });
}

function loyalty({ req, params }) {
  const { response, persona } = authorize(req, params[0]);
  if (response) return response;
  return json({ 'response-data': { tierInformation: { currentTier: persona.tier } } });
}

/** Sign-in by email and password: a persona's id and token, 401 for wrong credentials, 423 when locked. */
function login({ req, body }) {
  const denied = checkClient(req);
  if (denied) return denied;
  const parsed = parseJsonBody(body);
  const credentials = parsed.value && typeof parsed.value === 'object' ? parsed.value : {};
  const email = typeof credentials.email === 'string' ? credentials.email.trim().toLowerCase() : '';
  const password = typeof credentials.password === 'string' ? credentials.password : '';
  if (parsed.invalid || !email || !password) return mulesoftError(400, 'invalid_credentials', 'An email and a password are required.');
  if (email === LOCKED_EMAIL) return mulesoftError(423, 'account_locked', 'This account is locked.');
  const persona = Object.values(PERSONAS).find((entry) => entry.profile.email === email);
  if (!persona || password !== DEMO_PASSWORD) return mulesoftError(401, 'invalid_credentials', 'Wrong email or password.');
  const consumerId = persona.profile.consumerId;
  return json({ 'response-data': { consumerId, token: `token-${consumerId}`, expiresIn: SESSION_SECONDS } });
}

export const routes = [
  { method: 'POST', path: `${BASE}/consumer/login`, handler: login },
  { method: 'GET', path: new RegExp(`^${BASE}/consumer/([^/]+)$`), handler: consumer },
  { method: 'GET', path: new RegExp(`^${BASE}/consumers/([^/]+)/assets$`), handler: assets },
  { method: 'GET', path: new RegExp(`^${BASE}/consumer/([^/]+)/loyalty$`), handler: loyalty },
];
