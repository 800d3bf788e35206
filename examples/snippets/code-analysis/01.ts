// A code block of packages/code-analysis/README.md, type-checked (never run). Keep it identical to the README.
 
// #region readme
import { CodeAnalysisClient } from '@typed-api/code-analysis';

const client = new CodeAnalysisClient({ baseUrl: 'https://code-analysis.example.com', apiToken: process.env.API_TOKEN });
const repo = { provider: 'gh', organization: 'acme', repository: 'web' };

console.log(await client.version());
const analysed = await client.repositories.get(repo, { branch: 'main' });
console.log(analysed.gradeLetter, analysed.issuesCount, analysed.coverage?.coveragePercentage);
// #endregion
