/**
 * Registered devices and their receipts (register a new device, upload a receipt; docs/mock-api.md "devices"): the
 * consumer service's assets call extended in the style of the other consumer calls (muleSoft.ts headers,
 * `muleSoftConfig.url` as the GET assets):
 * - list:     `GET    {url}/web/v1/api/v1/consumers/{consumerId}/assets?history=false` → `response-data.data`
 * - register: `POST   {url}/web/v1/api/v1/consumers/{consumerId}/assets` `{ serialNumber, productName? }`
 *             → `201 { response-data: asset }`
 * - remove:   `DELETE {url}/web/v1/api/v1/consumers/{consumerId}/assets/{serialNumber}` → `204`
 * - receipt:  `POST   {url}/web/v1/api/v1/consumers/{consumerId}/assets/{serialNumber}/receipts`, multipart/form-data,
 *             field `file` → `201 { response-data: { receiptId, fileName, size, uploadedAt } }`
 *
 * Every call answers a result, never rejects and never logs: `{ ok: true, value }` or `{ ok: false, reason,
 * status? }`, the reason one the UI names (`DeviceFailure`). Session rule (narrower than the authenticated-call
 * rule of http.ts, where other failures also clear): only a 401 or 403 clears the session and reloads
 * (`onSessionExpired`); a refusal the shopper can fix (400, 409, 413, 415) or a failing service (5xx, malformed)
 * keeps the session and what is on screen, so the element shows one message. After a register or a remove
 * succeeds the element runs `startVisitor` again (as visitor/login.ts does) so the visitor type (LAU-HAV ⇄
 * LAU-HAV-DEV) follows.
 */
import { isRecord } from '../isRecord';
import { trimBase, type AuthenticatedServiceOptions, type MuleSoftConfig } from './configTypes';
import type { ConsumerCredentials } from './muleSoft';
import { sendMuleSoft, type MuleSoftCall } from './muleSoftResult';

/** One registered device, as the assets call lists it. */
export interface Device {
  serialNumber: string;
  productName?: string;
  /** ISO date-time */
  registeredAt?: string;
  /** the receipts uploaded for it (the mock lists them only when there is one) */
  receipts?: Receipt[];
  [field: string]: unknown;
}

/** The answer of a receipt upload. */
export interface Receipt {
  receiptId: string;
  fileName: string;
  /** bytes */
  size: number;
  /** ISO date-time */
  uploadedAt: string;
}

/**
 * Why a device call did not succeed:
 * - `invalid-serial` 400 `invalid_serial_number` (or any 400 of register); `duplicate` 409 (the serial is registered,
 *   to this consumer or another); `not-found` 404 (no such device of this consumer); `missing-file` 400 of an upload;
 * - `too-large` 413 (over 4,194,304 bytes); `unsupported-type` 415 (not a PDF, PNG or JPEG by content);
 * - `session-expired` 401/403 (the session is cleared); `network`, `timeout`, `aborted`: no answer;
 * - `unavailable`: 5xx, another status, a malformed answer; `not-configured`: no `url`, consumer id or token.
 */
export type DeviceFailure =
  | 'invalid-serial'
  | 'duplicate'
  | 'not-found'
  | 'missing-file'
  | 'too-large'
  | 'unsupported-type'
  | 'session-expired'
  | 'network'
  | 'timeout'
  | 'aborted'
  | 'unavailable'
  | 'not-configured';

export type DeviceResult<T> = { ok: true; value: T } | { ok: false; reason: DeviceFailure; status?: number };

/** The collection URL (no query); `assetsUrl` in assets.ts is the same with `?history=false`. */
export function devicesUrl(config: MuleSoftConfig, consumerId: string): string | undefined {
  if (!config.url) return undefined;
  return `${trimBase(config.url)}/web/v1/api/v1/consumers/${encodeURIComponent(consumerId)}/assets`;
}

export function deviceUrl(config: MuleSoftConfig, consumerId: string, serialNumber: string): string | undefined {
  const base = devicesUrl(config, consumerId);
  return base && `${base}/${encodeURIComponent(serialNumber)}`;
}

export function receiptsUrl(config: MuleSoftConfig, consumerId: string, serialNumber: string): string | undefined {
  const base = deviceUrl(config, consumerId, serialNumber);
  return base && `${base}/receipts`;
}

/** A refused call's status (and error code) → the reason; `upload` tells a receipt's 400 from a serial's. */
export function deviceFailureReason(status: number, body?: unknown, upload = false): DeviceFailure {
  if (status === 401 || status === 403) return 'session-expired';
  if (status === 409) return 'duplicate';
  if (status === 404) return 'not-found';
  if (status === 413) return 'too-large';
  if (status === 415) return 'unsupported-type';
  if (status === 400) {
    const code = isRecord(body) ? body.error : undefined;
    if (code === 'invalid_serial_number') return 'invalid-serial';
    if (code === 'missing_file') return 'missing-file';
    return upload ? 'missing-file' : 'invalid-serial';
  }
  return 'unavailable';
}

type Call = MuleSoftCall & { upload?: boolean };

/** Sends one device call and reads `response-data` (or nothing, for 204). */
async function send(
  url: string | undefined,
  config: MuleSoftConfig | undefined,
  credentials: ConsumerCredentials,
  call: Call,
  options: AuthenticatedServiceOptions,
): Promise<DeviceResult<unknown>> {
  const result = await sendMuleSoft(url, config, credentials, call, options, (status, body) => deviceFailureReason(status, body, call.upload));
  return result.ok ? result : { ok: false, reason: result.reason, ...(result.status !== undefined ? { status: result.status } : {}) };
}

function readDevice(value: unknown): Device | undefined {
  return isRecord(value) && typeof value.serialNumber === 'string' && value.serialNumber ? (value as Device) : undefined;
}

/** The consumer's registered devices (the list the count of assets.ts comes from). */
export async function fetchDevices(
  config: MuleSoftConfig | undefined,
  credentials: ConsumerCredentials,
  options: AuthenticatedServiceOptions = {},
): Promise<DeviceResult<Device[]>> {
  const base = config && devicesUrl(config, credentials.consumerId);
  const result = await send(base && `${base}?history=false`, config, credentials, { method: 'GET' }, options);
  if (!result.ok) return result;
  const list = isRecord(result.value) ? result.value.data : undefined;
  if (!Array.isArray(list)) return { ok: false, reason: 'unavailable' };
  return { ok: true, value: list.map(readDevice).filter((device): device is Device => device !== undefined) };
}

/** Registers a device by serial number (sent as given: the form normalises and checks it first). */
export async function registerDevice(
  config: MuleSoftConfig | undefined,
  credentials: ConsumerCredentials,
  device: { serialNumber: string; productName?: string },
  options: AuthenticatedServiceOptions = {},
): Promise<DeviceResult<Device>> {
  const body: Record<string, unknown> = { serialNumber: device.serialNumber };
  if (device.productName) body.productName = device.productName;
  const url = config && devicesUrl(config, credentials.consumerId);
  const result = await send(url, config, credentials, { method: 'POST', body }, options);
  if (!result.ok) return result;
  const registered = readDevice(result.value);
  return registered ? { ok: true, value: registered } : { ok: false, reason: 'unavailable' };
}

/** Removes one of the consumer's devices (and its receipts). */
export async function removeDevice(
  config: MuleSoftConfig | undefined,
  credentials: ConsumerCredentials,
  serialNumber: string,
  options: AuthenticatedServiceOptions = {},
): Promise<DeviceResult<void>> {
  const url = config && serialNumber ? deviceUrl(config, credentials.consumerId, serialNumber) : undefined;
  const result = await send(url, config, credentials, { method: 'DELETE' }, options);
  return result.ok ? { ok: true, value: undefined } : result;
}

/**
 * Uploads a receipt for a device: multipart/form-data with the one field `file` (fetch writes the Content-Type and
 * its boundary). fetch reports no upload progress: the element shows an indeterminate progress until the answer.
 */
export async function uploadReceipt(
  config: MuleSoftConfig | undefined,
  credentials: ConsumerCredentials,
  serialNumber: string,
  file: Blob,
  fileName: string,
  options: AuthenticatedServiceOptions = {},
): Promise<DeviceResult<Receipt>> {
  const url = config && serialNumber ? receiptsUrl(config, credentials.consumerId, serialNumber) : undefined;
  const form = new FormData();
  form.append('file', file, fileName);
  const result = await send(url, config, credentials, { method: 'POST', body: form, upload: true }, options);
  if (!result.ok) return result;
  const value = result.value;
  if (
    isRecord(value) &&
    typeof value.receiptId === 'string' &&
    typeof value.fileName === 'string' &&
    typeof value.size === 'number' &&
    typeof value.uploadedAt === 'string'
  ) {
    return { ok: true, value: { receiptId: value.receiptId, fileName: value.fileName, size: value.size, uploadedAt: value.uploadedAt } };
  }
  return { ok: false, reason: 'unavailable' };
}
