import { defineElement } from './defineWithReact';
import { AskAFriend } from '../react/askAFriend/AskAFriend';
import { CONSUMER_SERVICE_FIELDS, LOGIN_FIELDS, SIGNED_OUT_FIELDS } from './fieldGroups';

/**
 * Ask a friend by e-mail (member-get-member): the friend's first name (optional), e-mail (required) and a
 * consent checkbox with an authored HTML label (required), checked with the forms' rules and words before anything
 * is sent; each refusal of the consumer service (already invited, already a member, yourself, the limit, invalid,
 * consent) has its own authored message and keeps what was typed; success is said and focused, the form cleared for
 * another friend, and `brand-referral-invitation-sent` dispatched. Logged-in visitors only (an anonymous one is sent
 * to `loginUrl`). Resource type: brand/components/ask-a-friend.
 */
export const BrandAskAFriend = defineElement('brand-ask-a-friend', AskAFriend, {
  // For members: its server markup is the visitor still unknown, never final (README "Server rendering").
  hydrate: 'load',
  props: {
    text: { type: 'string', editor: 'richtext', description: 'Authored HTML above the form (sanitized): what the friend receives, the reward.' },
    firstNameLabel: { type: 'string', description: "Default \"Your friend's first name (optional)\"." },
    emailLabel: { type: 'string', description: "Default \"Your friend's e-mail\"." },
    emailHint: { type: 'string', description: 'Under the e-mail field.' },
    consentLabel: { type: 'string', editor: 'richtext', description: "The consent checkbox's label, authored HTML (sanitized; default 'My friend agreed to be contacted')." },
    consentRequiredMessage: { type: 'string', description: 'Shown when the consent is not ticked.' },
    requiredMessage: { type: 'string', description: "Shown when the e-mail is empty (default the forms' 'Enter your friend's e-mail.')." },
    typeMessage: { type: 'string', description: "Shown when the e-mail is not an address (default the forms' 'Enter an email address like name@example.com.')." },
    lengthMessage: { type: 'string', description: "Shown when the first name is too long (default the forms' 'Enter at most 50 characters.')." },
    submitLabel: { type: 'string', description: "Default 'Send invitation'." },
    sendingLabel: { type: 'string', description: "The busy button's progress name (default 'Sending')." },
    successMessage: { type: 'string', description: 'Said (and focused) after an invitation was accepted, {email} and {firstName} filled in.' },
    alreadyInvitedMessage: { type: 'string', description: "On the e-mail when this friend was invited before (default 'You have already invited this friend.')." },
    alreadyMemberMessage: { type: 'string', description: "On the e-mail when the friend is a member (default 'This friend is already a member.')." },
    selfReferralMessage: { type: 'string', description: "On the e-mail when it is the visitor's own address." },
    limitMessage: { type: 'string', description: 'Shown when too many invitations wait for an answer.' },
    invalidEmailMessage: { type: 'string', description: 'On the e-mail when the service refuses the address.' },
    consentMessage: { type: 'string', description: 'On the consent when the service refuses without it.' },
    sessionExpiredMessage: { type: 'string', description: 'Shown when the session has expired (401/403).' },
    failureMessage: { type: 'string', description: 'Shown when the service failed (5xx, network, timeout); what was typed is kept.' },
    ...LOGIN_FIELDS,
    ...SIGNED_OUT_FIELDS,
    ...CONSUMER_SERVICE_FIELDS,
  },
  modelFields: {
    title: { type: 'string', description: 'The heading above the form (none by default).' },
  },
  events: { onInvitationSent: { name: 'brand-referral-invitation-sent', description: 'An invitation was accepted; detail { invitationId, status }. The MGM dashboard reloads.' } },
  family: 'other',
  budgetKiB: 96,
});
