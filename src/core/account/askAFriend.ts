/**
 * The ask-a-friend form's rules (services/referrals.ts `sendInvitation`): the friend's first name
 * (optional), e-mail (required, the forms' e-mail rule and words) and the consent (required), checked before
 * anything is sent; and where each refusal of the service is said. Pure.
 */
import { checkText, firstProblemField, problemMessage, type Problem, type ProblemMessages } from '../forms/validation';

export type FriendField = 'firstName' | 'email' | 'consent';
/** The fields in the form's order: focus goes to the first with a problem. */
export const FRIEND_FIELDS: readonly FriendField[] = ['firstName', 'email', 'consent'];
export const FIRST_NAME_MAX = 50;
export const EMAIL_MAX = 254;

export interface FriendValues {
  firstName: string;
  email: string;
  consent: boolean;
}

export const EMPTY_FRIEND: FriendValues = { firstName: '', email: '', consent: false };

/** The problem of each field (the forms' Problem names), none when the form may be sent. */
export function friendProblems(values: FriendValues): Partial<Record<FriendField, Problem>> {
  const problems: Partial<Record<FriendField, Problem>> = {};
  const firstName = checkText(values.firstName, { type: 'text', maxLength: FIRST_NAME_MAX });
  if (firstName) problems.firstName = firstName;
  const email = checkText(values.email, { type: 'email', required: true, maxLength: EMAIL_MAX });
  if (email) problems.email = email;
  if (!values.consent) problems.consent = 'valueMissing';
  return problems;
}

/** The first field with a problem, in the form's order. */
export function firstFriendProblem(problems: Partial<Record<FriendField, unknown>>): FriendField | undefined {
  return firstProblemField(FRIEND_FIELDS, problems);
}

/**
 * The words of a text field's problem: the forms' defaults (`Enter your friend's e-mail.`, …) unless authored; the
 * label reads as in the forms (fieldName: without "(optional)"). The consent's words are the element's own.
 */
export function friendProblemMessage(field: Exclude<FriendField, 'consent'>, problem: Problem, label: string, messages: ProblemMessages = {}): string {
  const constraints = field === 'email' ? { type: 'email' as const, required: true, maxLength: EMAIL_MAX } : { type: 'text' as const, maxLength: FIRST_NAME_MAX };
  return problemMessage(problem, constraints, label, messages);
}

/** What is sent: trimmed, the first name only when given. */
export function invitationInput(values: FriendValues): { email: string; firstName?: string; consent: boolean } {
  const firstName = values.firstName.trim();
  return { email: values.email.trim(), ...(firstName ? { firstName } : {}), consent: values.consent };
}

export type RefusalKey =
  | 'alreadyInvitedMessage'
  | 'alreadyMemberMessage'
  | 'selfReferralMessage'
  | 'limitMessage'
  | 'invalidEmailMessage'
  | 'consentMessage'
  | 'sessionExpiredMessage'
  | 'failureMessage';

/**
 * Where a refusal of `sendInvitation` is said: on the e-mail field (the visitor fixes the address: invalid, already
 * invited, already a member, their own), on the consent, or in the form's alert (the limit, the session, a failure).
 */
export function invitationRefusal(reason: string): { key: RefusalKey; field?: FriendField } {
  switch (reason) {
    case 'already-invited':
      return { key: 'alreadyInvitedMessage', field: 'email' };
    case 'already-member':
      return { key: 'alreadyMemberMessage', field: 'email' };
    case 'self-referral':
      return { key: 'selfReferralMessage', field: 'email' };
    case 'invalid-email':
      return { key: 'invalidEmailMessage', field: 'email' };
    case 'consent-required':
      return { key: 'consentMessage', field: 'consent' };
    case 'limit':
      return { key: 'limitMessage' };
    case 'session-expired':
      return { key: 'sessionExpiredMessage' };
    default:
      return { key: 'failureMessage' };
  }
}
