import type { FontFaceSpec } from '../../themes';

const registered = new Set<string>();
/** The faces added here (the others in document.fonts come from stylesheets). */
const ours = new WeakSet<FontFace>();

/**
 * Font faces cannot live in a shadow root, so they go to the document's FontFaceSet through
 * the FontFace API (no <style> in document.head, nothing for a CSP to block but font-src).
 * The browser downloads a face only once text in its unicode range needs it.
 */
export function registerFontFaces(faces: readonly FontFaceSpec[]): void {
  if (typeof document === 'undefined' || !('fonts' in document) || typeof FontFace === 'undefined') return;
  // Families a stylesheet already declares (a server-rendered page's @font-face rules): declaring them
  // again would make two faces per family, and the browser would download one and wait on the other.
  let declared: Set<string> | undefined;
  for (const face of faces) {
    const key = `${face.family}|${face.url}`;
    if (registered.has(key)) continue;
    registered.add(key);
    declared ??= new Set([...document.fonts].filter((font) => !ours.has(font)).map((font) => font.family.replace(/^["']|["']$/g, '')));
    if (declared.has(face.family)) continue;
    const descriptors: FontFaceDescriptors = { weight: face.weight, style: 'normal', display: 'swap' };
    if (face.unicodeRange) descriptors.unicodeRange = face.unicodeRange;
    const font = new FontFace(face.family, `url("${face.url}") format("woff2")`, descriptors);
    ours.add(font);
    document.fonts.add(font);
  }
}
