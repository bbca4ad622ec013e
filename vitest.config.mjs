import { defineConfig } from 'vitest/config';
import { writeCatalogue } from './scripts/catalogue.mjs';

// The registry and resource types the tests import are generated from the element definitions.
writeCatalogue();

/** Tests that set process.env.TZ: a time zone holds for a whole process, so they run in one of their own. */
const OWN_PROCESS = ['tests/unit/timing/countdown.test.ts'];

// Unit tests: the framework-free core and the themes, in Node. Worker threads start faster than
// child processes (about a quarter of the run), but share the process's time zone. One worker per core
// (vitest's default leaves one core free: 35 s instead of 23 s on two cores).
export default defineConfig({
  test: {
    environment: 'node',
    maxWorkers: '100%',
    // A focused test (.only) fails the run instead of silently skipping the rest, locally too.
    allowOnly: false,
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], exclude: OWN_PROCESS, pool: 'threads' } },
      { extends: true, test: { name: 'unit (own process)', include: OWN_PROCESS, pool: 'forks' } },
    ],
  },
});
