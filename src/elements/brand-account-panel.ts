import { defineElement } from './defineWithReact';
import { AccountPanel } from '../react/accountPanel/AccountPanel';

/**
 * The layout of an account page, a container: its items (`:items`, light DOM, in one slot) laid out
 * with the `brand-account-navigation` item beside the others from the tablet up (a sticky side column at the
 * start, below the header's bar) and above them on phones; `navigationPosition` 'top' keeps it above everywhere.
 * Not gated itself: the account elements inside it are. Resource type: brand/components/account-panel.
 */
export const BrandAccountPanel = defineElement('brand-account-panel', AccountPanel, {
  props: {
    navigationPosition: { type: 'string', description: "'start' (default): the navigation in a sticky side column from the tablet up, above the content on phones; 'top': above the content everywhere." },
    navigationWidth: { type: 'number', description: 'The side column width in px from the tablet up (160 to 400; default 260).' },
  },
  slots: [{ name: '', description: 'The page: a brand-account-navigation item and the content items.' }],
  parts: [{ name: 'panel', description: 'The grid of the navigation and the content.' }],
  staticContent: true,
  family: 'account',
  container: true,
  budgetKiB: 89,
});
