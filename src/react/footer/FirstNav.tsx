import { asRecord, FIRST_NAV_LISTS, linkList, showsLanguageSwitcher, text } from '../../core/chrome/footer';
import { LanguageSelector } from '../languageSelector/LanguageSelector';
import { useThemedClass } from '../runtime/useThemedClass';
import { LinkColumn } from './LinkColumn';
import { trackLinkInside, useFooterViewer, useReportRefused } from './shared';
import { darkBandStyles, firstNavStyles, headingStyles, innerStyles } from './styles';

export interface FirstNavSectionProps {
  config: unknown;
  /** the footer's own language links; undefined: the page's (the selector reads them itself) */
  languageSwitcher?: unknown;
  languageLinkCount: number;
}

/**
 * Section 3: up to three titled link lists as columns (stacked on phones), and the language
 * switcher with its title when it has more than one link.
 */
export function FirstNavSection({ config, languageSwitcher, languageLinkCount }: FirstNavSectionProps) {
  const band = useThemedClass(darkBandStyles);
  const inner = useThemedClass(innerStyles);
  const grid = useThemedClass(firstNavStyles);
  const headingClass = useThemedClass(headingStyles);
  const viewer = useFooterViewer();
  const record = asRecord(config);
  const all = FIRST_NAV_LISTS.map((key) => linkList(record[key], viewer, true));
  useReportRefused(all.flatMap((list) => list.refused), 'first navigation');
  const lists = all.filter((list) => list.links.length > 0);
  const title = text(record.languageSwitcherTitle);
  const languages = showsLanguageSwitcher(languageLinkCount);
  if (lists.length === 0 && !languages) return null;
  return (
    <div className={band} data-band="dark" data-footer-section="firstNav">
      <div className={inner} data-inner="">
        <div className={grid}>
          {lists.map((list, index) => (
            <LinkColumn key={index} list={list} section="firstNav" />
          ))}
          {languages && (
            <div data-language-switcher="" onClick={trackLinkInside('languageSwitcher', title || undefined)}>
              {title && (
                <h2 className={headingClass}>
                  {title}
                </h2>
              )}
              <LanguageSelector links={languageSwitcher} ariaLabel={title || undefined} />
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
