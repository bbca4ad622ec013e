/**
 * The loyalty call with the points: `tierInformation.currentTier` and `tierInformation.points` of the same
 * GET as loyalty.ts (docs/mock-api.md "loyalty", read by its readLoyalty). Its own module, beside fetchLoyaltyTier, so
 * the page's startup (resolveVisitor, which needs the tier only) does not carry it.
 */
import type { AuthenticatedServiceOptions, MuleSoftConfig } from './configTypes';
import { loyaltyUrl, readLoyalty, type Loyalty } from './loyalty';
import type { ConsumerCredentials } from './muleSoft';
import { sendMuleSoft, type MuleSoftResult } from './muleSoftResult';

export type { Loyalty } from './loyalty';

/**
 * The loyalty call as an account element reads it (user-context text, account details): the tier and
 * the points, as a result that never rejects and never logs (sendMuleSoft: only a 401/403 clears the session).
 */
export async function fetchLoyalty(
  muleSoftConfig: MuleSoftConfig | undefined,
  credentials: ConsumerCredentials,
  options: AuthenticatedServiceOptions = {},
): Promise<MuleSoftResult<Loyalty>> {
  const url = muleSoftConfig && credentials.consumerId ? loyaltyUrl(muleSoftConfig, credentials.consumerId) : undefined;
  const result = await sendMuleSoft(url, muleSoftConfig, credentials, { method: 'GET' }, options);
  return result.ok ? { ok: true, value: readLoyalty(result.value) } : result;
}

/** The page's loyalty answers per consumer (and service): one in flight, a success kept; a failure is asked again. */
const shared = new Map<string, Promise<MuleSoftResult<Loyalty>>>();

/**
 * fetchLoyalty asked once per consumer on a page: two greetings and a summary share one call and its answer. The
 * caller's `signal` only stops its own wait (the shared call goes on for the others).
 */
export function fetchLoyaltyOnce(
  muleSoftConfig: MuleSoftConfig | undefined,
  credentials: ConsumerCredentials,
  options: AuthenticatedServiceOptions = {},
): Promise<MuleSoftResult<Loyalty>> {
  const { signal, ...rest } = options;
  const key = `${(muleSoftConfig && credentials.consumerId && loyaltyUrl(muleSoftConfig, credentials.consumerId)) || ''}\n${credentials.consumerId}`;
  let call = shared.get(key);
  if (!call) {
    call = fetchLoyalty(muleSoftConfig, credentials, rest).then((result) => {
      if (!result.ok) shared.delete(key);
      return result;
    });
    shared.set(key, call);
  }
  if (!signal) return call;
  return new Promise((resolve) => {
    const aborted = () => resolve({ ok: false, reason: 'aborted' });
    if (signal.aborted) return aborted();
    signal.addEventListener('abort', aborted, { once: true });
    void call.then((result) => {
      signal.removeEventListener('abort', aborted);
      resolve(result);
    });
  });
}

/** Forgets the kept answers (a test's fresh start; a sign-out). */
export function forgetLoyalty(): void {
  shared.clear();
}
