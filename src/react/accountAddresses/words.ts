import type { AddressField } from '../../core/account/addresses';
import { ADDRESS_FIELDS, TITLE_CODES, addressFieldNames, addressMessages, type AddressMessages } from '../../core/account/addresses';
import { isRecord } from '../../core/isRecord';
import { authoredWords } from '../../core/text/template';

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
  /** the title list's option labels by title code ({ mr: 'Mr', … }) */
  titleLabels?: Record<string, string>;
}

export const DEFAULT_TITLE_LABELS: Readonly<Record<string, string>> = { mr: 'Mr', mrs: 'Mrs', miss: 'Miss', ms: 'Ms', dr: 'Dr', rev: 'Rev' };

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

export type FormWords = typeof FORM_DEFAULTS & { messages: AddressMessages; fieldNames: Record<AddressField, string>; titleLabels: Record<string, string> };

/** The title labels: authored ones (non-blank strings) over the English defaults; unknown codes ignored. */
export function titleLabels(authored: unknown): Record<string, string> {
  const labels = { ...DEFAULT_TITLE_LABELS };
  if (!isRecord(authored)) return labels;
  for (const code of TITLE_CODES) {
    const value = authored[code];
    if (typeof value === 'string' && value.trim()) labels[code] = value.trim();
  }
  return labels;
}

export function formWords(props: AddressFormWordProps): FormWords {
  const authoredLabels = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, (props as Record<string, unknown>)[FIELD_LABEL_KEYS[field]]]));
  return { ...authoredWords(FORM_DEFAULTS, props), messages: addressMessages(props), fieldNames: addressFieldNames(authoredLabels), titleLabels: titleLabels(props.titleLabels) };
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
