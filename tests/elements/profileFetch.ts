/**
 * A stand-in for the consumer profile and loyalty calls in element tests (no mock server here). `install()` sets
 * the session cookies and the page's muleSoftConfig and replaces window.fetch; `restore()` undoes it.
 */
import { forgetLoyalty } from '../../src/core/services/loyaltyPoints';
import { pageConfig } from '../../src/core/stores/pageConfig';
import { visitorPending, visitorResolution, visitorStore } from '../../src/core/stores/visitor';

export const PROFILE_MULESOFT = { url: 'https://consumer.test/api', apiUrl: 'https://consumer.test/api', clientId: 'id', clientSecret: 'secret', channel: 'web' };

export interface ProfileStub {
  profile: Record<string, unknown>;
  loyalty: { currentTier?: string; points?: number };
  calls: string[];
  fail: { profile?: boolean; loyalty?: boolean };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const realFetch = window.fetch;

export function installProfile(profile: Record<string, unknown>, loyalty: ProfileStub['loyalty'] = {}): ProfileStub {
  const stub: ProfileStub = { profile, loyalty, calls: [], fail: {} };
  forgetLoyalty();
  document.cookie = 'brand_uid=demo-test; Path=/';
  document.cookie = 'brand_token=token-test; Path=/';
  pageConfig.set({ muleSoftConfig: PROFILE_MULESOFT });
  visitorPending.set(false);
  visitorStore.set('LAU');
  window.fetch = (async (input: RequestInfo | URL) => {
    const url = String(input);
    stub.calls.push(url);
    if (/\/consumer\/[^/]+\/loyalty/.test(url)) {
      if (stub.fail.loyalty) return json({ error: 'boom' }, 500);
      return json({ 'response-data': { tierInformation: { ...stub.loyalty } } });
    }
    if (/\/consumer\/[^/]+$/.test(url)) {
      if (stub.fail.profile) return json({ error: 'boom' }, 500);
      return json({ 'response-data': { profile: { consumerId: 'demo-test', ...stub.profile }, hardAgeVerification: [] } });
    }
    return json({}, 404);
  }) as typeof fetch;
  return stub;
}

export function restoreProfile(): void {
  window.fetch = realFetch;
  forgetLoyalty();
  for (const name of ['brand_uid', 'brand_token']) document.cookie = `${name}=; Path=/; Max-Age=0`;
  pageConfig.set({});
  visitorResolution.set({ visitorType: 'LAS' });
  visitorStore.set('LAS');
}
