import { asRecord, breadcrumbItems, text } from '../../core/chrome/footer';
import { useThemedClass } from '../runtime/useThemedClass';
import { BreadcrumbList } from '../shared/BreadcrumbList';
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
        <BreadcrumbList items={items} onLinkClick={(item) => trackFooterClick('breadCrumb', item.title, item.href!)} />
      </div>
    </nav>
  );
}
