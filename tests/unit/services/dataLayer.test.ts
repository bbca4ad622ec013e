import { afterEach, describe, expect, it, vi } from 'vitest';
import { pushEvent, type DataLayerHost } from '../../../src/core/analytics/dataLayer';
import { ANALYTICS_EVENTS } from '../../../src/core/analytics/events';

afterEach(() => vi.unstubAllGlobals());

describe('analytics event names', () => {
  it('are the spec names, geofencing_check_failed included', () => {
    expect(ANALYTICS_EVENTS).toMatchObject({
      geofenceOverlay: 'geofenceOverlay',
      gatewayLegalAgeDisplay: 'gatewayLegalAgeDisplay',
      gatewayLegalAge: 'gatewayLegalAge',
      miniCartDisplay: 'miniCartDisplay',
      addToCart: 'addToCart',
      productImpression: 'productImpression',
      productClick: 'productClick',
      navigationMenu: 'navigationMenu',
      footerNavigationClick: 'footerNavigationClick',
      geofencingCheckFailed: 'geofencing_check_failed',
    });
  });
});

describe('pushEvent', () => {
  it('pushes { event, ...data } to window.dataLayer, creating it when missing', () => {
    const win: DataLayerHost = {};
    pushEvent(ANALYTICS_EVENTS.gatewayLegalAge, { selectedLegalAgeBoolean: 'Yes' }, win);
    expect(win.dataLayer).toEqual([{ event: 'gatewayLegalAge', selectedLegalAgeBoolean: 'Yes' }]);
  });
  it('appends to an existing data layer and keeps its own event name', () => {
    const existing = [{ event: 'gtm.js' }];
    const win = { dataLayer: existing } as DataLayerHost;
    const pushed = pushEvent(ANALYTICS_EVENTS.addToCart, { event: 'spoofed', productCode: 'P' }, win);
    expect(pushed).toEqual({ event: 'addToCart', productCode: 'P' });
    expect(existing).toEqual([{ event: 'gtm.js' }, { event: 'addToCart', productCode: 'P' }]);
  });
  it('uses the global window', () => {
    const win: DataLayerHost = {};
    vi.stubGlobal('window', win);
    pushEvent(ANALYTICS_EVENTS.geofencingCheckFailed);
    expect(win.dataLayer).toEqual([{ event: 'geofencing_check_failed' }]);
  });
  it('is a no-op without a window, and never throws', () => {
    expect(pushEvent(ANALYTICS_EVENTS.productClick, { id: 1 })).toBeUndefined();
    const broken = { dataLayer: { push: () => { throw new Error('tag manager bug'); } } };
    expect(() => pushEvent(ANALYTICS_EVENTS.productClick, {}, broken)).not.toThrow();
  });
});
