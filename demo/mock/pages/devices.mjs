// The storefront's account page ?page=devices (issue 19): the visitor's registered devices and the new-device
// form, shown to logged-in visitors only; the elements send an anonymous visitor to the login page and back.
import { column } from './index.mjs';
import { devicesContent } from './devicesContent.mjs';

/** `link('login')` is every account element's `loginUrl`. */
export function devicesPage(context) {
  const content = devicesContent(context);
  return {
    title: context.lang === 'ar' ? 'أجهزتي' : 'My devices',
    items: {
      spacerTop: { ':type': 'brand/components/spacer', height: '2' },
      heading: { ':type': 'brand/components/text', richText: true, text: content.heading },
      spacerHeading: { ':type': 'brand/components/spacer', height: '3' },
      warrantyActive: content.warrantyActive,
      warrantyInvite: content.warrantyInvite,
      spacerWarranty: { ':type': 'brand/components/spacer', height: '3' },
      devices: content.devices,
      spacerMiddle: { ':type': 'brand/components/spacer', height: '4' },
      register: content.register,
      spacer: { ':type': 'brand/components/spacer', height: '5' },
    },
    columns: { heading: column(12), warrantyActive: column(12), warrantyInvite: column(12), devices: column(12), register: column(8) },
  };
}
