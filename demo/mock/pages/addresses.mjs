// The storefront's account page ?page=addresses (issue 19): shown to logged-in visitors only; the elements send an
// anonymous visitor to the login page (loginUrl) and back.
import { column } from './index.mjs';

/** `link('login')` is every account element's `loginUrl`. */
export function addressesPage({ link }) {
  return {
    title: 'My addresses',
    items: {
      spacerTop: { ':type': 'brand/components/spacer', height: '2' },
      heading: { ':type': 'brand/components/text', text: '<h1>My addresses</h1>' },
      spacer: { ':type': 'brand/components/spacer', height: '5' },
    },
    columns: { heading: column(12) },
  };
}
