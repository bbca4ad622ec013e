/**
 * Readers for authored footer content (the authored chrome configuration). It arrives loosely typed
 * (AEM exports booleans as strings, lists may be missing or of the wrong type), so each reader
 * takes `unknown` and never throws.
 */

export type AuthoredRecord = Record<string, unknown>;

export const asRecord = (value: unknown): AuthoredRecord =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as AuthoredRecord) : {};

export const arrayOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** An authored checkbox: true or 'true' (AEM exports both); anything else is off. */
export const isOn = (value: unknown): boolean => value === true || (typeof value === 'string' && value.trim().toLowerCase() === 'true');

/** An authored checkbox that defaults to on: only false or 'false' turn it off. */
export const isNotOff = (value: unknown): boolean =>
  !(value === false || (typeof value === 'string' && value.trim().toLowerCase() === 'false'));

export const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

/** A positive pixel dimension from a number or a numeric string ('120', '120px'), else undefined. */
export function dimension(value: unknown): number | undefined {
  const number = typeof value === 'string' ? Number.parseFloat(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : undefined;
}
