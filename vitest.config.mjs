import { defineConfig } from 'vitest/config';

// Unit tests: the framework-free core and the themes, in Node.
export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
  },
});
