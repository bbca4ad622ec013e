// Small helpers shared by the mock APIs. A handler returns a plain response object
// ({ status, headers, body }) so tests can call it without a socket.

/** Every mock JSON answer (docs/mock-api.md): plain application/json, never cached. */
export const JSON_HEADERS = { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' };

export function json(body, status = 200, headers = {}) {
  return { status, headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) };
}

export function text(body, status = 200, headers = {}) {
  return { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers }, body };
}

/** A bodiless answer (e.g. 200 after DELETE). */
export function empty(status = 200, headers = {}) {
  return { status, headers: { 'Cache-Control': 'no-store', 'Content-Length': '0', ...headers }, body: '' };
}

export function error(status, message) {
  return json({ error: message }, status);
}

/** An SAP Commerce (OCC) error answer: { errors: [{ type, message, reason, subject }] }. */
export function occError(status, type, message, reason, subject, subjectType) {
  const entry = { type, message };
  if (reason !== undefined) entry.reason = reason;
  if (subject !== undefined) entry.subject = subject;
  if (subjectType !== undefined) entry.subjectType = subjectType;
  return json({ errors: [entry] }, status);
}

/** Parses a Cookie header into a plain object (first value wins, like browsers send them). */
export function parseCookies(header) {
  const cookies = Object.create(null);
  if (typeof header !== 'string') return cookies;
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    if (!name || name in cookies) continue;
    let value = part.slice(at + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      cookies[name] = decodeURIComponent(value);
    } catch {
      cookies[name] = value;
    }
  }
  return cookies;
}

/** A request header, case-insensitively, from a node request or a plain { headers } object (tests). */
export function header(req, name) {
  const headers = req?.headers;
  if (!headers) return undefined;
  const lower = name.toLowerCase();
  const value = headers[lower] ?? Object.entries(headers).find(([key]) => key.toLowerCase() === lower)?.[1];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** Reads a JSON request body: { value } or { invalid: true }. An empty body is undefined. */
export function parseJsonBody(body) {
  if (body === undefined || body === null || String(body).trim() === '') return { value: undefined };
  try {
    return { value: JSON.parse(body) };
  } catch {
    return { invalid: true };
  }
}

/** A path segment decoded, or undefined when its escapes are malformed. */
export function decodeSegment(segment) {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}
