/**
 * Whether a plain <form>'s submission leaves the page: not when a handler cancelled it (the page
 * sends it itself), not for `method="dialog"` (closes a dialog), and not when it targets another
 * window or frame (`target` other than `_self`). Then a submit button shows progress until the
 * page is shown again.
 */
export function navigatesAway(defaultPrevented: boolean, method: string | null, target: string | null): boolean {
  if (defaultPrevented) return false;
  if ((method ?? '').trim().toLowerCase() === 'dialog') return false;
  const where = (target ?? '').trim().toLowerCase();
  return where === '' || where === '_self';
}

/**
 * How long a plain <form>'s submit button shows progress after a submission that should leave the
 * page. The page may stay (a 204, a download, the visitor stopped loading): then the button works
 * again after this long, or sooner when the page is shown again (`pageshow`, back to visible).
 */
export const NAVIGATION_BUSY_MS = 10_000;
