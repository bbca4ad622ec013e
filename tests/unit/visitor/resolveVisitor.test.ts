import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_FAILED_WARNING, resolveVisitorType, startVisitor } from '../../../src/core/visitor/resolveVisitor';
import { getVisitorType, visitorResolution, visitorStore } from '../../../src/core/stores/visitor';
import { localCartStore, readLocalCart } from '../../../src/core/stores/localCart';
import {
  HYBRIS,
  MULESOFT,
  SECRETS,
  captureConsole,
  expectNoSecrets,
  failingFetch,
  fakeFetch,
  json,
  memoryJar,
  memoryStorage,
  type RecordedCall,
} from '../helpers/fakes';

const LAU = { brand_uid: 'demo-lau', brand_token: 'token-demo-lau' };

interface Backend {
  consumer?: Response | 'network';
  hav?: boolean;
  assets?: number | Response;
  loyalty?: string | Response;
  carts?: unknown[];
}

/** A fake MuleSoft + OCC following docs/mock-api.md. */
function backend(spec: Backend) {
  return fakeFetch((call: RecordedCall) => {
    if (call.url.includes('/web/v1/api/v1/consumer/') && call.url.includes('/loyalty')) {
      if (spec.loyalty instanceof Response) return spec.loyalty;
      return json(200, { 'response-data': { tierInformation: { currentTier: spec.loyalty ?? 'SILVER' } } });
    }
    if (call.url.includes('/web/v1/api/v1/consumer/')) {
      if (spec.consumer === 'network') return Promise.reject(new TypeError('Failed to fetch'));
      if (spec.consumer) return spec.consumer;
      return json(200, {
        'response-data': {
          profile: { consumerId: 'demo-lau', firstName: 'A' },
          hardAgeVerification: [{ hardAVStatus: spec.hav ? 'VERIFIED' : 'NOT_VERIFIED' }],
        },
      });
    }
    if (call.url.includes('/web/v1/api/v1/consumers/')) {
      if (spec.assets instanceof Response) return spec.assets;
      return json(200, { 'response-data': { data: Array.from({ length: spec.assets ?? 0 }, (_, i) => ({ serialNumber: `S${i}` })) } });
    }
    if (call.url.endsWith('/oauth/token')) return json(200, { access_token: 'occ-1', token_type: 'bearer', expires_in: 3600 });
    if (call.url.includes('/v2/brand-gb/users/')) return json(200, { carts: spec.carts ?? [] });
    return json(404, {});
  });
}

let logged: ReturnType<typeof captureConsole>;
beforeEach(() => {
  logged = captureConsole();
  visitorStore.set('LAS');
});
afterEach(() => {
  expectNoSecrets(logged.text(), SECRETS);
  logged.restore();
});

describe('resolveVisitorType: the decision table (section 4 "User type")', () => {
  it('no login cookies → LAS, without any call', async () => {
    const fetch = backend({});
    expect(await resolveVisitorType({ muleSoftConfig: MULESOFT, cookies: memoryJar(), fetch })).toEqual({ visitorType: 'LAS' });
    expect(await resolveVisitorType({ muleSoftConfig: MULESOFT, cookies: memoryJar({ brand_uid: 'demo-lau' }), fetch })).toEqual({
      visitorType: 'LAS',
    });
    expect(fetch.calls).toHaveLength(0);
  });
  it('logged in, not verified → LAU, assets not asked, loyalty returned', async () => {
    const fetch = backend({ hav: false, loyalty: 'GOLD' });
    const result = await resolveVisitorType({ muleSoftConfig: MULESOFT, cookies: memoryJar(LAU), fetch });
    expect(result.visitorType).toBe('LAU');
    expect(result.loyaltyTier).toBe('GOLD');
    expect(result.consumer?.profile?.firstName).toBe('A');
    expect(fetch.calls.some((call) => call.url.includes('/assets'))).toBe(false);
  });
  it('hard age verified, no asset → LAU-HAV', async () => {
    const result = await resolveVisitorType({ muleSoftConfig: MULESOFT, cookies: memoryJar(LAU), fetch: backend({ hav: true, assets: 0 }) });
    expect(result).toMatchObject({ visitorType: 'LAU-HAV', assetCount: 0 });
  });
  it('hard age verified with at least one asset → LAU-HAV-DEV', async () => {
    const result = await resolveVisitorType({ muleSoftConfig: MULESOFT, cookies: memoryJar(LAU), fetch: backend({ hav: true, assets: 1 }) });
    expect(result).toMatchObject({ visitorType: 'LAU-HAV-DEV', assetCount: 1, loyaltyTier: 'SILVER' });
  });
  it('verified but assets failing → LAU-HAV', async () => {
    const result = await resolveVisitorType({
      muleSoftConfig: MULESOFT,
      cookies: memoryJar(LAU),
      fetch: backend({ hav: true, assets: json(500, {}) }),
      onSessionExpired: () => {},
    });
    expect(result.visitorType).toBe('LAU-HAV');
    expect(result.assetCount).toBeUndefined();
  });
  it('a failed profile fetch → LAS with one console.warn and no secret; a 401 also expires the session', async () => {
    const onSessionExpired = vi.fn();
    const result = await resolveVisitorType({
      muleSoftConfig: MULESOFT,
      cookies: memoryJar(LAU),
      fetch: backend({ consumer: json(401, { error: 'unauthorized' }) }),
      onSessionExpired,
    });
    expect(result).toEqual({ visitorType: 'LAS' });
    expect(logged.spies.warn.mock.calls).toEqual([[PROFILE_FAILED_WARNING]]);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });
  it('a network failure of the profile → LAS, session kept', async () => {
    const onSessionExpired = vi.fn();
    const fetch = backend({ consumer: 'network' });
    const result = await resolveVisitorType({ muleSoftConfig: MULESOFT, cookies: memoryJar(LAU), fetch, onSessionExpired });
    expect(result.visitorType).toBe('LAS');
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(logged.spies.warn).toHaveBeenCalledTimes(1);
    expect(fetch.calls.some((call) => call.url.includes('/loyalty'))).toBe(false);
  });
  it('a failed loyalty call leaves the tier undefined and does not change the type', async () => {
    const result = await resolveVisitorType({
      muleSoftConfig: MULESOFT,
      cookies: memoryJar(LAU),
      fetch: backend({ hav: true, assets: 2, loyalty: json(500, {}) }),
      onSessionExpired: () => {},
    });
    expect(result.visitorType).toBe('LAU-HAV-DEV');
    expect(result.loyaltyTier).toBeUndefined();
  });
  it('logged in with no MuleSoft url → LAU (nothing to ask)', async () => {
    const fetch = failingFetch();
    expect(await resolveVisitorType({ cookies: memoryJar(LAU), fetch })).toEqual({ visitorType: 'LAU' });
    expect(fetch.calls).toHaveLength(0);
  });
});

describe('startVisitor', () => {
  const cartIn = (typeId: string) =>
    memoryStorage({ brand_cart: JSON.stringify({ orderType: { typeId }, totalUnitCount: 1, carts: [] }) });
  const FIRST = { code: 'c1', guid: 'g1', totalUnitCount: 6, orderType: { typeId: 'AUTO_DELIVERY' } };
  const SECOND = { code: 'c2', guid: 'g2', totalUnitCount: 9, orderType: { typeId: 'STANDARD' } };

  it('sets visitorStore (getVisitorType)', async () => {
    const result = await startVisitor({ muleSoftConfig: MULESOFT, cookies: memoryJar(LAU), fetch: backend({ hav: true, assets: 1 }) });
    expect(result.visitorType).toBe('LAU-HAV-DEV');
    expect(getVisitorType()).toBe('LAU-HAV-DEV');
  });

  it('keeps the last resolution (profile, assets, tier) in visitorResolution, and a new run replaces it', async () => {
    const seen: string[] = [];
    const unsubscribe = visitorStore.subscribe(() => seen.push(visitorResolution.getSnapshot().visitorType));
    await startVisitor({ muleSoftConfig: MULESOFT, cookies: memoryJar(LAU), fetch: backend({ hav: true, assets: 2 }) });
    expect(visitorResolution.getSnapshot()).toMatchObject({ visitorType: 'LAU-HAV-DEV', assetCount: 2, consumer: { profile: expect.any(Object) } });
    await startVisitor({ muleSoftConfig: MULESOFT, cookies: memoryJar(), fetch: backend({}) });
    unsubscribe();
    expect(visitorResolution.getSnapshot()).toEqual({ visitorType: 'LAS' });
    // a reader woken by the type change already finds the matching resolution
    expect(seen).toEqual(['LAU-HAV-DEV', 'LAS']);
  });
  it('refreshes an auto-delivery local cart of a logged-in visitor from the FIRST cart', async () => {
    const storage = cartIn('AUTO_DELIVERY');
    const fetch = backend({ carts: [FIRST, SECOND] });
    const result = await startVisitor({ muleSoftConfig: MULESOFT, hybrisConfig: HYBRIS, cookies: memoryJar(LAU), fetch, storage });
    expect(result.cartRefreshed).toBe(true);
    expect(fetch.calls.some((call) => call.url === '/mock/occ/v2/brand-gb/users/demo-lau/carts?fields=FULL&lang=en')).toBe(true);
    expect(readLocalCart(storage)).toMatchObject({ totalUnitCount: 6, orderType: { typeId: 'AUTO_DELIVERY' } });
    expect(localCartStore.getSnapshot().totalUnitCount).toBe(6);
  });
  it('does not touch OCC for a standard local cart', async () => {
    const storage = cartIn('STANDARD');
    const fetch = backend({ carts: [FIRST] });
    const result = await startVisitor({ muleSoftConfig: MULESOFT, hybrisConfig: HYBRIS, cookies: memoryJar(LAU), fetch, storage });
    expect(result.cartRefreshed).toBe(false);
    expect(fetch.calls.some((call) => call.url.includes('/mock/occ'))).toBe(false);
    expect(readLocalCart(storage).totalUnitCount).toBe(1);
  });
  it('does not touch OCC for an anonymous visitor, even with an auto-delivery cart', async () => {
    const fetch = backend({ carts: [FIRST] });
    const result = await startVisitor({ muleSoftConfig: MULESOFT, hybrisConfig: HYBRIS, cookies: memoryJar(), fetch, storage: cartIn('AUTO_DELIVERY') });
    expect(result).toEqual({ visitorType: 'LAS', cartRefreshed: false });
    expect(fetch.calls).toHaveLength(0);
  });
  it('keeps the local cart and resolves when getCarts fails or is empty', async () => {
    const storage = cartIn('AUTO_DELIVERY');
    const failing = fakeFetch((call) =>
      call.url.includes('/v2/') ? json(500, {}) : backend({})(call.url, { method: call.method, headers: call.headers }),
    );
    const result = await startVisitor({ muleSoftConfig: MULESOFT, hybrisConfig: HYBRIS, cookies: memoryJar(LAU), fetch: failing, storage });
    expect(result.cartRefreshed).toBe(false);
    expect(readLocalCart(storage).totalUnitCount).toBe(1);
    expect(logged.spies.error.mock.calls).toEqual([['Unable to get cart.']]);
    const empty = await startVisitor({ muleSoftConfig: MULESOFT, hybrisConfig: HYBRIS, cookies: memoryJar(LAU), fetch: backend({ carts: [] }), storage });
    expect(empty.cartRefreshed).toBe(false);
  });
});
