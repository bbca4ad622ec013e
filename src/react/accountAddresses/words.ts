import type { AddressField } from '../../core/account/addresses';
import { addressMessages, type AddressMessages } from '../../core/account/addresses';

/** The edit-address form's authored words (both elements take them), each with an English default. */
export interface AddressFormWordProps {
  titleCodeLabel?: string;
  firstNameLabel?: string;
  lastNameLabel?: string;
  line1Label?: string;
  line2Label?: string;
  townLabel?: string;
  postalCodeLabel?: string;
  phoneLabel?: string;
  noTitleLabel?: string;
  defaultAddressLabel?: string;
  saveLabel?: string;
  cancelLabel?: string;
  saveErrorMessage?: string;
  limitMessage?: string;
  serverInvalidMessage?: string;
  requiredMessage?: string;
  tooLongMessage?: string;
  postcodeInvalidMessage?: string;
  phoneInvalidMessage?: string;
  titleInvalidMessage?: string;
}

export const FORM_DEFAULTS = {
  titleCodeLabel: 'Title',
  firstNameLabel: 'First name',
  lastNameLabel: 'Last name',
  line1Label: 'Address line 1',
  line2Label: 'Address line 2',
  townLabel: 'Town or city',
  postalCodeLabel: 'Postcode',
  phoneLabel: 'Phone number',
  noTitleLabel: 'No title',
  defaultAddressLabel: 'Use as my default address',
  saveLabel: 'Save address',
  cancelLabel: 'Cancel',
  saveErrorMessage: 'We could not save your address. Please try again in a moment.',
  limitMessage: 'Your address book is full (20 addresses). Remove one before adding another.',
  serverInvalidMessage: 'The shop could not accept {field}. Please check it.',
};

export type FormWords = typeof FORM_DEFAULTS & { messages: AddressMessages };

/** Authored text over defaults: a blank or non-string value keeps the default. */
export function pick<D extends Record<string, string>>(defaults: D, props: object): D {
  const out = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof D)[]) {
    const value = (props as Record<keyof D, unknown>)[key];
    if (typeof value === 'string' && value.trim()) out[key] = value.trim() as D[keyof D];
  }
  return out;
}

export function formWords(props: AddressFormWordProps): FormWords {
  return { ...pick(FORM_DEFAULTS, props), messages: addressMessages(props) };
}

export const FIELD_LABEL_KEYS: Record<AddressField, keyof typeof FORM_DEFAULTS> = {
  titleCode: 'titleCodeLabel',
  firstName: 'firstNameLabel',
  lastName: 'lastNameLabel',
  line1: 'line1Label',
  line2: 'line2Label',
  town: 'townLabel',
  postalCode: 'postalCodeLabel',
  phone: 'phoneLabel',
};
