/**
 * An authored instant read as epoch ms: the countdowns' (./countdown.ts) and the time windows' (./window.ts) one reading.
 */

/** An ISO 8601 date-time (or date) as epoch ms; undefined for anything else (empty, junk, an impossible date). */
export function parseInstant(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  // ISO 8601 only: Date.parse also takes "March 7" or "1/2/3", which an author did not mean as a date.
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i.exec(text);
  if (!match) return undefined;
  // V8 turns 30 February into 2 March: an impossible day is refused instead.
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return undefined;
  const ms = Date.parse(text.replace(' ', 'T').replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  return Number.isFinite(ms) ? ms : undefined;
}
