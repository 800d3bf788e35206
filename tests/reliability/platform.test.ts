import { expect } from 'vitest';
import { PlatformClient } from '../../packages/platform/src/index.js';
import { createPlatformFake } from '../../packages/platform/src/testing/index.js';
import { defineFaultSuite } from './fault-suite.js';

const TOKEN = 'platform-secret-token-7f3a';
let datasetId = '';
let queueId = '';

defineFaultSuite('platform', {
  mountPath: '/platform',
  secrets: [TOKEN],
  createFake: (baseUrl) => createPlatformFake({ baseUrl, token: TOKEN }),
  client: (baseUrl, settings) => new PlatformClient({ baseUrl, token: TOKEN, ...settings, logLevel: 'debug' }),
  async prepare(client) {
    datasetId = (await client.datasets.create({ name: 'faults' })).id;
    queueId = (await client.requestQueues.create({ name: 'faults' })).id;
  },
  read: (client, options) => client.datasets.get(datasetId, options),
  checkRead: (value) => {
    expect(value).toMatchObject({ id: datasetId, name: 'faults' });
  },
  write: (client, options, n) => client.requestQueues.addRequest(queueId, { url: `https://example.com/${String(n)}`, uniqueKey: `key-${String(n)}` }, undefined, options),
  checkWrite: (value) => {
    expect(value).toMatchObject({ wasAlreadyPresent: false, wasAlreadyHandled: false });
  },
});
