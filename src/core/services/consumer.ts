/**
 * Consumer profile (docs/mock-api.md "consumer"):
 * `GET {url}/web/v1/api/v1/consumer/{consumerId}` with headers `Content-Type: application/json`, `client_id`,
 * `client_secret`, `channel`, `x-user-token`. The answer's `response-data` is the consumer.
 *
 * An authenticated call (muleSoft.ts): a non-2xx answer or a malformed body clears the session and reloads;
 * network failures and timeouts do not. Never rejects: any failure resolves undefined (the visitor then
 * counts as anonymous) and goes to `onError`.
 */
import { isRecord } from '../isRecord';
import { trimBase, type AuthenticatedServiceOptions, type MuleSoftConfig } from './configTypes';
import { fetchMuleSoft, type ConsumerCredentials } from './muleSoft';

export interface ConsumerProfile {
  consumerId?: string;
  firstName?: string;
  lastName?: string;
  email?: string;
  birthYear?: number | string;
  [field: string]: unknown;
}

/** `response-data` of the consumer service. */
export interface ConsumerData {
  profile?: ConsumerProfile;
  hardAgeVerification?: { hardAVStatus?: string; [field: string]: unknown }[];
  [field: string]: unknown;
}

export function consumerUrl(config: MuleSoftConfig, consumerId: string): string | undefined {
  if (!config.url) return undefined;
  return `${trimBase(config.url)}/web/v1/api/v1/consumer/${encodeURIComponent(consumerId)}`;
}

export async function fetchConsumer(
  muleSoftConfig: MuleSoftConfig | undefined,
  credentials: ConsumerCredentials,
  options: AuthenticatedServiceOptions = {},
): Promise<ConsumerData | undefined> {
  return fetchMuleSoft(
    { name: 'consumer', required: 'url', url: consumerUrl, read: (data) => data as ConsumerData },
    muleSoftConfig,
    credentials,
    options,
  );
}

/** hardAgeVerification[0].hardAVStatus === 'VERIFIED' */
export function isHardAgeVerified(data: ConsumerData | null | undefined): boolean {
  const list = data?.hardAgeVerification;
  return Array.isArray(list) && isRecord(list[0]) && list[0].hardAVStatus === 'VERIFIED';
}
