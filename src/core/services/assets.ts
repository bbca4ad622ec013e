/**
 * Registered devices, counted for the visitor type (docs/mock-api.md "assets"):
 * `GET {url}/web/v1/api/v1/consumers/{consumerId}/assets?history=false`, the consumer headers.
 * The length of `response-data.data` is the count.
 *
 * Authenticated (sends the user token): the authenticated-call rule of http.ts applies. Never rejects: a
 * failure resolves undefined (the caller counts no device) and goes to `onError`.
 */
import { ServiceError, trimBase, type AuthenticatedServiceOptions, type MuleSoftConfig } from './configTypes';
import { fetchMuleSoft, type ConsumerCredentials } from './muleSoft';

export function assetsUrl(config: MuleSoftConfig, consumerId: string): string | undefined {
  if (!config.url) return undefined;
  return `${trimBase(config.url)}/web/v1/api/v1/consumers/${encodeURIComponent(consumerId)}/assets?history=false`;
}

export async function fetchAssetCount(
  muleSoftConfig: MuleSoftConfig | undefined,
  credentials: ConsumerCredentials,
  options: AuthenticatedServiceOptions = {},
): Promise<number | undefined> {
  return fetchMuleSoft(
    {
      name: 'assets',
      required: 'url',
      url: assetsUrl,
      read: (data) => {
        if (!Array.isArray(data.data)) throw new ServiceError('assets: response-data.data is not a list');
        return data.data.length;
      },
    },
    muleSoftConfig,
    credentials,
    options,
  );
}
