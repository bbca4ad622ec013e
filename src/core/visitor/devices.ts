/**
 * The signed-in visitor's devices (issue 19; spec platform-core section 4 "User type": at least one asset of a
 * verified visitor gives LAU-HAV-DEV): the device services (services/devices.ts) called with the session's
 * identity (`brand_uid`, `brand_token`), and, after a register or a remove succeeds, the visitor resolved again
 * (`startVisitor`, as `logIn` does), so the visitor type, the header and `visibleTo` content follow without a
 * reload. Without a session the answer is `session-expired` and nothing is sent. Never rejects, never logs.
 */
import {
  fetchDevices,
  registerDevice,
  removeDevice,
  uploadReceipt,
  type Device,
  type DeviceResult,
  type Receipt,
} from '../services/devices';
import type { HttpFetch } from '../services/http';
import type { HybrisConfig, MuleSoftConfig } from '../services/configTypes';
import type { ConsumerCredentials } from '../services/muleSoft';
import { getCookieJar, type CookieJar } from './cookies';
import { startVisitor } from './resolveVisitor';
import { getSessionIdentity } from './session';
import type { VisitorType } from './types';

export interface VisitorDeviceOptions {
  muleSoftConfig?: MuleSoftConfig;
  hybrisConfig?: HybrisConfig;
  cookies?: CookieJar;
  fetch?: HttpFetch;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** defaults to `clearSession({ reload: true })`, on a 401 or 403 only */
  onSessionExpired?: () => void;
}

/** A register or remove that succeeded also says the visitor type it resolved to. */
export type DeviceChangeResult<T> = DeviceResult<T> & { visitorType?: VisitorType };

function session(options: VisitorDeviceOptions): ConsumerCredentials | undefined {
  return getSessionIdentity(options.cookies ?? getCookieJar());
}

function serviceOptions(options: VisitorDeviceOptions) {
  return { fetch: options.fetch, timeoutMs: options.timeoutMs, signal: options.signal, onSessionExpired: options.onSessionExpired };
}

async function resolveAgain(options: VisitorDeviceOptions): Promise<VisitorType> {
  const resolution = await startVisitor({
    muleSoftConfig: options.muleSoftConfig,
    hybrisConfig: options.hybrisConfig,
    cookies: options.cookies,
    fetch: options.fetch,
    timeoutMs: options.timeoutMs,
    onSessionExpired: options.onSessionExpired,
  });
  return resolution.visitorType;
}

export async function listMyDevices(options: VisitorDeviceOptions = {}): Promise<DeviceResult<Device[]>> {
  const identity = session(options);
  if (!identity) return { ok: false, reason: 'session-expired' };
  return fetchDevices(options.muleSoftConfig, identity, serviceOptions(options));
}

export async function registerMyDevice(
  device: { serialNumber: string; productName?: string },
  options: VisitorDeviceOptions = {},
): Promise<DeviceChangeResult<Device>> {
  const identity = session(options);
  if (!identity) return { ok: false, reason: 'session-expired' };
  const result = await registerDevice(options.muleSoftConfig, identity, device, serviceOptions(options));
  return result.ok ? { ...result, visitorType: await resolveAgain(options) } : result;
}

export async function removeMyDevice(serialNumber: string, options: VisitorDeviceOptions = {}): Promise<DeviceChangeResult<void>> {
  const identity = session(options);
  if (!identity) return { ok: false, reason: 'session-expired' };
  const result = await removeDevice(options.muleSoftConfig, identity, serialNumber, serviceOptions(options));
  return result.ok ? { ...result, visitorType: await resolveAgain(options) } : result;
}

/** Uploads a receipt for one of the visitor's devices (the visitor type does not change). */
export async function uploadMyReceipt(
  serialNumber: string,
  file: Blob,
  fileName: string,
  options: VisitorDeviceOptions = {},
): Promise<DeviceResult<Receipt>> {
  const identity = session(options);
  if (!identity) return { ok: false, reason: 'session-expired' };
  return uploadReceipt(options.muleSoftConfig, identity, serialNumber, file, fileName, serviceOptions(options));
}
