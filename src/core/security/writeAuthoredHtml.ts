import { isPlainText, sanitizer, type Sanitize } from './authoredHtml';
import { markupAsText } from '../text/markupAsText';

/**
 * Writing authored HTML into the DOM (SanitizedHtml, brand-text's direct render), apart from the sanitizer's store
 * (./authoredHtml.ts), which every element's runtime carries: only the elements that show authored HTML import this.
 */
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
