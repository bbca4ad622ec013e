import { defineElement } from './defineWithReact';
import { Wallet } from '../react/accountWallet/Wallet';
import { COMMERCE_SERVICE_FIELDS, CONSUMER_SERVICE_FIELDS, LOGIN_FIELDS, RETRY_FIELDS, SIGNED_OUT_FIELDS } from './fieldGroups';

/**
 * My wallet: the logged-in visitor's
 * saved cards (type, •••• and the last four digits, expiry, a Default badge, an expired card marked), each with
 * Edit (the credit card editor in a dialog, or the `editCardUrl` page), Make default and Remove (confirmed);
 * an empty state, a loading skeleton, a failed load with Try again; then the authored wallet links. An anonymous
 * visitor is sent to `loginUrl`. Resource type: brand/components/account-wallet.
 */
export const BrandAccountWallet = defineElement('brand-account-wallet', Wallet, {
  // For members: its server markup is the visitor still unknown, never final (README "Server rendering").
  hydrate: 'load',
  props: {
    walletLinks: { type: 'json', description: 'The wallet links (vouchers, rewards, …): a list of { label, url, icon } where icon is a theme icon such as pmi-icon-vouchers.' },
    walletLinksLabel: { type: 'string', description: "The links' navigation name (default 'More in your wallet')." },
    editCardUrl: { type: 'string', description: 'A page with brand-account-credit-card: Edit hands the card id over (sessionStorage) and goes there; without it Edit opens the editor in a dialog.' },
    emptyMessage: { type: 'string', description: "Default 'You have no saved cards. A card is saved when you pay at checkout.'" },
    loadErrorMessage: { type: 'string', description: 'Shown (with Try again) when the cards could not be read.' },
    ...RETRY_FIELDS,
    defaultBadge: { type: 'string', description: "The default card's badge (default 'Default')." },
    expiredBadge: { type: 'string', description: "An expired card's badge (default 'Expired')." },
    expiredLabel: { type: 'string', description: "Before an expired card's date (default 'Expired')." },
    editLabel: { type: 'string', description: "Default 'Edit'." },
    editTitle: { type: 'string', description: "The editor dialog's title, {card} filled in (default 'Edit {card}')." },
    makeDefaultLabel: { type: 'string', description: "Default 'Make default'." },
    madeDefaultMessage: { type: 'string', description: "Said after Make default, {card} filled in." },
    defaultErrorMessage: { type: 'string', description: 'Shown when Make default failed, {card} filled in.' },
    removeLabel: { type: 'string', description: "The remove button and the confirming button (default 'Remove')." },
    removeConfirmTitle: { type: 'string', description: "Default 'Remove this card?'." },
    removeConfirmMessage: { type: 'string', description: "The confirmation's text, {card} filled in (default '{card} will be removed from your wallet.')." },
    removedMessage: { type: 'string', description: 'Said after a removal (focus on the heading), {card} filled in.' },
    removeErrorMessage: { type: 'string', description: 'Shown when a removal failed, {card} filled in.' },
    updatedMessage: { type: 'string', description: "Said after the editor saved, {card} and {expiry} filled in (default '{card} now expires {expiry}.')." },
    expiryMonthLabel: { type: 'string', description: "The month select's label (default 'Expiry month')." },
    expiryYearLabel: { type: 'string', description: "The year select's label (default 'Expiry year')." },
    holderLabel: { type: 'string', description: "Before the card holder's name (default 'Name on card')." },
    expiresLabel: { type: 'string', description: "Before the current expiry (default 'Expires')." },
    defaultCardLabel: { type: 'string', description: "The default checkbox (default 'Make this my default card')." },
    saveLabel: { type: 'string', description: "Default 'Save'." },
    cancelLabel: { type: 'string', description: "Default 'Cancel'." },
    savedMessage: { type: 'string', description: "Said (role status) after a save (default 'Your card was updated.')." },
    saveErrorMessage: { type: 'string', description: 'Shown (role alert) when the save failed; the card is kept as it was.' },
    cardNameTemplate: { type: 'string', description: "How a card is named in buttons and messages: {type} and {last4} (default '{type} ending {last4}')." },
    expiryMonthRequiredMessage: { type: 'string', description: 'No month chosen.' },
    expiryMonthInvalidMessage: { type: 'string', description: 'A month that is not 01 to 12.' },
    expiryYearRequiredMessage: { type: 'string', description: 'No year chosen.' },
    expiryYearInvalidMessage: { type: 'string', description: 'A year that is not four digits.' },
    expiryPastMessage: { type: 'string', description: "A past expiry, refused before any request; {date} is the chosen MM/YYYY (default '{date} is in the past. …')." },
    ...LOGIN_FIELDS,
    ...SIGNED_OUT_FIELDS,
    ...COMMERCE_SERVICE_FIELDS,
    ...CONSUMER_SERVICE_FIELDS,
  },
  modelFields: {
    title: { type: 'string', description: "The heading (default 'Saved cards')." },
  },
  family: 'account',
  budgetKiB: 96,
});
