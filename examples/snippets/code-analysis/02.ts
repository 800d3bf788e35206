// A code block of packages/code-analysis/README.md, type-checked (never run). Keep it identical to the README.
 
import type { CodeAnalysisClient, RepositoryRef } from '@typed-api/code-analysis';
declare const client: CodeAnalysisClient, repo: RepositoryRef;
// #region readme
const first = await client.repositories.list({ provider: 'gh', organization: 'acme' }, { limit: 50 });
console.log(first.items.length, first.pagination?.total);

for await (const r of client.repositories.list({ provider: 'gh', organization: 'acme' })) console.log(r.repository.name);
for await (const page of client.pullRequests.list(repo).pages()) console.log(page.items.length, page.pagination?.cursor);
// #endregion
