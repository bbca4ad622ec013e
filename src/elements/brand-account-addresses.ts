import { defineElement } from './defineWithReact';
import { Addresses } from '../react/accountAddresses/Addresses';
import { COMMERCE_SERVICE_FIELDS, CONSUMER_SERVICE_FIELDS, LOGIN_FIELDS, RETRY_FIELDS, SIGNED_OUT_FIELDS } from './fieldGroups';

/**
 * The address book, for a logged-in visitor only: a card per saved address
 * (name, lines, town, postcode, phone, a "Default" badge) with Edit, Make default and Remove (confirmed in the
 * shared dialog naming the address's first line; afterwards focus is on the heading and a status says so), and
 * "Add an address". Add and Edit open the edit-address form in a dialog, or, with `editAddressUrl`, go to that
 * page with the address's id handed over. An empty state, a loading skeleton, and a failed load with "Try again";
 * a failed change keeps the list on screen with one message. An anonymous visitor is sent to `loginUrl`.
 * Resource type: brand/components/account-addresses.
 */
export const BrandAccountAddresses = defineElement('brand-account-addresses', Addresses, {
  // For members: its server markup is the visitor still unknown, never final (README "Server rendering").
  hydrate: 'load',
  props: {
    ...LOGIN_FIELDS,
    ...SIGNED_OUT_FIELDS,
    editAddressUrl: { type: 'string', description: 'A page holding brand-account-edit-address: Edit and Add go there (the id handed over) instead of opening the dialog.' },
    addLabel: { type: 'string', description: "Default 'Add an address'." },
    editLabel: { type: 'string', description: "Default 'Edit'." },
    makeDefaultLabel: { type: 'string', description: "Default 'Make default'." },
    removeLabel: { type: 'string', description: "Default 'Remove'." },
    defaultBadgeLabel: { type: 'string', description: "The default address's badge (default 'Default')." },
    emptyMessage: { type: 'string', description: "Shown when the book is empty (default 'You have no saved addresses yet.')." },
    loadErrorMessage: { type: 'string', description: 'Shown when the addresses could not be read (with a Try again button).' },
    ...RETRY_FIELDS,
    addTitle: { type: 'string', description: "The add dialog's title (default 'Add an address')." },
    editTitle: { type: 'string', description: "The edit dialog's title (default 'Edit your address')." },
    savedMessage: { type: 'string', description: "Said after a save in the dialog (default 'Your address was saved.')." },
    defaultChangedMessage: { type: 'string', description: "Said after Make default; {line1} names the address (default '{line1} is now your default address.')." },
    defaultErrorMessage: { type: 'string', description: 'Shown when the default could not be changed.' },
    removeConfirmTitle: { type: 'string', description: "The confirmation's title (default 'Remove this address?')." },
    removeConfirmMessage: { type: 'string', description: "The confirmation's text; {line1} names the address." },
    removeConfirmLabel: { type: 'string', description: "The confirming button (default 'Remove address')." },
    removedMessage: { type: 'string', description: "Said after a removal, focus on the heading; {line1} names the address." },
    removeErrorMessage: { type: 'string', description: 'Shown when the address could not be removed (the list is kept).' },
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
  modelFields: {
    title: { type: 'string', description: "The heading (default 'Your addresses')." },
  },
  family: 'account',
  budgetKiB: 96,
});
