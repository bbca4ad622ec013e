import { defineElement } from './defineWithReact';
import { ReferAFriend } from '../react/referAFriend/ReferAFriend';
import { referAFriendEmptiness } from '../core/model/emptiness/refer-a-friend';
import { CONSUMER_SERVICE_FIELDS, LOGIN_FIELDS, RETRY_FIELDS, SIGNED_OUT_FIELDS } from './fieldGroups';

/**
 * Shares the logged-in visitor's personal referral link (member-get-member): shows their code
 * (selectable) and link, and the authored `messageToShare` with {code} and {link} filled in, through the authored
 * `communicationChannels`: copy (Clipboard API, with a fallback, and a live "Link copied"), e-mail (mailto:), SMS
 * (sms:), WhatsApp (wa.me) and share (the Web Share API, offered only where the browser has it). Empty (the
 * editor's placeholder, nothing on the live site) without a message or channels. An anonymous visitor is sent to
 * `loginUrl`. Resource type: brand/components/refer-a-friend.
 */
export const BrandReferAFriend = defineElement('brand-refer-a-friend', ReferAFriend, {
  // For members: its server markup is the visitor still unknown, never final (README "Server rendering").
  hydrate: 'load',
  props: {
    messageToShare: { type: 'string', description: "The message a friend receives: {code} (the visitor's code) and {link} (their link) filled in; without {link} the link is added after it." },
    communicationChannels: {
      type: 'json',
      description: "The channels, in order: a list of 'copy', 'email', 'sms', 'whatsapp', 'share' (or { channel, label } to name a button). 'share' shows only where navigator.share exists.",
    },
    referralUrl: { type: 'string', description: 'The page a friend opens to join (http(s) or relative only: anything else is refused): {code} in it is replaced by the code, else ?ref=<code> is added.' },
    codeLabel: { type: 'string', description: "Default 'Your referral code'." },
    linkLabel: { type: 'string', description: "Default 'Your personal link'." },
    messageLabel: { type: 'string', description: "Above the message (default 'Your message')." },
    channelsLabel: { type: 'string', description: "The channels' list name (default 'Share your link')." },
    copyLabel: { type: 'string', description: "Default 'Copy link'." },
    copyCodeLabel: { type: 'string', description: "The copy button without a referralUrl (default 'Copy code')." },
    copiedMessage: { type: 'string', description: "Said after the link was copied (default 'Link copied')." },
    codeCopiedMessage: { type: 'string', description: "Said after the code was copied, when there is no link (default 'Code copied')." },
    copyErrorMessage: { type: 'string', description: 'Said when the browser refused to copy.' },
    shareErrorMessage: { type: 'string', description: 'Said when the browser could not share (not when the visitor closed the share sheet).' },
    emailLabel: { type: 'string', description: "Default 'E-mail'." },
    smsLabel: { type: 'string', description: "Default 'SMS'." },
    whatsappLabel: { type: 'string', description: "Default 'WhatsApp'." },
    newTabLabel: { type: 'string', description: "Said (not shown) after the WhatsApp link, which opens a new tab (default '(opens in a new tab)')." },
    shareLabel: { type: 'string', description: "The Web Share button (default 'More options')." },
    emailSubject: { type: 'string', description: "The e-mail's subject (none by default)." },
    loadErrorMessage: { type: 'string', description: 'Shown when the referral code could not be loaded.' },
    ...RETRY_FIELDS,
    ...LOGIN_FIELDS,
    ...SIGNED_OUT_FIELDS,
    ...CONSUMER_SERVICE_FIELDS,
  },
  modelFields: {
    title: { type: 'string', description: "The heading (default 'Refer a friend')." },
  },
  events: { onShare: { name: 'brand-refer-a-friend-share', description: "The visitor shared their link; detail { channel } ('copy' once copied, 'share' once the share sheet completed, else the link opened)." } },
  emptiness: referAFriendEmptiness,
  family: 'other',
  budgetKiB: 97,
});
