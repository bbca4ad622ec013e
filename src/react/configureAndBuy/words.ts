/** An authored word (trimmed, at most 200 characters), else the fallback. */
export const word = (value: unknown, fallback: string) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, 200) : fallback);

/** An authored object of words: string values only, trimmed. */
export function words(value: unknown, keys?: readonly string[]): Record<string, string> {
  const result: Record<string, string> = {};
  if (!value || typeof value !== 'object' || Array.isArray(value)) return result;
  for (const [key, text] of Object.entries(value)) {
    if ((!keys || keys.includes(key)) && typeof text === 'string' && text.trim()) result[key] = text.trim().slice(0, 200);
  }
  return result;
}
