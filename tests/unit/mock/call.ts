// Calls a mock route the way demo/mock/index.mjs does, without a socket.
import { matchRoute } from '../../../demo/mock/index.mjs';

export interface MockResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface CallOptions {
  headers?: Record<string, string>;
  /** a Buffer for the routes that read bytes (`binary: true`), as index.mjs hands them */
  body?: string | Buffer;
}

export async function call(method: string, path: string, { headers = {}, body }: CallOptions = {}): Promise<MockResponse> {
  const url = new URL(path, 'http://127.0.0.1');
  const match = matchRoute(method, url.pathname);
  if (!match) throw new Error(`no mock route for ${method} ${url.pathname}`);
  if (match.allowed) return { status: 405, headers: { Allow: match.allowed.join(', ') }, body: '' };
  const req = { method, headers: Object.fromEntries(Object.entries(headers).map(([key, value]) => [key.toLowerCase(), value])) };
  return match.route.handler({ req, url, params: match.params, body });
}

export const parse = (response: MockResponse) => JSON.parse(response.body);

export const MULESOFT = { client_id: 'demo-client', client_secret: 'demo-secret' };
