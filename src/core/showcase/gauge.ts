/**
 * The gauge's rules: it renders only when both value and
 * scale are set; its percentage is value / scale x 100 (0 when either is missing), kept to 0..100;
 * its accessible text reads `value-out-of-scale`.
 */

export const GAUGE_SIZES = ['Medium', 'Small', 'Tiny'] as const;
export type GaugeSize = (typeof GAUGE_SIZES)[number];

/** The ring is 80 percent of a full circle (the gap at the bottom), stroke 6. */
export const GAUGE_ARC = 0.8;
export const GAUGE_STROKE = 6;

/** A number from an authored value: numbers and numeric strings ("7", " 7.5 "); anything else undefined. */
export function gaugeNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const number = Number(value.trim());
    return Number.isFinite(number) ? number : undefined;
  }
  return undefined;
}

/** Renders only when both are set: a value (0 counts) and a scale above zero. */
export function gaugeShown(value: unknown, scale: unknown): boolean {
  const v = gaugeNumber(value);
  const s = gaugeNumber(scale);
  return v !== undefined && s !== undefined && s > 0;
}

/** value / scale x 100, 0 when either is missing or the scale is not above zero, clamped to 0..100. */
export function gaugePercentage(value: unknown, scale: unknown): number {
  const v = gaugeNumber(value);
  const s = gaugeNumber(scale);
  if (v === undefined || s === undefined || s <= 0) return 0;
  return Math.min(100, Math.max(0, (v / s) * 100));
}

/** The accessible text, `value-out-of-scale`: `7-out-of-10`. */
export function gaugeText(value: unknown, scale: unknown): string {
  return `${gaugeNumber(value) ?? 0}-out-of-${gaugeNumber(scale) ?? 0}`;
}

/** Medium (the default), Small or Tiny; the lower-case spellings pass too. */
export function gaugeSize(size: unknown): GaugeSize {
  if (typeof size !== 'string') return 'Medium';
  const found = GAUGE_SIZES.find((name) => name.toLowerCase() === size.trim().toLowerCase());
  return found ?? 'Medium';
}
