/** Every word of brand-mgm-dashboard, each authorable (authoredWords); {placeholders} filled by fillTemplate. */
export const DASHBOARD_WORDS = {
  invitedLabel: 'Friends invited',
  joinedLabel: 'Friends joined',
  rewardedLabel: 'Friends rewarded',
  pointsLabel: 'Points earned',
  invitationsTitle: 'Your invitations',
  invitedOnText: 'Invited on {date}',
  statusSentLabel: 'Waiting for an answer',
  statusJoinedLabel: 'Joined',
  statusRewardedLabel: 'Rewarded',
  rewardPointsText: '+{points} points',
  statusExpiredLabel: 'Expired',
  emptyMessage: 'You have not invited anyone yet. Share your link and earn points when a friend joins.',
  limitMessage: 'You have reached the limit of {max} waiting invitations.',
  noRewardMessage: 'Your rewards appear here once a friend you invited places a first order.',
  loadErrorMessage: 'We could not load your referrals. Please try again in a moment.',
  retryLabel: 'Try again',
};

export type DashboardWords = typeof DASHBOARD_WORDS;
