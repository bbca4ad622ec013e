import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSizes, readBudget, verdict } from '../../scripts/budget.mjs';

// npm test builds dist/ before the unit tests, so this checks the build it is about to test.
const DIST = join(__dirname, '../../dist');

describe('size budget (budget.json)', () => {
  it('dist/ exists (npm test builds it first; alone, run npm run build)', () => {
    expect(existsSync(join(DIST, 'loader.js')), 'dist/loader.js').toBe(true);
  });

  it('every dist entry is within its budget + tolerance, and every entry has one', () => {
    const { rows, problems } = checkSizes(DIST);
    expect(rows.length).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });

  it('the age gate alone stays under 130 KiB gzip even at the tolerance (issue 5)', () => {
    const budget = readBudget();
    const gate = budget.sizes['elements/brand-age-gate']!;
    expect(gate * (1 + budget.tolerancePercent / 100)).toBeLessThanOrEqual(130);
  });
});

describe('the budget check itself', () => {
  const fakeDist = (files: Record<string, string | Buffer>) => {
    const dir = mkdtempSync(join(tmpdir(), 'budget-'));
    mkdirSync(join(dir, 'elements'));
    for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, name), code);
    return dir;
  };
  // Random bytes do not compress: `kib` KiB gzip and a few bytes.
  const incompressible = (kib: number) => randomBytes(kib * 1024);

  it('passes within 5%, fails above it, and names the entry and the overshoot', () => {
    const dir = fakeDist({ 'loader.js': incompressible(10), 'elements/brand-x.js': 'import "./chunk.js";', 'elements/chunk.js': incompressible(3) });
    const within = checkSizes(dir, { tolerancePercent: 5, sizes: { loader: 9.9, 'elements/brand-x': 3, 'elements/chunk': 3 }, vitals: {} });
    expect(within.problems).toEqual([]);
    const over = checkSizes(dir, { tolerancePercent: 5, sizes: { loader: 9, 'elements/brand-x': 3, 'elements/chunk': 3 }, vitals: {} });
    expect(over.problems).toHaveLength(1);
    expect(over.problems[0]).toMatch(/^loader: 10\.\d KiB gzip is over its budget of 9 KiB by 1\d\.\d% \(allowed: 5%\)$/);
  });

  it('counts the chunks an entry imports statically', () => {
    const dir = fakeDist({ 'loader.js': 'x', 'elements/brand-x.js': 'import "./chunk.js";', 'elements/chunk.js': incompressible(4) });
    const { problems } = checkSizes(dir, { tolerancePercent: 5, sizes: { loader: 1, 'elements/brand-x': 2, 'elements/chunk': 5 }, vitals: {} });
    expect(problems).toEqual([expect.stringMatching(/^elements\/brand-x: 4\.\d KiB gzip is over its budget of 2 KiB/)]);
  });

  it('an entry without a limit and a limit without an entry are problems', () => {
    const dir = fakeDist({ 'loader.js': 'x', 'elements/brand-new.js': 'y' });
    const { problems } = checkSizes(dir, { tolerancePercent: 5, sizes: { loader: 1, 'elements/brand-gone': 1 }, vitals: {} });
    expect(problems).toEqual([
      expect.stringMatching(/^elements\/brand-new: 0\.0 KiB gzip has no limit in budget\.json/),
      'budget.json names "elements/brand-gone", which dist/ does not have',
    ]);
  });

  it('verdict: over only above limit × (1 + tolerance)', () => {
    expect(verdict(105, 100, 5).over).toBe(false);
    expect(verdict(105.01, 100, 5).over).toBe(true);
    expect(verdict(50, 100, 5).percentOfLimit).toBe(50);
  });
});
