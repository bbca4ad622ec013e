/**
 * WAI-ARIA APG tabs with automatic activation (brand-account-switcher; also the carousel's and the flavour
 * carousel's pickers): which tab a key moves to, which tab starts selected, and which one a URL hash names. Pure
 * functions; the element reads the hash and the direction itself.
 */

/**
 * The tab a key moves focus (and, with automatic activation, the selection) to, undefined for any other key.
 * ArrowRight / ArrowLeft go to the next / previous tab with wrap, mirrored right to left (in a vertical list
 * ArrowDown / ArrowUp too); Home / End go to the first / last.
 */
export function tabFocusTarget(key: string, index: number, count: number, options: { rtl?: boolean; vertical?: boolean } = {}): number | undefined {
  if (count <= 0) return undefined;
  const forward = options.vertical ? ['ArrowDown', 'ArrowRight'] : [options.rtl ? 'ArrowLeft' : 'ArrowRight'];
  const backward = options.vertical ? ['ArrowUp', 'ArrowLeft'] : [options.rtl ? 'ArrowRight' : 'ArrowLeft'];
  if (forward.includes(key)) return (index + 1) % count;
  if (backward.includes(key)) return (((index - 1) % count) + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}

/** The key of the tab selected at first: the authored `activeItem` when it names a tab, else the first tab. */
export function initialTab(keys: readonly string[], activeItem: unknown): string | undefined {
  if (typeof activeItem === 'string' && keys.includes(activeItem.trim())) return activeItem.trim();
  return keys[0];
}

/** The id named by a URL hash (`#faq-delivery` → `faq-delivery`, percent-decoded); undefined for none. */
export function idFromHash(hash: string | null | undefined): string | undefined {
  const raw = (hash ?? '').replace(/^#/, '');
  if (!raw) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** The tab a URL hash names (`#personalDetails`, the tab's key), undefined when it names none. */
export function tabFromHash(hash: string | null | undefined, keys: readonly string[]): string | undefined {
  const id = idFromHash(hash);
  return id !== undefined && keys.includes(id) ? id : undefined;
}

/**
 * A tab's label: the item's `cq:panelTitle` / title, else the authored `items` entry with its key, else the entry at
 * its position when that entry names no key (an entry keyed to another tab is that tab's, never this one's).
 */
export function tabLabel(title: string | undefined, key: string, index: number, items: unknown): string {
  if (title?.trim()) return title.trim();
  if (Array.isArray(items)) {
    const byKey = items.find((item) => isTitled(item) && item.key === key);
    const atPosition: unknown = items[index];
    const entry = byKey ?? (isTitled(atPosition) && !hasKey(atPosition) ? atPosition : undefined);
    if (isTitled(entry) && typeof entry.title === 'string' && entry.title.trim()) return entry.title.trim();
  }
  return `${index + 1}`;
}

function isTitled(value: unknown): value is { key?: unknown; title?: unknown } {
  return typeof value === 'object' && value !== null;
}

const hasKey = (item: { key?: unknown }) => typeof item.key === 'string' && item.key.trim() !== '';
