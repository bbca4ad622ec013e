import { defineElement } from './defineWithReact';
import { CreditCard } from '../react/accountWallet/CreditCard';
import { COMMERCE_SERVICE_FIELDS, CONSUMER_SERVICE_FIELDS, LOGIN_FIELDS, RETRY_FIELDS, SIGNED_OUT_FIELDS } from './fieldGroups';

/**
 * The credit card edit form: one
 * saved card of the logged-in visitor (its type, •••• and the last four digits, holder and expiry: the full card
 * number is never shown, logged or stored) with its expiry as month and year, checked before any request (a past
 * month is refused with a message naming it), "Make this my default card", Save and Cancel. Which card: `cardId`,
 * else the one the wallet handed over (Edit with `editCardUrl`), else the default card. An anonymous visitor is
 * sent to `loginUrl`. Resource type: brand/components/account-credit-card.
 */
export const BrandAccountCreditCard = defineElement('brand-account-credit-card', CreditCard, {
  // For members: its server markup is the visitor still unknown, never final (README "Server rendering").
  hydrate: 'load',
  props: {
    cardId: { type: 'string', description: 'The saved card to edit (OCC payment details id); else the one handed over by the wallet, else the default card.' },
    walletUrl: { type: 'string', description: 'The wallet page: Cancel goes back there (without it, Cancel puts the form back as it was).' },
    noCardMessage: { type: 'string', description: 'Shown when the visitor has no saved card.' },
    loadErrorMessage: { type: 'string', description: 'Shown (with Try again) when the cards could not be read.' },
    ...RETRY_FIELDS,
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
    title: { type: 'string', description: "The heading (default 'Edit your card')." },
  },
  family: 'account',
  budgetKiB: 96,
});
