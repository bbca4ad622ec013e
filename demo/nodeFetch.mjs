// The Node adapter of the renderer's fetch handler (README "Server rendering"): Node's request as a
// fetch `Request`, the handler's `Response` written back to Node's response as it streams. A few lines
// because Node 20 has the Web-standard classes and converts streams both ways.
import { Readable } from 'node:stream';

/** Node's request (http or http2 compatibility API) as a `Request` for `url`; the body streams, unread until the handler reads it. */
export function toRequest(req, url) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (name.startsWith(':') || value === undefined) continue; // HTTP/2 pseudo-headers
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(url, { method, headers, body: hasBody ? Readable.toWeb(req) : undefined, duplex: hasBody ? 'half' : undefined });
}

/** Writes a `Response` to Node's response: status, headers, then the body chunk by chunk as the handler makes it. */
export async function sendResponse(res, response, headOnly = false) {
  const headers = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  res.writeHead(response.status, headers);
  if (headOnly || !response.body) {
    await response.body?.cancel();
    return void res.end();
  }
  const reader = response.body.getReader();
  // A client that leaves stops the render: the handler's stream is cancelled, nothing more is rendered.
  const stop = () => reader.cancel().catch(() => {});
  res.once('close', stop);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      // Wait for the socket to take it before rendering the next part (backpressure).
      if (!res.write(value)) await new Promise((resolve) => { res.once('drain', resolve); res.once('close', resolve); });
    }
    res.end();
  } finally {
    res.off('close', stop);
  }
}
