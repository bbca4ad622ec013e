/**
 * The visitor data an embedded page receives (only a frame whose origin the page lists, see
 * embed/iframe's userDataTarget), built from the last visitor resolution (`visitorResolution`):
 *
 * - `loginStatus`: 'logged-in' for LAU, LAU-HAV and LAU-HAV-DEV (an anonymous visitor gets nothing at all);
 * - `affiliation`: the visitor type (LAU, LAU-HAV, LAU-HAV-DEV);
 * - `userID`: the consumer id of the profile, else null;
 * - `emailHashed`: SHA-256, lower-case hex, of the profile's e-mail trimmed and lower-cased, else null
 *   (the address itself never leaves the page);
 * - `birthYear`: the profile's birth year as a number, else null;
 * - `loyaltyBadge`: the loyalty tier (`tierInformation.currentTier`), else null;
 * - `hasDeviceRegistered`: at least one registered device (the assets call, made for verified visitors);
 * - `hasAlreadyOrdered`: the profile's boolean `hasAlreadyOrdered` (the consumer service's flag) is true.
 *
 * Unknown values are null rather than missing, so a frame always sees the same eight keys.
 */
import type { VisitorResolution } from './resolveVisitor';
import type { VisitorType } from './types';

export const USER_DATA_MESSAGE_TYPE = 'brand-user-data';

export interface UserData {
  loginStatus: 'logged-in';
  affiliation: Exclude<VisitorType, 'LAS'>;
  userID: string | null;
  emailHashed: string | null;
  birthYear: number | null;
  loyaltyBadge: string | null;
  hasDeviceRegistered: boolean;
  hasAlreadyOrdered: boolean;
}

/** The message posted to a frame: the user data under `type: 'brand-user-data'`. */
export type UserDataMessage = { type: typeof USER_DATA_MESSAGE_TYPE } & UserData;

/** The e-mail as it is hashed: trimmed and lower-cased; undefined when there is none. */
export function normalizeEmail(email: unknown): string | undefined {
  if (typeof email !== 'string') return undefined;
  const text = email.trim().toLowerCase();
  return text === '' ? undefined : text;
}

/** A four-digit year from a number or a numeric string, else null. */
export function parseBirthYear(value: unknown): number | null {
  const year = typeof value === 'string' && /^\s*\d{4}\s*$/.test(value) ? Number(value) : value;
  return typeof year === 'number' && Number.isInteger(year) && year >= 1000 && year <= 9999 ? year : null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/**
 * The user data of a resolution, the e-mail hash given (see hashEmail); undefined for an anonymous
 * visitor (LAS), who is sent nothing.
 */
export function userDataOf(resolution: VisitorResolution, emailHashed: string | null = null): UserData | undefined {
  const { visitorType } = resolution;
  if (visitorType === 'LAS') return undefined;
  const profile = resolution.consumer?.profile;
  return {
    loginStatus: 'logged-in',
    affiliation: visitorType,
    userID: text(profile?.consumerId),
    emailHashed,
    birthYear: parseBirthYear(profile?.birthYear),
    loyaltyBadge: text(resolution.loyaltyTier),
    hasDeviceRegistered: (resolution.assetCount ?? 0) > 0,
    hasAlreadyOrdered: profile?.hasAlreadyOrdered === true,
  };
}

/** SHA-256 of the normalized e-mail as lower-case hex, through Web Crypto; null without an e-mail or crypto.subtle. */
export async function hashEmail(email: unknown, subtle: SubtleCrypto | undefined = globalThis.crypto?.subtle): Promise<string | null> {
  const normalized = normalizeEmail(email);
  if (!normalized || !subtle) return null;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(normalized));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The message for a resolution (the e-mail hashed first), or undefined for an anonymous visitor. */
export async function userDataMessage(resolution: VisitorResolution, subtle?: SubtleCrypto): Promise<UserDataMessage | undefined> {
  if (resolution.visitorType === 'LAS') return undefined;
  const emailHashed = await hashEmail(resolution.consumer?.profile?.email, subtle ?? globalThis.crypto?.subtle);
  const data = userDataOf(resolution, emailHashed);
  return data && { type: USER_DATA_MESSAGE_TYPE, ...data };
}
