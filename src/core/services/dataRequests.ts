/**
 * Data requests ("get your information"; docs/mock-api.md "Data requests"): a copy of the visitor's data,
 * asked of the consumer service in the style of its other calls (muleSoft.ts headers, `muleSoftConfig.url`,
 * `response-data`):
 * - list:    `GET  {url}/web/v1/api/v1/consumer/{consumerId}/data-requests` → `{ requests: [request…] }`, newest first
 * - request: `POST {url}/web/v1/api/v1/consumer/{consumerId}/data-requests` `{ format?: 'json' | 'pdf' }`
 *            → `201 { response-data: request }`; `409 request_in_progress` while one is not finished
 * Every call answers a result and never rejects or logs (sendMuleSoft): only a 401/403 clears the session.
 */
import { isRecord } from '../isRecord';
import { trimBase, type AuthenticatedServiceOptions, type MuleSoftConfig } from './configTypes';
import type { ConsumerCredentials } from './muleSoft';
import { muleSoftErrorCode, sendMuleSoft, type MuleSoftResult } from './muleSoftResult';

/** received → processing → ready (a download until `expiresAt`) → expired. */
export type DataRequestStatus = 'received' | 'processing' | 'ready' | 'expired';
export type DataRequestFormat = 'json' | 'pdf';

export interface DataRequest {
  requestId: string;
  status: DataRequestStatus;
  /** ISO date-times */
  requestedAt: string;
  readyAt?: string;
  expiresAt?: string;
  /** the copy, while ready (same-origin in the demo; an authenticated link of the service) */
  downloadUrl?: string;
  format?: DataRequestFormat;
}

/** Why a request was refused: `in-progress` 409 (one is not finished yet), `invalid-format` 400; plus MuleSoftFailure. */
export type DataRequestFailure = 'in-progress' | 'invalid-format';

export const DATA_REQUEST_STATUSES: readonly DataRequestStatus[] = ['received', 'processing', 'ready', 'expired'];

export function dataRequestsUrl(config: MuleSoftConfig, consumerId: string): string | undefined {
  if (!config.url) return undefined;
  return `${trimBase(config.url)}/web/v1/api/v1/consumer/${encodeURIComponent(consumerId)}/data-requests`;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/** One request of an answer, checked; undefined without an id, a known status or a request date. */
export function readDataRequest(value: unknown): DataRequest | undefined {
  if (!isRecord(value) || !text(value.requestId) || !text(value.requestedAt)) return undefined;
  if (typeof value.status !== 'string' || !DATA_REQUEST_STATUSES.includes(value.status as DataRequestStatus)) return undefined;
  const request: DataRequest = { requestId: value.requestId as string, status: value.status as DataRequestStatus, requestedAt: value.requestedAt as string };
  for (const key of ['readyAt', 'expiresAt', 'downloadUrl'] as const) {
    const field = text(value[key]);
    if (field) request[key] = field;
  }
  if (value.format === 'json' || value.format === 'pdf') request.format = value.format;
  return request;
}

export async function fetchDataRequests(
  config: MuleSoftConfig | undefined,
  credentials: ConsumerCredentials,
  options: AuthenticatedServiceOptions = {},
): Promise<MuleSoftResult<DataRequest[]>> {
  const url = config && dataRequestsUrl(config, credentials.consumerId);
  const result = await sendMuleSoft(url, config, credentials, { method: 'GET' }, options);
  if (!result.ok) return result;
  const list = result.value?.requests;
  if (!Array.isArray(list)) return { ok: false, reason: 'unavailable' };
  return { ok: true, value: list.map(readDataRequest).filter((request): request is DataRequest => request !== undefined) };
}

export function dataRequestFailureReason(status: number, body: unknown): DataRequestFailure | 'unavailable' {
  const code = muleSoftErrorCode(body);
  if (code === 'request_in_progress' || status === 409) return 'in-progress';
  if (code === 'invalid_format' || status === 400) return 'invalid-format';
  return 'unavailable';
}

/** Asks for a copy of the visitor's data (the service's default format without `format`). */
export async function requestDataCopy(
  config: MuleSoftConfig | undefined,
  credentials: ConsumerCredentials,
  input: { format?: DataRequestFormat } = {},
  options: AuthenticatedServiceOptions = {},
): Promise<MuleSoftResult<DataRequest, DataRequestFailure>> {
  const url = config && dataRequestsUrl(config, credentials.consumerId);
  const body: Record<string, unknown> = input.format ? { format: input.format } : {};
  const result = await sendMuleSoft(url, config, credentials, { method: 'POST', body }, options, dataRequestFailureReason);
  if (!result.ok) return result;
  const request = readDataRequest(result.value);
  return request ? { ok: true, value: request } : { ok: false, reason: 'unavailable' };
}
