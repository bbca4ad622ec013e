/**
 * The rules of the mix-and-match wizard (brand-mix-and-match): the authored steps, picking and unpicking
 * tins within a step's limit, when a step is complete, the picks as product-set entries and their total.
 * Pure functions; the picks are immutable (each change returns new arrays).
 */
import { isRecord } from '../isRecord';

export interface WizardStep {
  title: string;
  description?: string;
  /** how many tins this step asks for (at least 1) */
  pick: number;
  /** the variant codes offered, each once */
  productCodes: string[];
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The authored `wizardSteps` as steps: `pick` an integer ≥ 1 (default 1), codes trimmed and deduplicated
 * (`productCodes: ['A']` or AEM multifield items `[{ productCode: 'A' }]`); steps offering nothing are dropped.
 */
export function wizardSteps(raw: unknown): WizardStep[] {
  if (!Array.isArray(raw)) return [];
  const steps: WizardStep[] = [];
  for (const item of raw) {
    if (!isRecord(item)) continue;
    const codes: string[] = [];
    for (const entry of Array.isArray(item.productCodes) ? item.productCodes : []) {
      const code = text(isRecord(entry) ? entry.productCode : entry);
      if (code && !codes.includes(code)) codes.push(code);
    }
    if (codes.length === 0) continue;
    const count = Number(item.pick);
    const pick = Number.isInteger(count) && count >= 1 ? count : 1;
    steps.push({ title: text(item.title), description: text(item.description) || undefined, pick, productCodes: codes });
  }
  return steps;
}

/** Picks per step: `picks[step]` holds the codes picked in that step, in the order picked. */
export type Picks = readonly (readonly string[])[];

export const emptyPicks = (steps: readonly WizardStep[]): Picks => steps.map(() => []);

export type PickOutcome = { picks: Picks; refused?: 'limit' | 'unknown' };

/**
 * Picks `code` in `step`, or unpicks it when already picked. A pick beyond the step's limit, or of a code
 * the step does not offer, is refused and changes nothing.
 */
export function togglePick(steps: readonly WizardStep[], picks: Picks, step: number, code: string): PickOutcome {
  const definition = steps[step];
  if (!definition || !definition.productCodes.includes(code)) return { picks, refused: 'unknown' };
  const current = picks[step] ?? [];
  const next = picks.map((codes) => [...codes]);
  while (next.length < steps.length) next.push([]);
  if (current.includes(code)) {
    next[step] = current.filter((picked) => picked !== code);
    return { picks: next };
  }
  if (current.length >= definition.pick) return { picks, refused: 'limit' };
  next[step] = [...current, code];
  return { picks: next };
}

/** Whether the step has exactly the tins it asks for (Next is enabled). */
export function stepComplete(steps: readonly WizardStep[], picks: Picks, step: number): boolean {
  const definition = steps[step];
  return !!definition && (picks[step]?.length ?? 0) === definition.pick;
}

/** Whether every step is complete (the pack can be added). */
export const allComplete = (steps: readonly WizardStep[], picks: Picks): boolean =>
  steps.length > 0 && steps.every((_, index) => stepComplete(steps, picks, index));

/** "{count} of {pick} picked" with the numbers filled in. */
export function pickedText(template: string, count: number, pick: number): string {
  return template.replace('{count}', String(count)).replace('{pick}', String(pick));
}

export interface SetEntry {
  productCode: string;
  quantity: number;
}

/** The picks of every step as product-set entries: one per code (the same tin picked twice: quantity 2), first pick first. */
export function setEntries(picks: Picks): SetEntry[] {
  const entries: SetEntry[] = [];
  for (const codes of picks) {
    for (const code of codes) {
      const known = entries.find((entry) => entry.productCode === code);
      if (known) known.quantity += 1;
      else entries.push({ productCode: code, quantity: 1 });
    }
  }
  return entries;
}

/** The entries' total from unit prices (a code without a price makes the total unknown). */
export function setTotal(entries: readonly SetEntry[], unitPrice: (code: string) => number | undefined): number | undefined {
  let total = 0;
  for (const entry of entries) {
    const price = unitPrice(entry.productCode);
    if (typeof price !== 'number' || !Number.isFinite(price)) return undefined;
    total += price * entry.quantity;
  }
  return Math.round(total * 100) / 100;
}

/** A total as money in the page's language ('£13.90'). */
export function formatMoney(value: number, currency = 'GBP', lang = 'en-GB'): string {
  try {
    return new Intl.NumberFormat(lang, { style: 'currency', currency }).format(value);
  } catch {
    return new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(value);
  }
}
