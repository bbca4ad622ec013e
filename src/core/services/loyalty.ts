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
import { fetchMuleSoft, sendMuleSoft, type ConsumerCredentials, type MuleSoftResult } from './muleSoft';

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
