/**
 * WAI-ARIA APG tabs with automatic activation (brand-account-switcher): which tab a key moves to, which tab starts
 * selected, and which one a URL hash names. Pure functions; the element reads the hash and the direction itself.
 */

/**
 * The tab a key moves focus (and, with automatic activation, the selection) to, undefined for any other key.
 * ArrowRight / ArrowLeft go to the next / previous tab with wrap, mirrored right to left; Home / End go to the
 * first / last.
 */
export function tabFocusTarget(key: string, index: number, count: number, rtl = false): number | undefined {
  if (count <= 0) return undefined;
  const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return (index + 1) % count;
  if (key === backward) return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/** The key of the tab selected at first: the authored `activeItem` when it names a tab, else the first tab. */
export function initialTab(keys: readonly string[], activeItem: unknown): string | undefined {
  if (typeof activeItem === 'string' && keys.includes(activeItem.trim())) return activeItem.trim();
  return keys[0];
}

/** The tab a URL hash names (`#personalDetails`, the tab's key), undefined when it names none. */
export function tabFromHash(hash: string | null | undefined, keys: readonly string[]): string | undefined {
  if (!hash || hash.length < 2) return undefined;
  let value = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    value = decodeURIComponent(value);
  } catch {
    return undefined;
  }
  return keys.includes(value) ? value : undefined;
}

/** A tab's label: the item's `cq:panelTitle` / title, else the authored `items` entry (by key, else by position). */
export function tabLabel(title: string | undefined, key: string, index: number, items: unknown): string {
  if (title?.trim()) return title.trim();
  if (Array.isArray(items)) {
    const byKey = items.find((item) => isTitled(item) && item.key === key);
    const entry = byKey ?? items[index];
    if (isTitled(entry) && typeof entry.title === 'string' && entry.title.trim()) return entry.title.trim();
  }
  return `${index + 1}`;
}

function isTitled(value: unknown): value is { key?: unknown; title?: unknown } {
  return typeof value === 'object' && value !== null;
}
