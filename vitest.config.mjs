import { defineConfig } from 'vitest/config';
import { writeCatalogue } from './scripts/catalogue.mjs';

// The registry and resource types the tests import are generated from the element definitions.
writeCatalogue();

// Unit tests: the framework-free core and the themes, in Node.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    // A focused test (.only) fails the run instead of silently skipping the rest, locally too.
    allowOnly: false,
  },
});
