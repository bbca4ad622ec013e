/**
 * Registered devices (`brand-account-devices` / `brand-account-device-card` /
 * `brand-account-register-device`): the serial number rule, duplicate detection and the card's view. Pure.
 *
 * A new device is registered by serial number, validated, and a duplicate is refused with a message; the
 * demo's seed serial `ILM1GB7K2Q9X4` (demo/mock/consumer.mjs) fixes the format: 13 upper-case letters and digits.
 * The register-device editor emptiness rule (needs `id` and `title`) is in src/core/model/emptiness.ts under
 * `account-register-device`, not here.
 */

/** 13 upper-case letters and digits, as the serial printed on the device (the demo's ILM1GB7K2Q9X4). */
export const SERIAL_NUMBER_PATTERN = /^[A-Z0-9]{13}$/;
export const SERIAL_NUMBER_LENGTH = 13;

/** A serial as typed, normalised: every space (and hyphen between groups) removed, upper case. */
export function normaliseSerialNumber(value: unknown): string {
  return typeof value === 'string' ? value.replace(/[\s-]+/g, '').toUpperCase() : '';
}

export function isSerialNumber(value: unknown): boolean {
  return SERIAL_NUMBER_PATTERN.test(normaliseSerialNumber(value));
}

export type SerialProblem = 'required' | 'invalid' | 'duplicate';

/** A device as the consumer service's assets call returns it (`response-data.data[]`). */
export interface DeviceLike {
  serialNumber?: string;
  productName?: string;
  registeredAt?: string;
}

/**
 * The problem of a serial number typed in the register-device form: empty, not 13 letters and digits once
 * normalised, or already one of the visitor's devices. Another persona's device is only known to the server
 * (its 409 is named `duplicate` by the service). Undefined when it may be sent.
 */
export function serialNumberProblem(value: unknown, registered: readonly DeviceLike[] = []): SerialProblem | undefined {
  const serial = normaliseSerialNumber(value);
  if (serial === '') return 'required';
  if (!SERIAL_NUMBER_PATTERN.test(serial)) return 'invalid';
  if (registered.some((device) => normaliseSerialNumber(device.serialNumber) === serial)) return 'duplicate';
  return undefined;
}

// The words of each problem are the register form's (src/react/accountDevices/text.ts REGISTER_DEFAULTS), authorable there.

/** Devices newest registration first; undated ones last, in their order. Returns a new array. */
export function sortDevicesNewestFirst<T extends DeviceLike>(devices: readonly T[]): T[] {
  const time = (d: DeviceLike) => {
    const ms = typeof d.registeredAt === 'string' ? Date.parse(d.registeredAt) : NaN;
    return Number.isNaN(ms) ? -Infinity : ms;
  };
  return [...devices].sort((a, b) => {
    const ta = time(a);
    const tb = time(b);
    return ta === tb ? 0 : tb > ta ? 1 : -1;
  });
}
