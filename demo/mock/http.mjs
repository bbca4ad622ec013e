// Small helpers shared by the mock APIs. A handler returns a plain response object
// ({ status, headers, body }) so tests can call it without a socket.

export function json(body, status = 200, headers = {}) {
  return { status, headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers }, body: JSON.stringify(body) };
}

export function text(body, status = 200, headers = {}) {
  return { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers }, body };
}

export function error(status, message) {
  return json({ error: message }, status);
}
