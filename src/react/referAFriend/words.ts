/** Every word of brand-refer-a-friend, each authorable (authoredWords). */
export const REFER_WORDS = {
  codeLabel: 'Your referral code',
  linkLabel: 'Your personal link',
  messageLabel: 'Your message',
  channelsLabel: 'Share your link',
  copyLabel: 'Copy link',
  copyCodeLabel: 'Copy code',
  copiedMessage: 'Link copied',
  codeCopiedMessage: 'Code copied',
  copyErrorMessage: 'Your link could not be copied. Select it and copy it yourself.',
  shareErrorMessage: 'Your link could not be shared from here. Copy it or choose another way.',
  emailLabel: 'E-mail',
  smsLabel: 'SMS',
  whatsappLabel: 'WhatsApp',
  newTabLabel: '(opens in a new tab)',
  shareLabel: 'More options',
  emailSubject: '',
  loadErrorMessage: 'We could not load your referral code. Please try again in a moment.',
  retryLabel: 'Try again',
};

export type ReferWords = typeof REFER_WORDS;
