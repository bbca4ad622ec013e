/**
 * The address book's rules for the demo market, GB (`brand-account-addresses` /
 * `brand-account-edit-address`): the fields, which are required, the UK postcode and phone formats, a
 * field-problem map like the login form's (src/core/visitor/loginForm.ts) with messages that say what to fix,
 * and the OCC v2 `Address` body the form sends. Pure.
 *
 * Sources: OCC v2 `Address` as Spartacus sends it (`titleCode`, `firstName`, `lastName`, `line1`, `line2`,
 * `town`, `postalCode`, `phone`, `country.isocode`, `defaultAddress`); the postcode pattern is the UK
 * Government Data Standards Catalogue's (GOV.UK bulk data transfer standard), applied to the normalised form.
 */

/** The form's fields, in the order the form shows them. */
export const ADDRESS_FIELDS = ['titleCode', 'firstName', 'lastName', 'line1', 'line2', 'town', 'postalCode', 'phone'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** Required for GB: a name, the first line, the town and the postcode. The title, line 2 and the phone are optional. */
export const REQUIRED_ADDRESS_FIELDS: readonly AddressField[] = ['firstName', 'lastName', 'line1', 'town', 'postalCode'];

/** SAP's title codes (Spartacus' titles list); the form offers these and none. */
export const TITLE_CODES: readonly string[] = ['mr', 'mrs', 'miss', 'ms', 'dr', 'rev'];

/** The longest value OCC stores for a text field of an address. */
export const ADDRESS_FIELD_MAX_LENGTH = 255;

export const DEMO_MARKET_COUNTRY = 'GB';

export type AddressProblem = 'required' | 'invalid' | 'too-long';
export type AddressProblems = Partial<Record<AddressField, AddressProblem>>;
export type AddressFormValues = Partial<Record<AddressField, unknown>>;

/** The UK Government Data Standards postcode pattern (upper case, one space), incl. GIR 0AA. */
export const UK_POSTCODE_PATTERN = /^(GIR 0AA|(?:[A-Z][0-9]{1,2}|[A-Z][A-HJ-Y][0-9]{1,2}|[A-Z][0-9][A-Z]|[A-Z][A-HJ-Y][0-9][A-Z]?) [0-9][A-Z]{2})$/;

/** A postcode as written: spaces removed, upper case, one space before the inward code ("sw1a1aa" → "SW1A 1AA"). */
export function normalisePostcode(value: unknown): string {
  if (typeof value !== 'string') return '';
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

/** Whether a postcode, once normalised, has the official UK format. */
export function isUkPostcode(value: unknown): boolean {
  return UK_POSTCODE_PATTERN.test(normalisePostcode(value));
}

/** A phone number without its spaces, hyphens, dots and brackets. */
export function normalisePhone(value: unknown): string {
  return typeof value === 'string' ? value.replace(/[\s\-().]/g, '') : '';
}

/** A UK phone number: 0 and 9-10 more digits, or +44 / 0044 and 9-10 digits not starting with 0. */
export function isUkPhone(value: unknown): boolean {
  return /^(?:0\d{9,10}|(?:\+44|0044)[1-9]\d{8,9})$/.test(normalisePhone(value));
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The problems of the form as typed, one per field at most; an empty object when it may be sent. */
export function validateAddressForm(values: AddressFormValues): AddressProblems {
  const problems: AddressProblems = {};
  for (const field of ADDRESS_FIELDS) {
    const value = text(values[field]);
    if (value === '') {
      if (REQUIRED_ADDRESS_FIELDS.includes(field)) problems[field] = 'required';
      continue;
    }
    if (value.length > ADDRESS_FIELD_MAX_LENGTH) problems[field] = 'too-long';
    else if (field === 'postalCode' && !isUkPostcode(value)) problems[field] = 'invalid';
    else if (field === 'phone' && !isUkPhone(value)) problems[field] = 'invalid';
    else if (field === 'titleCode' && !TITLE_CODES.includes(value.toLowerCase())) problems[field] = 'invalid';
  }
  return problems;
}

export function hasAddressProblems(problems: AddressProblems): boolean {
  return Object.keys(problems).length > 0;
}

/** OCC v2's Address, the fields this area reads and writes. */
export interface OccAddress {
  id?: string;
  titleCode?: string;
  title?: string;
  firstName?: string;
  lastName?: string;
  line1?: string;
  line2?: string;
  town?: string;
  postalCode?: string;
  phone?: string;
  country?: { isocode?: string; name?: string };
  defaultAddress?: boolean;
  shippingAddress?: boolean;
  visibleInAddressBook?: boolean;
  formattedAddress?: string;
}

/** The optional fields: blank ones are left out of a new address, and sent as '' by an edit (to clear them). */
export const OPTIONAL_ADDRESS_FIELDS: readonly AddressField[] = ADDRESS_FIELDS.filter((field) => !REQUIRED_ADDRESS_FIELDS.includes(field));

/**
 * The OCC body for a valid form (POST to add, PATCH to edit): trimmed values, the postcode normalised, the phone
 * as typed (trimmed), the title code in lower case, country GB. Blank optional fields are left out, or, with
 * `forPatch`, sent as '': OCC's PATCH merges, so a field left out keeps its old value and could never be cleared.
 * Validate first.
 */
export function toOccAddress(values: AddressFormValues, options: { defaultAddress?: boolean; forPatch?: boolean } = {}): OccAddress {
  const address: OccAddress = {
    firstName: text(values.firstName),
    lastName: text(values.lastName),
    line1: text(values.line1),
    town: text(values.town),
    postalCode: normalisePostcode(text(values.postalCode)),
    country: { isocode: DEMO_MARKET_COUNTRY },
    shippingAddress: true,
    visibleInAddressBook: true,
  };
  if (options.forPatch) for (const field of OPTIONAL_ADDRESS_FIELDS) address[field] = '';
  if (text(values.titleCode)) address.titleCode = text(values.titleCode).toLowerCase();
  if (text(values.line2)) address.line2 = text(values.line2);
  if (text(values.phone)) address.phone = text(values.phone);
  if (options.defaultAddress !== undefined) address.defaultAddress = options.defaultAddress;
  return address;
}

/** The form's values from a saved address (for editing). */
export function fromOccAddress(address: OccAddress): Record<AddressField, string> {
  const values = {} as Record<AddressField, string>;
  for (const field of ADDRESS_FIELDS) values[field] = text(address[field]);
  return values;
}

/** The lines of an address card: name, street lines, town, postcode, country (blank lines dropped). */
export function addressLines(address: OccAddress): string[] {
  const name = [address.title, address.firstName, address.lastName].map(text).filter(Boolean).join(' ');
  return [name, text(address.line1), text(address.line2), text(address.town), normalisePostcode(text(address.postalCode)),
    text(address.country?.name) || text(address.country?.isocode)].filter((line) => line !== '');
}

/** The default address first, then the order OCC gave (stable). Returns a new array. */
export function sortAddressesDefaultFirst<T extends OccAddress>(addresses: readonly T[]): T[] {
  return [...addresses].sort((a, b) => Number(b.defaultAddress === true) - Number(a.defaultAddress === true));
}

/** The edit-address form's messages (authored fields of the same names), each with an English default. */
export interface AddressMessages {
  requiredMessage: string;
  tooLongMessage: string;
  postcodeInvalidMessage: string;
  phoneInvalidMessage: string;
  titleInvalidMessage: string;
}

export const DEFAULT_ADDRESS_MESSAGES: AddressMessages = {
  requiredMessage: 'Enter {field}.',
  tooLongMessage: 'Shorten {field} to 255 characters or fewer.',
  postcodeInvalidMessage: 'Enter a UK postcode like SW1A 1AA.',
  phoneInvalidMessage: 'Enter a UK phone number like 020 7946 0000 or +44 7700 900000, or leave it empty.',
  titleInvalidMessage: 'Choose a title from the list, or leave it empty.',
};

/** How a message names each field ("Enter your first name."). */
export const ADDRESS_FIELD_NAMES: Readonly<Record<AddressField, string>> = {
  titleCode: 'a title',
  firstName: 'your first name',
  lastName: 'your last name',
  line1: 'the first line of the address',
  line2: 'the second line of the address',
  town: 'the town or city',
  postalCode: 'the postcode',
  phone: 'the phone number',
};

/** Authored messages over the defaults: a blank or non-string one keeps the default. */
export function addressMessages(authored: Partial<Record<keyof AddressMessages, unknown>>): AddressMessages {
  const messages = { ...DEFAULT_ADDRESS_MESSAGES };
  for (const key of Object.keys(messages) as Array<keyof AddressMessages>) {
    const value = authored[key];
    if (typeof value === 'string' && value.trim() !== '') messages[key] = value;
  }
  return messages;
}

/**
 * How messages name the fields: an authored field label (e.g. an Arabic one) names its field; else the English
 * phrase of ADDRESS_FIELD_NAMES.
 */
export function addressFieldNames(authoredLabels: Partial<Record<AddressField, unknown>>): Record<AddressField, string> {
  const names = { ...ADDRESS_FIELD_NAMES };
  for (const field of ADDRESS_FIELDS) {
    const label = authoredLabels[field];
    if (typeof label === 'string' && label.trim() !== '') names[field] = label.trim();
  }
  return names;
}

/** The problem of a field → its message, `{field}` replaced by the field's name. */
export function addressFieldMessage(field: AddressField, problem: AddressProblem | undefined, messages: AddressMessages = DEFAULT_ADDRESS_MESSAGES, names: Readonly<Record<AddressField, string>> = ADDRESS_FIELD_NAMES): string | undefined {
  if (!problem) return undefined;
  let template: string;
  if (problem === 'required') template = messages.requiredMessage;
  else if (problem === 'too-long') template = messages.tooLongMessage;
  else if (field === 'postalCode') template = messages.postcodeInvalidMessage;
  else if (field === 'phone') template = messages.phoneInvalidMessage;
  else template = messages.titleInvalidMessage;
  return template.replace(/\{field\}/g, names[field]);
}
