/**
 * The visitor's profile summary (brand-account-details, brand-account-user-context-text): what the
 * consumer profile and the loyalty call tell, as display values. Pure functions; unknown values are undefined.
 */
import type { ConsumerData } from '../services/consumer';

export interface ProfileSummary {
  firstName?: string;
  lastName?: string;
  /** first and last name, whichever are known */
  fullName?: string;
  email?: string;
  birthYear?: string;
  /** ISO date-time the account was created (`profile.createdAt`) */
  createdAt?: string;
}

const text = (value: unknown): string | undefined => {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
};

/** The summary of the consumer service's `response-data` (its `profile`). */
export function profileSummary(consumer: ConsumerData | undefined): ProfileSummary {
  const profile = consumer?.profile ?? {};
  const firstName = text(profile.firstName);
  const lastName = text(profile.lastName);
  const fullName = [firstName, lastName].filter(Boolean).join(' ') || undefined;
  const birthYear = text(profile.birthYear);
  const createdAt = text(profile.createdAt);
  const summary: ProfileSummary = {};
  if (firstName) summary.firstName = firstName;
  if (lastName) summary.lastName = lastName;
  if (fullName) summary.fullName = fullName;
  const email = text(profile.email);
  if (email) summary.email = email;
  if (birthYear && /^\d{4}$/.test(birthYear)) summary.birthYear = birthYear;
  if (createdAt && !Number.isNaN(Date.parse(createdAt))) summary.createdAt = createdAt;
  return summary;
}

/**
 * A loyalty tier's label: the authored `tierLabels` entry ({ "GOLD": "Gold" }, keys matched case-insensitively),
 * else the code in sentence case (GOLD → "Gold", PLATINUM_PLUS → "Platinum plus"); undefined without a tier.
 */
export function tierLabel(tier: unknown, labels?: unknown): string | undefined {
  const code = text(tier);
  if (!code) return undefined;
  if (labels && typeof labels === 'object' && !Array.isArray(labels)) {
    const entry = Object.entries(labels as Record<string, unknown>).find(([key]) => key.trim().toUpperCase() === code.toUpperCase());
    const authored = entry && text(entry[1]);
    if (authored) return authored;
  }
  const words = code.replace(/[_-]+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The tier as a token for styling (`gold`, `platinum-plus`), undefined without a tier. */
export function tierToken(tier: unknown): string | undefined {
  const code = text(tier);
  return code ? code.toLowerCase().replace(/[^a-z0-9]+/g, '-') : undefined;
}

/** "Member since" as month and year in the page's language ("November 2022"), undefined when not a date. */
export function memberSince(createdAt: string | undefined, lang = 'en'): string | undefined {
  if (!createdAt) return undefined;
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return undefined;
  try {
    return new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
  }
}

/** Loyalty points in the page's language (1234 → "1,234"), undefined when not a finite number. */
export function formatPoints(points: unknown, lang = 'en'): string | undefined {
  if (typeof points !== 'number' || !Number.isFinite(points)) return undefined;
  try {
    return new Intl.NumberFormat(lang).format(points);
  } catch {
    return String(points);
  }
}
