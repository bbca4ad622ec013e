import { defineElement } from './define';
import { StoreDetails } from '../react/storeDetails/StoreDetails';

const label = (what: string, fallback: string) => ({ type: 'string' as const, description: `${what} (default '${fallback}').` });

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
    openNowLabel: label('The open state', 'Open now'),
    closedNowLabel: label('The closed state', 'Closed now'),
    opensAtLabel: label("The next opening; '{time}' is the time, with the day when it is not today", 'Opens {time}'),
    closesAtLabel: label("The next closing; '{time}' as above", 'Closes {time}'),
    openingHoursLabel: label("The hours table's caption", 'Opening hours'),
    closedLabel: label('A closed day in the table', 'Closed'),
    todayLabel: label("Beside today's day in the table", 'today'),
    servicesLabel: label('Heading of the services', 'Services'),
    paymentMethodsLabel: label('Heading of the payment methods', 'Payment methods'),
    directionsLabel: label('The directions link', 'Get directions'),
    newTabLabel: label('Read after the directions link: it opens a new tab', 'opens in a new tab'),
    mapAltText: { type: 'string', description: "The map image's alt text (default: the store image's altText)." },
    mapImage: { type: 'string', description: "An authored map image (URL); replaces the store's own map image (storeImages format 'map')." },
    errorMessage: label('Shown when the store cannot be loaded', 'The store details are unavailable right now.'),
    hybrisConfig: { type: 'json', description: "The commerce service { apiUrl, site }, when no <brand-page> gives the root model's config.hybrisConfig." },
  },
  modelFields: {
    title: { type: 'string', description: "Heading; the store's displayName when empty." },
  },
  emptiness: 'store-details',
  budgetKiB: 200,
});
