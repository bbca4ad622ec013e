import { defineElement } from './defineWithReact';
import { provideFragmentElement } from '../react/gates/fragmentElement';
import { Geofence } from '../react/geofence/Geofence';

// The dialog renders the authored fragment as <brand-experience-fragment>, whose code (with the page-model
// renderer) loads only when that content shows: a visitor the gate lets through never downloads it.
provideFragmentElement(() => import('./brand-experience-fragment'));

/**
 * The geofencing dialog: full screen, not dismissible, z-index
 * 1352, shown outside authoring when `geoFencing.geofencingEnabled` and the visitor's country (the
 * `countryHeader` of a HEAD request to this page, default cloudfront-viewer-country) differs from
 * the market. `?gr=false` skips it and sets the `gr` cookie; a `gr=true` cookie skips it. Its content
 * is the experience fragment at `geoFencing.xfContent`, labelled by the authored aria ids. It takes
 * its turn after the age gate. `<brand-page>` creates it with `model = { geoFencing, market }`;
 * on its own it takes the same fields as attributes or a child JSON script.
 */
export const BrandGeofence = defineElement('brand-geofence', Geofence, {
  hydrate: 'load',
  props: {
    geoFencing: {
      type: 'json',
      description: 'config.geoFencing: { geofencingEnabled, xfContent, ariaLabelledBy, ariaDescribedBy, countryHeader }.',
    },
    market: { type: 'string', description: "The site's market, e.g. gb (default: the page config's market)." },
  },
  family: 'other',
  budgetKiB: 101,
});
