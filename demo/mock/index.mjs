// The mock backend: one module per API, each exporting `routes`. To add an API (page models,
// legal ages, consumer, carts, …) write demo/mock/<api>.mjs and list it in APIS below.
//
// A route is { method, path, handler }: path is an exact string or a RegExp whose groups become
// `params`; handler({ req, url, params, body }) returns { status, headers, body } (see http.mjs),
// or a Promise of one. Request bodies are read (as text; as a Buffer for a route with `binary: true`) only for
// methods that carry one, up to 1 MiB or the route's `maxBody`.
//
// Every handler is wrapped once, here, by withFaults (docs/mock-api.md "Fault injection"):
// `demo_fault` (query parameter of the mock call, else cookie) =
//   500       → 500 with an OCC-style error body
//   timeout   → no answer for 30 s (then 504); waiting timers end when the server closes
//   malformed → 200 with invalid JSON
//   empty     → 200 with an empty body
// and the cookie `demo_fault_path` (a substring of the mock path) limits it to matching calls.
import * as health from './health.mjs';
import * as placeholderImage from './placeholderImage.mjs';
import * as legalAge from './legalAge.mjs';
import * as consumer from './consumer.mjs';
import * as commerceToken from './commerceToken.mjs';
import * as occCarts from './occCarts.mjs';
import * as occCatalogue from './occCatalogue.mjs';
import * as occReviews from './occReviews.mjs';
import * as storefront from './storefront.mjs';
import * as rating from './rating.mjs';
import * as occStores from './occStores.mjs';
import * as partnerForm from './partnerForm.mjs';
import * as forms from './forms.mjs';
import * as occAccount from './occAccount.mjs';
import * as occCheckout from './occCheckout.mjs';
import * as consumerReferrals from './consumerReferrals.mjs';
import * as consumerProfile from './consumerProfile.mjs';
import * as consumerDataRequests from './consumerDataRequests.mjs';
import { JSON_HEADERS, error, header, occError, parseCookies } from './http.mjs';

// The products' averageRating and numberOfReviews come from the reviews the mock lists.
occCatalogue.setReviewSummary(occReviews.reviewSummary);

export const APIS = [health, placeholderImage, legalAge, consumer, commerceToken, occCarts, occCatalogue, occReviews, occStores, storefront, rating, partnerForm, forms, occAccount, occCheckout, consumerReferrals, consumerProfile, consumerDataRequests];

export const FAULTS = ['500', 'timeout', 'malformed', 'empty'];
export const FAULT_TIMEOUT_MS = 30_000;
export const MALFORMED_BODY = '{"response-data": {"profile": {"consumerId": "demo-';

/** Timeouts waiting to answer: their cancel functions. */
const pending = new Set();

/** The fault this call asks for, or undefined. */
export function faultFor(req, url) {
  const cookies = parseCookies(header(req, 'cookie'));
  const fault = url.searchParams.get('demo_fault') ?? cookies.demo_fault;
  if (!FAULTS.includes(fault)) return undefined;
  const scope = cookies.demo_fault_path;
  if (scope && !url.pathname.includes(scope)) return undefined;
  return fault;
}

/** The response for a fault (a Promise for `timeout`). */
export function faultResponse(fault, { req, url }, timeoutMs = FAULT_TIMEOUT_MS) {
  const marker = { 'X-Demo-Fault': fault };
  switch (fault) {
    case '500': {
      const response = occError(500, 'InternalServerError', 'Injected fault: demo_fault=500', 'demo_fault', url.pathname);
      Object.assign(response.headers, marker);
      return response;
    }
    case 'malformed':
      return { status: 200, headers: { ...JSON_HEADERS, ...marker }, body: MALFORMED_BODY };
    case 'empty':
      return { status: 200, headers: { ...JSON_HEADERS, ...marker }, body: '' };
    case 'timeout':
      return delayed(req, url, Math.min(Math.max(0, timeoutMs), FAULT_TIMEOUT_MS), marker);
    default:
      return undefined;
  }
}

function delayed(req, url, ms, marker) {
  return new Promise((resolve) => {
    const socket = req?.socket;
    const finish = (response) => {
      clearTimeout(timer);
      pending.delete(cancel);
      socket?.off?.('close', onClose);
      resolve(response);
    };
    const late = () => {
      const response = occError(504, 'GatewayTimeoutError', `Injected fault: no answer for ${Math.round(ms / 1000)} s`, 'demo_fault', url.pathname);
      Object.assign(response.headers, marker);
      return response;
    };
    const cancel = () => finish({ status: 503, headers: { ...JSON_HEADERS, ...marker }, body: '', aborted: true });
    const onClose = () => cancel();
    const timer = setTimeout(() => finish(late()), ms);
    // A pending fault never keeps the process alive on its own.
    timer.unref?.();
    pending.add(cancel);
    // The client gave up: stop waiting.
    socket?.once?.('close', onClose);
  });
}

/** Number of timeouts still waiting (tests). */
export function pendingFaults() {
  return pending.size;
}

/** Ends every waiting timeout at once (called when the server closes). */
export function clearPendingFaults() {
  for (const cancel of [...pending]) cancel();
}

/** Wraps a mock handler so it honours demo_fault / demo_fault_path. */
export function withFaults(handler, { timeoutMs = FAULT_TIMEOUT_MS } = {}) {
  const wrapped = (context) => {
    const fault = faultFor(context.req, context.url);
    return fault ? faultResponse(fault, context, timeoutMs) : handler(context);
  };
  wrapped.inner = handler;
  return wrapped;
}

export const routes = APIS.flatMap((api) => api.routes).map((route) => ({ ...route, handler: withFaults(route.handler) }));

const MAX_BODY = 1024 * 1024;

/** Finds the route for a method and path: { route, params }, or { allowed } when only the method is wrong. */
export function matchRoute(method, pathname, table = routes) {
  const allowed = [];
  for (const route of table) {
    let params;
    if (typeof route.path === 'string') params = route.path === pathname ? [] : undefined;
    else params = route.path.exec(pathname)?.slice(1);
    if (!params) continue;
    const routeMethod = route.method ?? 'GET';
    if (routeMethod === method || (method === 'HEAD' && routeMethod === 'GET')) return { route, params };
    allowed.push(routeMethod);
  }
  return allowed.length ? { allowed } : undefined;
}

/**
 * The request body as text (a route with `binary: true` gets the Buffer itself: a file upload's bytes must not pass
 * through UTF-8). A route may raise the limit with `maxBody` (bytes). Over the limit it stops reading (the rest is left unread, not the socket
 * destroyed: the 413 must still be written) and rejects with `{ status: 413, close: true }`: the answer
 * then says `Connection: close`, so the unread rest is dropped with the connection.
 */
export function readBody(req, max = MAX_BODY, binary = false) {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks = [];
    const onData = (chunk) => {
      size += chunk.length;
      if (size <= max) {
        chunks.push(chunk);
        return;
      }
      req.off('data', onData);
      req.off('end', onEnd);
      req.pause();
      reject(Object.assign(new Error('request body too large'), { status: 413, close: true }));
    };
    const onEnd = () => resolve(binary ? Buffer.concat(chunks) : Buffer.concat(chunks).toString('utf8'));
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', reject);
  });
}

/**
 * Runs the mock route for `method` and `url` (a URL, or a path with its query) in-process, without a
 * socket: { status, headers, body }, or undefined when no route matches the path. Only `headers` (a plain
 * object) reaches the handler, so a caller decides what of its own request passes (the server-rendered
 * demo pages pass the visitor's Cookie only: demo/serverRendering.mjs). No body: for GET-style calls.
 */
export async function mockResponse(method, url, headers = {}) {
  const target = typeof url === 'string' ? new URL(url, 'http://127.0.0.1') : url;
  const match = matchRoute(method, target.pathname);
  if (!match) return undefined;
  if (match.allowed) {
    const response = error(405, 'method not allowed');
    response.headers.Allow = [...new Set(match.allowed)].join(', ');
    return response;
  }
  const req = { method, url: `${target.pathname}${target.search}`, headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value])) };
  try {
    const response = await match.route.handler({ req, url: target, params: match.params, body: undefined });
    return { status: response.status ?? 200, headers: response.headers ?? {}, body: response.body };
  } catch (failure) {
    if (!failure.status) console.error('brand-elements mock:', failure);
    return error(failure.status ?? 500, failure.status ? failure.message : 'mock handler failed');
  }
}

/** Runs a mock route for the request; false when no route matches the path. */
export async function handleMock(req, res, url = new URL(req.url ?? '/', 'http://127.0.0.1')) {
  const match = matchRoute(req.method ?? 'GET', url.pathname);
  if (!match) return false;
  let response;
  if (match.allowed) {
    response = error(405, 'method not allowed');
    response.headers.Allow = [...new Set(match.allowed)].join(', ');
  } else {
    try {
      const { maxBody = MAX_BODY, binary = false } = match.route;
      const body = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(req.method) ? await readBody(req, maxBody, binary) : undefined;
      response = await match.route.handler({ req, url, params: match.params, body });
    } catch (failure) {
      response = error(failure.status ?? 500, failure.status ? failure.message : 'mock handler failed');
      if (failure.close) response.headers.Connection = 'close';
      if (!failure.status) console.error('brand-elements mock:', failure);
    }
  }
  // A timeout fault whose client went away: nobody to answer.
  if (res.destroyed || res.writableEnded) return true;
  res.writeHead(response.status ?? 200, { 'Cache-Control': 'no-cache', ...response.headers });
  res.end(req.method === 'HEAD' ? undefined : response.body);
  return true;
}
