/** What a visitor does that ends keepInView: from then on the scroll position is theirs. */
const VISITOR_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Scrolls `target` to the top of the view, and keeps it there while the page above it is still settling (an element
 * that renders later, a slider that starts, a picture that loads): each time the document's size changes it is
 * scrolled there again, until the visitor scrolls, touches, clicks or types, or it leaves the page. The browser does
 * the same for a fragment it scrolled to; a deep link an element resolves itself needs it too, or a change above the
 * target after the scroll leaves it out of view. Returns a function that stops it.
 */
export function keepInView(target: Element): () => void {
  const observer = new ResizeObserver(() => {
    if (target.isConnected) target.scrollIntoView({ block: 'start' });
    else stop();
  });
  function stop() {
    observer.disconnect();
    for (const type of VISITOR_INPUT) window.removeEventListener(type, stop, true);
  }
  for (const type of VISITOR_INPUT) window.addEventListener(type, stop, { capture: true, passive: true });
  target.scrollIntoView({ block: 'start' });
  // Its first report comes with the next layout: the target is scrolled to again then, with whatever changed by then.
  observer.observe(document.documentElement);
  return stop;
}
