// The storefront's account page ?page=details (issue 20): a greeting, the visitor's profile summary, then a switcher
// over personal details (with the one-time password for a change of e-mail or phone) and the data request, for
// logged-in visitors only; the elements send an anonymous visitor to the login page and back.
import { column } from './index.mjs';
import { personalDetailsContent } from './personalDetailsContent.mjs';
import { dataRequestContent } from './dataRequestContent.mjs';
import { profileDetailsItems } from './profileContent.mjs';

const TITLES = { en: 'Personal details', ar: 'البيانات الشخصية', km: 'ព័ត៌មានផ្ទាល់ខ្លួន' };

/** `link('login')` is every account element's `loginUrl`. */
export function detailsPage(context) {
  const personal = personalDetailsContent(context);
  const dataRequest = dataRequestContent(context);
  const items = profileDetailsItems(context, personal, dataRequest);
  return {
    title: TITLES[context.lang] ?? TITLES.en,
    items: {
      spacerTop: { ':type': 'brand/components/spacer', height: '2' },
      ...items,
      spacer: { ':type': 'brand/components/spacer', height: '5' },
    },
    columns: Object.fromEntries(Object.keys(items).map((key) => [key, column(12)])),
  };
}
