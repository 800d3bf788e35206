// A code block of packages/platform/README.md, type-checked (never run). Keep it identical to the README.
import type { PlatformClient } from '@typed-api/platform';
declare const platform: PlatformClient, runId: string;
// #region readme
const finished = await platform.runs.waitForFinish(runId, {
  timeoutMs: 10 * 60_000,
  onProgress: ({ status, attempts, elapsedMs }) => {
    console.log(`${status} after ${attempts} checks, ${elapsedMs} ms`); // RUNNING…
  },
});
console.log(finished.status); // SUCCEEDED, FAILED, TIMED-OUT or ABORTED
// #endregion
