import type { FontFaceSpec } from '../../themes';

const registered = new Set<string>();

/**
 * Font faces cannot live in a shadow root, so they go to the document's FontFaceSet through
 * the FontFace API (no <style> in document.head, nothing for a CSP to block but font-src).
 * The browser downloads a face only once text in its unicode range needs it.
 */
export function registerFontFaces(faces: readonly FontFaceSpec[]): void {
  if (typeof document === 'undefined' || !('fonts' in document) || typeof FontFace === 'undefined') return;
  for (const face of faces) {
    const key = `${face.family}|${face.url}`;
    if (registered.has(key)) continue;
    registered.add(key);
    const descriptors: FontFaceDescriptors = { weight: face.weight, style: 'normal', display: 'swap' };
    if (face.unicodeRange) descriptors.unicodeRange = face.unicodeRange;
    document.fonts.add(new FontFace(face.family, `url("${face.url}") format("woff2")`, descriptors));
  }
}
