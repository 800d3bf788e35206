import { expect } from 'vitest';
import { PlatformClient } from '../../packages/platform/src/index.js';
import { createPlatformFake } from '../../packages/platform/src/testing/index.js';
import { defineFaultSuite } from './fault-suite.js';

const TOKEN = 'platform-secret-token-7f3a';
let datasetId = '';

defineFaultSuite('platform', {
  mountPath: '/platform',
  secrets: [TOKEN],
  createFake: (baseUrl) => createPlatformFake({ baseUrl, token: TOKEN }),
  client: (baseUrl, settings) => new PlatformClient({ baseUrl, token: TOKEN, ...settings, logLevel: 'debug' }),
  async prepare(client) {
    datasetId = (await client.datasets.create({ name: 'faults' })).id;
  },
  read: (client, options) => client.datasets.get(datasetId, options),
  checkRead: (value) => {
    expect(value).toMatchObject({ id: datasetId, name: 'faults' });
  },
  // A create the API may act on twice: not resent after a 5xx or a dropped connection. (Request-queue adds
  // are retried since they carry a uniqueKey the queue deduplicates by: docs/idempotency.md.)
  write: (client, options, n) => client.actors.create({ name: `fault-${String(n)}` }, options),
  checkWrite: (value) => {
    expect(value).toMatchObject({ name: expect.stringMatching(/^fault-\d+$/) as unknown });
  },
});
