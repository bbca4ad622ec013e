/**
 * The `<style>` elements of an HTML text, as the browser reads them: a raw text element ends at the first
 * `</style` (any case) followed by whitespace, `/` or `>`, and its text is what lies before.
 */
const STYLE_ELEMENT = /<style(?:\s[^>]*)?>([\s\S]*?)<\/style[\s/>]/gi;

const encoder = new TextEncoder();

/** Base64 of bytes, without Node's Buffer (the renderer runs on any Web-standard runtime). */
export function base64(bytes: Uint8Array): string {
  let binary = '';
  for (let index = 0; index < bytes.length; index++) binary += String.fromCharCode(bytes[index]!);
  return btoa(binary);
}

/** The SHA-256 of a text's UTF-8 bytes, base64 (Web Crypto). */
export async function sha256Base64(text: string): Promise<string> {
  return base64(new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text))));
}

/**
 * styleHashes(html): the CSP hash sources (`'sha256-…'`) of every distinct `<style>` text in `html`,
 * in the order they first appear. A page that a cache keeps (the same bytes for every visitor) cannot
 * carry a per-response nonce; a policy of `style-src 'self' <these>` allows exactly its styles and no
 * other inline style (README "Server rendering", "Content Security Policy"). Resolves once Web
 * Crypto has hashed them.
 *
 * The text is hashed as the HTML parser hands it to the style sheet: its line breaks normalised
 * (CR LF and a lone CR become LF), its bytes UTF-8.
 */
export async function styleHashes(html: string): Promise<string[]> {
  const texts = new Set<string>();
  for (const match of html.matchAll(STYLE_ELEMENT)) texts.add(match[1]!.replace(/\r\n?/g, '\n'));
  const hashes = await Promise.all([...texts].map(sha256Base64));
  return [...new Set(hashes.map((hash) => `'sha256-${hash}'`))];
}

const SCRIPT_ELEMENT = /<script(\s[^>]*)?>([\s\S]*?)<\/script[\s/>]/gi;
const TYPE = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const JAVASCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/**
 * scriptHashes(html): the CSP hash sources of every distinct inline script the browser runs in `html`
 * (no `src`; no type, or a JavaScript one: a JSON data block runs nothing and needs no source). For a
 * server-rendered page that is the first visit's age gate script, one text on every page (README
 * "Content Security Policy"): `script-src 'self' <these>`.
 */
export async function scriptHashes(html: string): Promise<string[]> {
  const texts = new Set<string>();
  for (const match of html.matchAll(SCRIPT_ELEMENT)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const typeMatch = TYPE.exec(attributes);
    const type = (typeMatch ? (typeMatch[1] ?? typeMatch[2] ?? typeMatch[3] ?? '') : '').trim().toLowerCase();
    if (!JAVASCRIPT_TYPES.has(type)) continue;
    texts.add(match[2]!.replace(/\r\n?/g, '\n'));
  }
  const hashes = await Promise.all([...texts].map(sha256Base64));
  return [...new Set(hashes.map((hash) => `'sha256-${hash}'`))];
}
