import { defineElement } from './defineWithReact';
import { RatingWidget } from '../react/ratingWidget/RatingWidget';

/**
 * The rate-and-review widget: TrustPilot's TrustBox (the authored snippet, sanitized, keeping the
 * data-* attributes TrustPilot reads) or TrustedShop's badge (a click-triggered card, custom
 * reviews variant, 50 by 50). The provider's script (TrustPilot's bootstrap, or
 * https://widgets.trustedshops.com/js/<trusted-shop-id>.js) is added at the end of document.body once per
 * page, async, and only when a widget first scrolls into view. If it cannot load, or the
 * configuration is unusable, one console error names the element and only the label is shown.
 * Resource type: brand/components/rating-widget.
 */
export const BrandRatingWidget = defineElement('brand-rating-widget', RatingWidget, {
  hydrate: 'interaction',
  props: {
    serviceName: { type: 'string', description: 'TrustPilot or TrustedShop.' },
    trustPilotSnippet: { type: 'string', editor: 'richtext', description: "TrustPilot's TrustBox HTML snippet (sanitized)." },
    trustedShopId: { type: 'string', description: 'The TrustedShop shop id (letters and digits only).' },
    label: { type: 'string', description: 'Caption shown with the widget, and alone when it cannot load.' },
    scriptUrl: {
      type: 'string',
      description: "Replaces the provider's script URL: a same-origin path (a self-hosted copy) or https on the provider's own host; e.g. /mock/rating/trustpilot.js in the demo.",
    },
  },
  family: 'commerce',
  budgetKiB: 91,
});
