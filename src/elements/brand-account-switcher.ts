import { defineElement } from './defineWithReact';
import { AccountSwitcher } from '../react/accountSwitcher/AccountSwitcher';
import { LOGIN_FIELDS, SIGNED_OUT_FIELDS } from './fieldGroups';

/**
 * Views of the account (for example "Personal details" / "Your data") as WAI-ARIA APG tabs: a tab per
 * child, labelled by the child's `cq:panelTitle` (Adobe's tabs model) or an authored `items` title; Arrow keys
 * move and select with wrap (mirrored right to left), Home / End go to the first / last, Tab enters the panel.
 * Inactive views stay mounted, hidden: a half-filled form survives a switch. The selected view's key is written
 * to the URL hash, so a reload or a shared link keeps it. Logged-in visitors only (an anonymous visitor is sent
 * to `loginUrl`). Resource type: brand/components/account-switcher.
 */
export const BrandAccountSwitcher = defineElement('brand-account-switcher', AccountSwitcher, {
  // For members: its server markup is the visitor still unknown, never final (README "Server rendering").
  hydrate: 'load',
  props: {
    activeItem: { type: 'string', description: 'Key of the view selected at first (an item name, as Adobe\'s tabs); else the first. A URL hash naming a view wins.' },
    items: { type: 'json', description: 'Tab titles for children without cq:panelTitle: [{ "key": "yourData", "title": "Your data" }] (by key, else by position).' },
    accessibilityLabel: { type: 'string', description: 'The tab list\'s accessible name (Adobe\'s tabs accessibilityLabel), e.g. "My details".' },
    ...LOGIN_FIELDS,
    ...SIGNED_OUT_FIELDS,
  },
  events: {
    onChange: { name: 'brand-account-switcher-change', description: 'The visitor selected another view; detail { index, key }.' },
  },
  slots: [{ name: 'panel-<n>', description: 'Assigned by the switcher: its n-th child (from 0) is shown in the n-th tab panel.' }],
  parts: [
    { name: 'switcher', description: 'The tabs and their panels.' },
    { name: 'tablist', description: 'The row of tabs.' },
    { name: 'tab', description: 'One tab.' },
    { name: 'panel', description: 'One tab panel.' },
  ],
  itemSlots: 'panel-',
  family: 'account',
  container: true,
  budgetKiB: 96,
});
