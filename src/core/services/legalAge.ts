/**
 * Legal age (docs/mock-api.md "legal age"):
 * `GET {endpoint}markets/{marketId}/legal-ages?channelId=…&brandId=…` with headers `client_id`, `client_secret`.
 * The first entry's `legalAge` is used.
 *
 * Failure policy: never rejects. Any failure (missing config, network, timeout, non-2xx, malformed or empty
 * body, no usable first entry) resolves undefined and is reported to `onError`; the age gate then decides
 * (it cannot compute eligibility, so it must not grant).
 */
import { requestJson } from './http';
import { isRecord } from '../isRecord';
import { ServiceError, report, type DobApiConfigs, type ServiceOptions } from './configTypes';

export function legalAgeUrl(config: DobApiConfigs): string | undefined {
  const { endpoint, marketId } = config;
  if (!endpoint || !marketId) return undefined;
  const base = endpoint.endsWith('/') ? endpoint : `${endpoint}/`;
  const query = new URLSearchParams();
  if (config.channelId) query.set('channelId', config.channelId);
  if (config.brandId) query.set('brandId', config.brandId);
  const search = query.toString();
  return `${base}markets/${encodeURIComponent(marketId)}/legal-ages${search ? `?${search}` : ''}`;
}

function toAge(value: unknown): number | undefined {
  const age = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof age === 'number' && Number.isFinite(age) && age > 0 ? age : undefined;
}

export async function fetchLegalAge(
  dobApiConfigs: DobApiConfigs | undefined,
  options: ServiceOptions = {},
): Promise<number | undefined> {
  try {
    const url = dobApiConfigs ? legalAgeUrl(dobApiConfigs) : undefined;
    if (!dobApiConfigs || !url) throw new ServiceError('legal age: endpoint and marketId are required');
    const headers: Record<string, string> = {};
    if (dobApiConfigs.clientId) headers.client_id = dobApiConfigs.clientId;
    if (dobApiConfigs.clientSecret) headers.client_secret = dobApiConfigs.clientSecret;
    const response = await requestJson(url, {
      headers,
      fetch: options.fetch,
      timeoutMs: options.timeoutMs,
      signal: options.signal,
    });
    if (!response.ok) throw new ServiceError('legal age: the service answered an error', response.status);
    const first: unknown = Array.isArray(response.body) ? response.body[0] : undefined;
    const age = isRecord(first) ? toAge(first.legalAge) : undefined;
    if (age === undefined) throw new ServiceError('legal age: no legalAge in the first entry', response.status);
    return age;
  } catch (error) {
    report(options, error);
    return undefined;
  }
}
