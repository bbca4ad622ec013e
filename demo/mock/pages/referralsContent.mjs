// Demo content of the referral page (issue 20): brand-mgm-dashboard and brand-refer-a-friend. A placeholder until
// the elements exist.
import { column } from './index.mjs';

/** `{ items, columns }` of the referral page's top part. */
export function referralsContent(context) {
  return {
    items: { referralsHeading: { ':type': 'brand/components/text', richText: true, text: '<h1>Refer a friend</h1>' } },
    columns: { referralsHeading: column(12) },
  };
}
