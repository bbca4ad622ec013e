import { problemMessage } from '../../core/forms/validation';
import type { PersonalField, PersonalProblem } from '../../core/account/otp';

/** brand-account-personal-details' words: English defaults, each replaced by an authored non-blank string. */
export const PERSONAL_DEFAULTS = {
  firstNameLabel: 'First name',
  lastNameLabel: 'Last name',
  emailLabel: 'E-mail',
  phoneLabel: 'Phone',
  birthYearLabel: 'Year of birth',
  notGivenText: 'Not given',
  editLabel: 'Edit',
  saveLabel: 'Save',
  cancelLabel: 'Cancel',
  editIntro: 'A new e-mail address or phone number is saved once you enter the code we send to it.',
  phoneHint: 'A UK number, for example 07700 900123.',
  birthYearHint: 'Contact us to change your year of birth.',
  nameMessage: 'Use letters, spaces, hyphens or apostrophes.',
  phoneMessage: 'Enter a UK phone number, for example 07700 900123.',
  singleChangeMessage: 'Change your e-mail and your phone one at a time.',
  emailTakenMessage: 'This e-mail address belongs to another account.',
  savedMessage: 'Your details were saved.',
  nothingChangedMessage: 'Nothing has changed.',
  saveErrorMessage: 'We could not save your details. Please try again. Nothing has changed.',
  loadErrorMessage: 'We could not load your details. Please try again in a moment.',
  retryLabel: 'Try again',
  codeTitle: 'Enter your code',
  codeSentMessage: 'We sent a code to {value}.',
  codeLabel: 'Code',
  codeHint: 'The 6 digits of the message. Nothing is saved until the code is checked.',
  verifyLabel: 'Verify and save',
  resendLabel: 'Send a new code',
  resendCountdown: 'You can ask for a new code in {seconds} s.',
  resendReadyMessage: 'You can ask for a new code now.',
  resentMessage: 'We sent a new code to {value}.',
  codeFormatMessage: 'Enter the 6 digits of the code.',
  wrongCodeMessage: 'This code is not right. Attempts left: {attemptsLeft}.',
  expiredMessage: 'This code has expired. Nothing was saved. Start again to get a new code.',
  tooManyAttemptsMessage: 'Too many wrong codes. Nothing was saved. Start again to get a new code.',
  startAgainLabel: 'Start again',
  resendTooSoonMessage: 'Please wait {seconds} s before asking for a new code.',
  sendErrorMessage: 'We could not send a code. Please try again. Nothing has changed.',
};

export type PersonalWords = typeof PERSONAL_DEFAULTS;

const LABELS: Record<PersonalField, keyof PersonalWords> = { firstName: 'firstNameLabel', lastName: 'lastNameLabel', email: 'emailLabel', phone: 'phoneLabel' };

export const labelOf = (field: PersonalField, words: PersonalWords) => words[LABELS[field]];

/** What to tell the visitor about a field's problem. */
export function personalProblemMessage(field: PersonalField, problem: PersonalProblem, words: PersonalWords): string {
  if (problem === 'one-at-a-time') return words.singleChangeMessage;
  if (field === 'phone' && problem === 'typeMismatch') return words.phoneMessage;
  if ((field === 'firstName' || field === 'lastName') && problem === 'patternMismatch') return words.nameMessage;
  const type = field === 'email' ? 'email' : 'text';
  return problemMessage(problem, { type, maxLength: field === 'email' ? 254 : 50 }, labelOf(field, words));
}
