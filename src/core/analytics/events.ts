/**
 * The analytics event names. The one module that owns them: every push names its event through ANALYTICS_EVENTS.
 */
export const ANALYTICS_EVENTS = {
  /** the geofencing dialog was shown */
  geofenceOverlay: 'geofenceOverlay',
  /** the geofence HEAD check failed (nothing is shown) */
  geofencingCheckFailed: 'geofencing_check_failed',
  /** the age gate was shown */
  gatewayLegalAgeDisplay: 'gatewayLegalAgeDisplay',
  /** the age gate was answered; data `{ selectedLegalAgeBoolean: 'Yes' | 'No' }` */
  gatewayLegalAge: 'gatewayLegalAge',
  miniCartDisplay: 'miniCartDisplay',
  addToCart: 'addToCart',
  productImpression: 'productImpression',
  productClick: 'productClick',
  navigationMenu: 'navigationMenu',
  footerNavigationClick: 'footerNavigationClick',
  /** GA4 ecommerce (brand-checkout): `{ ecommerce: { currency, value, items } }`, plus shipping_tier, payment_type, transaction_id */
  beginCheckout: 'begin_checkout',
  addShippingInfo: 'add_shipping_info',
  addPaymentInfo: 'add_payment_info',
  purchase: 'purchase',
} as const;

export type AnalyticsEventKey = keyof typeof ANALYTICS_EVENTS;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[AnalyticsEventKey];

/** The value of `selectedLegalAgeBoolean` in gatewayLegalAge. */
export type LegalAgeAnswer = 'Yes' | 'No';
