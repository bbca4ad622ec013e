import { type EmptinessRule } from './rule';

/** A spacer height counts as zero when absent, 0, '0', '0px', '0rem' or 'none'. */
export function isZeroHeight(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (typeof value === 'number') return value === 0 || Number.isNaN(value);
  if (typeof value !== 'string') return true;
  const text = value.trim().toLowerCase();
  return text === 'none' || /^0+(\.0+)?(px|rem|em|%|vh|vw)?$/.test(text);
}

export const SPACER_HEIGHT_FIELDS = ['height', 'heightXs', 'heightSm', 'heightMd', 'heightLg', 'heightXl'] as const;

export const spacerEmptiness: EmptinessRule = {
  label: 'Spacer: set a height',
  isEmpty: (m) => SPACER_HEIGHT_FIELDS.every((field) => isZeroHeight(m[field])),
};
