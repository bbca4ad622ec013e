// POST /mock/partner/contact: where the partner page's plain <form> (demo/partner-form.html) posts.
// Accepts application/x-www-form-urlencoded and multipart/form-data (docs/mock-api.md "Partner form")
// and answers an HTML "thank you" page in the partner's style that lists the received fields, escaped.
import { header } from './http.mjs';

const HTML_HEADERS = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' };

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value) => String(value).replace(/[&<>"']/g, (c) => ESCAPES[c]);

/** The fields of a form body as [name, value] pairs in order (a repeated name stays repeated); undefined for another type. */
export function parseFormBody(contentType = '', body = '') {
  const type = contentType.split(';')[0].trim().toLowerCase();
  if (type === 'application/x-www-form-urlencoded') return [...new URLSearchParams(body)];
  if (type === 'multipart/form-data') {
    const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
    return boundary ? parseMultipart(body, boundary[1] ?? boundary[2]) : undefined;
  }
  return undefined;
}

function parseMultipart(body, boundary) {
  const fields = [];
  for (const part of body.split(`--${boundary}`).slice(1)) {
    if (part.startsWith('--')) break; // the closing delimiter
    const split = part.indexOf('\r\n\r\n');
    if (split < 0) continue;
    const head = part.slice(0, split);
    const name = /content-disposition:[^\r\n]*\bname="([^"]*)"/i.exec(head)?.[1];
    if (name === undefined) continue;
    const file = /content-disposition:[^\r\n]*\bfilename="([^"]*)"/i.exec(head)?.[1];
    const value = part.slice(split + 4).replace(/\r\n$/, '');
    fields.push([name, file === undefined ? value : `(file ${file})`]);
  }
  return fields;
}

function page(title, content, status = 200) {
  const body = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(title)} – Corner Kiosk</title>
    <link rel="icon" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='6' fill='%233b2f2a'/%3E%3C/svg%3E" />
    <link rel="stylesheet" href="/partner.css" />
    <link rel="stylesheet" href="/partner-form.css" />
  </head>
  <body>
    <header><h1>Corner Kiosk</h1><p class="tagline">Newsagent · Tobacco · Coffee since 1987</p></header>
    <main>
${content}
    </main>
    <footer><a href="/partner-form.html">Back to the contact form</a> · <a href="/">Back to the demo index</a></footer>
  </body>
</html>`;
  return { status, headers: HTML_HEADERS, body };
}

function contact({ req, body }) {
  const fields = parseFormBody(header(req, 'content-type'), body);
  if (!fields) {
    return page('Not a form', '      <h2>That was not a form</h2>\n      <p>Send application/x-www-form-urlencoded or multipart/form-data.</p>', 415);
  }
  const rows = fields.map(([name, value]) => `        <dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value) || '<em>(empty)</em>'}</dd>`).join('\n');
  return page(
    'Thank you',
    `      <h2>Thank you for your message</h2>
      <p>We will get back to you within two working days. This is what we received:</p>
      <dl class="received" data-received="${fields.length}">
${rows || '        <dt>(nothing)</dt><dd>No fields were sent.</dd>'}
      </dl>`,
  );
}

export const routes = [{ method: 'POST', path: '/mock/partner/contact', handler: contact }];
