/** How long a date reads: `long` spells the month ('14 September 2024'), `medium` is the locale's medium date ('14 Sept 2024'). */
export interface LongDateOptions {
  style?: 'long' | 'medium';
  /** the locale when `lang` is not a valid language tag (default: the runtime's) */
  fallbackLocale?: string;
}

/**
 * A date (an ISO date-time or epoch milliseconds) as the page's language writes it, in UTC so a server and a
 * browser agree; undefined when it is not a date. An empty or missing `lang` is the runtime's language.
 */
export function formatLongDate(value: unknown, lang?: string, { style = 'long', fallbackLocale }: LongDateOptions = {}): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const ms = typeof value === 'number' ? value : Date.parse(value);
  if (Number.isNaN(ms)) return undefined;
  const options: Intl.DateTimeFormatOptions =
    style === 'medium' ? { dateStyle: 'medium', timeZone: 'UTC' } : { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };
  try {
    return new Intl.DateTimeFormat(lang || undefined, options).format(ms);
  } catch {
    return new Intl.DateTimeFormat(fallbackLocale, options).format(ms); // an unknown language tag
  }
}
