/**
 * Loyalty tier (spec platform-core sections 3, 7; docs/mock-api.md "loyalty"):
 * `GET {apiUrl}/web/v1/api/v1/consumer/{consumerId}/loyalty?countryIsoCode=…`, the consumer headers.
 * `response-data.tierInformation.currentTier` is the tier.
 *
 * Authenticated (sends the user token): section 8 applies (http.ts). Never rejects: a failure resolves
 * undefined and goes to `onError`; it never changes the visitor type.
 */
import { isRecord } from '../isRecord';
import { ServiceError, trimBase, type AuthenticatedServiceOptions, type MuleSoftConfig } from './configTypes';
import { fetchMuleSoft, type ConsumerCredentials } from './muleSoft';

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
        const tier = isRecord(data.tierInformation) ? data.tierInformation.currentTier : undefined;
        if (typeof tier !== 'string' || tier === '') throw new ServiceError('loyalty: no currentTier');
        return tier;
      },
    },
    muleSoftConfig,
    credentials,
    options,
  );
}
