// The storefront's account page ?page=referrals (issue 20): member-get-member, the referral dashboard, sharing the
// visitor's referral link and asking a friend by e-mail, for logged-in visitors only.
import { column } from './index.mjs';
import { referralsContent } from './referralsContent.mjs';
import { askAFriendContent } from './askAFriendContent.mjs';

/** `link('login')` is every account element's `loginUrl`. */
export function referralsPage(context) {
  const referrals = referralsContent(context);
  const ask = askAFriendContent(context);
  return {
    title: context.lang === 'ar' ? 'ادعُ صديقًا' : 'Refer a friend',
    items: {
      spacerTop: { ':type': 'brand/components/spacer', height: '2' },
      ...referrals.items,
      spacerAsk: { ':type': 'brand/components/spacer', height: '4' },
      askAFriend: ask,
      spacer: { ':type': 'brand/components/spacer', height: '5' },
    },
    columns: { ...referrals.columns, askAFriend: column(8) },
  };
}
