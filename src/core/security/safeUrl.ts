/**
 * URLs from authored content are checked before they reach an href or src: only http(s),
 * mailto, tel, relative and fragment URLs pass. `javascript:`, `data:`, `vbscript:` and
 * anything else with a scheme is refused (returns null), including obfuscated forms
 * (`java\tscript:`, leading control characters, mixed case).
 */
const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

export function safeUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  // Browsers drop ASCII tab/newline anywhere in a URL and trim C0 controls and spaces at the ends.
  // eslint-disable-next-line no-control-regex
  const cleaned = value.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (cleaned === '') return null;
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(cleaned);
  if (!scheme) return cleaned; // relative, fragment or protocol-relative (//host/path)
  return ALLOWED_SCHEMES.has(scheme[1]!.toLowerCase()) ? cleaned : null;
}

/** A page to open (a link sent to someone): safeUrl's checks, then only http(s) or relative (no mailto:, no tel:). */
export function safeWebUrl(value: unknown): string | null {
  const url = safeUrl(value);
  const scheme = url === null ? null : /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(url);
  return scheme && !/^https?$/i.test(scheme[1]!) ? null : url;
}

/** Image sources may also be `data:image/...` (inline placeholders), never script-capable types. */
export function safeImageUrl(value: unknown): string | null {
  if (typeof value === 'string' && /^\s*data:image\/(png|jpe?g|gif|webp|avif);/i.test(value)) return value.trim();
  return safeUrl(value);
}
