// A code block of README.md, type-checked (never run). Keep it identical to the README.
 
// #region readme
import { CodeAnalysisClient } from '@typed-api/code-analysis';

const analysis = new CodeAnalysisClient({ baseUrl: process.env.CODE_ANALYSIS_BASE_URL!, apiToken: process.env.CODE_ANALYSIS_API_TOKEN });
for await (const repo of analysis.repositories.list({ provider: 'gh', organization: 'my-org' })) {
  console.log(repo.repository.name, repo.gradeLetter, repo.coverage?.coveragePercentage);
}
// #endregion
