// The account area's pages as one list (issue 20): the account navigation (accountLayout.mjs), the header's
// account menu (storefront.mjs userLogin.linkList) and the account trail (accountBreadcrumbs) are built from it.
import { copyFor } from './grid.mjs';

/**
 * The menu, in its order: `icon` a pmi-icon- name (the navigation's), `headerIcon` the header's icon (its shared
 * set: the same icon where it has one), `activeFor` the sub-pages the item stands for (marked there).
 */
export const ACCOUNT_MENU = [
  { page: 'account', icon: 'pmi-icon-home', headerIcon: 'account', titles: { en: 'My account', ar: 'حسابي', km: 'គណនីរបស់ខ្ញុំ' } },
  { page: 'orders', icon: 'pmi-icon-orders', headerIcon: 'orders', titles: { en: 'My orders', ar: 'طلباتي', km: 'ការបញ្ជាទិញរបស់ខ្ញុំ' } },
  { page: 'wallet', icon: 'pmi-icon-wallet', headerIcon: 'wallet', activeFor: ['card'], titles: { en: 'My wallet', ar: 'محفظتي', km: 'កាបូបរបស់ខ្ញុំ' } },
  { page: 'addresses', icon: 'pmi-icon-location', headerIcon: 'location', activeFor: ['address'], titles: { en: 'My addresses', ar: 'عناويني', km: 'អាសយដ្ឋានរបស់ខ្ញុំ' } },
  { page: 'devices', icon: 'pmi-icon-devices', headerIcon: 'devices', activeFor: ['receipt'], titles: { en: 'My devices', ar: 'أجهزتي', km: 'ឧបករណ៍របស់ខ្ញុំ' } },
  { page: 'details', icon: 'pmi-icon-profile', headerIcon: 'account', titles: { en: 'Personal details', ar: 'البيانات الشخصية', km: 'ព័ត៌មានផ្ទាល់ខ្លួន' } },
  { page: 'referrals', icon: 'pmi-icon-refer-a-friend', headerIcon: 'account', titles: { en: 'Refer a friend', ar: 'ادعُ صديقًا', km: 'ណែនាំមិត្តភក្តិ' } },
];

/** A page's menu title in `lang`, if it is in the menu. */
export function accountMenuTitle(page, lang) {
  const entry = ACCOUNT_MENU.find((item) => item.page === page);
  return entry ? copyFor(entry.titles, lang) : undefined;
}

/** The page a sub-page sits below (the menu item whose activeFor holds it), if any. */
export const accountParent = (page) => ACCOUNT_MENU.find((item) => item.activeFor?.includes(page))?.page;

/** The navigation's items ({ title, link, icon, activeFor? }). */
export const accountNavigationItems = ({ link, lang }) =>
  ACCOUNT_MENU.map(({ page, icon, activeFor, titles }) => ({ title: copyFor(titles, lang), link: link(page), icon, ...(activeFor ? { activeFor } : {}) }));

/** The header's account menu (userLogin.linkList: { label, linkUrl, icon }). */
export const accountHeaderLinks = ({ link, lang }) =>
  ACCOUNT_MENU.map(({ page, headerIcon, titles }) => ({ label: copyFor(titles, lang), linkUrl: link(page), icon: headerIcon }));

/**
 * THE account trail (the root model's myAccBreadcrumbs, shown by brand-account-breadcrumb): My account, the
 * page's parent if it is a sub-page, the page itself (`title` when it is not in the menu). The account home: one item.
 */
export function accountBreadcrumbs(name, { link, lang }, title) {
  const home = { title: accountMenuTitle('account', lang), link: link('account') };
  if (name === 'account') return [home];
  const parent = accountParent(name);
  const middle = parent ? [{ title: accountMenuTitle(parent, lang), link: link(parent) }] : [];
  return [home, ...middle, { title: accountMenuTitle(name, lang) ?? title, link: link(name) }];
}
