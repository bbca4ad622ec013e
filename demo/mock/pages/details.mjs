// The storefront's account page ?page=details (issue 20): the visitor's profile, personal details (with the
// one-time password for a change of e-mail or phone) and the data request, for logged-in visitors only; the
// elements send an anonymous visitor to the login page and back.
import { column } from './index.mjs';
import { personalDetailsContent } from './personalDetailsContent.mjs';
import { dataRequestContent } from './dataRequestContent.mjs';

/** `link('login')` is every account element's `loginUrl`. */
export function detailsPage(context) {
  const personal = personalDetailsContent(context);
  const dataRequest = dataRequestContent(context);
  return {
    title: context.lang === 'ar' ? 'البيانات الشخصية' : 'Personal details',
    items: {
      spacerTop: { ':type': 'brand/components/spacer', height: '2' },
      personalDetails: personal,
      spacerMiddle: { ':type': 'brand/components/spacer', height: '4' },
      dataRequest,
      spacer: { ':type': 'brand/components/spacer', height: '5' },
    },
    columns: { personalDetails: column(12), dataRequest: column(12) },
  };
}
