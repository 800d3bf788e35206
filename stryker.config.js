// Mutation testing of the core's promises (`pnpm test:mutation`): StrykerJS changes the code of the modules
// below one small step at a time (a `<=` into `<`, a condition into `true`, a string into ''), runs the tests
// that reach each change, and counts a change no test notices as a survivor. tests/mutation/README.md says how
// to read a report and what to do with a survivor.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'packages/core/src/url.ts',
    'packages/core/src/body.ts',
    'packages/core/src/compression.ts',
    'packages/core/src/input.ts',
    // The input rules every call checks without schemas (how they are worked out of the schemas, in
    // describe.ts, is pinned by the generated plans and tests/properties/plain-and-schema-checks.test.ts).
    'packages/core/src/rules.ts',
    'packages/core/src/relations.ts',
    'packages/core/src/schema-loader.ts',
    'packages/core/src/described.ts',
    'packages/core/src/lazy-plans.ts',
    'packages/core/src/list.ts',
    'packages/core/src/functions.ts',
    'packages/core/src/retry.ts',
    'packages/core/src/query.ts',
    'packages/core/src/redact.ts',
    // Pacing: the one lane driver, the local limiter on it, and the rules of the buckets the local limiter and
    // the memory store share (their conformance suite is shared with the Redis store).
    'packages/core/src/lanes.ts',
    'packages/core/src/rate-limit.ts',
    'packages/core/src/buckets.ts',
    'packages/core/src/limits.ts',
    'packages/core/src/limit-store.ts',
    // The shared limiter and budget on the same lane driver (90.9%; the Redis store's tests drive it too, outside this run).
    'packages/core/src/shared-limits.ts',
    'packages/core/src/retry-budget.ts',
    'packages/core/src/options.ts',
    'packages/core/src/pagination.ts',
    'packages/core/src/auth.ts',
    // The request loop and its stages.
    'packages/core/src/client.ts',
    'packages/core/src/signals.ts',
    'packages/core/src/answer.ts',
    'packages/core/src/send.ts',
    'packages/core/src/redirect.ts',
    'packages/core/src/retry-policy.ts',
    'packages/core/src/progress.ts',
    'packages/core/src/validation.ts',
  ],
  // Vitest does not type-check, so the sandbox's files keep their first lines (a staleness test reads them).
  disableTypeChecks: false,
  coverageAnalysis: 'perTest',
  // Only mutants whose code or tests changed since the recorded run are tested again.
  incremental: true,
  incrementalFile: 'tests/mutation/incremental.json',
  // tests/mutation/score.js enforces the floors (90% overall, 85% per module) after the run.
  thresholds: { high: 95, low: 90, break: null },
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  concurrency: 2,
  timeoutMS: 5_000,
  tempDirName: '.stryker-tmp',
  // What other CI steps write while this one runs (.ci/run runs two at a time: the site, the runtimes
  // under .tools, the docs test's examples, the reports): not copied into the sandbox, where a file
  // vanishing mid-copy would fail the run.
  ignorePatterns: ['/docs/api', '/test-results', '/.tools', '/examples/.docs'],
  cleanTempDir: 'always',
};
