import { defineElement } from './define';
import { CreditCard } from '../react/accountWallet/CreditCard';
import { ACCOUNT_FIELDS, EDITOR_WORD_FIELDS } from '../react/accountWallet/words';

/**
 * The credit card edit form (issue 19, spec "credit-card edit form"; platform-core section 3 payment info): one
 * saved card of the logged-in visitor (its type, •••• and the last four digits, holder and expiry: the full card
 * number is never shown, logged or stored) with its expiry as month and year, checked before any request (a past
 * month is refused with a message naming it), "Make this my default card", Save and Cancel. Which card: `cardId`,
 * else the one the wallet handed over (Edit with `editCardUrl`), else the default card. An anonymous visitor is
 * sent to `loginUrl`. Resource type: brand/components/account-credit-card.
 */
export const BrandAccountCreditCard = defineElement('brand-account-credit-card', CreditCard, {
  props: {
    cardId: { type: 'string', description: 'The saved card to edit (OCC payment details id); else the one handed over by the wallet, else the default card.' },
    walletUrl: { type: 'string', description: 'The wallet page: Cancel goes back there (without it, Cancel puts the form back as it was).' },
    noCardMessage: { type: 'string', description: 'Shown when the visitor has no saved card.' },
    loadErrorMessage: { type: 'string', description: 'Shown (with Try again) when the cards could not be read.' },
    retryLabel: { type: 'string', description: "Default 'Try again'." },
    ...EDITOR_WORD_FIELDS,
    ...ACCOUNT_FIELDS,
  },
  modelFields: {
    title: { type: 'string', description: "The heading (default 'Edit your card')." },
  },
  budgetKiB: 128,
});
