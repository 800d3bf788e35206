// A code block of packages/code-analysis/README.md, type-checked (never run). Keep it identical to the README.
/* eslint-disable @typescript-eslint/no-unused-vars -- README code shows values a reader goes on to use */
// #region readme
import { afterEach } from 'vitest';
import { setupServer } from 'msw/node';
import { CodeAnalysisClient } from '@typed-api/code-analysis';
import { createCodeAnalysisFake } from '@typed-api/code-analysis/testing';

const fake = createCodeAnalysisFake(); // answers under https://code-analysis.test, accepts the key `test-token`
const server = setupServer(...fake.handlers);
server.listen({ onUnhandledFrame: 'error' });
afterEach(() => { fake.reset(); server.resetHandlers(); });

const client = new CodeAnalysisClient({ baseUrl: fake.baseUrl, apiToken: fake.apiToken });
fake.addRepository({ provider: 'bb', organization: 'team', repository: 'app', visibility: 'Private', firstAnalysis: 'stuck' });
fake.faults.next(2, 429); // the next two calls answer 429
// #endregion
