/** The words of brand-ask-a-friend (every one may be authored; {email} and {firstName} are filled in the success message). */
export const ASK_DEFAULTS = {
  firstNameLabel: "Your friend's first name (optional)",
  emailLabel: "Your friend's e-mail",
  emailHint: 'We send one invitation and keep only a masked copy of the address.',
  consentLabel: 'My friend agreed to be contacted',
  consentRequiredMessage: 'Confirm that your friend agreed to be contacted.',
  requiredMessage: '',
  typeMessage: '',
  lengthMessage: '',
  submitLabel: 'Send invitation',
  sendingLabel: 'Sending',
  successMessage: 'Your invitation is on its way to {email}. You can ask another friend.',
  alreadyInvitedMessage: 'You have already invited this friend.',
  alreadyMemberMessage: 'This friend is already a member.',
  selfReferralMessage: 'You cannot invite yourself. Enter your friend’s e-mail.',
  limitMessage: 'You have reached the number of invitations that can wait for an answer. Try again once a friend has replied.',
  invalidEmailMessage: 'Enter an email address like name@example.com.',
  consentMessage: 'Your friend must agree to be contacted before we can send the invitation.',
  sessionExpiredMessage: 'Your session has expired. Please log in again.',
  failureMessage: 'We could not send your invitation. Try again in a moment: what you typed is kept.',
};

export type AskWords = typeof ASK_DEFAULTS;
