// A code block of packages/code-analysis/README.md, type-checked (never run). Keep it identical to the README.
/* eslint-disable @typescript-eslint/no-unused-vars -- README code shows values a reader goes on to use */
import type { CodeAnalysisClient, RepositoryRef } from '@typed-api/code-analysis';
declare const client: CodeAnalysisClient, repo: RepositoryRef;
// #region readme
const progress = await client.analysis.waitForFirstAnalysis(repo, { recoverIfStuck: true, timeoutMs: 10 * 60_000 });
await client.autoconfig.start(repo);
const run = await client.autoconfig.waitUntilDone(repo, { timeoutMs: 60_000 });
if (run.status === 'Failed') console.log(run.transitionReason);
// #endregion
