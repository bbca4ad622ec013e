import { useContext, useEffect, useMemo } from 'react';
import { formatListDate, isoDay, normalizeListItems, type ListEntry } from '../../core/content/list';
import { ElementContext } from '../runtime/context';
import { useThemedClass } from '../runtime/useThemedClass';
import { usePageLang } from '../shared/usePageLang';
import { dateStyles, descriptionStyles, listStyles, titleStyles } from './styles';

export interface ListProps {
  /** `[{ title, description, lastModified, link: { url } }]` (or `url`); lastModified in epoch ms or ISO 8601 */
  items?: unknown;
  showDescription?: boolean;
  showModificationDate?: boolean;
  linkItems?: boolean;
  /** accessible name of the list, when the heading above it does not name it */
  ariaLabel?: string;
}

/** One console error per refused item URL, naming the element (the item shows as plain text). */
function useReportRefused(entries: ListEntry[]): void {
  const element = useContext(ElementContext);
  const refused = entries.filter((entry) => entry.refusedUrl).map((entry) => entry.refusedUrl!.slice(0, 60));
  const key = refused.join('\n');
  useEffect(() => {
    for (const url of key ? key.split('\n') : []) {
      console.error(`<${element?.tag ?? 'brand-list'}>: refused item URL "${url}": only http(s), mailto, tel and relative URLs are allowed.`);
    }
  }, [key, element?.tag]);
}

/**
 * A list of pages or articles (Adobe's core list): each item's title, linked when `linkItems`,
 * with its description and modification date (in the page's language) when asked for.
 */
export function List({ items, showDescription = false, showModificationDate = false, linkItems = false, ariaLabel }: ListProps) {
  const entries = useMemo(() => normalizeListItems(items), [items]);
  const lang = usePageLang();
  const listClass = useThemedClass(listStyles);
  const titleClass = useThemedClass(titleStyles);
  const descriptionClass = useThemedClass(descriptionStyles);
  const dateClass = useThemedClass(dateStyles);
  useReportRefused(entries);
  if (entries.length === 0) return null;
  return (
    <ul className={listClass} aria-label={ariaLabel || undefined} part="list">
      {entries.map((entry, index) => (
        <li key={`${index}-${entry.title}`} part="item">
          <p className={titleClass} dir="auto">{linkItems && entry.url ? <a href={entry.url}>{entry.title}</a> : entry.title}</p>
          {showDescription && entry.description && <p className={descriptionClass} dir="auto">{entry.description}</p>}
          {showModificationDate && entry.date && (
            <time className={dateClass} dateTime={isoDay(entry.date)}>
              {formatListDate(entry.date, lang)}
            </time>
          )}
        </li>
      ))}
    </ul>
  );
}
