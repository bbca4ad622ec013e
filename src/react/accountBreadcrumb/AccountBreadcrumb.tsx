import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { breadcrumbShown, breadcrumbTrail, type Crumb } from '../../core/account/navigation';
import { safeUrl } from '../../core/security/safeUrl';
import { pageConfig, type PageConfig } from '../../core/stores/pageConfig';
import { Icon } from '../icons';
import { useAccountAccess } from '../account/useAccountAccess';
import { useElement } from '../runtime/context';
import { EditorPlaceholder } from '../runtime/EditorPlaceholder';
import { useThemedClass } from '../runtime/useThemedClass';
import { breadcrumbStyles } from './styles';

const TAG = 'brand-account-breadcrumb';

export interface AccountBreadcrumbProps {
  /** the trail [{ title, link }], overriding the root model's myAccBreadcrumbs */
  items?: Crumb[] | unknown;
  /** the nav landmark's name (a model field); default 'Breadcrumb' */
  ariaLabel?: string;
}

const noConfig = (): PageConfig => ({});

/**
 * The account area's trail (brand-account-breadcrumb): the root model's `myAccBreadcrumbs` (pageConfig), or the
 * authored `items`. Shown only with more than one item (spec); the last is the current page, not a link. Like the
 * rest of the account area, shown to a logged-in visitor only (nothing while the visitor is resolved or anonymous;
 * it sends no one to log in: the account elements beside it do).
 */
export function AccountBreadcrumb({ items, ariaLabel }: AccountBreadcrumbProps) {
  const { authoring } = useElement();
  const config = useSyncExternalStore(pageConfig.subscribe, pageConfig.getSnapshot, noConfig);
  // an authored trail (not an empty one) overrides the page's
  const source = (Array.isArray(items) && items.length > 0) || (typeof items === 'string' && items.trim().length > 2) ? items : config.myAccBreadcrumbs;
  const sourceKey = JSON.stringify(source ?? null);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const crumbs = useMemo(() => breadcrumbTrail(source), [sourceKey]);
  const refused = crumbs.slice(0, -1).filter((crumb) => crumb.link && !safeUrl(crumb.link)).map((crumb) => crumb.link);
  const refusedKey = refused.join('\n');
  useEffect(() => {
    for (const link of refusedKey ? refusedKey.split('\n') : []) {
      console.error(`<${TAG}>: refused link "${String(link).slice(0, 60)}": only http(s), mailto, tel and relative URLs are allowed.`);
    }
  }, [refusedKey]);
  const className = useThemedClass(breadcrumbStyles);
  const access = useAccountAccess(undefined);

  if (!authoring && access.kind !== 'show') return null;
  if (!breadcrumbShown(crumbs)) {
    return authoring ? <EditorPlaceholder label="Account breadcrumb: shown with more than one item (myAccBreadcrumbs of the page, or items)" /> : null;
  }
  const last = crumbs.length - 1;
  return (
    <nav className={className} aria-label={ariaLabel?.trim() || 'Breadcrumb'} data-account-breadcrumb="">
      <ol>
        {crumbs.map((crumb, index) => {
          const href = index < last && crumb.link ? safeUrl(crumb.link) : undefined;
          return (
            <li key={index}>
              {index > 0 && <Icon name="chevron-right" />}
              {index === last ? (
                <span aria-current="page">{crumb.title}</span>
              ) : href ? (
                <a href={href} title={crumb.title}>
                  <span>{crumb.title}</span>
                </a>
              ) : (
                <span data-crumb="" title={crumb.title}>
                  <span>{crumb.title}</span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
