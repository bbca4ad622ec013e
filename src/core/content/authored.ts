/** Small readers of authored fields, shared by the content rules. */

/** A string field trimmed; anything else is ''. */
export const trimmedText = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The items of an authored list: the value itself when it is an array, or its `items` (AEM's list export). */
export function authoredItems(input: unknown): unknown[] {
  if (Array.isArray(input)) return input;
  const items = input && typeof input === 'object' ? (input as { items?: unknown }).items : undefined;
  return Array.isArray(items) ? items : [];
}
