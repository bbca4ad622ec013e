import { useEffect } from 'react';

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function tabbables(dialog: Element): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) => element.tabIndex >= 0 && element.getClientRects().length > 0 && !element.closest('[inert]'),
  );
}

/**
 * Keeps Tab inside a modal rendered in a shadow root. MUI's focus trap listens for `focusin` on
 * the document, but a focus move between two elements of one shadow root never reaches the
 * document (the event's target and related target both retarget to the host, so its path
 * stops at the shadow root): Tab from the last button lands on the trap's end sentinel and
 * the next Tab leaves the page. This listens in the shadow root itself: a sentinel that takes
 * focus hands it to the first (end sentinel) or last (start sentinel) tabbable element of the
 * dialog, or to the dialog's own focusable container when it has none.
 */
export function useShadowFocusTrap(active: boolean, portalContainer: HTMLElement): void {
  useEffect(() => {
    if (!active) return;
    const root = portalContainer.getRootNode();
    if (!(root instanceof ShadowRoot)) return;
    const onFocusIn = (event: Event) => {
      const target = event.target as HTMLElement | null;
      const sentinel = target?.getAttribute('data-testid');
      if (sentinel !== 'sentinelStart' && sentinel !== 'sentinelEnd') return;
      const modal = target!.parentElement;
      const dialog = modal?.querySelector<HTMLElement>('[role="dialog"]');
      if (!modal || !dialog || !portalContainer.contains(modal)) return;
      const candidates = tabbables(dialog);
      const next = sentinel === 'sentinelEnd' ? candidates[0] : candidates[candidates.length - 1];
      const fallback = dialog.querySelector<HTMLElement>('[role="alert"][tabindex]') ?? dialog.closest<HTMLElement>('[tabindex="-1"]') ?? dialog;
      (next ?? fallback).focus();
    };
    root.addEventListener('focusin', onFocusIn);
    return () => root.removeEventListener('focusin', onFocusIn);
  }, [active, portalContainer]);
}
