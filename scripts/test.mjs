#!/usr/bin/env node
// npm test: the type check (src and tests), unit (vitest), elements in Chromium
// (web-test-runner), end-to-end and accessibility against the demo server (Playwright + axe).
// Builds dist/ first (the demo serves it). Ends with the line `N passed, N failed`, the totals
// of all suites; a runner that exits non-zero fails its suite even if its totals look green.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findTestChromium } from './browser.mjs';
import { writeCatalogue } from './catalogue.mjs';

const startedAt = Date.now();
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const results = join(root, '.cache/test-results');

try {
  await findTestChromium();
} catch (error) {
  console.error(error.message);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

/** Seconds each step took, printed with the totals: where the time of a run goes. */
const timings = [];

function run(name, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const child = spawnSync(process.execPath, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  timings.push({ name, seconds: (Date.now() - started) / 1000 });
  return child.status ?? 1;
}

/**
 * Runs a step without blocking this process, so a step beside it (runBeside) is read and timed as it goes:
 * under spawnSync its output waited in the pipe and its end was only seen once this step had returned.
 */
function runAsync(name, args) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: 'inherit' });
    child.on('close', (status) => {
      timings.push({ name, seconds: (Date.now() - started) / 1000 });
      resolve(status ?? 1);
    });
  });
}

/** Runs a step beside the others (its output kept and printed once it ends); resolves to its exit status. */
function runBeside(name, args, beside) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      timings.push({ name, seconds: (Date.now() - started) / 1000 });
      console.log(`\n=== ${name} (ran ${beside}) ===\n${output.trimEnd()}`);
      resolve(status ?? 1);
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(join(results, file), 'utf8'));
  } catch {
    return undefined;
  }
}

const suites = [];
/** The failed tests' names, printed again at the end: a CI log may keep only its tail. */
const failures = [];
/**
 * A failure's first line; for a property test (fast-check), also its seed and counterexample, which replay the case
 * (`fc.assert(…, { seed, path })`): its random inputs differ from run to run, so a CI log's tail is the only record.
 */
const failureLine = (message) => {
  if (!message) return '';
  const lines = String(message).replace(/\u001b\[[0-9;]*m/g, '').trim().split('\n');
  const replay = lines.filter((line) => /^(\{ seed: |Counterexample: )/.test(line)).map((line) => (line.length > 600 ? `${line.slice(0, 600)}…` : line));
  return `: ${[lines[0], ...replay].join(' ')}`;
};

/** Playwright's JSON report: the specs whose outcome was unexpected, with their project. */
function playwrightFailures(suite, path = []) {
  const names = [];
  const here = suite.title && !suite.title.endsWith('.ts') ? [...path, suite.title] : path;
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'unexpected') continue;
      const error = test.results?.find((result) => result.error)?.error?.message;
      names.push(`[${test.projectName}] ${spec.file}:${spec.line} › ${[...here, spec.title].join(' › ')}${failureLine(error)}`);
    }
  }
  for (const child of suite.suites ?? []) names.push(...playwrightFailures(child, here));
  return names;
}

/** Adds a suite's totals; a runner that exits non-zero with green totals counts as one failure. */
function addSuite(name, runner, status, totals) {
  if (status === 0 || totals.failed > 0) suites.push({ name, ...totals });
  else suites.push({ name, ...totals, failed: 1, note: `${runner} exited ${status}` });
}

// The tests' project (src and the tests, tests/tsconfig.json) is checked beside the element tests, which leave a
// core idle (one page at a time): the element tests took 109 s with it and 109 s without, where beside the build it
// made the build 15 s longer. src alone (tsconfig.json) is checked by the build itself: it writes dist/types with
// tsc on that project and fails on a type error.
const projects = ['tests/tsconfig.json'];
// The generated registry and resource types (scripts/catalogue.mjs) are what the type check reads too.
writeCatalogue(root);
const typecheck = async (beside) => {
  const failed = [];
  for (const project of projects) {
    if ((await runBeside(`typecheck ${project}`, ['node_modules/typescript/bin/tsc', '-p', project, '--noEmit'], beside)) !== 0) {
      failed.push(project);
      failures.push(`typecheck ${project}: type errors (printed above)`);
    }
  }
  suites.unshift({ name: 'typecheck', passed: projects.length - failed.length, failed: failed.length, ...(failed.length ? { note: `type errors in ${failed.join(', ')}` } : {}) });
};

const buildStatus = await runAsync('build', ['scripts/build.mjs']);
if (buildStatus !== 0) {
  await typecheck('after the build');
  suites.push({ name: 'build', passed: 0, failed: 1, note: 'the build failed' });
} else {
  const vitestStatus = run('unit (vitest)', ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${join(results, 'vitest.json')}`]);
  const vitest = readJson('vitest.json');
  if (vitest) {
    // A file that fails to import fails the run without failing a test: count it once.
    const fileErrors = !vitest.success && vitest.numFailedTests === 0 ? 1 : 0;
    addSuite('unit', 'vitest', vitestStatus, { passed: vitest.numPassedTests, failed: vitest.numFailedTests + fileErrors });
    for (const file of vitest.testResults ?? []) {
      const name = file.name.startsWith(root) ? file.name.slice(root.length + 1) : file.name;
      for (const test of file.assertionResults ?? []) {
        if (test.status === 'failed') failures.push(`unit ${name} › ${test.fullName}${failureLine(test.failureMessages?.[0])}`);
      }
      if (file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed')) failures.push(`unit ${name}${failureLine(file.message)}`);
    }
  } else {
    suites.push({ name: 'unit', passed: 0, failed: 1, note: 'vitest wrote no results' });
  }

  const checked = typecheck('beside the element tests');
  const wtrStatus = await runAsync('elements in Chromium (web-test-runner)', ['node_modules/@web/test-runner/dist/bin.js', '--config', 'web-test-runner.config.mjs']);
  const wtr = readJson('wtr.json');
  if (wtr) {
    addSuite('elements', 'web-test-runner', wtrStatus, wtr);
    failures.push(...(wtr.failures ?? []).map((name) => `elements ${name}`));
  }
  else suites.push({ name: 'elements', passed: 0, failed: 1, note: 'web-test-runner wrote no results' });
  await checked;

  const pwStatus = run('end-to-end and accessibility (Playwright)', ['node_modules/@playwright/test/cli.js', 'test']);
  const pw = readJson('playwright.json');
  if (pw?.stats) {
    const failed = pw.stats.unexpected + (pw.errors?.length ?? 0);
    addSuite('e2e', 'Playwright', pwStatus, { passed: pw.stats.expected + pw.stats.flaky, failed, skipped: pw.stats.skipped });
    for (const suite of pw.suites ?? []) failures.push(...playwrightFailures(suite).map((name) => `e2e ${name}`));
    for (const error of pw.errors ?? []) failures.push(`e2e${failureLine(error.message) || ': an error outside the tests'}`);
  } else {
    suites.push({ name: 'e2e', passed: 0, failed: 1, note: 'Playwright wrote no results' });
  }
}

console.log('\n=== time ===');
for (const { name, seconds } of timings) console.log(`${name}: ${seconds.toFixed(1)} s`);
console.log(`all: ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);

if (failures.length > 0) {
  console.log('\n=== failed ===');
  for (const name of failures.slice(0, 30)) console.log(name.length > 300 ? `${name.slice(0, 300)}…` : name);
  if (failures.length > 30) console.log(`… and ${failures.length - 30} more`);
}

console.log('\n=== totals ===');
for (const suite of suites) {
  console.log(`${suite.name}: ${suite.passed} passed, ${suite.failed} failed${suite.skipped ? `, ${suite.skipped} skipped` : ''}${suite.note ? ` (${suite.note})` : ''}`);
}
const passed = suites.reduce((sum, suite) => sum + suite.passed, 0);
const failed = suites.reduce((sum, suite) => sum + suite.failed, 0);
if (!existsSync(join(root, 'dist/brand-elements.js'))) console.log('note: dist/ is missing');
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
