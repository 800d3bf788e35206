// A code block of packages/core/README.md, type-checked (never run). Keep it identical to the README.
/* eslint-disable @typescript-eslint/no-unused-vars -- README code shows values a reader goes on to use */
declare const jobId: string;
declare function readJob(id: string): Promise<{ state: 'running' | 'done' | 'failed' }>;
// #region readme
import { waitUntil } from '@typed-api/core';

const job = await waitUntil(() => readJob(jobId), (j) => j.state !== 'running', {
  intervalMs: 1_000,
  timeoutMs: 5 * 60_000,
  onProgress: ({ attempts, elapsedMs }) => { console.log(`check ${String(attempts)} after ${String(elapsedMs)} ms`); },
});
// #endregion
