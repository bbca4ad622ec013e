/**
 * Consumer profile (spec platform-core sections 3, 4 "User type", 7; docs/mock-api.md "consumer"):
 * `GET {url}/web/v1/api/v1/consumer/{consumerId}` with headers `Content-Type: application/json`, `client_id`,
 * `client_secret`, `channel`, `x-user-token`. The answer's `response-data` is the consumer.
 *
 * An authenticated call (it sends the user token): a non-2xx answer or a malformed body clears the session
 * and reloads (http.ts); network failures and timeouts do not.
 * Never rejects: any failure resolves undefined (the visitor then counts as anonymous) and goes to `onError`.
 */
import { requestJson } from './http';
import {
  ServiceError,
  isRecord,
  report,
  trimBase,
  type AuthenticatedServiceOptions,
  type MuleSoftConfig,
} from './configTypes';

export interface ConsumerCredentials {
  /** `brand_uid` */
  consumerId: string;
  /** `brand_token` */
  token: string;
}

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

/** The headers of every MuleSoft call (consumer, assets, loyalty). */
export function muleSoftHeaders(config: MuleSoftConfig, token: string): Record<string, string> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (config.clientId) headers.client_id = config.clientId;
  if (config.clientSecret) headers.client_secret = config.clientSecret;
  if (config.channel) headers.channel = config.channel;
  headers['x-user-token'] = token;
  return headers;
}

/** GETs a MuleSoft resource and returns its `response-data` object; throws ServiceError/HttpError otherwise. */
export async function getResponseData(
  url: string,
  config: MuleSoftConfig,
  token: string,
  options: AuthenticatedServiceOptions,
): Promise<Record<string, unknown>> {
  const response = await requestJson(url, {
    headers: muleSoftHeaders(config, token),
    authenticated: true,
    fetch: options.fetch,
    timeoutMs: options.timeoutMs,
    signal: options.signal,
    onSessionExpired: options.onSessionExpired,
  });
  if (!response.ok) throw new ServiceError(`MuleSoft call failed (status ${response.status})`, response.status);
  const data = isRecord(response.body) ? response.body['response-data'] : undefined;
  if (!isRecord(data)) throw new ServiceError('MuleSoft answer without response-data', response.status);
  return data;
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
  try {
    const url = muleSoftConfig && credentials.consumerId ? consumerUrl(muleSoftConfig, credentials.consumerId) : undefined;
    if (!muleSoftConfig || !url || !credentials.token) throw new ServiceError('consumer: url, consumerId and token are required');
    return (await getResponseData(url, muleSoftConfig, credentials.token, options)) as ConsumerData;
  } catch (error) {
    report(options, error);
    return undefined;
  }
}

/** hardAgeVerification[0].hardAVStatus === 'VERIFIED' */
export function isHardAgeVerified(data: ConsumerData | null | undefined): boolean {
  const list = data?.hardAgeVerification;
  return Array.isArray(list) && isRecord(list[0]) && list[0].hardAVStatus === 'VERIFIED';
}
