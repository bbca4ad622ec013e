import { describe, expect, it } from 'vitest';
import { mapSvg, nextChristmas } from '../../../demo/mock/occStores.mjs';
import { isOpenAt } from '../../../src/core/commerce/storeHours';
import { call, parse } from './call';

const STORES = '/mock/occ/v2/brand-gb/stores';

describe('mock OCC stores', () => {
  it("lists four stores in SAP's shape, each with hours in its own zone, services, payment methods and a map", async () => {
    const response = await call('GET', `${STORES}?fields=FULL`);
    expect(response.status).toBe(200);
    expect(response.headers['Content-Type']).toBe('application/json');
    const body = parse(response);
    expect(body.pagination).toMatchObject({ currentPage: 0, totalResults: 4, totalPages: 1 });
    expect(body.stores.map((store: { timeZone: string }) => store.timeZone)).toEqual(['Europe/London', 'Europe/London', 'Asia/Dubai', 'Asia/Phnom_Penh']);
    for (const store of body.stores) {
      expect(store.openingHours.weekDayOpeningList.map((day: { weekDay: string }) => day.weekDay)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
      expect(store.address).toMatchObject({ line1: expect.any(String), town: expect.any(String), country: { isocode: expect.any(String) } });
      expect(store.geoPoint).toEqual({ latitude: expect.any(Number), longitude: expect.any(Number) });
      expect(store.features.entry.length).toBeGreaterThan(0);
      expect(store.paymentMethods.every((method: { code: string; name: string }) => method.code && method.name)).toBe(true);
      expect(store.storeImages[0]).toMatchObject({ format: 'map', url: `/mock/map/${store.name}.svg` });
    }
  });
  it('answers one store by name; an unknown store is a 400 UnknownIdentifierError, an unknown site a 400 too', async () => {
    const store = parse(await call('GET', `${STORES}/manchester-arndale?fields=FULL`));
    expect(store.displayName).toBe('Manchester Arndale');
    expect(isOpenAt(store, new Date('2026-06-07T11:00:00Z'))).toBe(false); // Sunday noon: closed
    expect(isOpenAt(store, new Date('2026-06-08T11:00:00Z'))).toBe(true);
    const unknown = await call('GET', `${STORES}/nowhere?fields=FULL`);
    expect(unknown.status).toBe(400);
    expect(parse(unknown).errors[0].type).toBe('UnknownIdentifierError');
    expect((await call('GET', '/mock/occ/v2/other-site/stores')).status).toBe(400);
  });
  it('the London flagship stays open late on Friday, to 01:00', async () => {
    const london = parse(await call('GET', `${STORES}/london-carnaby`));
    expect(isOpenAt(london, new Date('2026-06-05T23:30:00Z'))).toBe(true); // Saturday 00:30 BST
    expect(isOpenAt(london, new Date('2026-06-06T00:00:00Z'))).toBe(false); // 01:00 BST
  });
  it('keeps the special closed day in the future', () => {
    expect(nextChristmas(new Date('2026-11-24T00:00:00Z'))).toBe('2026-12-25');
    expect(nextChristmas(new Date('2026-12-25T12:00:00Z'))).toBe('2026-12-25');
    expect(nextChristmas(new Date('2026-12-26T00:00:00Z'))).toBe('2027-12-25');
  });
  it('draws a map tile per store, an SVG without text; unknown stores have none', async () => {
    const tile = await call('GET', '/mock/map/dubai-mall.svg');
    expect(tile.status).toBe(200);
    expect(tile.headers['Content-Type']).toMatch(/^image\/svg\+xml/);
    expect(tile.body).toMatch(/^<svg /);
    expect(tile.body).not.toMatch(/<text/);
    expect(mapSvg('dubai-mall')).toBe(tile.body);
    expect(mapSvg('london-carnaby')).not.toBe(tile.body);
    expect((await call('GET', '/mock/map/nowhere.svg')).status).toBe(404);
  });
});
