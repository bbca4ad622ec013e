import { describe, expect, it } from 'vitest';
import { EMPTY_FRIEND, firstFriendProblem, friendProblemMessage, friendProblems, invitationInput, invitationRefusal } from '../../../src/core/account/askAFriend';

describe('ask a friend: the rules', () => {
  it('needs an e-mail of the forms rule and the consent; the first name is optional', () => {
    expect(friendProblems(EMPTY_FRIEND)).toEqual({ email: 'valueMissing', consent: 'valueMissing' });
    expect(friendProblems({ firstName: '', email: 'jane@', consent: true })).toEqual({ email: 'typeMismatch' });
    expect(friendProblems({ firstName: 'x'.repeat(51), email: ' jane@example.com ', consent: true })).toEqual({ firstName: 'tooLong' });
    expect(friendProblems({ firstName: 'Jane', email: 'jane@example.com', consent: true })).toEqual({});
  });

  it('focus goes to the first field with a problem, in the form order', () => {
    expect(firstFriendProblem({ consent: 'valueMissing', email: 'typeMismatch' })).toBe('email');
    expect(firstFriendProblem({ consent: 'valueMissing' })).toBe('consent');
    expect(firstFriendProblem({})).toBeUndefined();
  });

  it("the forms' words, unless authored", () => {
    expect(friendProblemMessage('email', 'valueMissing', "Friend's e-mail")).toBe("Enter friend's e-mail.");
    expect(friendProblemMessage('email', 'typeMismatch', 'E-mail')).toBe('Enter an email address like name@example.com.');
    expect(friendProblemMessage('email', 'valueMissing', 'E-mail', { requiredMessage: 'Your friend’s address, please.' })).toBe('Your friend’s address, please.');
    expect(friendProblemMessage('firstName', 'tooLong', 'First name')).toBe('Enter at most 50 characters.');
    expect(friendProblemMessage('firstName', 'tooLong', 'First name', { lengthMessage: 'حد أقصى 50 حرفًا.' })).toBe('حد أقصى 50 حرفًا.');
    // the label as the forms read it: without "(optional)"
    expect(friendProblemMessage('email', 'valueMissing', "Your friend's e-mail (optional)")).toBe("Enter your friend's e-mail.");
  });

  it('sends trimmed values, the first name only when given', () => {
    expect(invitationInput({ firstName: '  ', email: ' a@b.co ', consent: true })).toEqual({ email: 'a@b.co', consent: true });
    expect(invitationInput({ firstName: ' Jane ', email: 'a@b.co', consent: true })).toEqual({ email: 'a@b.co', firstName: 'Jane', consent: true });
  });

  it('each refusal has its own words and place', () => {
    expect(invitationRefusal('already-invited')).toEqual({ key: 'alreadyInvitedMessage', field: 'email' });
    expect(invitationRefusal('already-member')).toEqual({ key: 'alreadyMemberMessage', field: 'email' });
    expect(invitationRefusal('self-referral')).toEqual({ key: 'selfReferralMessage', field: 'email' });
    expect(invitationRefusal('invalid-email')).toEqual({ key: 'invalidEmailMessage', field: 'email' });
    expect(invitationRefusal('consent-required')).toEqual({ key: 'consentMessage', field: 'consent' });
    expect(invitationRefusal('limit')).toEqual({ key: 'limitMessage' });
    expect(invitationRefusal('session-expired')).toEqual({ key: 'sessionExpiredMessage' });
    expect(invitationRefusal('unavailable')).toEqual({ key: 'failureMessage' });
    expect(invitationRefusal('timeout')).toEqual({ key: 'failureMessage' });
  });
});
