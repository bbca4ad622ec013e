// The storefront's account page ?page=receipt (issue 19): shown to logged-in visitors only; the elements send an
// anonymous visitor to the login page (loginUrl) and back.
import { column } from './index.mjs';

/** `link('login')` is every account element's `loginUrl`. */
export function receiptPage({ link }) {
  return {
    title: 'Upload a receipt',
    items: {
      spacerTop: { ':type': 'brand/components/spacer', height: '2' },
      heading: { ':type': 'brand/components/text', text: '<h1>Upload a receipt</h1>' },
      spacer: { ':type': 'brand/components/spacer', height: '5' },
    },
    columns: { heading: column(12) },
  };
}
