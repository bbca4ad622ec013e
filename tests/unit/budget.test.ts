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

/** A dist/ of elements and chunks in a temporary folder with these files, and a writer of more. */
function fakeDist(files: Record<string, string | Buffer> = {}): { dir: string; write: (name: string, code: string | Buffer) => void } {
  const dir = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dir, 'elements'));
  mkdirSync(join(dir, 'chunks'));
  const write = (name: string, code: string | Buffer) => writeFileSync(join(dir, name), code);
  for (const [name, code] of Object.entries(files)) write(name, code);
  return { dir, write };
}

describe('the budget check itself', () => {
  // Random bytes do not compress: `kib` KiB gzip and a few bytes.
  const incompressible = (kib: number) => randomBytes(kib * 1024);

  it('passes within 5%, fails above it, and names the entry and the overshoot', () => {
    const { dir } = fakeDist({ 'loader.js': incompressible(10), 'elements/brand-x.js': 'import "./chunk.js";', 'elements/chunk.js': incompressible(3) });
    const within = checkSizes(dir, { tolerancePercent: 5, sizes: { loader: 9.9, 'elements/brand-x': 3, 'elements/chunk': 3 }, vitals: {} });
    expect(within.problems).toEqual([]);
    const over = checkSizes(dir, { tolerancePercent: 5, sizes: { loader: 9, 'elements/brand-x': 3, 'elements/chunk': 3 }, vitals: {} });
    expect(over.problems).toHaveLength(1);
    expect(over.problems[0]).toMatch(/^loader: 10\.\d KiB gzip is over its budget of 9 KiB by 1\d\.\d% \(allowed: 5%\)$/);
  });

  it('counts the chunks an entry imports statically', () => {
    const { dir } = fakeDist({ 'loader.js': 'x', 'elements/brand-x.js': 'import "./chunk.js";', 'elements/chunk.js': incompressible(4) });
    const { problems } = checkSizes(dir, { tolerancePercent: 5, sizes: { loader: 1, 'elements/brand-x': 2, 'elements/chunk': 5 }, vitals: {} });
    expect(problems).toEqual([expect.stringMatching(/^elements\/brand-x: 4\.\d KiB gzip is over its budget of 2 KiB/)]);
  });

  it('an entry without a limit and a limit without an entry are problems', () => {
    const { dir } = fakeDist({ 'loader.js': 'x', 'elements/brand-new.js': 'y' });
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

describe('each element\'s own code beyond the shared runtime (npm run bench: size.own.<entry>)', () => {
  it('is its closure less the files at least half of the elements import; <brand-page> is left out', async () => {
    const { ownSizes } = await import('../../scripts/bench/sizes.mjs');
    const { dir, write } = fakeDist();
    write('chunks/runtime.js', randomBytes(3 * 1024));
    write('chunks/commerce.js', randomBytes(2 * 1024));
    write('elements/brand-a.js', 'import "../chunks/runtime.js";');
    write('elements/brand-b.js', 'import "../chunks/runtime.js";import "../chunks/commerce.js";');
    write('elements/brand-c.js', 'import "../chunks/commerce.js";');
    write('elements/brand-page.js', 'import "../chunks/runtime.js";');
    const { shared, rows } = ownSizes(dir);
    // runtime: 2 of 3 elements; commerce: 2 of 3 too (brand-page does not count).
    expect(shared.map((file) => file.file)).toEqual(['chunks/commerce.js', 'chunks/runtime.js']);
    expect(rows.map((row) => row.name)).toEqual(['elements/brand-a', 'elements/brand-b', 'elements/brand-c']);
    expect(rows.every((row) => row.kib < 0.1)).toBe(true);
    write('elements/brand-d.js', 'import "../chunks/own.js";');
    write('chunks/own.js', randomBytes(4 * 1024));
    // Now 4 elements: commerce (2 of 4) is still shared, and brand-d's own chunk is its own.
    const again = ownSizes(dir);
    expect(again.rows.find((row) => row.name === 'elements/brand-d')!.kib).toBeGreaterThan(4);
    expect(again.rows.find((row) => row.name === 'elements/brand-d')!.files).toEqual(['elements/brand-d.js', 'chunks/own.js']);
    expect(again.rows.every((row) => row.limit === 15)).toBe(true);
  });

  it('counts Swiper, which a slider imports when it starts, in its own code, against a limit of 45 KiB', async () => {
    const { ownSizes } = await import('../../scripts/bench/sizes.mjs');
    const { dir, write } = fakeDist();
    write('chunks/runtime.js', randomBytes(1024));
    write('chunks/swiper.js', randomBytes(8 * 1024));
    write('chunks/swiper.js.map', JSON.stringify({ version: 3, sources: ['../../node_modules/swiper/swiper.mjs'], mappings: '' }));
    write('chunks/other.js', randomBytes(1024));
    write('chunks/other.js.map', JSON.stringify({ version: 3, sources: ['../../src/react/other.ts'], mappings: '' }));
    write('chunks/slider.js', 'export const start = () => import("./swiper.js");');
    write('elements/brand-slider.js', 'import "../chunks/runtime.js";import "../chunks/slider.js";');
    write('elements/brand-plain.js', 'import "../chunks/runtime.js";const later = () => import("../chunks/other.js");');
    write('elements/brand-more.js', 'import "../chunks/runtime.js";');
    const { rows } = ownSizes(dir);
    const slider = rows.find((row) => row.name === 'elements/brand-slider')!;
    expect(slider.files).toEqual(['elements/brand-slider.js', 'chunks/slider.js', 'chunks/swiper.js']);
    expect(slider.kib).toBeGreaterThan(8);
    expect(slider.limit).toBe(45);
    const plain = rows.find((row) => row.name === 'elements/brand-plain')!;
    expect(plain.files).toEqual(['elements/brand-plain.js']);
    expect(plain.limit).toBe(15);
  });
});
