/**
 * Loyalty tier (docs/mock-api.md "loyalty"):
 * `GET {apiUrl}/web/v1/api/v1/consumer/{consumerId}/loyalty?countryIsoCode=…`, the consumer headers.
 * `response-data.tierInformation.currentTier` is the tier.
 *
 * Authenticated (sends the user token): the authenticated-call rule of http.ts applies. Never rejects: a
 * failure resolves undefined and goes to `onError`; it never changes the visitor type.
 */
import { isRecord } from '../isRecord';
import { ServiceError, trimBase, type AuthenticatedServiceOptions, type MuleSoftConfig } from './configTypes';
import { fetchMuleSoft, type ConsumerCredentials } from './muleSoft';

/** What the loyalty call tells: the tier and, when the service says, the points balance. */
export interface Loyalty {
  /** `tierInformation.currentTier` */
  tier?: string;
  /** `tierInformation.points` */
  points?: number;
}

/** The tier and points of the loyalty call's `response-data` (each left out when absent or not usable). */
export function readLoyalty(data: unknown): Loyalty {
  const info = isRecord(data) && isRecord(data.tierInformation) ? data.tierInformation : {};
  const loyalty: Loyalty = {};
  if (typeof info.currentTier === 'string' && info.currentTier) loyalty.tier = info.currentTier;
  if (typeof info.points === 'number' && Number.isFinite(info.points)) loyalty.points = info.points;
  return loyalty;
}

export function loyaltyUrl(config: MuleSoftConfig, consumerId: string): string | undefined {
  if (!config.apiUrl) return undefined;
  const query = config.countryIsoCode ? `?countryIsoCode=${encodeURIComponent(config.countryIsoCode)}` : '';
  return `${trimBase(config.apiUrl)}/web/v1/api/v1/consumer/${encodeURIComponent(consumerId)}/loyalty${query}`;
}

export async function fetchLoyaltyTier(
  muleSoftConfig: MuleSoftConfig | undefined,
  credentials: ConsumerCredentials,
  options: AuthenticatedServiceOptions = {},
): Promise<string | undefined> {
  return fetchMuleSoft(
    {
      name: 'loyalty',
      required: 'apiUrl',
      url: loyaltyUrl,
      read: (data) => {
        const { tier } = readLoyalty(data);
        if (!tier) throw new ServiceError('loyalty: no currentTier');
        return tier;
      },
    },
    muleSoftConfig,
    credentials,
    options,
  );
}
