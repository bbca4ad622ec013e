/**
 * What one account page hands to the next (the selected card id, the receipt's device serial number and name, the
 * edit-address id): the wallet's "Edit" → the credit card page, a device card's "Upload a receipt" → the upload
 * page, an address card's "Edit" → the edit-address page. Kept in sessionStorage (this tab, gone with it, cleared
 * on logout with the rest of the session), and only ids: never a card number, an address or other personal data.
 * Reading tolerates anything (another version, a hand edit): a bad value is none.
 */
import { isRecord } from '../isRecord';
import type { StorageLike } from '../stores/localCart';
import { tabStorage } from '../stores/tabStorage';

export const SELECTED_CARD_KEY = 'brand_selected_card_id';
export const RECEIPT_DEVICE_KEY = 'brand_receipt_device';
export const EDIT_ADDRESS_KEY = 'brand_edit_address_id';

export interface ReceiptDevice {
  serialNumber: string;
  name?: string;
}

/** The given storage, else this tab's sessionStorage (undefined when blocked). Shared by the account hand-offs. */
export const session = tabStorage;

function read(key: string, storage?: StorageLike): string | undefined {
  try {
    const value = session(storage)?.getItem(key);
    return typeof value === 'string' && value ? value : undefined;
  } catch {
    return undefined;
  }
}

function write(key: string, value: string | undefined, storage?: StorageLike): void {
  try {
    const target = session(storage);
    if (value === undefined) target?.removeItem(key);
    else target?.setItem(key, value);
  } catch {
    // storage full or blocked: the next page falls back to its default (first card, first device)
  }
}

/** An id: 1 to 64 characters of letters, digits, `-`, `_`, `.`. */
export const HANDOFF_ID = /^[\w.-]{1,64}$/;
const ID = HANDOFF_ID;

export const readSelectedCardId = (storage?: StorageLike) => {
  const value = read(SELECTED_CARD_KEY, storage);
  return value && ID.test(value) ? value : undefined;
};
export const writeSelectedCardId = (id: string | undefined, storage?: StorageLike) => write(SELECTED_CARD_KEY, id && ID.test(id) ? id : undefined, storage);

export const readEditAddressId = (storage?: StorageLike) => {
  const value = read(EDIT_ADDRESS_KEY, storage);
  return value && ID.test(value) ? value : undefined;
};
export const writeEditAddressId = (id: string | undefined, storage?: StorageLike) => write(EDIT_ADDRESS_KEY, id && ID.test(id) ? id : undefined, storage);

export function readReceiptDevice(storage?: StorageLike): ReceiptDevice | undefined {
  const raw = read(RECEIPT_DEVICE_KEY, storage);
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (!isRecord(value) || typeof value.serialNumber !== 'string' || !ID.test(value.serialNumber)) return undefined;
    return { serialNumber: value.serialNumber, name: typeof value.name === 'string' ? value.name.slice(0, 120) : undefined };
  } catch {
    return undefined;
  }
}

export function writeReceiptDevice(device: ReceiptDevice | undefined, storage?: StorageLike): void {
  const ok = device && ID.test(device.serialNumber);
  write(RECEIPT_DEVICE_KEY, ok ? JSON.stringify({ serialNumber: device.serialNumber, name: device.name }) : undefined, storage);
}

/**
 * The device also travels in the upload link's query (`?serial=`): a link opened in a new tab or window (middle
 * click, the context menu) has no copy of this tab's sessionStorage, so the URL is what chooses the device there.
 */
export const RECEIPT_SERIAL_PARAM = 'serial';

/** `href` with `serial={serialNumber}` in its query (before any #fragment); unchanged for a bad serial. */
export function withReceiptSerial(href: string, serialNumber: string): string {
  if (!ID.test(serialNumber)) return href;
  const hash = href.indexOf('#');
  const base = hash < 0 ? href : href.slice(0, hash);
  const fragment = hash < 0 ? '' : href.slice(hash);
  const query = base.indexOf('?');
  const path = query < 0 ? base : base.slice(0, query);
  const params = new URLSearchParams(query < 0 ? '' : base.slice(query + 1));
  params.set(RECEIPT_SERIAL_PARAM, serialNumber);
  return `${path}?${params.toString()}${fragment}`;
}

/**
 * The device handed to the upload page: the URL's `?serial=` first (its name from sessionStorage when it is the
 * same device), else sessionStorage's. `search` is `location.search`, read by the caller after the first render.
 */
export function readReceiptHandoff(search: string, storage?: StorageLike): ReceiptDevice | undefined {
  const stored = readReceiptDevice(storage);
  let serial: string | null = null;
  try {
    serial = new URLSearchParams(search).get(RECEIPT_SERIAL_PARAM);
  } catch {
    serial = null;
  }
  const fromUrl = serial?.trim().toUpperCase();
  if (!fromUrl || !ID.test(fromUrl)) return stored;
  return stored?.serialNumber === fromUrl ? stored : { serialNumber: fromUrl };
}
