// Every entry point of @typed-api/code-analysis, as an application and its tests use them.
import { setupServer } from 'msw/node';
import { CodeAnalysisClient, isCodeAnalysisError } from '@typed-api/code-analysis';
import { createClient } from '@typed-api/code-analysis/functions';
import * as repositories from '@typed-api/code-analysis/functions/repositories';
import { operations } from '@typed-api/code-analysis/operations';
import { createCodeAnalysisFake } from '@typed-api/code-analysis/testing';

const fake = createCodeAnalysisFake();
const server = setupServer(...fake.handlers);
server.listen({ onUnhandledFrame: 'error' });

const client = new CodeAnalysisClient({ baseUrl: fake.baseUrl, apiToken: fake.apiToken });
const analysed = await client.repositories.get('gh', 'acme', 'web', { branch: 'main' });
console.log(analysed.gradeLetter, analysed.issuesCount, analysed.coverage?.coveragePercentage);
for await (const issue of client.issues.search('gh', 'acme', 'web')) console.log(issue);
try {
  await client.analysis.recover('gh', 'acme', 'web');
} catch (err) {
  if (isCodeAnalysisError(err, 'UnprocessableEntity')) console.log('not stuck:', err.details['actions']);
  else throw err;
}

const functions = createClient({ baseUrl: fake.baseUrl, apiToken: fake.apiToken });
const repo = await repositories.get(functions, 'gh', 'acme', 'web', { branch: 'main' });
console.log(repo.repository.name, operations.length, operations[0]?.id);

fake.reset();
server.close();
