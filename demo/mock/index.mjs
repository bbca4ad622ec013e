// The mock backend: one module per API, each exporting `routes`. To add an API (page models,
// legal ages, consumer, carts, …) write demo/mock/<api>.mjs and list it in APIS below.
//
// A route is { method, path, handler }: path is an exact string or a RegExp whose groups become
// `params`; handler({ req, url, params, body }) returns { status, headers, body } (see http.mjs),
// or a Promise of one. Request bodies are read (as text) only for methods that carry one.
import * as health from './health.mjs';
import * as placeholderImage from './placeholderImage.mjs';
import { error } from './http.mjs';

export const APIS = [health, placeholderImage];

export const routes = APIS.flatMap((api) => api.routes);

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

function readBody(req) {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks = [];
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        reject(Object.assign(new Error('request body too large'), { status: 413 }));
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
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
      const body = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(req.method) ? await readBody(req) : undefined;
      response = await match.route.handler({ req, url, params: match.params, body });
    } catch (failure) {
      response = error(failure.status ?? 500, failure.status ? failure.message : 'mock handler failed');
      if (!failure.status) console.error('brand-elements mock:', failure);
    }
  }
  res.writeHead(response.status ?? 200, { 'Cache-Control': 'no-cache', ...response.headers });
  res.end(req.method === 'HEAD' ? undefined : response.body);
  return true;
}
