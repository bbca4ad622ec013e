/**
 * What the sticky container must not cover: the header's bar at the top and the footer's pinned
 * banner at the bottom. Read in effects only (never during render). Both live in other elements'
 * shadow roots, so this reads their documented hooks: the header host's `--brand-header-offset`
 * and `data-scroll-hidden`, and the footer banner panel (`[data-banner-panel]`) when it is fixed.
 */

/** The header hosts on the page (the full and the simplified header). */
export function pageHeaders(): HTMLElement[] {
  return Array.from(document.querySelectorAll<HTMLElement>('brand-header, brand-simplified-header'));
}

/** Height of the header's sticky part (its bar), in px: the host's height minus what scrolls away above the bar. */
export function headerBarHeight(header: HTMLElement): number {
  const position = getComputedStyle(header).position;
  if (position !== 'sticky' && position !== 'fixed') return 0;
  const offset = Number.parseFloat(header.style.getPropertyValue('--brand-header-offset')) || 0;
  return Math.max(0, header.offsetHeight - offset);
}

/** The footer banner panel while it is pinned to the bottom of the viewport, if any. */
export function pinnedFooterBanner(): HTMLElement | undefined {
  for (const footer of document.querySelectorAll('brand-footer')) {
    const panel = footer.shadowRoot?.querySelector<HTMLElement>('[data-banner-panel]');
    if (panel && getComputedStyle(panel).position === 'fixed') return panel;
  }
  return undefined;
}

/**
 * Watches the page chrome something must keep clear of: `measure` runs now, when a watched element (the ones it
 * returns) changes size, on resize and on scroll (once a frame); with `header` (light-DOM hosts), also when a
 * watched host's `data-scroll-hidden` or `style` changes and, while it finds none, when the document's
 * elements change (a header inserted after this element). Returns the cleanup. Browser only: call it from an effect.
 */
export function watchChrome(measure: () => Element[], header: boolean): () => void {
  const resize = new ResizeObserver(() => run());
  const mutations = new MutationObserver(() => run());
  const inserted = new MutationObserver(() => remeasure());
  let watched: Element[] | undefined;
  const watch = (elements: Element[]) => {
    if (watched && elements.length === watched.length && elements.every((element, index) => element === watched![index])) return;
    resize.disconnect();
    mutations.disconnect();
    inserted.disconnect();
    watched = elements;
    for (const element of elements) {
      // Border box: the offsets are offsetHeight, which padding and borders change too (content-box alone would miss them).
      resize.observe(element, { box: 'border-box' });
      if (header) mutations.observe(element, { attributes: true, attributeFilter: ['data-scroll-hidden', 'style'] });
    }
    if (header && elements.length === 0) inserted.observe(document.documentElement, { childList: true, subtree: true });
  };
  function run() {
    watch(measure());
  }
  run();
  // at most once a frame (not a throttle of the header's module: that would load it with every user of this)
  let frame = 0;
  const remeasure = () => {
    if (!frame) frame = requestAnimationFrame(() => ((frame = 0), run()));
  };
  window.addEventListener('resize', remeasure);
  window.addEventListener('scroll', remeasure, { passive: true });
  return () => {
    resize.disconnect();
    mutations.disconnect();
    inserted.disconnect();
    cancelAnimationFrame(frame);
    window.removeEventListener('resize', remeasure);
    window.removeEventListener('scroll', remeasure);
  };
}

/**
 * The header's bar as something sticky below it sees it: `apply(bar, hidden)` with the bar's height in px and
 * whether the header has slid away on scroll (`data-scroll-hidden`, unless focus is inside it), now and on
 * every change (watchChrome). Returns the cleanup.
 */
export function watchHeaderBar(apply: (bar: number, hidden: boolean) => void): () => void {
  return watchChrome(() => {
    const header = pageHeaders()[0];
    apply(header ? headerBarHeight(header) : 0, !!header?.hasAttribute('data-scroll-hidden') && !header.matches(':focus-within'));
    return header ? [header] : [];
  }, true);
}
