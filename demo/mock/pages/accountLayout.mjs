// The account area's layout (issue 20): every account page (ACCOUNT_PAGES in index.mjs) goes through
// `accountLayout(name, context, page)`: an account panel holding the account navigation and the page's own items
// (in a grid container that keeps the page's `columns`), the breadcrumb at the top of the content, and the page's
// `myAccBreadcrumbs` (My account › <page>; the account home has one item, so no breadcrumb shows there).
import { column, copyFor } from './index.mjs';

/** The navigation's pages, in its order: [page, icon, { en, ar, km }]. */
const MENU = [
  ['account', 'pmi-icon-home', { en: 'My account', ar: 'حسابي', km: 'គណនីរបស់ខ្ញុំ' }],
  ['orders', 'pmi-icon-orders', { en: 'My orders', ar: 'طلباتي', km: 'ការបញ្ជាទិញរបស់ខ្ញុំ' }],
  ['wallet', 'pmi-icon-wallet', { en: 'My wallet', ar: 'محفظتي', km: 'កាបូបរបស់ខ្ញុំ' }],
  ['addresses', 'pmi-icon-location', { en: 'My addresses', ar: 'عناويني', km: 'អាសយដ្ឋានរបស់ខ្ញុំ' }],
  ['devices', 'pmi-icon-devices', { en: 'My devices', ar: 'أجهزتي', km: 'ឧបករណ៍របស់ខ្ញុំ' }],
  ['details', 'pmi-icon-profile', { en: 'Personal details', ar: 'البيانات الشخصية', km: 'ព័ត៌មានផ្ទាល់ខ្លួន' }],
  ['referrals', 'pmi-icon-refer-a-friend', { en: 'Refer a friend', ar: 'ادعُ صديقًا', km: 'ណែនាំមិត្តភក្តិ' }],
];

/** A page reached from another account page sits below it in the trail (My account › My wallet › Edit your card). */
const PARENT = { card: 'wallet', address: 'addresses', receipt: 'devices' };

const LABELS = {
  en: { navigation: 'My account', breadcrumb: 'Breadcrumb' },
  ar: { navigation: 'حسابي', breadcrumb: 'مسار التنقل' },
  km: { navigation: 'គណនីរបស់ខ្ញុំ', breadcrumb: 'ផ្លូវរុករក' },
};

const menuTitle = (name, lang) => {
  const entry = MENU.find(([page]) => page === name);
  return entry ? copyFor(entry[2], lang) : undefined;
};

/** The navigation node of the account pages (also the gallery's model). */
export function accountNavigationNode({ link, lang }) {
  return {
    ':type': 'brand/components/account-navigation',
    ariaLabel: copyFor(LABELS, lang).navigation,
    loginUrl: link('login'),
    items: MENU.map(([page, icon, titles]) => ({ title: copyFor(titles, lang), link: link(page), icon })),
  };
}

/** The trail of an account page: My account, its parent page if any, the page itself. */
export function accountBreadcrumbs(name, { link, lang }, title) {
  const home = { title: menuTitle('account', lang), link: link('account') };
  if (name === 'account') return [home];
  const parent = PARENT[name];
  const middle = parent ? [{ title: menuTitle(parent, lang), link: link(parent) }] : [];
  return [home, ...middle, { title: menuTitle(name, lang) ?? title, link: link(name) }];
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
