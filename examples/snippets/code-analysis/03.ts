// A code block of packages/code-analysis/README.md, type-checked (never run). Keep it identical to the README.
 
import type { CodeAnalysisClient, RepositoryRef } from '@typed-api/code-analysis';
declare const client: CodeAnalysisClient, repo: RepositoryRef;
// #region readme
import { isCodeAnalysisError } from '@typed-api/code-analysis';

try {
  await client.analysis.recover(repo);
} catch (err) {
  if (isCodeAnalysisError(err, 'UnprocessableEntity')) console.log('not stuck:', err.details.actions);
  else if (isCodeAnalysisError(err, 'NotFound')) console.log('no such repository');
  else throw err;
}
// #endregion
