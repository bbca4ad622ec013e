import { safeUrl } from '../security/safeUrl';
import { authoredItems, trimmedText } from './authored';

/**
 * The list component (Adobe core list v2/v3 and ours): authored items to what a list shows.
 * Items are `{ title, description, lastModified, link: { url } }` (or `url`, or v1's `path`);
 * `lastModified` is Adobe's epoch milliseconds, or an ISO 8601 string.
 */
export interface ListEntry {
  title: string;
  description?: string;
  /** the modification date, when it parses */
  date?: Date;
  /** a safe URL (http(s), mailto, tel or relative), when authored */
  url?: string;
  /** an authored URL that safeUrl refused (javascript:, data:, …) */
  refusedUrl?: string;
}

const text = trimmedText;

/** Epoch milliseconds (a number or a string of digits) or an ISO 8601 date; undefined when it does not parse. */
export function parseLastModified(value: unknown): Date | undefined {
  let time: number;
  if (typeof value === 'number') time = value;
  else if (typeof value === 'string' && /^\s*-?\d{6,}\s*$/.test(value)) time = Number(value);
  else if (typeof value === 'string' && /^\s*\d{4}-\d{2}-\d{2}/.test(value)) time = Date.parse(value.trim());
  else return undefined;
  if (!Number.isFinite(time)) return undefined;
  const date = new Date(time);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function urlOf(record: Record<string, unknown>): unknown {
  const link = record.link;
  if (link && typeof link === 'object' && 'url' in link) return (link as { url?: unknown }).url;
  if (typeof link === 'string') return link;
  return record.url ?? record.path;
}

/** The authored items (an array, or `{ items }`) as entries; entries without a title are dropped. */
export function normalizeListItems(input: unknown): ListEntry[] {
  const list = authoredItems(input);
  const entries: ListEntry[] = [];
  for (const item of list) {
    if (!item || typeof item !== 'object') continue;
    const record = item as Record<string, unknown>;
    const title = text(record.title);
    if (!title) continue;
    const entry: ListEntry = { title };
    const description = text(record.description);
    if (description) entry.description = description;
    const date = parseLastModified(record.lastModified);
    if (date) entry.date = date;
    const raw = urlOf(record);
    const url = safeUrl(raw);
    if (url) entry.url = url;
    else if (text(raw)) entry.refusedUrl = text(raw);
    entries.push(entry);
  }
  return entries;
}

/**
 * A date in the page's language (`lang`, BCP 47), day, month name and year: "March 12, 2026",
 * "12 مارس 2026", "12 មីនា 2026". Without a language, English. A language this runtime has no
 * data for (a browser built without it) or a malformed one gives the language-neutral
 * 2026-03-12 rather than English month names on a page in another language. Dates are calendar
 * days in UTC, so the server and every visitor show the same day.
 */
export function formatListDate(date: Date, lang: string | undefined): string {
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };
  if (!lang) return new Intl.DateTimeFormat('en', options).format(date);
  try {
    if (Intl.DateTimeFormat.supportedLocalesOf([lang]).length === 0) return isoDay(date);
    return new Intl.DateTimeFormat(lang, options).format(date);
  } catch {
    return isoDay(date);
  }
}

/** The machine-readable date of a `<time datetime>`: YYYY-MM-DD (UTC). */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);
