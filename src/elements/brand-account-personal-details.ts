import { defineElement } from './defineWithReact';
import { PersonalDetails } from '../react/accountPersonalDetails/PersonalDetails';
import { CONSUMER_SERVICE_FIELDS, LOGIN_FIELDS, RETRY_FIELDS, SIGNED_OUT_FIELDS } from './fieldGroups';

/**
 * The logged-in visitor's personal details: first and last name, e-mail, phone and the year of birth
 * (read only), with an "Edit" form. A name change saves at once; a new e-mail or phone is saved only after the
 * one-time code sent to it is entered (resend after 30 s, 3 attempts, 10 minutes; nothing saved on a wrong or expired
 * code). The pending change survives a reload of the tab. After a save the visitor's profile follows everywhere on
 * the page. An anonymous visitor is sent to `loginUrl`. Resource type: brand/components/account-personal-details.
 */
export const BrandAccountPersonalDetails = defineElement('brand-account-personal-details', PersonalDetails, {
  // For members: its server markup is the visitor still unknown, never final (README "Server rendering").
  hydrate: 'load',
  props: {
    firstNameLabel: { type: 'string', description: "Default 'First name'." },
    lastNameLabel: { type: 'string', description: "Default 'Last name'." },
    emailLabel: { type: 'string', description: "Default 'E-mail'." },
    phoneLabel: { type: 'string', description: "Default 'Phone'." },
    birthYearLabel: { type: 'string', description: "Default 'Year of birth' (read only)." },
    notGivenText: { type: 'string', description: "Shown for a detail the profile lacks (default 'Not given')." },
    editLabel: { type: 'string', description: "Default 'Edit'." },
    saveLabel: { type: 'string', description: "Default 'Save'." },
    cancelLabel: { type: 'string', description: "Default 'Cancel'." },
    editIntro: { type: 'string', description: 'Above the form: that a new e-mail or phone needs a code.' },
    phoneHint: { type: 'string', description: "Under the phone field (default 'A UK number, for example 07700 900123.')." },
    birthYearHint: { type: 'string', description: 'Under the read-only year of birth.' },
    nameMessage: { type: 'string', description: 'A name with other characters than letters, spaces, hyphens, apostrophes.' },
    phoneMessage: { type: 'string', description: 'A phone that is not a UK number.' },
    singleChangeMessage: { type: 'string', description: 'Both e-mail and phone changed in one save (one code at a time).' },
    emailTakenMessage: { type: 'string', description: "The new e-mail is another member's." },
    savedMessage: { type: 'string', description: "After a save (default 'Your details were saved.'), focused." },
    nothingChangedMessage: { type: 'string', description: 'A save without a change.' },
    saveErrorMessage: { type: 'string', description: 'The service failed to save (nothing changed).' },
    loadErrorMessage: { type: 'string', description: 'The details could not be loaded.' },
    ...RETRY_FIELDS,
    codeTitle: { type: 'string', description: "The code step's heading (default 'Enter your code')." },
    codeSentMessage: { type: 'string', description: "Default 'We sent a code to {value}.'" },
    codeLabel: { type: 'string', description: "Default 'Code'." },
    codeHint: { type: 'string', description: 'Under the code field.' },
    verifyLabel: { type: 'string', description: "Default 'Verify and save'." },
    resendLabel: { type: 'string', description: "Default 'Send a new code'." },
    resendCountdown: { type: 'string', description: "While a new code cannot be asked for yet (default 'You can ask for a new code in {seconds} s.')." },
    resendReadyMessage: { type: 'string', description: "Said once a new code can be asked for." },
    resentMessage: { type: 'string', description: "Default 'We sent a new code to {value}.'" },
    codeFormatMessage: { type: 'string', description: 'A code that is not 6 digits.' },
    wrongCodeMessage: { type: 'string', description: "Default 'This code is not right. Attempts left: {attemptsLeft}.'" },
    expiredMessage: { type: 'string', description: 'The code expired (nothing saved).' },
    tooManyAttemptsMessage: { type: 'string', description: 'Three wrong codes (nothing saved).' },
    startAgainLabel: { type: 'string', description: "Sends a new code after an expiry or too many attempts (default 'Start again')." },
    resendTooSoonMessage: { type: 'string', description: "The service refused a new code yet ({seconds})." },
    sendErrorMessage: { type: 'string', description: 'No code could be sent or checked.' },
    ...LOGIN_FIELDS,
    ...SIGNED_OUT_FIELDS,
    ...CONSUMER_SERVICE_FIELDS,
  },
  modelFields: {
    title: { type: 'string', description: "The heading (default 'Personal details')." },
  },
  events: { onSaved: { name: 'brand-personal-details-saved', description: 'The details were saved; detail { fields } (the fields that changed: firstName, lastName, email, phone).' } },
  family: 'account',
  budgetKiB: 96,
});
