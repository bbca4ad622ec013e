import { defineElement } from './defineWithReact';
import { MgmDashboard } from '../react/mgmDashboard/MgmDashboard';
import { CONSUMER_SERVICE_FIELDS, LOGIN_FIELDS, RETRY_FIELDS, SIGNED_OUT_FIELDS } from './fieldGroups';

/**
 * The logged-in visitor's member-get-member dashboard: the referral statistics (friends invited, joined,
 * rewarded, points earned) as a description list, the authored action cards (actionable links, or disabled with
 * their reason: too many invitations waiting, no reward yet), and one card per invitation (the friend's first name
 * or masked address, the date, the status in words beside a status circle: waiting → warning, joined / rewarded →
 * success, expired → error). A skeleton while loading; a failure keeps what was shown with one message and "Try
 * again". Reloads when `brand-referral-invitation-sent` reaches the document. An anonymous visitor is sent to
 * `loginUrl`. Resource type: brand/components/mgm-dashboard.
 */
export const BrandMgmDashboard = defineElement('brand-mgm-dashboard', MgmDashboard, {
  // For members: its server markup is the visitor still unknown, never final (README "Server rendering").
  hydrate: 'load',
  props: {
    cards: {
      type: 'json',
      description:
        "Action cards: a list of { title, text, linkUrl, icon (pmi-icon- name), requires ('invitations-left': disabled while the waiting invitations reach the service's limit; 'reward': disabled until a friend was rewarded), disabledText (why it is disabled) }. A card without linkUrl is disabled.",
    },
    invitedLabel: { type: 'string', description: "Default 'Friends invited'." },
    joinedLabel: { type: 'string', description: "Default 'Friends joined'." },
    rewardedLabel: { type: 'string', description: "Default 'Friends rewarded'." },
    pointsLabel: { type: 'string', description: "Default 'Points earned'." },
    invitationsTitle: { type: 'string', description: "Above the invitations (default 'Your invitations')." },
    invitedOnText: { type: 'string', description: "An invitation's date, {date} filled in (default 'Invited on {date}')." },
    statusSentLabel: { type: 'string', description: "A waiting invitation (default 'Waiting for an answer')." },
    statusJoinedLabel: { type: 'string', description: "Default 'Joined'." },
    statusRewardedLabel: { type: 'string', description: "Default 'Rewarded'." },
    rewardPointsText: { type: 'string', description: "After 'Rewarded', {points} filled in (default '+{points} points')." },
    statusExpiredLabel: { type: 'string', description: "Default 'Expired'." },
    emptyMessage: { type: 'string', description: 'Shown when the visitor has invited nobody yet.' },
    limitMessage: { type: 'string', description: "Why an 'invitations-left' card is disabled, {max} (and {pending}) filled in (default 'You have reached the limit of {max} waiting invitations.')." },
    noRewardMessage: { type: 'string', description: "Why a 'reward' card is disabled." },
    loadErrorMessage: { type: 'string', description: 'Shown when the referrals could not be loaded (kept on screen if they were).' },
    ...RETRY_FIELDS,
    ...LOGIN_FIELDS,
    ...SIGNED_OUT_FIELDS,
    ...CONSUMER_SERVICE_FIELDS,
  },
  modelFields: {
    title: { type: 'string', description: "The heading (default 'Your referrals')." },
  },
  family: 'other',
  budgetKiB: 96,
});
