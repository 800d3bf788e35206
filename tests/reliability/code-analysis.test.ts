import { expect } from 'vitest';
import { CodeAnalysisClient } from '../../packages/code-analysis/src/index.js';
import { createCodeAnalysisFake } from '../../packages/code-analysis/src/testing/index.js';
import { defineFaultSuite } from './fault-suite.js';

const API_TOKEN = 'analysis-api-token-51d0';
const repo = ['gh', 'acme', 'web'] as const;

defineFaultSuite('code-analysis', {
  mountPath: '/analysis',
  secrets: [API_TOKEN],
  createFake: (baseUrl) => createCodeAnalysisFake({ baseUrl, apiToken: API_TOKEN }),
  client: (baseUrl, settings) => new CodeAnalysisClient({ baseUrl, apiToken: API_TOKEN, ...settings, logLevel: 'debug' }),
  read: (client, options) => client.repositories.get(...repo, undefined, options),
  checkRead: (value) => {
    expect(value).toMatchObject({ repository: { name: 'web' } });
  },
  write: (client, options) => client.autoconfig.start(...repo, options),
  checkWrite: (value) => {
    expect(value).toMatchObject({ analysisId: expect.stringMatching(/^autoconfig-/) as unknown });
  },
});
