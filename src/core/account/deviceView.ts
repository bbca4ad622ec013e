/**
 * What a device card shows and what the register form says: which device a standalone card shows, its picture, its
 * registered date in the page's language, and the message for each refusal of a register call. Pure.
 */
import { normaliseSerialNumber, sortDevicesNewestFirst, type DeviceLike } from './devices';

/** An authored per-product picture: `productName` matched without regard to case or spaces at the ends. */
export interface ProductImage {
  productName?: unknown;
  image?: unknown;
}

/**
 * The device a standalone card shows: the one whose serial matches `serialNumber` (normalised), else, when no
 * serial is authored, the newest registration. An authored serial that is not among the devices shows none.
 */
export function pickDevice<T extends DeviceLike>(devices: readonly T[], serialNumber?: unknown): T | undefined {
  const wanted = normaliseSerialNumber(serialNumber);
  if (wanted) return devices.find((device) => normaliseSerialNumber(device.serialNumber) === wanted);
  return sortDevicesNewestFirst(devices)[0];
}

/**
 * The picture of a device: the authored `image` first, else the `productImages` entry for its product (exact
 * name, case-insensitive), else the entry whose name is contained in the product's (`IQOS ILUMA` for
 * `IQOS ILUMA PRIME`), the longest such name winning. Undefined when none: the card shows its device icon.
 * The caller still passes the answer through safeUrl.
 */
export function deviceImage(productName: unknown, image?: unknown, productImages?: unknown): string | undefined {
  if (typeof image === 'string' && image.trim()) return image.trim();
  if (!Array.isArray(productImages) || typeof productName !== 'string') return undefined;
  const name = productName.trim().toLowerCase();
  if (!name) return undefined;
  let best: { length: number; image: string } | undefined;
  for (const entry of productImages as ProductImage[]) {
    if (!entry || typeof entry.productName !== 'string' || typeof entry.image !== 'string' || !entry.image.trim()) continue;
    const key = entry.productName.trim().toLowerCase();
    if (!key) continue;
    if (key === name) return entry.image.trim();
    if (name.includes(key) && (!best || key.length > best.length)) best = { length: key.length, image: entry.image.trim() };
  }
  return best?.image;
}

/** A date-time as the page's language writes a date ('14 September 2024', '14/09/2024' …); undefined if invalid. */
export function formatDeviceDate(iso: unknown, lang?: string): string | undefined {
  if (typeof iso !== 'string' || !iso) return undefined;
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return undefined;
  const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };
  try {
    return new Intl.DateTimeFormat(lang || undefined, options).format(time);
  } catch {
    return new Intl.DateTimeFormat(undefined, options).format(time); // an unknown language tag
  }
}

/** Where a register refusal is said: on the serial field (the shopper fixes it there) or in the form's alert. */
export type RegisterMessageKey = 'serialInvalidMessage' | 'duplicateMessage' | 'sessionExpiredMessage' | 'failureMessage';

export function registerFailureMessage(reason: string): { key: RegisterMessageKey; onField: boolean } {
  if (reason === 'invalid-serial') return { key: 'serialInvalidMessage', onField: true };
  if (reason === 'duplicate') return { key: 'duplicateMessage', onField: true };
  if (reason === 'session-expired') return { key: 'sessionExpiredMessage', onField: false };
  return { key: 'failureMessage', onField: false };
}

/** The models offered in the register form: authored `models` as strings or `{ value, label }`, de-duplicated. */
export function modelOptions(models: unknown): { value: string; label: string }[] {
  if (!Array.isArray(models)) return [];
  const seen = new Set<string>();
  const out: { value: string; label: string }[] = [];
  for (const entry of models) {
    const value = typeof entry === 'string' ? entry : entry && typeof entry === 'object' ? (entry as Record<string, unknown>).value : undefined;
    const label = typeof entry === 'string' ? entry : entry && typeof entry === 'object' ? (entry as Record<string, unknown>).label : undefined;
    if (typeof value !== 'string' || !value.trim() || seen.has(value.trim())) continue;
    seen.add(value.trim());
    out.push({ value: value.trim().slice(0, 120), label: (typeof label === 'string' && label.trim() ? label.trim() : value.trim()).slice(0, 120) });
  }
  return out;
}
