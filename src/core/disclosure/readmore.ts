/** The rules of brand-readmore: how many lines show while collapsed, and whether a toggle is needed. */

export const DEFAULT_LINES = 3;
export const MAX_LINES = 40;

/** Lines shown while collapsed: a whole number from 1 to 40 (a numeric string too); anything else gives 3. */
export function collapsedLines(value: unknown): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (!Number.isFinite(number) || number < 1) return DEFAULT_LINES;
  return Math.min(MAX_LINES, Math.floor(number));
}

/**
 * Whether the text is longer than its collapsed box, from the box's full (`scrollHeight`) and
 * shown (`clientHeight`) heights; a pixel of rounding is not overflow.
 */
export function overflows(scrollHeight: number, clientHeight: number): boolean {
  return scrollHeight - clientHeight > 1;
}

/** The toggle's label: the authored one for the state, else the default. */
export function toggleLabel(expanded: boolean, readMoreLabel: unknown, readLessLabel: unknown): string {
  const authored = expanded ? readLessLabel : readMoreLabel;
  if (typeof authored === 'string' && authored.trim() !== '') return authored.trim();
  return expanded ? 'Read less' : 'Read more';
}
