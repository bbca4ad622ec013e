import { defineElement } from './defineWithReact';
import { EditAddress } from '../react/accountAddresses/EditAddress';
import { COMMERCE_SERVICE_FIELDS, CONSUMER_SERVICE_FIELDS, LOGIN_FIELDS, RETRY_FIELDS, SIGNED_OUT_FIELDS } from './fieldGroups';

/**
 * The edit-address form as a page, for a logged-in visitor only: the demo
 * market's (GB) fields (title, first and last name, two address lines, town, postcode, phone) with their
 * autocomplete tokens and required marks, the postcode normalised on leaving its field and checked as a UK one,
 * "Use as my default address", Save (POST for a new address, PATCH for a saved one) and Cancel. Nothing is sent
 * while a field is wrong (focus goes to the first); a field the shop refuses is shown on that field. Which address:
 * `addressId`, else the one `brand-account-addresses` handed over (its Edit with `editAddressUrl`), else a new one.
 * After saving: a status line, and `returnUrl` followed when authored. An anonymous visitor is sent to `loginUrl`.
 * Resource type: brand/components/account-edit-address.
 */
export const BrandAccountEditAddress = defineElement('brand-account-edit-address', EditAddress, {
  // For members: its server markup is the visitor still unknown, never final (README "Server rendering").
  hydrate: 'load',
  props: {
    addressId: { type: 'string', description: 'The saved address to edit (OCC address id); default: the one handed over by the address list, else a new address.' },
    returnUrl: { type: 'string', description: 'Followed after a save and on Cancel (e.g. the address list page).' },
    ...LOGIN_FIELDS,
    ...SIGNED_OUT_FIELDS,
    addTitle: { type: 'string', description: "The heading for a new address (default 'Add an address')." },
    editTitle: { type: 'string', description: "The heading for a saved address (default 'Edit your address')." },
    savedMessage: { type: 'string', description: "Said (polite status) after a save (default 'Your address was saved.')." },
    loadErrorMessage: { type: 'string', description: 'Shown when the address could not be read.' },
    notFoundMessage: { type: 'string', description: 'Shown when the address to edit is not in the address book.' },
    ...RETRY_FIELDS,
    titleCodeLabel: { type: 'string', description: "The title field's label (default 'Title')." },
    firstNameLabel: { type: 'string', description: "Default 'First name'." },
    lastNameLabel: { type: 'string', description: "Default 'Last name'." },
    line1Label: { type: 'string', description: "Default 'Address line 1'." },
    line2Label: { type: 'string', description: "Default 'Address line 2' (optional field)." },
    townLabel: { type: 'string', description: "Default 'Town or city'." },
    postalCodeLabel: { type: 'string', description: "Default 'Postcode' (a UK postcode, normalised on leaving the field)." },
    phoneLabel: { type: 'string', description: "Default 'Phone number' (optional field)." },
    noTitleLabel: { type: 'string', description: "The title list's empty choice (default 'No title')." },
    defaultAddressLabel: { type: 'string', description: "The checkbox (default 'Use as my default address')." },
    saveLabel: { type: 'string', description: "Default 'Save address'." },
    cancelLabel: { type: 'string', description: "Default 'Cancel'." },
    saveErrorMessage: { type: 'string', description: 'Shown when a save fails for a reason the visitor cannot fix (what was typed is kept).' },
    limitMessage: { type: 'string', description: 'Shown when the address book is full (the shop keeps at most 20).' },
    serverInvalidMessage: { type: 'string', description: "A field the shop refused although the form's rules passed; {field} names it." },
    requiredMessage: { type: 'string', description: "A required field left empty; {field} names it: the authored field label, else an English phrase (default 'Enter {field}.')." },
    tooLongMessage: { type: 'string', description: 'A field over 255 characters; {field} names it.' },
    postcodeInvalidMessage: { type: 'string', description: "Default 'Enter a UK postcode like SW1A 1AA.'." },
    phoneInvalidMessage: { type: 'string', description: 'A phone number that is not a UK one.' },
    titleInvalidMessage: { type: 'string', description: 'A title not in the list.' },
    titleLabels: { type: 'json', description: "The title list's option labels by title code: { mr, mrs, miss, ms, dr, rev } (default { mr: 'Mr', mrs: 'Mrs', miss: 'Miss', ms: 'Ms', dr: 'Dr', rev: 'Rev' })." },
    ...COMMERCE_SERVICE_FIELDS,
    ...CONSUMER_SERVICE_FIELDS,
  },
  family: 'account',
  budgetKiB: 96,
});
