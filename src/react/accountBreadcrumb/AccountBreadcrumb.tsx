import { useEffect, useMemo } from 'react';
import { breadcrumbShown, chosenTrail, type Crumb } from '../../core/account/navigation';
import { pageConfig, type PageConfig } from '../../core/stores/pageConfig';
import { Icon } from '../icons';
import { useAccountAccess } from '../account/useAccountAccess';
import { useElement, usePageConfig } from '../runtime/context';
import { EditorPlaceholder } from '../runtime/EditorPlaceholder';
import { useThemedClass } from '../runtime/useThemedClass';
import { BreadcrumbList } from '../shared/BreadcrumbList';
import { breadcrumbStyles } from './styles';
import { showsEditorPlaceholders } from '../../core/model/authoring';

const TAG = 'brand-account-breadcrumb';

export interface AccountBreadcrumbProps {
  /** the trail [{ title, link }], overriding the root model's myAccBreadcrumbs */
  items?: Crumb[] | unknown;
  /** the nav landmark's name (a model field); default 'Breadcrumb' */
  ariaLabel?: string;
}


/**
 * The account area's trail (brand-account-breadcrumb): the root model's `myAccBreadcrumbs` (pageConfig), or the
 * authored `items` when they hold a titled item. Shown only with more than one item (the breadcrumb rule shared
 * with the footer); the last is the current page, not a link. Like the rest of the account area, shown to a
 * logged-in visitor only: while the visitor is resolved a one-line skeleton holds its place (no shift when it
 * shows), nothing for an anonymous one (it sends no one to log in: the account elements beside it do).
 */
export function AccountBreadcrumb({ items, ariaLabel }: AccountBreadcrumbProps) {
  const { authoring, mode } = useElement();
  const config = usePageConfig();
  const sourceKey = JSON.stringify([items ?? null, config.myAccBreadcrumbs ?? null]);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const crumbs = useMemo(() => chosenTrail(items, config.myAccBreadcrumbs), [sourceKey]);
  const refusedKey = crumbs.flatMap((crumb) => (crumb.refused ? [crumb.refused] : [])).join('\n');
  useEffect(() => {
    for (const link of refusedKey ? refusedKey.split('\n') : []) {
      console.error(`<${TAG}>: refused link "${link.slice(0, 60)}": only http(s), mailto, tel and relative URLs are allowed.`);
    }
  }, [refusedKey]);
  const className = useThemedClass(breadcrumbStyles);
  const access = useAccountAccess(undefined);

  if (!breadcrumbShown(crumbs)) {
    return showsEditorPlaceholders(mode) ? <EditorPlaceholder label="Account breadcrumb: shown with more than one item (myAccBreadcrumbs of the page, or items)" /> : null;
  }
  if (!authoring && access.kind === 'wait') {
    return (
      <div className={className} data-account-breadcrumb-skeleton="" aria-hidden="true">
        <span />
      </div>
    );
  }
  if (!authoring && access.kind !== 'show') return null;
  return (
    <nav className={className} aria-label={ariaLabel?.trim() || 'Breadcrumb'} data-account-breadcrumb="">
      <BreadcrumbList items={crumbs} separator={<Icon name="chevron-right" />} clipped />
    </nav>
  );
}
