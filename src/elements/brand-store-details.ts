import { defineElement } from './defineWithReact';
import { StoreDetails } from '../react/storeDetails/StoreDetails';
import { storeDetailsEmptiness } from '../core/model/emptiness/store-details';
import { COMMERCE_SERVICE_FIELDS } from './fieldGroups';

/**
 * One store of SAP Commerce's store locator (OCC `GET {apiUrl}/v2/{site}/stores/{name}`, docs/mock-api.md "OCC stores"):
 * name, address with a phone link, opening hours as a table in the store's own time zone with today's row marked,
 * "open now" / "closed now" and the next change (shown after mount, re-evaluated each minute), services, payment
 * methods, a static map image and a directions link (Google Maps, new tab). No third-party map script.
 * Reads the page's `config.hybrisConfig`, or its `hybrisConfig` property on a partner page.
 * Resource type: brand/components/store-details.
 */
export const BrandStoreDetails = defineElement('brand-store-details', StoreDetails, {
  props: {
    storeName: { type: 'string', description: 'The OCC store name (PointOfService `name`), required: nothing renders live without it.' },
    openNowLabel: { type: 'string', description: "The open state (default 'Open now')." },
    closedNowLabel: { type: 'string', description: "The closed state (default 'Closed now')." },
    opensAtLabel: { type: 'string', description: "The next opening; '{time}' is the time, with the day when it is not today (default 'Opens {time}')." },
    closesAtLabel: { type: 'string', description: "The next closing; '{time}' as above (default 'Closes {time}')." },
    openingHoursLabel: { type: 'string', description: "The hours table's caption (default 'Opening hours')." },
    closedLabel: { type: 'string', description: "A closed day in the table (default 'Closed')." },
    todayLabel: { type: 'string', description: "Beside today's day in the table (default 'today')." },
    servicesLabel: { type: 'string', description: "Heading of the services (default 'Services')." },
    paymentMethodsLabel: { type: 'string', description: "Heading of the payment methods (default 'Payment methods')." },
    directionsLabel: { type: 'string', description: "The directions link (default 'Get directions')." },
    newTabLabel: { type: 'string', description: "Read after the directions link: it opens a new tab (default 'opens in a new tab')." },
    mapAltText: { type: 'string', description: "The map image's alt text (default: the store image's altText)." },
    mapImage: { type: 'string', editor: 'reference', description: "An authored map image (URL); replaces the store's own map image (storeImages format 'map')." },
    errorMessage: { type: 'string', description: "Shown when the store cannot be loaded (default 'The store details are unavailable right now.')." },
    ...COMMERCE_SERVICE_FIELDS,
  },
  modelFields: {
    title: { type: 'string', description: "Heading; the store's displayName when empty." },
  },
  emptiness: storeDetailsEmptiness,
  family: 'other',
  budgetKiB: 99,
});
