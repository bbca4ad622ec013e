/**
 * Age gate decisions (docs/reference.md "Root model fields"):
 * the gate cookie, its persistence, returning visitors, the sagVersion URL parameter, the
 * dob gate's validation and age arithmetic. Pure functions: the element applies them.
 */

import type { DobApiConfigs } from '../services/configTypes';
import { gateCookieName, gateStart } from './ageGateStart';

export { ageGateNeeded, gateCookieName, gateStart, type GateStart } from './ageGateStart';

export type GateOutcome = 'granted' | 'refused';
export type SagVersion = 'dob' | 'simplified';
export type PersistenceUnit = 'days' | 'hours' | 'minutes';

export interface SagConfig {
  dobContentPath?: string;
  simplifiedContentPath?: string;
  sagVersion?: SagVersion;
  transparency?: boolean | number;
  ariaLabelledBy?: string;
  ariaDescribedBy?: string;
  successPersistence?: number;
  successPersistenceUnits?: PersistenceUnit;
  /** days */
  errorPersistence?: number;
  dobApiConfigs?: DobApiConfigs;
}

/**
 * Used when the legal age service fails or answers with nothing usable: the highest legal age
 * for nicotine products in the markets we know (21, as in the United States), so a failure can
 * only ever refuse a visitor who is old enough, never admit one who is not.
 */
export const DEFAULT_LEGAL_AGE = 21;

const UNIT_SECONDS: Record<PersistenceUnit, number> = { days: 86_400, hours: 3_600, minutes: 60 };


export interface GateCookie {
  name: string;
  value: GateOutcome;
  options: { maxAge?: number; secure: true; sameSite: 'Strict'; path: '/' };
}

const positive = (value: unknown): number | undefined => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : undefined;
};

/**
 * The cookie that remembers the visitor's answer: granted lasts successPersistence in its unit
 * (days by default), refused lasts errorPersistence days. Without a positive persistence the
 * cookie lasts the browser session. Always Secure, SameSite=Strict, Path=/.
 */
export function gateCookie(outcome: GateOutcome, market: string | undefined, config: SagConfig = {}): GateCookie {
  let maxAge: number | undefined;
  if (outcome === 'granted') {
    const amount = positive(config.successPersistence);
    const unit = config.successPersistenceUnits && config.successPersistenceUnits in UNIT_SECONDS ? config.successPersistenceUnits : 'days';
    if (amount) maxAge = Math.round(amount * UNIT_SECONDS[unit]);
  } else {
    const days = positive(config.errorPersistence);
    if (days) maxAge = Math.round(days * UNIT_SECONDS.days);
  }
  return { name: gateCookieName(market), value: outcome, options: { ...(maxAge ? { maxAge } : {}), secure: true, sameSite: 'Strict', path: '/' } };
}

export interface VersionChoice {
  version: SagVersion;
  bypass: boolean;
  /** the URL to put in the address bar when the parameter must go (bypass), else undefined */
  cleanedUrl?: string;
}

/**
 * The `sagVersion` URL parameter: `dob` or `simplified` choose the content, `bypass` grants and
 * is then removed from the URL. Otherwise the configured version, else the simplified gate.
 */
export function chooseVersion(url: string, config: SagConfig = {}): VersionChoice {
  const parsed = new URL(url, 'http://localhost');
  const value = parsed.searchParams.get('sagVersion')?.trim().toLowerCase();
  const configured: SagVersion = config.sagVersion === 'dob' ? 'dob' : 'simplified';
  if (value === 'bypass') {
    parsed.searchParams.delete('sagVersion');
    const query = parsed.searchParams.toString();
    return { version: configured, bypass: true, cleanedUrl: `${parsed.pathname}${query ? `?${query}` : ''}${parsed.hash}` };
  }
  if (value === 'dob' || value === 'simplified') return { version: value, bypass: false };
  return { version: configured, bypass: false };
}

/** Year choices from the end year down to the start year (end defaults to this year). */
export function yearChoices(startYearRange: unknown, endYearRange: unknown, now = new Date()): number[] {
  const end = Math.trunc(positive(endYearRange) ?? now.getFullYear());
  const start = Math.trunc(positive(startYearRange) ?? end - 100);
  const years: number[] = [];
  for (let year = end; year >= start && years.length <= 150; year--) years.push(year);
  return years;
}

/**
 * Whole years from the first day of the chosen month (1 to 12) to `now`: someone who chose
 * March 2008 is 18 from 1 March 2026.
 */
export function ageFromMonthYear(month: number, year: number, now = new Date()): number {
  let age = now.getFullYear() - year;
  if (now.getMonth() + 1 < month) age--;
  return age;
}

export interface DobAnswer {
  /** 1 to 12, or undefined for None */
  month?: number;
  year?: number;
}

export type DobCheck =
  | { valid: false; monthMissing: boolean; yearMissing: boolean }
  | { valid: true; outcome: GateOutcome; age: number };

/** Both fields must be chosen (None by default); then the age decides against the legal age. */
export function checkDob(answer: DobAnswer, legalAge: number | undefined, now = new Date()): DobCheck {
  const monthMissing = !(typeof answer.month === 'number' && answer.month >= 1 && answer.month <= 12);
  const yearMissing = !(typeof answer.year === 'number' && Number.isInteger(answer.year) && answer.year > 1800);
  if (monthMissing || yearMissing) return { valid: false, monthMissing, yearMissing };
  const age = ageFromMonthYear(answer.month!, answer.year!, now);
  return { valid: true, age, outcome: age >= effectiveLegalAge(legalAge) ? 'granted' : 'refused' };
}

/** The legal age to check against: the service's first answer when usable, else the default (never 0). */
export function effectiveLegalAge(fromService: unknown): number {
  const age = typeof fromService === 'string' ? Number(fromService) : fromService;
  return typeof age === 'number' && Number.isFinite(age) && age >= 1 ? age : DEFAULT_LEGAL_AGE;
}

/** The first entry's legalAge from the service's list, or undefined. */
export function legalAgeFromResponse(body: unknown): number | undefined {
  if (!Array.isArray(body) || body.length === 0) return undefined;
  const first = body[0] as { legalAge?: unknown } | null;
  const age = typeof first?.legalAge === 'string' ? Number(first.legalAge) : first?.legalAge;
  return typeof age === 'number' && Number.isFinite(age) && age >= 1 ? age : undefined;
}
