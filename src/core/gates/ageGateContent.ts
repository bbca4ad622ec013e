import { isRecord } from '../isRecord';
import type { SagConfig, SagVersion } from './ageGate';
import { markupAsText } from '../text/markupAsText';

/**
 * The age gate's input checked and completed (docs/reference.md "Root model fields"): the sagConfig,
 * the simplified and dob content shapes, and the built-in English copy that keeps the page
 * protected when the authored content is missing or broken.
 */

export interface SimplifiedContent {
  title: string;
  message: string;
  yesLabel: string;
  noLabel: string;
  errorMessage: string;
}

export interface DobContent {
  title: string;
  promptMessage: string;
  promptLayout: 'row' | 'column';
  months: string[];
  startYearRange?: number;
  endYearRange?: number;
  monthLabel: string;
  yearLabel: string;
  submitLabel: string;
  errorMessage: string;
  monthValidationMessage: string;
  yearValidationMessage: string;
}

export type GateContent = { version: 'simplified'; copy: SimplifiedContent } | { version: 'dob'; copy: DobContent };

/** Shown when the authored content cannot be had: the gate still asks before anything is shown. */
export const FALLBACK_SIMPLIFIED: SimplifiedContent = {
  title: 'Age verification',
  message: 'This website is for adults of legal age only. Are you of legal age?',
  yesLabel: 'Yes',
  noLabel: 'No',
  errorMessage: 'Sorry, you must be of legal age to enter this site.',
};

const ENGLISH_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const FALLBACK_DOB: Omit<DobContent, 'title' | 'errorMessage'> = {
  promptMessage: 'Please enter your month and year of birth.',
  promptLayout: 'row',
  months: ENGLISH_MONTHS,
  monthLabel: 'Month',
  yearLabel: 'Year',
  submitLabel: 'Submit',
  monthValidationMessage: 'Please select your month of birth.',
  yearValidationMessage: 'Please select your year of birth.',
};

export const DEFAULT_ARIA_LABELLED_BY = 'brand-age-gate-title';
export const DEFAULT_ARIA_DESCRIBED_BY = 'brand-age-gate-message';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
const year = (value: unknown): number | undefined => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? Math.trunc(number) : undefined;
};

/** The sagConfig as given, or why it cannot be used (the gate then works with an empty one). */
export function readSagConfig(value: unknown): { config: SagConfig; problem?: string } {
  if (value === undefined || value === null) return { config: {}, problem: 'no sagConfig was given' };
  if (typeof value === 'string') {
    try {
      const parsed: unknown = JSON.parse(value);
      if (isRecord(parsed)) return { config: parsed as SagConfig };
    } catch {
      // reported below
    }
  }
  if (!isRecord(value)) return { config: {}, problem: `sagConfig must be an object, got ${Array.isArray(value) ? 'an array' : typeof value}` };
  return { config: value as SagConfig };
}

/** Does this object look like the dob content (it has the fields only the dob gate has)? */
export function isDobShape(value: Record<string, unknown>): boolean {
  return Array.isArray(value.months) || text(value.promptMessage) !== undefined || year(value.startYearRange) !== undefined;
}

/** Does this object carry anything of the simplified content? */
export function isSimplifiedShape(value: Record<string, unknown>): boolean {
  return ['title', 'message', 'yesLabel', 'noLabel', 'errorMessage'].some((key) => text(value[key]) !== undefined);
}

/**
 * The given `content` for a version: `{ simplified: {...}, dob: {...} }` keyed by version, or one
 * object used for the version it fits (it may carry the fields of both shapes).
 */
export function pickGivenContent(content: unknown, version: SagVersion): Record<string, unknown> | undefined {
  if (!isRecord(content)) return undefined;
  const keyed = content[version];
  if (isRecord(keyed)) return keyed;
  if (isRecord(content.simplified) || isRecord(content.dob)) return undefined;
  if (version === 'dob') return isDobShape(content) ? content : undefined;
  return isSimplifiedShape(content) ? content : undefined;
}

export function simplifiedCopy(raw: Record<string, unknown>): SimplifiedContent {
  return {
    title: text(raw.title) ?? FALLBACK_SIMPLIFIED.title,
    message: text(raw.message) ?? FALLBACK_SIMPLIFIED.message,
    yesLabel: text(raw.yesLabel) ?? FALLBACK_SIMPLIFIED.yesLabel,
    noLabel: text(raw.noLabel) ?? FALLBACK_SIMPLIFIED.noLabel,
    errorMessage: text(raw.errorMessage) ?? FALLBACK_SIMPLIFIED.errorMessage,
  };
}

export function dobCopy(raw: Record<string, unknown>): DobContent {
  const months =
    Array.isArray(raw.months) && raw.months.length === 12 && raw.months.every((month) => text(month) !== undefined)
      ? (raw.months as string[])
      : FALLBACK_DOB.months;
  return {
    title: text(raw.title) ?? FALLBACK_SIMPLIFIED.title,
    promptMessage: text(raw.promptMessage) ?? FALLBACK_DOB.promptMessage,
    promptLayout: raw.promptLayout === 'column' ? 'column' : 'row',
    months,
    startYearRange: year(raw.startYearRange),
    endYearRange: year(raw.endYearRange),
    monthLabel: text(raw.monthLabel) ?? FALLBACK_DOB.monthLabel,
    yearLabel: text(raw.yearLabel) ?? FALLBACK_DOB.yearLabel,
    submitLabel: text(raw.submitLabel) ?? FALLBACK_DOB.submitLabel,
    errorMessage: text(raw.errorMessage) ?? FALLBACK_SIMPLIFIED.errorMessage,
    monthValidationMessage: text(raw.monthValidationMessage) ?? FALLBACK_DOB.monthValidationMessage,
    yearValidationMessage: text(raw.yearValidationMessage) ?? FALLBACK_DOB.yearValidationMessage,
  };
}

/** Authored content for a version; content that fits neither shape gives the fallback copy. */
export function toGateContent(raw: Record<string, unknown> | undefined, version: SagVersion): GateContent {
  if (raw && version === 'dob' && isDobShape(raw)) return { version: 'dob', copy: dobCopy(raw) };
  if (raw && isSimplifiedShape(raw)) return { version: 'simplified', copy: simplifiedCopy(raw) };
  return { version: 'simplified', copy: FALLBACK_SIMPLIFIED };
}

/**
 * Text for places that take no markup (labels, options): authored HTML reduced to its text, without parsing it (a
 * DOMParser is a Trusted Types sink, and the server renderer has none).
 */
export function plainText(value: string): string {
  if (!/[<&]/.test(value)) return value;
  return markupAsText(value);
}

/** An id usable in the shadow root: the authored one, else the default. */
export function ariaId(value: unknown, fallback: string): string {
  return typeof value === 'string' && /^[A-Za-z][\w:.-]*$/.test(value.trim()) ? value.trim() : fallback;
}
