import type { HybrisConfig, MuleSoftConfig } from '../../core/services/configTypes';

/** What both elements share: the gate's props and the services. */
export interface AccountProps {
  /** The login page; an anonymous visitor is sent there and back. */
  loginUrl?: string;
  signedOutMessage?: string;
  hybrisConfig?: HybrisConfig;
  muleSoftConfig?: MuleSoftConfig;
}

/** The credit card editor's words (authored on the wallet and on the credit card element alike). */
export const EDITOR_DEFAULTS = {
  expiryMonthLabel: 'Expiry month',
  expiryYearLabel: 'Expiry year',
  holderLabel: 'Name on card',
  expiresLabel: 'Expires',
  defaultCardLabel: 'Make this my default card',
  saveLabel: 'Save',
  cancelLabel: 'Cancel',
  savedMessage: 'Your card was updated.',
  saveErrorMessage: 'We could not save your card. Please try again. Your card has not changed.',
  cardNameTemplate: '{type} ending {last4}',
  expiryMonthRequiredMessage: 'Choose the expiry month.',
  expiryMonthInvalidMessage: 'Choose the expiry month from the list.',
  expiryYearRequiredMessage: 'Choose the expiry year.',
  expiryYearInvalidMessage: 'Choose the expiry year from the list.',
  expiryPastMessage: '{date} is in the past. Choose the expiry date printed on your card.',
};

export type EditorWords = typeof EDITOR_DEFAULTS;
export type EditorWordProps = Partial<EditorWords>;


