import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    // The exhaustive oracle comparisons take a while on two cores.
    testTimeout: 120_000,
  },
});
