import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig, type Plugin, type ViteUserConfig } from 'vitest/config';
import { packageDefines } from './tsup.base.ts';

/**
 * Writes each package's name and version into its sources, as the build's `define` does into its output
 * (`packageDefines`): a file under `packages/<dir>/src/` gets the values of `packages/<dir>/package.json`.
 */
function packageConstants(): Plugin {
  const byDir = new Map<string, [RegExp, string][]>();
  return {
    name: 'typed-api-package-constants',
    // After the TypeScript is stripped: the `declare const` lines are gone by then.
    enforce: 'post',
    transform(code, id) {
      if (!code.includes('__TYPED_API_')) return undefined;
      const dir = /[\\/]packages[\\/]([\w-]+)[\\/]src[\\/]/.exec(id)?.[1];
      if (dir === undefined) return undefined;
      let defines = byDir.get(dir);
      if (defines === undefined) {
        defines = Object.entries(packageDefines(`${import.meta.dirname}/packages/${dir}`)).map(([name, value]) => [new RegExp(`\\b${name}\\b`, 'g'), value]);
        byDir.set(dir, defines);
      }
      let out = code;
      for (const [name, value] of defines) out = out.replace(name, value);
      return { code: out, map: null };
    },
  };
}

/** The settings every test file runs with, here and in the mutation run (vitest.mutation.config.ts). */
export const testDefaults = {
  environment: 'node',
  restoreMocks: true,
  // The packages' plans, which full clients import on a namespace's first call, are in memory before any
  // test runs: see the file.
  setupFiles: ['tests/setup/plans.ts'],
  testTimeout: 20_000,
  sequence: { shuffle: false },
} satisfies ViteUserConfig['test'];

/** Where the test files are. */
const TEST_FILES = ['packages/*/test/**/*.test.ts', 'examples/**/*.test.ts', 'tests/**/*.test.ts'];

/**
 * The test files that run with modules of their own: docs.test.ts replaces `msw/node` for the blocks it runs,
 * and the Redis store's tests leave clients whose timers send to the store up to seconds after the file
 * ends (the retry budget's count, give-backs kept while the store was away; a client has no way to be closed
 * yet), which a later file's fake server in the same worker would receive.
 */
const OWN_MODULES = ['examples/docs.test.ts', 'packages/redis-store/test/redis.test.ts', 'packages/redis-store/test/stores.test.ts', 'packages/redis-store/test/processes.test.ts', 'packages/redis-store/test/killed.test.ts'];

/** Test files run on their own (`pnpm test:soak`, a CI step), not by `pnpm test`: the soak runs for a minute. */
export const SEPARATE_RUNS = ['tests/bench/soak.test.ts'];

// Tests run against the TypeScript sources (the `typed-api-source` export condition), so that
// `pnpm test` needs no build of the packages under test.
export default defineConfig({
  plugins: [packageConstants()],
  resolve: { conditions: ['typed-api-source'] },
  ssr: { resolve: { conditions: ['typed-api-source'] } },
  test: {
    ...testDefaults,
    // Two workers on a 2-core machine, where vitest's default (cores - 1) runs one: the README's test
    // command took 6 min 14 s with one worker and 3 min 31 s with two (both with a module cache per file).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // In CI, also write a JSON report: .ci/run reads it to print the closing 'N passed, N failed' line.
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'test-results/vitest.json' }]] : ['default'],
    projects: [
      {
        extends: true,
        test: {
          name: 'suite',
          // A project's lists add to the root's (vite merges arrays): the files are named here only.
          include: TEST_FILES,
          exclude: [...configDefaults.exclude, ...OWN_MODULES, ...SEPARATE_RUNS],
          // A worker keeps its modules from one test file to the next (the sources, zod, msw and the plans
          // are loaded once a worker, not once a file): 3 min 31 s → under 2 min for the suite. No test
          // relies on a module's state from another file; the files that cannot share a worker run in
          // the project below.
          isolate: false,
          typecheck: { enabled: true, include: ['packages/*/test/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
        },
      },
      { extends: true, test: { name: 'own-modules', include: OWN_MODULES, isolate: true } },
    ],
  },
});
