import type { Options } from 'tsup';

/**
 * The one build setup of every publishable package: ESM for any runtime (no Node built-ins assumed),
 * one output module per source module (so that, with `sideEffects: false`, a bundler keeps only the
 * modules an application reaches: importing one helper does not pull the whole client), type
 * declarations bundled per entry point, source maps. Each package only names its entry points.
 */
export function packageBuild(entry: Record<string, string>): Options {
  return {
    entry: ['src/**/*.ts'],
    bundle: false,
    format: ['esm'],
    dts: { entry },
    clean: true,
    sourcemap: true,
    target: 'es2023',
    platform: 'neutral',
  };
}
