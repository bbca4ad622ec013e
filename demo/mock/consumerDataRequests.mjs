// Data requests ("get your information", issue 20; docs/mock-api.md "Data requests"), in the style of the other
// consumer calls (consumer.mjs: client headers, x-user-token = token-<consumerId>, `response-data`):
//   GET  …/consumer/{consumerId}/data-requests → { requests: [...] }, newest first
//   POST …/consumer/{consumerId}/data-requests { format?: 'json' | 'pdf' } → 201 the request (status `received`);
//        409 request_in_progress while one is received or processing
//   GET  …/consumer/{consumerId}/data-requests/{requestId}/download → the copy (a JSON file of the persona's data),
//        only to its owner: a browser's link sends no headers, so the session cookies (brand_uid, brand_token) decide
// The status advances by reads, so a test never sleeps: each GET of the list moves every unfinished request one
// step (received → processing → ready); a ready copy expires EXPIRY_DAYS after it was ready.
// Per consumer id, in memory; a test's copy of a persona (personaSandbox.mjs) starts from that persona's seed.
import { BASE, authorize, mulesoftError, personaOf } from './consumer.mjs';
import { header, json, parseCookies, parseJsonBody } from './http.mjs';
import { MAX_SANDBOXES, sandboxBase } from './personaSandbox.mjs';

/** Days a ready copy can be downloaded. */
export const EXPIRY_DAYS = 14;
const DAY = 24 * 3600 * 1000;
const FORMATS = ['json', 'pdf'];
const NEXT = { received: 'processing', processing: 'ready' };

/** Seeds: demo-dev has one ready copy (and an older expired one); the others none. */
const SEED = {
  'demo-lau': [],
  'demo-hav': [],
  'demo-dev': [
    { requestId: 'dr-dev-2', status: 'ready', requestedDaysAgo: 3, readyDaysAgo: 2, format: 'json' },
    { requestId: 'dr-dev-1', status: 'expired', requestedDaysAgo: 200, readyDaysAgo: 199, format: 'json' },
  ],
};

/** consumer id → { requests: [request, internal fields none] } */
const state = new Map();
let requestCount = 0;

function downloadPath(consumerId, requestId) {
  return `${BASE}/consumer/${encodeURIComponent(consumerId)}/data-requests/${encodeURIComponent(requestId)}/download`;
}

function ready(consumerId, request, readyAt) {
  request.status = 'ready';
  request.readyAt = new Date(readyAt).toISOString();
  request.expiresAt = new Date(readyAt + EXPIRY_DAYS * DAY).toISOString();
  request.downloadUrl = downloadPath(consumerId, request.requestId);
}

function seeded(consumerId, base) {
  const now = Date.now();
  return {
    requests: SEED[base].map(({ requestedDaysAgo, readyDaysAgo, status, ...seed }) => {
      const request = { ...seed, status, requestedAt: new Date(now - requestedDaysAgo * DAY).toISOString() };
      if (status === 'ready') ready(consumerId, request, now - readyDaysAgo * DAY);
      if (status === 'expired') {
        request.readyAt = new Date(now - readyDaysAgo * DAY).toISOString();
        request.expiresAt = new Date(now - (readyDaysAgo - EXPIRY_DAYS) * DAY).toISOString();
      }
      return request;
    }),
  };
}

/** The data requests of a persona or a test's copy of one (made from the persona's seed on first use). */
function requestsOf(consumerId) {
  const base = Object.hasOwn(SEED, consumerId) ? consumerId : sandboxBase(consumerId);
  if (!base) return undefined;
  if (!state.has(consumerId)) {
    // the oldest test copy makes room; a demo persona's own requests are never dropped
    if (state.size >= MAX_SANDBOXES + Object.keys(SEED).length) {
      const oldest = [...state.keys()].find((id) => !Object.hasOwn(SEED, id));
      if (oldest !== undefined) state.delete(oldest);
    }
    state.set(consumerId, seeded(consumerId, base));
  }
  return state.get(consumerId);
}

/** Puts every persona's data requests back as seeded (tests). */
export function resetDataRequests() {
  state.clear();
  requestCount = 0;
}

/** One read's worth of progress: each unfinished request one step on; a ready copy past its date expires. */
function advance(consumerId, entry, now = Date.now()) {
  for (const request of entry.requests) {
    if (request.status === 'ready' && Date.parse(request.expiresAt) <= now) {
      request.status = 'expired';
      delete request.downloadUrl;
    } else if (request.status === 'processing') ready(consumerId, request, now);
    else if (NEXT[request.status]) request.status = NEXT[request.status];
  }
}

const newestFirst = (requests) => [...requests].sort((a, b) => b.requestedAt.localeCompare(a.requestedAt)).map((request) => ({ ...request }));

function list({ req, params }) {
  const { response, consumerId } = authorize(req, params[0]);
  if (response) return response;
  const entry = requestsOf(consumerId);
  advance(consumerId, entry);
  return json({ 'response-data': { requests: newestFirst(entry.requests) } });
}

function create({ req, params, body }) {
  const { response, consumerId } = authorize(req, params[0]);
  if (response) return response;
  const entry = requestsOf(consumerId);
  const parsed = parseJsonBody(body);
  const input = parsed.value && typeof parsed.value === 'object' && !Array.isArray(parsed.value) ? parsed.value : {};
  const format = input.format ?? 'json';
  if (parsed.invalid || !FORMATS.includes(format)) return mulesoftError(400, 'invalid_format', `format must be one of ${FORMATS.join(', ')}.`);
  if (entry.requests.some((request) => NEXT[request.status])) {
    return mulesoftError(409, 'request_in_progress', 'A copy of your data is already being prepared.');
  }
  requestCount += 1;
  // a millisecond later than any earlier one, so "newest first" never ties
  const latest = Math.max(0, ...entry.requests.map((request) => Date.parse(request.requestedAt)));
  const request = { requestId: `dr-${requestCount}`, status: 'received', requestedAt: new Date(Math.max(Date.now(), latest + 1)).toISOString(), format };
  entry.requests.push(request);
  return json({ 'response-data': { ...request } }, 201);
}

/** The copy: the persona's profile and what the mock keeps of them, as a JSON file; only to its signed-in owner. */
function download({ req, params }) {
  let consumerId;
  let requestId;
  try {
    consumerId = decodeURIComponent(params[0]);
    requestId = decodeURIComponent(params[1]);
  } catch {
    return mulesoftError(400, 'bad_request', 'Malformed id.');
  }
  // the owner: the service's header, or (a browser's link) the session cookies of this consumer
  const cookies = parseCookies(header(req, 'cookie'));
  const owner = header(req, 'x-user-token') === `token-${consumerId}` || (cookies.brand_uid === consumerId && cookies.brand_token === `token-${consumerId}`);
  if (!owner) return mulesoftError(403, 'forbidden', 'Only the owner of this copy may download it.');
  const persona = personaOf(consumerId);
  const entry = persona && requestsOf(consumerId);
  const request = entry?.requests.find((item) => item.requestId === requestId);
  if (!request) return mulesoftError(404, 'not_found', `Data request ${requestId} not found.`);
  if (request.status === 'expired' || (request.expiresAt && Date.parse(request.expiresAt) <= Date.now())) return mulesoftError(410, 'expired', 'This copy has expired: request a new one.');
  if (request.status !== 'ready') return mulesoftError(409, 'not_ready', 'This copy is not ready yet.');
  const copy = {
    exportedAt: new Date().toISOString(),
    requestId: request.requestId,
    requestedAt: request.requestedAt,
    profile: { ...persona.profile },
    hardAgeVerification: [{ hardAVStatus: persona.hardAVStatus, ...(persona.verifiedAt ? { verifiedAt: persona.verifiedAt } : {}) }],
    devices: (persona.assets ?? []).map((asset) => ({ ...asset })),
    loyalty: { currentTier: persona.tier },
  };
  return json(copy, 200, { 'Content-Disposition': `attachment; filename="my-data-${request.requestId}.json"`, 'Cache-Control': 'no-store' });
}

export const routes = [
  { method: 'GET', path: new RegExp(`^${BASE}/consumer/([^/]+)/data-requests$`), handler: list },
  { method: 'POST', path: new RegExp(`^${BASE}/consumer/([^/]+)/data-requests$`), handler: create },
  { method: 'GET', path: new RegExp(`^${BASE}/consumer/([^/]+)/data-requests/([^/]+)/download$`), handler: download },
];

