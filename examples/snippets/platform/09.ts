// A code block of packages/platform/README.md, type-checked (never run). Keep it identical to the README.
import { PlatformClient } from '@typed-api/platform';
declare const platform: PlatformClient, runId: string, actorId: string;
// #region readme
for await (const line of platform.runs.logLines(runId)) {
  if (line.includes('ERROR')) break; // leaving the loop closes the followed log
}

const run = await platform.actors.call(actorId, { query: 'shoes' }, undefined, {
  timeoutMs: 10 * 60_000,
  log: (line) => {
    console.log(`[run] ${line}`); // the run's log while waiting; stops with the wait
  },
});
console.log(run.status);

const last = platform.actors.lastRun(actorId);
await last.waitForFinish({ log: console.log }); // reads the last run once, then waits on it
await last.update({ statusMessage: 'checked' }); // also resurrect, charge, delete, logLines
// #endregion
