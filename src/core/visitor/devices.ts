/**
 * The signed-in visitor's devices (at least one asset of a verified visitor gives LAU-HAV-DEV): the device services
 * (services/devices.ts) called with the session's identity (`brand_uid`, `brand_token`), and, after a register or a
 * remove succeeds, the visitor type resolved again (`resolved`, a promise the caller need not wait for), so the
 * header and `visibleTo` content follow without a reload. The re-resolution asks the profile and the asset count;
 * only when both answer does it write the type (and the resolution the user data is built from). A failure of either
 * never downgrades the visitor: the type is derived from what is known (a verified visitor who registered is
 * LAU-HAV-DEV; one who removed the last device, `remaining: 0` or an asset count of 0, is LAU-HAV), else the current
 * type stays; it never clears the session. A remove answered `not-found` (already removed elsewhere) counts as done.
 * Without a session the answer is `session-expired` and nothing is sent. Never rejects, never logs.
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
import { fetchAssetCount } from '../services/assets';
import { fetchConsumer, isHardAgeVerified } from '../services/consumer';
import type { ConsumerCredentials } from '../services/muleSoft';
import { serviceOptionsOf, sessionOf, type ConsumerCallOptions } from './consumerCalls';
import { getVisitorType, visitorResolution, visitorStore } from '../stores/visitor';
import type { VisitorType } from './types';

/** The options of every call here (consumerCalls.ts). */
export type VisitorDeviceOptions = ConsumerCallOptions;

/**
 * A register or remove that succeeded also carries `resolved`: the visitor type once resolved again (already in
 * visitorStore when it settles; never rejects).
 */
export type DeviceChangeResult<T> = DeviceResult<T> & { resolved?: Promise<VisitorType> };

export interface RemoveDeviceOptions extends VisitorDeviceOptions {
  /** how many devices the visitor has left, when the caller knows (its list): 0 makes a verified visitor LAU-HAV
   * even if the asset count does not answer */
  remaining?: number;
}

const session = sessionOf;
const serviceOptions = serviceOptionsOf;

const VERIFIED: readonly VisitorType[] = ['LAU-HAV', 'LAU-HAV-DEV'];

/** The type after a device change from what answered: the profile (verified?) and the asset count. */
export function typeAfterDeviceChange(
  current: VisitorType,
  change: { kind: 'register' } | { kind: 'remove'; remaining?: number },
  answered: { verified?: boolean; assetCount?: number },
): VisitorType {
  const verified = answered.verified ?? VERIFIED.includes(current);
  if (answered.verified !== undefined && answered.assetCount !== undefined) {
    return !verified ? 'LAU' : answered.assetCount > 0 ? 'LAU-HAV-DEV' : 'LAU-HAV';
  }
  if (answered.verified === false) return 'LAU';
  if (!verified) return current;
  if (change.kind === 'register') return 'LAU-HAV-DEV';
  const left = answered.assetCount ?? change.remaining;
  return left === undefined ? current : left > 0 ? 'LAU-HAV-DEV' : 'LAU-HAV';
}

async function resolveAgain(
  identity: ConsumerCredentials,
  change: { kind: 'register' } | { kind: 'remove'; remaining?: number },
  options: VisitorDeviceOptions,
): Promise<VisitorType> {
  const config = options.muleSoftConfig;
  // a failing profile or count after a change that succeeded is no reason to end the session
  const calls = { fetch: options.fetch, timeoutMs: options.timeoutMs, onSessionExpired: () => {}, onError: () => {} };
  let consumer: Awaited<ReturnType<typeof fetchConsumer>>;
  let assetCount: number | undefined;
  try {
    [consumer, assetCount] = config?.url
      ? await Promise.all([fetchConsumer(config, identity, calls), fetchAssetCount(config, identity, calls)])
      : [undefined, undefined];
  } catch {
    // never rejects; the type is derived below
  }
  const current = getVisitorType();
  const verified = consumer ? isHardAgeVerified(consumer) : undefined;
  const visitorType = typeAfterDeviceChange(current, change, { verified, assetCount });
  const before = visitorResolution.getSnapshot();
  const resolution = { ...before, visitorType, ...(consumer ? { consumer } : {}), ...(assetCount !== undefined ? { assetCount } : {}) };
  // the resolution first, as startVisitor does: a reader woken by the type finds the profile that goes with it
  visitorResolution.set(resolution);
  if (visitorType !== current) visitorStore.set(visitorType);
  return visitorType;
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
  return result.ok ? { ...result, resolved: resolveAgain(identity, { kind: 'register' }, options) } : result;
}

export async function removeMyDevice(serialNumber: string, options: RemoveDeviceOptions = {}): Promise<DeviceChangeResult<void>> {
  const identity = session(options);
  if (!identity) return { ok: false, reason: 'session-expired' };
  const result = await removeDevice(options.muleSoftConfig, identity, serialNumber, serviceOptions(options));
  // already gone (another tab, another element): what the visitor asked for is true, so it is a success
  if (!result.ok && result.reason !== 'not-found') return result;
  return { ok: true, value: undefined, resolved: resolveAgain(identity, { kind: 'remove', remaining: options.remaining }, options) };
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
