import { defineElement } from './defineWithReact';
import { Iframe } from '../react/iframe/Iframe';
import { iframeEmptiness } from '../core/model/emptiness/iframe';

/**
 * An embedded page (http(s) only), sandboxed and loaded lazily below the fold. Its parameters are
 * added to the URL's query. After each load and whenever the visitor changes, a frame whose origin
 * the page's config lists (`config.embedOrigins`, exact origins) is sent the logged-in visitor's data
 * with postMessage({ type: 'brand-user-data', loginStatus, affiliation, userID, emailHashed, birthYear,
 * loyaltyBadge, hasDeviceRegistered, hasAlreadyOrdered }, <the frame's origin>), never to '*'; an
 * unlisted frame, an anonymous visitor's frame, and a frame from the page's own origin (sandboxed
 * without allow-same-origin, so its origin is opaque), are sent nothing. Any other scheme
 * (javascript:, data:, …) renders nothing and logs one error. Resource type: brand/components/iframe.
 */
export const BrandIframe = defineElement('brand-iframe', Iframe, {
  props: {
    url: { type: 'string', description: 'The page to embed: an http(s) URL, absolute or relative to the page.' },
    parameters: { type: 'json', description: 'Query parameters added to the URL: [{ key, value }].' },
    height: { type: 'string', description: 'Frame height: a CSS length, or a number of pixels (default 300).' },
    width: { type: 'string', description: 'Frame width: a CSS length, or a number of pixels (default 100%).' },
  },
  modelFields: {
    title: { type: 'string', description: "The frame's accessible name (what screen readers announce); default \"Embedded content\"." },
  },
  parts: [
    { name: 'frame', description: 'The iframe.' },
    { name: 'placeholder', description: 'The box holding the size until the frame is placed.' },
  ],
  emptiness: iframeEmptiness,
  family: 'structure',
  budgetKiB: 93,
});
