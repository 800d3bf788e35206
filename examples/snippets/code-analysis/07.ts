// A code block of packages/code-analysis/README.md, type-checked (never run). Keep it identical to the README.
import type { CodeAnalysisClient, RepositoryRef } from '@typed-api/code-analysis';
declare const client: CodeAnalysisClient, repo: RepositoryRef;
// #region readme
await client.analysis.waitForFirstAnalysis(repo, {
  timeoutMs: 10 * 60_000,
  onProgress: ({ status, attempts, elapsedMs }) => {
    console.log(`${status}, check ${attempts}, ${elapsedMs} ms`); // clone, createTasks…, done
  },
});
// #endregion
