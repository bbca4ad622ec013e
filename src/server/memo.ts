/**
 * A pure function of a text, with its recent answers kept: the same authored HTML (a header's notice,
 * the footer's health warning, a product's copy) is sanitized once, not on every render of every page
 * that shows it. Least recently used answers go first once `maxEntries` or `maxChars` (inputs and
 * answers together) is passed; an input longer than a tenth of `maxChars` is never kept. Safe to share
 * between renders: the answer depends on the input alone.
 */
export function memoizeText(compute: (text: string) => string, maxEntries = 2000, maxChars = 4_000_000): (text: string) => string {
  const kept = new Map<string, string>();
  let chars = 0;
  return (text) => {
    const known = kept.get(text);
    if (known !== undefined) {
      // Most recently used last.
      kept.delete(text);
      kept.set(text, known);
      return known;
    }
    const answer = compute(text);
    const size = text.length + answer.length;
    if (size > maxChars / 10) return answer;
    kept.set(text, answer);
    chars += size;
    for (const [oldest, value] of kept) {
      if (kept.size <= maxEntries && chars <= maxChars) break;
      kept.delete(oldest);
      chars -= oldest.length + value.length;
    }
    return answer;
  };
}
