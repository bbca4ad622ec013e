import { describe, expect, it, vi } from 'vitest';
import {
  directionsUrl,
  fetchStore,
  fetchStores,
  storePaymentMethods,
  storeServices,
  storeUrl,
  storesUrl,
  type OccStore,
} from '../../../src/core/services/occStores';
import { failingFetch, fakeFetch, hangingFetch, json, text } from '../helpers/fakes';

const HYBRIS = { apiUrl: '/mock/occ/', site: 'brand-gb', clientId: 'demo-occ-client', clientSecret: 'demo-occ-secret' };
const STORE: OccStore = {
  name: 'london-flagship',
  displayName: 'London Flagship',
  address: { line1: '12 Carnaby Street', town: 'London', postalCode: 'W1F 9PS', country: { isocode: 'GB', name: 'United Kingdom' }, phone: '+44 20 7946 0000' },
  geoPoint: { latitude: 51.5129, longitude: -0.1389 },
  features: { entry: [{ key: 'repair', value: 'Device repair' }, { key: 'trial' }, { value: '' }] },
  paymentMethods: [{ code: 'visa', name: 'Visa' }, { code: 'cash' }],
  timeZone: 'Europe/London',
};

describe('OCC stores service', () => {
  it('GETs {apiUrl}/v2/{site}/stores?fields=FULL with no token, and keeps the stores and the pagination', async () => {
    const fetch = fakeFetch(() => json(200, { stores: [STORE, { displayName: 'no name' }], pagination: { totalResults: 1 } }));
    const list = await fetchStores(HYBRIS, { fetch });
    expect(fetch.calls[0]).toMatchObject({ url: '/mock/occ/v2/brand-gb/stores?fields=FULL', method: 'GET' });
    expect(Object.keys(fetch.calls[0]!.headers).map((name) => name.toLowerCase())).not.toContain('authorization');
    expect(list).toEqual({ stores: [STORE], pagination: { totalResults: 1 } });
  });
  it('GETs one store by its name, encoded', async () => {
    const fetch = fakeFetch(() => json(200, STORE));
    expect(await fetchStore(HYBRIS, 'london-flagship', { fetch })).toEqual(STORE);
    expect(fetch.calls[0]!.url).toBe('/mock/occ/v2/brand-gb/stores/london-flagship?fields=FULL');
    expect(storeUrl(HYBRIS, 'a/b c')).toBe('/mock/occ/v2/brand-gb/stores/a%2Fb%20c?fields=FULL');
    expect(storesUrl({ apiUrl: 'https://api.example.com', site: 'x' })).toBe('https://api.example.com/v2/x/stores?fields=FULL');
  });

  const failures: [string, () => ReturnType<typeof fakeFetch>][] = [
    ['an unknown store (400 UnknownIdentifierError)', () => fakeFetch(() => json(400, { errors: [{ type: 'UnknownIdentifierError' }] }))],
    ['a 500', () => fakeFetch(() => json(500, { errors: [{ type: 'InternalServerError' }] }))],
    ['malformed JSON', () => fakeFetch(() => text(200, '{"name":'))],
    ['an empty body', () => fakeFetch(() => text(200, ''))],
    ['a body that is not a store', () => fakeFetch(() => json(200, { displayName: 'x' }))],
    ['a network failure', () => failingFetch()],
  ];
  it.each(failures)('fetchStore resolves undefined on %s and tells onError once', async (_, makeFetch) => {
    const onError = vi.fn();
    await expect(fetchStore(HYBRIS, 'london-flagship', { fetch: makeFetch(), onError })).resolves.toBeUndefined();
    expect(onError).toHaveBeenCalledTimes(1);
  });
  it('fetchStores resolves undefined without a stores list, or without apiUrl/site (nothing fetched)', async () => {
    const onError = vi.fn();
    expect(await fetchStores(HYBRIS, { fetch: fakeFetch(() => json(200, { stores: 'x' })), onError })).toBeUndefined();
    const fetch = fakeFetch(() => json(200, { stores: [] }));
    expect(await fetchStores({ site: 'x' }, { fetch, onError })).toBeUndefined();
    expect(await fetchStore(undefined, 'x', { fetch, onError })).toBeUndefined();
    expect(await fetchStore(HYBRIS, '', { fetch, onError })).toBeUndefined();
    expect(fetch.calls).toHaveLength(0);
    expect(onError).toHaveBeenCalledTimes(4);
  });
  it('times out', async () => {
    vi.useFakeTimers();
    try {
      const onError = vi.fn();
      const pending = fetchStore(HYBRIS, 'x', { fetch: hangingFetch(), timeoutMs: 1000, onError });
      await vi.advanceTimersByTimeAsync(1000);
      expect(await pending).toBeUndefined();
      expect(onError.mock.calls[0]![0]).toMatchObject({ kind: 'timeout' });
    } finally {
      vi.useRealTimers();
    }
  });
  it('reads services, payment methods and directions', () => {
    expect(storeServices(STORE)).toEqual(['Device repair', 'trial']);
    expect(storePaymentMethods(STORE)).toEqual(['Visa', 'cash']);
    expect(directionsUrl(STORE)).toBe('https://www.google.com/maps/dir/?api=1&destination=51.5129,-0.1389');
    expect(directionsUrl({ name: 'x', geoPoint: { latitude: 91, longitude: 0 } })).toBeUndefined();
    expect(directionsUrl({ name: 'x' })).toBeUndefined();
    expect(storeServices({ name: 'x' })).toEqual([]);
  });
});
