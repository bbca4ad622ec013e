const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/**
 * Markup's text, without parsing it (no DOM, no Trusted Types sink): tags left out (block elements apart), the common
 * references and every numeric one read, whitespace collapsed. For text written as text: where the HTML sanitizer
 * cannot load (src/core/security/writeAuthoredHtml.ts), and places that take no markup (a button's label).
 */
export function markupAsText(html: string): string {
  return html
    .replace(/<\/?(?:p|br|div|li|ul|ol|h[1-6]|tr|td|th|blockquote|table)\b[^>]*>?/gi, ' ')
    .replace(/<[^>]*>?/g, '')
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);?/gi, (reference, name: string) => {
      const code = name[0] === '#' ? Number.parseInt(name[1] === 'x' || name[1] === 'X' ? name.slice(2) : name.slice(1), name[1] === 'x' || name[1] === 'X' ? 16 : 10) : NaN;
      if (!Number.isNaN(code)) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
      return ENTITIES[name.toLowerCase()] ?? reference;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
