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

/** The authored words over the defaults: blank or non-text values keep the default. */
export function pickWords<D extends Record<string, string>>(defaults: D, props: Partial<Record<keyof D, unknown>>): D {
  const out = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof D)[]) {
    const value = props[key];
    if (typeof value === 'string' && value.trim()) out[key] = value.trim() as D[keyof D];
  }
  return out;
}

/** The manifest descriptions of the editor's words (both definitions spread them into their props). */
export const EDITOR_WORD_FIELDS = {
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
} as const;

export const ACCOUNT_FIELDS = {
  loginUrl: { type: 'string', description: "The login page (same-origin); an anonymous visitor is sent there with ?return= this page. On the storefront: link('login')." },
  signedOutMessage: { type: 'string', description: "Shown to an anonymous visitor when no loginUrl is given (default 'Log in to see your account.')." },
  hybrisConfig: { type: 'json', description: "The commerce service (OCC payment details), when no <brand-page> gives the root model's config.hybrisConfig." },
  muleSoftConfig: { type: 'json', description: "The consumer service, when no <brand-page> gives the root model's config.muleSoftConfig." },
} as const;
