import { describe, expect, it } from 'vitest';
import { allComplete, emptyPicks, formatMoney, pickedText, setEntries, setTotal, stepComplete, togglePick, wizardSteps } from '../../../src/core/commerce/mixAndMatch';

const steps = wizardSteps([
  { title: 'Mint', pick: 1, productCodes: ['MINT-6', 'SPEAR-6'] },
  { title: 'Fruity', pick: 2, productCodes: [{ productCode: 'CITRUS-6' }, { productCode: 'CHERRY-6' }, { productCode: 'CITRUS-3' }] },
  { title: 'Any', pick: 1, productCodes: ['MINT-6', 'CITRUS-6'] },
]);

describe('wizard steps', () => {
  it('reads codes as strings or AEM multifield items', () => {
    expect(steps.map((step) => [step.title, step.pick, step.productCodes.length])).toEqual([['Mint', 1, 2], ['Fruity', 2, 3], ['Any', 1, 2]]);
  });
  it('defaults pick to 1, dedupes codes, drops steps offering nothing', () => {
    expect(wizardSteps([{ title: 'A', pick: 0, productCodes: ['X', ' X ', ''] }, { title: 'B', productCodes: [] }, null, { title: 'C', pick: '2', productCodes: ['Y'] }])).toEqual([
      { title: 'A', description: undefined, pick: 1, productCodes: ['X'] },
      { title: 'C', description: undefined, pick: 2, productCodes: ['Y'] },
    ]);
    expect(wizardSteps({})).toEqual([]);
  });
});

describe('picking', () => {
  it('picks up to the limit, then refuses', () => {
    let picks = emptyPicks(steps);
    picks = togglePick(steps, picks, 1, 'CITRUS-6').picks;
    picks = togglePick(steps, picks, 1, 'CHERRY-6').picks;
    expect(stepComplete(steps, picks, 1)).toBe(true);
    const refused = togglePick(steps, picks, 1, 'CITRUS-3');
    expect(refused.refused).toBe('limit');
    expect(refused.picks).toBe(picks);
  });
  it('unpicks a picked tin, and the step is no longer complete', () => {
    let picks = togglePick(steps, emptyPicks(steps), 0, 'MINT-6').picks;
    expect(stepComplete(steps, picks, 0)).toBe(true);
    picks = togglePick(steps, picks, 0, 'MINT-6').picks;
    expect(picks[0]).toEqual([]);
    expect(stepComplete(steps, picks, 0)).toBe(false);
  });
  it('refuses a code the step does not offer, or a step that does not exist', () => {
    const picks = emptyPicks(steps);
    expect(togglePick(steps, picks, 0, 'CITRUS-6').refused).toBe('unknown');
    expect(togglePick(steps, picks, 9, 'MINT-6').refused).toBe('unknown');
  });
  it('leaves the input unchanged (immutable)', () => {
    const picks = emptyPicks(steps);
    togglePick(steps, picks, 0, 'MINT-6');
    expect(picks[0]).toEqual([]);
  });
  it('is complete only when every step is', () => {
    let picks = emptyPicks(steps);
    for (const [step, code] of [[0, 'MINT-6'], [1, 'CITRUS-6'], [1, 'CITRUS-3']] as const) picks = togglePick(steps, picks, step, code).picks;
    expect(allComplete(steps, picks)).toBe(false);
    picks = togglePick(steps, picks, 2, 'MINT-6').picks;
    expect(allComplete(steps, picks)).toBe(true);
    expect(allComplete([], [])).toBe(false);
  });
  it('words the counter', () => {
    expect(pickedText('{count} of {pick} picked', 2, 3)).toBe('2 of 3 picked');
  });
});

describe('entries and total', () => {
  it('aggregates the same tin across steps into one entry', () => {
    expect(setEntries([['MINT-6'], ['CITRUS-6', 'CHERRY-6'], ['MINT-6']])).toEqual([
      { productCode: 'MINT-6', quantity: 2 },
      { productCode: 'CITRUS-6', quantity: 1 },
      { productCode: 'CHERRY-6', quantity: 1 },
    ]);
    expect(setEntries([[], []])).toEqual([]);
  });
  it('totals the unit prices, unknown when a price is missing', () => {
    const prices: Record<string, number> = { 'MINT-6': 4.5, 'CITRUS-6': 4.7 };
    expect(setTotal([{ productCode: 'MINT-6', quantity: 2 }, { productCode: 'CITRUS-6', quantity: 1 }], (code) => prices[code])).toBe(13.7);
    expect(setTotal([{ productCode: 'X', quantity: 1 }], (code) => prices[code])).toBeUndefined();
    expect(setTotal([], () => undefined)).toBe(0);
  });
  it('formats money, falling back to pounds on a bad currency', () => {
    expect(formatMoney(13.7)).toBe('£13.70');
    expect(formatMoney(1, 'nope')).toBe('£1.00');
  });
});
