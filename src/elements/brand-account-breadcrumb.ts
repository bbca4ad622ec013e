import { defineElement } from './defineWithReact';
import { AccountBreadcrumb } from '../react/accountBreadcrumb/AccountBreadcrumb';

/**
 * The account area's breadcrumb: the root model's `myAccBreadcrumbs` ({ title, link } items; an
 * authored `items` overrides it) as a `<nav>` landmark with an ordered list; chevron separators hidden from screen
 * readers and mirrored right to left; the last item is the current page (`aria-current="page"`, not a link).
 * Shown only with more than one item; on phones a long title is cut with an ellipsis and
 * the trail wraps. Resource type: brand/components/account-breadcrumb.
 */
export const BrandAccountBreadcrumb = defineElement('brand-account-breadcrumb', AccountBreadcrumb, {
  // For members: its server markup is the visitor still unknown, never final (README "Server rendering").
  hydrate: 'load',
  props: {
    items: { type: 'json', description: "The trail, a list of { title, link }: overrides the root model's myAccBreadcrumbs." },
  },
  modelFields: {
    ariaLabel: { type: 'string', description: "The navigation landmark's name (default 'Breadcrumb')." },
  },
  // no React event handlers (links, and the scroller's listeners added in an effect): define.ts staticContent
  staticContent: true,
  family: 'account',
  budgetKiB: 97,
});
