/**
 * The one way the MuleSoft services (consumer, assets, loyalty) are called: a GET with the consumer
 * headers (`Content-Type: application/json`, `client_id`, `client_secret`, `channel`, `x-user-token`),
 * sent as an authenticated call (a non-2xx answer or a malformed body clears the session,
 * http.ts), whose answer's `response-data` object each service reads its value from.
 */
import { requestJson } from './http';
import { isRecord } from '../isRecord';
import { ServiceError, report, type AuthenticatedServiceOptions, type MuleSoftConfig } from './configTypes';

export interface ConsumerCredentials {
  /** `brand_uid` */
  consumerId: string;
  /** `brand_token` */
  token: string;
}

/** The headers of every MuleSoft call. */
export function muleSoftHeaders(config: MuleSoftConfig, token: string): Record<string, string> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (config.clientId) headers.client_id = config.clientId;
  if (config.clientSecret) headers.client_secret = config.clientSecret;
  if (config.channel) headers.channel = config.channel;
  headers['x-user-token'] = token;
  return headers;
}

/** GETs a MuleSoft resource and returns its `response-data` object; throws ServiceError/HttpError otherwise. */
async function getResponseData(
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

/** What differs between the MuleSoft services. */
export interface MuleSoftResource<T> {
  /** names the service in errors: `${name}: ${required} and token are required` */
  name: string;
  /** the config field the URL needs (`url` or `apiUrl`), for that error */
  required: string;
  /** the resource's URL, undefined when the config lacks its base */
  url: (config: MuleSoftConfig, consumerId: string) => string | undefined;
  /** the value out of `response-data`; throws a ServiceError when it is not there */
  read: (data: Record<string, unknown>) => T;
}

/**
 * Calls one MuleSoft resource for the signed-in consumer. Never rejects: a missing config or
 * credential, a failed call or an answer without the value resolves undefined and goes to `onError`.
 */
export async function fetchMuleSoft<T>(
  resource: MuleSoftResource<T>,
  config: MuleSoftConfig | undefined,
  credentials: ConsumerCredentials,
  options: AuthenticatedServiceOptions,
): Promise<T | undefined> {
  try {
    const url = config && credentials.consumerId ? resource.url(config, credentials.consumerId) : undefined;
    if (!config || !url || !credentials.token) throw new ServiceError(`${resource.name}: ${resource.required}, consumerId and token are required`);
    return resource.read(await getResponseData(url, config, credentials.token, options));
  } catch (error) {
    report(options, error);
    return undefined;
  }
}

