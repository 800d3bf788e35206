import { defineConfig, type Plugin } from 'vitest/config';
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

// Tests run against the TypeScript sources (the `typed-api-source` export condition), so that
// `pnpm test` needs no build of the packages under test.
export default defineConfig({
  plugins: [packageConstants()],
  resolve: { conditions: ['typed-api-source'] },
  ssr: { resolve: { conditions: ['typed-api-source'] } },
  test: {
    include: ['packages/*/test/**/*.test.ts', 'examples/**/*.test.ts', 'tests/**/*.test.ts'],
    environment: 'node',
    restoreMocks: true,
    // The packages' plans, which full clients import on a namespace's first call, are in memory before any
    // test runs: see the file.
    setupFiles: ['tests/setup/plans.ts'],
    testTimeout: 20_000,
    sequence: { shuffle: false },
    // In CI, also write a JSON report: .ci/run reads it to print the closing 'N passed, N failed' line.
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'test-results/vitest.json' }]] : ['default'],
    typecheck: { enabled: true, include: ['packages/*/test/**/*.test-d.ts'], tsconfig: './tsconfig.json' },
  },
});
