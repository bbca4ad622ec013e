import type { VisitorType } from './types';

/**
 * A component or nav item is shown when the page is in the
 * editor, its list is empty, or the list holds the visitor's type (LAS for an anonymous one).
 */
export function isVisibleTo(
  visibleTo: readonly string[] | null | undefined,
  visitor: VisitorType,
  authoring: boolean,
): boolean {
  if (authoring) return true;
  if (!Array.isArray(visibleTo) || visibleTo.length === 0) return true;
  return visibleTo.includes(visitor);
}

/**
 * `visibleTo` as it arrives from content or an attribute: an array, a JSON array string,
 * or a comma-separated list. Anything else means "no restriction".
 */
export function parseVisibleTo(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  if (typeof value !== 'string' || value.trim() === '') return [];
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      return parseVisibleTo(JSON.parse(text));
    } catch {
      return [];
    }
  }
  return text.split(',').map((part) => part.trim()).filter(Boolean);
}
