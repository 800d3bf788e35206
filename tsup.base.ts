import type { Options } from 'tsup';

/**
 * The one build setup of every publishable package: ESM for any runtime (no Node built-ins assumed),
 * type declarations, source maps. Each package only names its entry points.
 */
export function packageBuild(entry: Record<string, string>): Options {
  return {
    entry,
    format: ['esm'],
    dts: true,
    clean: true,
    sourcemap: true,
    target: 'es2023',
    platform: 'neutral',
    treeshake: true,
  };
}
