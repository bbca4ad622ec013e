/**
 * The receipt upload's choices (`brand-account-upload-receipt`), pure: which device a receipt is for,
 * how a file's size reads, and which words an upload failure gets. The file checks themselves are receipts.ts.
 */
import type { ReceiptDevice } from './handoff';

/** A device as the upload needs it (the consumer service's asset). */
export interface UploadDevice {
  serialNumber: string;
  productName?: string;
  receipts?: readonly unknown[];
}

/**
 * What the upload shows for its device: `none` (no device: register one first), `one` (the only device, named),
 * `choose` (several: a select, `selected` preselected). The handoff's device (a device card's "Upload a receipt")
 * is preselected when the visitor still has it; a serial the list no longer holds is ignored. `chosen` (the
 * visitor's own pick in the select) wins over the handoff.
 */
export type DeviceChoice =
  | { kind: 'none' }
  | { kind: 'one'; selected: UploadDevice }
  | { kind: 'choose'; selected: UploadDevice; devices: readonly UploadDevice[] };

export function chooseReceiptDevice(
  devices: readonly UploadDevice[] | undefined,
  handoff?: ReceiptDevice,
  chosen?: string,
): DeviceChoice {
  const list = (devices ?? []).filter((device) => typeof device?.serialNumber === 'string' && device.serialNumber);
  if (list.length === 0) return { kind: 'none' };
  if (list.length === 1) return { kind: 'one', selected: list[0]! };
  const find = (serial?: string) => (serial ? list.find((device) => device.serialNumber === serial) : undefined);
  return { kind: 'choose', selected: find(chosen) ?? find(handoff?.serialNumber) ?? list[0]!, devices: list };
}

/** U+2068 FIRST STRONG ISOLATE … U+2069 POP DIRECTIONAL ISOLATE: plain text's <bdi>, for <option> text. */
export const isolate = (text: string): string => `\u2068${text}\u2069`;

/** A device's name and serial number, trimmed (the name may be empty). */
export function deviceNameParts(device: UploadDevice): { name: string; serial: string } {
  return { name: typeof device.productName === 'string' ? device.productName.trim() : '', serial: device.serialNumber };
}

/**
 * A device's name for a label: its product name, else its serial number. `isolated`: each part bidi-isolated
 * (U+2068/U+2069), for text that cannot hold a <bdi> (an <option>), so a Latin name reads right in Arabic.
 */
export function deviceLabel(device: UploadDevice, isolated = false): string {
  const { name, serial } = deviceNameParts(device);
  const own = isolated ? isolate : (text: string) => text;
  return name ? `${own(name)} (${own(serial)})` : own(serial);
}

/** How many receipts a device has (the service lists them only when there is one). */
export function receiptCount(device: UploadDevice | undefined): number {
  return Array.isArray(device?.receipts) ? device.receipts.length : 0;
}

/**
 * A file size as a person reads it, in the page's language (Intl.NumberFormat's unit style, so the unit is in that
 * language too): bytes under 1 KB, kilobytes under 1 MB (whole), megabytes with one decimal (binary units: the
 * 4,194,304-byte limit reads "4 MB"). An unknown language tag reads as English.
 */
export function formatFileSize(bytes: number, lang = 'en'): string {
  const size = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  const [value, unit, digits] =
    size < 1024 ? [size, 'byte', 0] : size < 1024 * 1024 ? [Math.round(size / 1024), 'kilobyte', 0] : [Math.round((size / (1024 * 1024)) * 10) / 10, 'megabyte', 1];
  const options: Intl.NumberFormatOptions = { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: digits };
  try {
    return new Intl.NumberFormat(lang, options).format(value);
  } catch {
    return new Intl.NumberFormat('en', options).format(value);
  }
}

/** The words of an upload the service refused or that did not get through. */
export interface UploadFailureMessages {
  tooLargeMessage: string;
  contentMismatchMessage: string;
  uploadErrorMessage: string;
  sessionExpiredMessage: string;
  networkErrorMessage: string;
}

/**
 * The service's reason → the one message shown: the server's 413 and 415 say what the element's own checks say
 * (the server is the last word on size and content), a lost session and no connection are named, anything else
 * (5xx, timeout, a device gone) is "try again".
 */
export function uploadFailureMessage(reason: string, messages: UploadFailureMessages): string {
  switch (reason) {
    case 'too-large': return messages.tooLargeMessage;
    case 'unsupported-type':
    case 'missing-file': return messages.contentMismatchMessage;
    case 'session-expired': return messages.sessionExpiredMessage;
    case 'network': return messages.networkErrorMessage;
    default: return messages.uploadErrorMessage;
  }
}
