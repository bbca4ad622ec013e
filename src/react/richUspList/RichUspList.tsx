import { createElement } from 'react';
import { normalizeUspItems } from '../../core/content/usp';
import { Icon, iconPath } from '../icons';
import { useThemedClass } from '../runtime/useThemedClass';
import { SanitizedHtml } from '../shared/SanitizedHtml';
import { useSafeUrl } from '../shared/useSafeUrl';
import { itemStyles, listStyles, mediaStyles, textStyles, titleStyles, USP_MEDIA_SIZE } from './styles';

export interface RichUspListProps {
  /** `[{ icon, image: { src, alt }, title, text (HTML) }]` */
  items?: unknown;
  /** heading level of each item's title (2 to 6, default 3) */
  headingLevel?: number;
  /** accessible name of the list */
  ariaLabel?: string;
}

function UspImage({ src, alt }: { src?: string; alt: string }) {
  const safe = useSafeUrl(src, 'items.image.src');
  if (!safe) return null;
  return <img src={safe} alt={alt} width={USP_MEDIA_SIZE} height={USP_MEDIA_SIZE} loading="lazy" decoding="async" />;
}

/**
 * The unique selling points of a brand (free delivery, returns, …): each a theme icon or an
 * image, a title and a short HTML text. Side by side from the tablet up, stacked on phones.
 */
export function RichUspList({ items, headingLevel = 3, ariaLabel }: RichUspListProps) {
  const entries = normalizeUspItems(items);
  const listClass = useThemedClass(listStyles);
  const itemClass = useThemedClass(itemStyles);
  const mediaClass = useThemedClass(mediaStyles);
  const titleClass = useThemedClass(titleStyles);
  const textClass = useThemedClass(textStyles);
  if (entries.length === 0) return null;
  const level = Number.isInteger(headingLevel) && headingLevel >= 2 && headingLevel <= 6 ? headingLevel : 3;
  return (
    <ul className={listClass} aria-label={ariaLabel || undefined} part="list">
      {entries.map((entry, index) => (
        <li key={`${index}-${entry.title}`} className={itemClass} part="item">
          {(entry.image || iconPath(entry.icon)) && (
            <span className={mediaClass} aria-hidden={entry.image?.alt ? undefined : 'true'} part="media">
              {entry.image ? <UspImage src={entry.image.src} alt={entry.image.alt} /> : <Icon name={entry.icon!} />}
            </span>
          )}
          <div>
            {entry.title && createElement(`h${level}`, { className: titleClass, dir: 'auto' }, entry.title)}
            {entry.text && <SanitizedHtml className={textClass} html={entry.text} />}
          </div>
        </li>
      ))}
    </ul>
  );
}
