// The MuleSoft consumer APIs for the demo personas (docs/mock-api.md "consumer", "assets", "loyalty"):
//   GET /mock/mulesoft/web/v1/api/v1/consumer/{consumerId}
//   GET /mock/mulesoft/web/v1/api/v1/consumers/{consumerId}/assets?history=false
//   GET /mock/mulesoft/web/v1/api/v1/consumer/{consumerId}/loyalty?countryIsoCode=GB
//   POST /mock/mulesoft/web/v1/api/v1/consumer/login { email, password } (brand-login)
//   POST   …/consumers/{consumerId}/assets { serialNumber, productName? } (register a device; docs "devices")
//   DELETE …/consumers/{consumerId}/assets/{serialNumber}
//   POST   …/consumers/{consumerId}/assets/{serialNumber}/receipts (multipart/form-data, field `file`)
// Devices and receipts live in memory per persona: a change survives a reload (until the server restarts).
// Each needs the client_id / client_secret headers and x-user-token = token-<consumerId> (else 401);
// an id that is not a persona (or a test's copy of one, personaSandbox.mjs) is 404.
import { checkClient } from './legalAge.mjs';
import { decodeSegment, empty, header, json, parseJsonBody } from './http.mjs';
import { MAX_SANDBOXES, sandboxBase } from './personaSandbox.mjs';

/** The MuleSoft APIs' path prefix; the account modules (profile, data requests, referrals) add their routes under it. */
export const BASE = '/mock/mulesoft/web/v1/api/v1';

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
    points: 320,
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
    points: 1250,
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
    points: 4870,
  },
};

/** Every persona's demo password (docs/mock-api.md "login"); `locked@example.co.uk` is a locked account. */
export const DEMO_PASSWORD = 'demo1234';
export const LOCKED_EMAIL = 'locked@example.co.uk';
/** Lifetime of a login's session cookies, in seconds (`expiresIn`). */
const SESSION_SECONDS = 8 * 3600;

/** A MuleSoft error answer: `{ error, message, response-data: null }`. */
export function mulesoftError(status, code, message) {
  return json({ error: code, message, 'response-data': null }, status);
}

/** consumer id → a test's copy of a persona (personaSandbox.mjs) */
const sandboxes = new Map();

/** The persona behind a consumer id: a demo persona, or a test's copy made from its seed on first use. */
export function personaOf(consumerId) {
  if (Object.hasOwn(PERSONAS, consumerId)) return PERSONAS[consumerId];
  const base = sandboxBase(consumerId);
  if (!base) return undefined;
  if (!sandboxes.has(consumerId)) {
    if (sandboxes.size >= MAX_SANDBOXES) sandboxes.delete(sandboxes.keys().next().value);
    const copy = structuredClone({ ...PERSONAS[base], profile: SEED_PROFILES.get(base), assets: SEED_ASSETS.get(base) });
    copy.profile.consumerId = consumerId;
    sandboxes.set(consumerId, copy);
  }
  return sandboxes.get(consumerId);
}

/**
 * Client credentials, then the user token, then the id: `{ persona, consumerId }`, or `{ response }` (an error).
 * The account modules call it first, and keep their own per-consumer state keyed by `consumerId` (a test's copy
 * of a persona has its own id, so its changes never reach the persona or another test).
 */
export function authorize(req, rawId) {
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
  const persona = personaOf(consumerId);
  if (!persona) return { response: mulesoftError(404, 'not_found', `Consumer ${consumerId} not found.`) };
  return { persona, consumerId };
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
  return json({ 'response-data': { tierInformation: { currentTier: persona.tier, points: persona.points } } });
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

/** The personas' profiles as seeded: a test's copy starts from them even after the persona itself was edited. */
export const SEED_PROFILES = new Map(Object.entries(PERSONAS).map(([id, persona]) => [id, structuredClone(persona.profile)]));
const SEED_ASSETS = new Map(Object.entries(PERSONAS).map(([id, persona]) => [id, structuredClone(persona.assets)]));
let receiptCount = 0;

/** Puts every persona's devices back as seeded, without receipts (tests). */
export function resetDevices() {
  for (const [id, assets] of SEED_ASSETS) PERSONAS[id].assets = structuredClone(assets);
  sandboxes.clear();
  receiptCount = 0;
}

/** The demo's serial number rule: 13 upper-case letters or digits, as the seed ILM1GB7K2Q9X4 (sent normalised). */
export const SERIAL_PATTERN = /^[A-Z0-9]{13}$/;
/** The receipt size limit (component-catalogue "upload receipt"): 4 MiB. */
export const MAX_RECEIPT_BYTES = 4_194_304;
/** What a receipt route reads before giving up with the generic 413: a 5 MB file still gets the named one. */
const RECEIPT_BODY_LIMIT = 8 * 1024 * 1024;
/** A receipt's type, by its first bytes. */
const SIGNATURES = [
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
];

export function receiptType(bytes) {
  return SIGNATURES.find(({ bytes: magic }) => bytes.length >= magic.length && magic.every((byte, i) => bytes[i] === byte))?.type;
}

function registerDevice({ req, params, body }) {
  const { response, persona } = authorize(req, params[0]);
  if (response) return response;
  const parsed = parseJsonBody(body);
  const input = parsed.value && typeof parsed.value === 'object' ? parsed.value : {};
  const serialNumber = typeof input.serialNumber === 'string' ? input.serialNumber : '';
  if (parsed.invalid || !SERIAL_PATTERN.test(serialNumber)) {
    return mulesoftError(400, 'invalid_serial_number', 'A serial number is 13 upper-case letters or digits.');
  }
  // held by a demo persona or by this consumer (a test's copy does not see other tests' copies)
  if ([...Object.values(PERSONAS), persona].some((entry) => entry.assets.some((asset) => asset.serialNumber === serialNumber))) {
    return mulesoftError(409, 'duplicate_serial_number', 'This device is already registered.');
  }
  const productName = typeof input.productName === 'string' && input.productName.trim() ? input.productName.trim().slice(0, 100) : 'Device';
  const asset = { serialNumber, productName, registeredAt: new Date().toISOString() };
  persona.assets.push(asset);
  return json({ 'response-data': { ...asset } }, 201);
}

/** The persona and its device named in the path, or an error response. */
function ownDevice(req, params) {
  const { response, persona } = authorize(req, params[0]);
  if (response) return { response };
  const serialNumber = decodeSegment(params[1]);
  const index = persona.assets.findIndex((asset) => asset.serialNumber === serialNumber);
  if (index < 0) return { response: mulesoftError(404, 'not_found', 'No such device for this consumer.') };
  return { persona, index };
}

function removeDevice({ req, params }) {
  const { response, persona, index } = ownDevice(req, params);
  if (response) return response;
  persona.assets.splice(index, 1);
  return empty(204);
}

/** The `file` part of a multipart body (a Buffer): { fileName, bytes }, or undefined. */
export function multipartFile(contentType = '', body) {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  if (!/^multipart\/form-data/i.test(contentType.trim()) || !boundary) return undefined;
  const buffer = Buffer.isBuffer(body) ? body : Buffer.from(body ?? '', 'latin1');
  // latin1 maps each byte to one character, so offsets in the text are offsets in the bytes
  const text = buffer.toString('latin1');
  for (const part of text.split(`--${boundary[1] ?? boundary[2]}`).slice(1)) {
    if (part.startsWith('--')) break;
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const head = part.slice(0, split);
    if (/content-disposition:[^\r\n]*\bname="([^"]*)"/i.exec(head)?.[1] !== 'file') continue;
    const name = /content-disposition:[^\r\n]*\bfilename="([^"]*)"/i.exec(head)?.[1] ?? '';
    const content = part.slice(split + 4).replace(/\r\n$/, '');
    return { fileName: Buffer.from(name, 'latin1').toString('utf8'), bytes: Buffer.from(content, 'latin1') };
  }
  return undefined;
}

/** The base name, without control characters, at most 200 characters. */
function safeFileName(name) {
  const base = name.split(/[\\/]/).pop().replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
  return base || 'receipt';
}

function uploadReceipt({ req, params, body }) {
  const { response, persona, index } = ownDevice(req, params);
  if (response) return response;
  const file = multipartFile(header(req, 'content-type'), body);
  if (!file || file.bytes.length === 0) return mulesoftError(400, 'missing_file', 'Send the receipt as multipart/form-data in the field file.');
  if (file.bytes.length > MAX_RECEIPT_BYTES) return mulesoftError(413, 'file_too_large', 'A receipt is at most 4 MB.');
  if (!receiptType(file.bytes)) return mulesoftError(415, 'unsupported_media_type', 'A receipt is a PDF, PNG or JPEG file.');
  receiptCount += 1;
  const receipt = { receiptId: `rcpt-${receiptCount}`, fileName: safeFileName(file.fileName), size: file.bytes.length, uploadedAt: new Date().toISOString() };
  const asset = persona.assets[index];
  asset.receipts = [...(asset.receipts ?? []), receipt];
  return json({ 'response-data': { ...receipt } }, 201);
}

export const routes = [
  { method: 'POST', path: `${BASE}/consumer/login`, handler: login },
  { method: 'GET', path: new RegExp(`^${BASE}/consumer/([^/]+)$`), handler: consumer },
  { method: 'GET', path: new RegExp(`^${BASE}/consumers/([^/]+)/assets$`), handler: assets },
  { method: 'POST', path: new RegExp(`^${BASE}/consumers/([^/]+)/assets$`), handler: registerDevice },
  { method: 'DELETE', path: new RegExp(`^${BASE}/consumers/([^/]+)/assets/([^/]+)$`), handler: removeDevice },
  {
    method: 'POST',
    path: new RegExp(`^${BASE}/consumers/([^/]+)/assets/([^/]+)/receipts$`),
    handler: uploadReceipt,
    binary: true,
    maxBody: RECEIPT_BODY_LIMIT,
  },
  { method: 'GET', path: new RegExp(`^${BASE}/consumer/([^/]+)/loyalty$`), handler: loyalty },
];
