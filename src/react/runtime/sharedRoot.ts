import { createRoot, type Root } from 'react-dom/client';

/**
 * The shared React root. Every element on the page is a portal from this one root into its own
 * shadow root, wrapped in its own error boundary (root.tsx): one root mounts 1.7 to 2 times faster
 * than a root per element, and a failing element cannot take the others down. Made when React first
 * has something to render: a page of elements shown without React never makes one.
 */

let root: Root | undefined;
/** the property React sets on a container once it listens there (found on our own root) */
let reactListeningKey: string | undefined;

export function sharedRoot(): Root {
  if (root) return root;
  // A detached container: React listens for events on each portal's container (the shadow
  // roots), so nothing of ours needs to sit in the document.
  const container = document.createElement('div');
  root = createRoot(container, {
    // Our per-element boundaries log one clear message naming the element; React's own
    // duplicate report of the same error would only be noise.
    onCaughtError: () => {},
    // A slice renders in a transition; an error there is retried at once, synchronously, and
    // this is called when the retry rendered (the element's input changed in between, say).
    // Nothing is broken, so a warning, not an error React would report as uncaught.
    onRecoverableError: (error) => {
      const cause = error instanceof Error && error.cause instanceof Error ? error.cause.message : String(error);
      console.warn(`brand-elements: an element recovered from an error while rendering: ${cause}`);
    },
    onUncaughtError: (error) => {
      console.error('brand-elements: an error escaped the element boundaries', error);
    },
  });
  reactListeningKey = Object.keys(container).find((key) => key.startsWith('_reactListening'));
  return root;
}

/**
 * React attaches its ~150 event listeners to every portal container, about half the mount
 * cost of a simple element. An element whose content has no React event handlers (text,
 * spacer, image: native links work without React, and an image's load/error listeners sit on
 * the <img> itself) is marked as already listening, so React skips that work. If a React
 * version no longer uses the marker, the key is not found and React listens as usual.
 */
export function skipReactListeners(shadowRoot: ShadowRoot): void {
  if (reactListeningKey) (shadowRoot as unknown as Record<string, boolean>)[reactListeningKey] = true;
}
