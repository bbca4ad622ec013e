// The account area's layout (issue 20): every account page (ACCOUNT_PAGES in index.mjs) goes through
// `accountLayout(name, context, page)`: an account panel holding the account navigation and the page's own items
// (in a grid container that keeps the page's `columns`), the breadcrumb at the top of the content, and the page's
// `myAccBreadcrumbs` (My account › <page>; the account home has one item, so no breadcrumb shows there). The menu
// and the trail come from accountMenu.mjs (one list, also the header's account menu).
import { column, copyFor } from './grid.mjs';
import { accountBreadcrumbs, accountNavigationItems } from './accountMenu.mjs';

const LABELS = {
  en: { navigation: 'My account', breadcrumb: 'Breadcrumb' },
  ar: { navigation: 'حسابي', breadcrumb: 'مسار التنقل' },
  km: { navigation: 'គណនីរបស់ខ្ញុំ', breadcrumb: 'ផ្លូវរុករក' },
};

/** The navigation node of the account pages (also the gallery's model). */
export function accountNavigationNode(context) {
  return {
    ':type': 'brand/components/account-navigation',
    ariaLabel: copyFor(LABELS, context.lang).navigation,
    loginUrl: context.link('login'),
    items: accountNavigationItems(context),
  };
}

/** `page`: `{ title, items, columns }` of a page module; the answer has the same shape (plus `myAccBreadcrumbs`). */
export function accountLayout(name, context, page) {
  const { lang } = context;
  const content = {
    ':type': 'brand/components/container',
    layout: 'responsiveGrid',
    gridClassNames: 'aem-Grid aem-Grid--12 aem-Grid--default--12',
    columnClassNames: { breadcrumb: column(12), ...page.columns },
    ':itemsOrder': ['breadcrumb', ...Object.keys(page.items)],
    ':items': {
      breadcrumb: { ':type': 'brand/components/account-breadcrumb', ariaLabel: copyFor(LABELS, lang).breadcrumb },
      ...page.items,
    },
  };
  return {
    ...page,
    items: {
      accountPanel: {
        ':type': 'brand/components/account-panel',
        navigationPosition: 'start',
        ':itemsOrder': ['navigation', 'content'],
        ':items': { navigation: accountNavigationNode(context), content },
      },
    },
    columns: { accountPanel: column(12) },
    myAccBreadcrumbs: accountBreadcrumbs(name, context, page.title),
  };
}
