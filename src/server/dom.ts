import { JSDOM } from 'jsdom';

let window: (Window & typeof globalThis) | undefined;

/**
 * One DOM window for the server renderer (jsdom): DOMPurify parses authored HTML in it, and the
 * renderer reads React's markup with it (src/server/renderElement.tsx). Created on first use.
 */
export function serverWindow(): Window & typeof globalThis {
  window ??= new JSDOM('<!doctype html><html><body></body></html>').window;
  return window;
}
