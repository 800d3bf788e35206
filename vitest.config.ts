import { defineConfig } from 'vitest/config';

// Tests run against the TypeScript sources (the `typed-api-source` export condition), so that
// `pnpm test` needs no build of the packages under test.
export default defineConfig({
  resolve: { conditions: ['typed-api-source'] },
  ssr: { resolve: { conditions: ['typed-api-source'] } },
  test: {
    include: ['packages/*/test/**/*.test.ts', 'examples/**/*.test.ts', 'tests/**/*.test.ts'],
    environment: 'node',
    restoreMocks: true,
    testTimeout: 20_000,
    sequence: { shuffle: false },
    // In CI, also write a JSON report: .ci/run reads it to print the closing 'N passed, N failed' line.
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'test-results/vitest.json' }]] : ['default'],
    typecheck: { enabled: true, include: ['packages/*/test/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
});
