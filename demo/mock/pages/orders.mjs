// The storefront's account page ?page=orders (issue 19): shown to logged-in visitors only; the elements send an
// anonymous visitor to the login page (loginUrl) and back.
import { column } from './index.mjs';
import { ordersNode } from './accountOrdersContent.mjs';

/** `link('login')` is every account element's `loginUrl`. */
export function ordersPage(context) {
  return {
    title: context.lang === 'ar' ? 'طلباتي' : 'My orders',
    items: {
      spacerTop: { ':type': 'brand/components/spacer', height: '2' },
      orders: ordersNode(context),
      spacer: { ':type': 'brand/components/spacer', height: '5' },
    },
    columns: { orders: column(12) },
  };
}
