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
