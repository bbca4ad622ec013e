// The performance budget (budget.json at the project's root) and the size check against it.
// `npm test` runs the size check (tests/unit/budget.test.ts) on the dist/ it has just built;
// `npm run bench` prints every figure next to its limit.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { distSizes } from './bench/sizes.mjs';
import { readDefinitions } from './manifest.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * budget.json, with each element's limit taken from its definition (`budgetKiB` in
 * src/elements/brand-<name>.ts) as `sizes["elements/brand-<name>"]`.
 * @returns {{ tolerancePercent: number, sizes: Record<string, number>, vitals: Record<string, number> }}
 */
export function readBudget(file = join(root, 'budget.json'), definitions = readDefinitions(root)) {
  const budget = JSON.parse(readFileSync(file, 'utf8'));
  budget.sizes ??= {};
  for (const { tag, kind, options, file: source } of definitions) {
    if (kind !== 'define') continue;
    const key = `elements/${tag}`;
    if (Object.hasOwn(budget.sizes, key)) throw new Error(`${file}: sizes.${key} belongs in ${source} (budgetKiB), not here`);
    if (options.budgetKiB === undefined) throw new Error(`${source}: <${tag}> has no budgetKiB (KiB gzip of dist/${key}.js with its chunks)`);
    budget.sizes[key] = options.budgetKiB;
  }
  if (typeof budget.tolerancePercent !== 'number' || budget.tolerancePercent < 0) throw new Error(`${file}: "tolerancePercent" must be a number ≥ 0`);
  for (const group of ['sizes', 'vitals']) {
    for (const [name, limit] of Object.entries(budget[group] ?? {})) {
      if (name.startsWith('$')) continue;
      if (typeof limit !== 'number' || !(limit > 0)) throw new Error(`${file}: ${group}.${name} must be a positive number, got ${JSON.stringify(limit)}`);
    }
  }
  return budget;
}

/** A figure against its limit: over budget when above limit × (1 + tolerance). */
export function verdict(value, limit, tolerancePercent) {
  const allowed = limit * (1 + tolerancePercent / 100);
  return { value, limit, allowed, percentOfLimit: (value / limit) * 100, over: value > allowed };
}

/**
 * Every dist entry (with the chunks it imports statically) against `budget.sizes` (KiB gzip).
 * An entry without a limit, or a limit naming no entry, is a problem too: a new element gets a
 * budget when it is added.
 * @returns {{ rows: Array<{ name: string, kib: number, limit?: number, allowed?: number, percentOfLimit?: number, over?: boolean }>, problems: string[] }}
 */
export function checkSizes(distDir = join(root, 'dist'), budget = readBudget()) {
  const limits = Object.fromEntries(Object.entries(budget.sizes).filter(([name]) => !name.startsWith('$')));
  const entries = distSizes(distDir);
  if (entries.length === 0) return { rows: [], problems: [`${distDir} has no entries: run npm run build first`] };
  const rows = [];
  const problems = [];
  for (const entry of entries) {
    const kib = entry.gzipBytes / 1024;
    const limit = limits[entry.name];
    if (limit === undefined) {
      rows.push({ name: entry.name, kib });
      problems.push(`${entry.name}: ${kib.toFixed(1)} KiB gzip has no limit in budget.json ("sizes")`);
      continue;
    }
    const row = { name: entry.name, kib, ...verdict(kib, limit, budget.tolerancePercent) };
    rows.push(row);
    if (row.over) {
      problems.push(`${entry.name}: ${kib.toFixed(1)} KiB gzip is over its budget of ${limit} KiB by ${(row.percentOfLimit - 100).toFixed(1)}% (allowed: ${budget.tolerancePercent}%)`);
    }
  }
  for (const name of Object.keys(limits)) {
    if (!entries.some((entry) => entry.name === name)) problems.push(`budget.json names "${name}", which dist/ does not have`);
  }
  return { rows, problems };
}
