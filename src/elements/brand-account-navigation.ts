import { defineElement } from './defineWithReact';
import { AccountNavigation } from '../react/accountNavigation/AccountNavigation';
import { accountNavigationEmptiness } from '../core/model/emptiness/account-navigation';
import { LOGIN_FIELDS, SIGNED_OUT_FIELDS } from './fieldGroups';

/**
 * The account area's menu: a `<nav>` landmark with a list of links, each with its theme icon; the
 * current page is marked `aria-current="page"` once mounted (a link matches when its path and its `page`
 * parameter match the current URL, and its other parameters where the current URL has them too; the most
 * specific wins), a sub-page marks the item whose `activeFor` holds it `aria-current="true"`
 * (src/core/account/navigation.ts). Phones: one row that scrolls sideways (snap, 44 px targets, fading edges,
 * the current item scrolled into view); from the tablet up, a column (in brand-account-panel, a sticky side
 * column). Items are filtered by their `visibleTo`. Logged-in visitors only: an anonymous visitor is sent to
 * `loginUrl` (without one, the signed-out notice shows). Resource type: brand/components/account-navigation.
 */
export const BrandAccountNavigation = defineElement('brand-account-navigation', AccountNavigation, {
  // For members: its server markup is the visitor still unknown, never final (README "Server rendering").
  hydrate: 'load',
  props: {
    items: {
      type: 'json',
      description:
        "The menu: a list of { title, link, icon, visibleTo?, activeFor? }; icon is a pmi-icon- name of the theme (e.g. pmi-icon-orders), visibleTo a list of visitor types, activeFor the item's sub-pages (page values like 'card', or paths with a '/'), where it is marked aria-current=\"true\".",
    },
    ...LOGIN_FIELDS,
    ...SIGNED_OUT_FIELDS,
  },
  modelFields: {
    ariaLabel: { type: 'string', description: "The navigation landmark's name (default 'My account')." },
  },
  emptiness: accountNavigationEmptiness,
  // no React event handlers (links, and the scroller's listeners added in an effect): define.ts staticContent
  staticContent: true,
  family: 'account',
  budgetKiB: 96,
});
