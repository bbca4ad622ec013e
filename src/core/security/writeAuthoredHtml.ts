import { isPlainText, sanitizer, type Sanitize } from './authoredHtml';

/**
 * Writing authored HTML into the DOM (SanitizedHtml, brand-text's direct render), apart from the sanitizer's store
 * (./authoredHtml.ts), which every element's runtime carries: only the elements that show authored HTML import this.
 */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Markup's text when the sanitizer cannot load: tags left out, the common references read (written as text). */
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

/**
 * Writes authored HTML into `node`: text at once, markup sanitized (at once when DOMPurify is loaded, else as soon
 * as it is; as its text if it cannot load). Leaves the node alone when it already holds exactly that (a server's
 * copy being hydrated). Returns a cancel for a write still waiting.
 */
export function writeAuthoredHtml(node: HTMLElement, html: string): () => void {
  if (isPlainText(html)) {
    if (node.childElementCount > 0 || node.textContent !== html) node.textContent = html;
    return () => {};
  }
  const write = (sanitize: Sanitize) => {
    const clean = sanitize(html);
    if (node.innerHTML !== String(clean)) node.innerHTML = clean as string;
  };
  const now = sanitizer.now();
  if (now) {
    write(now);
    return () => {};
  }
  let live = true;
  sanitizer.load().then(
    (sanitize) => live && write(sanitize),
    () => live && (node.textContent = markupAsText(html)),
  );
  return () => {
    live = false;
  };
}
