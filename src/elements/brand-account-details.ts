import { defineElement } from './defineWithReact';
import { AccountDetails } from '../react/accountDetails/AccountDetails';
import { CONSUMER_SERVICE_FIELDS, LOGIN_FIELDS, RETRY_FIELDS, SIGNED_OUT_FIELDS } from './fieldGroups';

/**
 * The signed-in visitor's profile summary: name, e-mail, year of birth, the loyalty tier as a badge and,
 * when known, the month they joined; an unknown value reads `unknownText`. It follows the visitor's resolution,
 * so a saved profile change shows without a reload; on a page without <brand-page> it reads the profile and the
 * loyalty call itself. "Edit" links to `editUrl`. An anonymous visitor is sent to `loginUrl`.
 * Resource type: brand/components/account-details.
 */
export const BrandAccountDetails = defineElement('brand-account-details', AccountDetails, {
  // For members: its server markup is the visitor still unknown, never final (README "Server rendering").
  hydrate: 'load',
  props: {
    editUrl: { type: 'string', description: 'The personal details page (or #anchor), linked as "Edit"; no link without it.' },
    tierLabels: { type: 'json', description: 'Labels per loyalty tier code: { "GOLD": "Gold", "PLATINUM": "Platinum" }; else the code in sentence case.' },
    nameLabel: { type: 'string', description: "Default 'Name'." },
    emailLabel: { type: 'string', description: "Default 'E-mail'." },
    birthYearLabel: { type: 'string', description: "Default 'Year of birth'." },
    tierLabel: { type: 'string', description: "Default 'Loyalty tier'." },
    memberSinceLabel: { type: 'string', description: "Default 'Member since' (shown only when the profile has createdAt)." },
    unknownText: { type: 'string', description: "Shown for a value the profile does not have (default '—')." },
    editLabel: { type: 'string', description: "Default 'Edit'." },
    loadErrorMessage: { type: 'string', description: 'Shown when the profile could not be read (pages without <brand-page>).' },
    ...RETRY_FIELDS,
    ...LOGIN_FIELDS,
    ...SIGNED_OUT_FIELDS,
    ...CONSUMER_SERVICE_FIELDS,
  },
  modelFields: {
    title: { type: 'string', description: "The heading (default 'Your details')." },
  },
  parts: [
    { name: 'card', description: 'The card of label / value pairs.' },
    { name: 'tier', description: 'The loyalty tier badge.' },
    { name: 'edit', description: 'The Edit link.' },
  ],
  family: 'account',
  budgetKiB: 96,
});
