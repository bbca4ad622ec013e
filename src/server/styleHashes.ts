import { createHash } from 'node:crypto';

/**
 * The `<style>` elements of an HTML text, as the browser reads them: a raw text element ends at the first
 * `</style` (any case) followed by whitespace, `/` or `>`, and its text is what lies before.
 */
const STYLE_ELEMENT = /<style(?:\s[^>]*)?>([\s\S]*?)<\/style[\s/>]/gi;

/**
 * styleHashes(html): the CSP hash sources (`'sha256-…'`) of every distinct `<style>` text in `html`,
 * in the order they first appear. A page that a cache keeps (the same bytes for every visitor) cannot
 * carry a per-response nonce; a policy of `style-src 'self' <these>` allows exactly its styles and no
 * other inline style (README "Server rendering", "Content Security Policy").
 *
 * The text is hashed as the HTML parser hands it to the style sheet: its line breaks normalised
 * (CR LF and a lone CR become LF), its bytes UTF-8.
 */
export function styleHashes(html: string): string[] {
  const seen = new Set<string>();
  for (const match of html.matchAll(STYLE_ELEMENT)) {
    const text = match[1]!.replace(/\r\n?/g, '\n');
    seen.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...seen];
}
