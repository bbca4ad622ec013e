// The storefront's account page ?page=account (issue 19): shown to logged-in visitors only; the elements send an
// anonymous visitor to the login page (loginUrl) and back. The overview: a welcome, the newest order, the other
// account pages.
import { column } from './index.mjs';
import { overviewItems } from './accountOrdersContent.mjs';
import { overviewDeviceItems } from './devicesContent.mjs';
import { profileHomeItems } from './profileContent.mjs';

/** `link('login')` is every account element's `loginUrl`. */
export function accountPage(context) {
  // the page's heading and welcome first, then the visitor's greeting and profile summary, then the rest
  const { welcome, ...overview } = overviewItems(context);
  const items = { welcome, ...profileHomeItems(context), ...overview, ...overviewDeviceItems(context) };
  const columns = Object.fromEntries(Object.keys(items).map((key) => [key, key.startsWith('link') ? column(3, 12) : column(12)]));
  return {
    title: context.lang === 'ar' ? 'حسابي' : context.lang === 'km' ? 'គណនីរបស់ខ្ញុំ' : 'My account',
    items: {
      spacerTop: { ':type': 'brand/components/spacer', height: '2' },
      ...items,
      spacer: { ':type': 'brand/components/spacer', height: '5' },
    },
    columns,
  };
}
