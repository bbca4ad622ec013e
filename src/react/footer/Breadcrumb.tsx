import { asRecord, breadcrumbItems, text } from '../../core/chrome/footer';
import { useThemedClass } from '../runtime/useThemedClass';
import { trackFooterClick } from './shared';
import { breadcrumbStyles, innerStyles } from './styles';

/**
 * Section 2: the breadcrumb, only with more than one item. The last item is the current page:
 * plain text marked aria-current="page", its title replaced by `pageTitle` when given.
 */
export function BreadcrumbSection({ config, pageTitle }: { config: unknown; pageTitle?: unknown }) {
  const className = useThemedClass(breadcrumbStyles);
  const inner = useThemedClass(innerStyles);
  const items = breadcrumbItems(config, pageTitle);
  if (items.length <= 1) return null;
  const label = text(asRecord(config).ariaLabel) || 'Breadcrumb';
  return (
    <nav aria-label={label} className={className} data-footer-section="breadCrumb">
      <div className={inner} data-inner="">
        <ol>
          {items.map((item, index) => (
            <li key={index}>
              {item.current ? (
                <span aria-current="page">{item.title}</span>
              ) : item.href ? (
                <a href={item.href} onClick={() => trackFooterClick('breadCrumb', item.title, item.href!)}>
                  {item.title}
                </a>
              ) : (
                <span>{item.title}</span>
              )}
            </li>
          ))}
        </ol>
      </div>
    </nav>
  );
}
