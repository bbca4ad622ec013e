/**
 * The loyalty call with the points (issue 20): `tierInformation.currentTier` and `tierInformation.points` of the same
 * GET as loyalty.ts (docs/mock-api.md "loyalty"). Its own module, beside fetchLoyaltyTier, so the page's startup
 * (resolveVisitor, which needs the tier only) does not carry it.
 */
import { isRecord } from '../isRecord';
import type { AuthenticatedServiceOptions, MuleSoftConfig } from './configTypes';
import { loyaltyUrl } from './loyalty';
import type { ConsumerCredentials } from './muleSoft';
import { sendMuleSoft, type MuleSoftResult } from './muleSoftResult';

/** What the loyalty call tells an account element: the tier and, when the service says, the points balance. */
export interface Loyalty {
  tier?: string;
  /** `tierInformation.points` */
  points?: number;
}

/**
 * The loyalty call as an account element reads it (issue 20: user-context text, account details): the tier and
 * the points, as a result that never rejects and never logs (sendMuleSoft: only a 401/403 clears the session).
 */
export async function fetchLoyalty(
  muleSoftConfig: MuleSoftConfig | undefined,
  credentials: ConsumerCredentials,
  options: AuthenticatedServiceOptions = {},
): Promise<MuleSoftResult<Loyalty>> {
  const url = muleSoftConfig && credentials.consumerId ? loyaltyUrl(muleSoftConfig, credentials.consumerId) : undefined;
  const result = await sendMuleSoft(url, muleSoftConfig, credentials, { method: 'GET' }, options);
  if (!result.ok) return result;
  const info = isRecord(result.value?.tierInformation) ? result.value.tierInformation : {};
  const loyalty: Loyalty = {};
  if (typeof info.currentTier === 'string' && info.currentTier) loyalty.tier = info.currentTier;
  if (typeof info.points === 'number' && Number.isFinite(info.points)) loyalty.points = info.points;
  return { ok: true, value: loyalty };
}
