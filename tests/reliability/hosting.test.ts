import { expect } from 'vitest';
import { HostingClient } from '../../packages/hosting/src/index.js';
import { createHostingFake } from '../../packages/hosting/src/testing/index.js';
import { defineFaultSuite } from './fault-suite.js';

const CLIENT_ID = 'hosting-client-id-4411';
const CLIENT_SECRET = 'hosting-client-secret-9c2e';

defineFaultSuite('hosting', {
  mountPath: '/hosting',
  secrets: [CLIENT_SECRET],
  createFake: (baseUrl) => createHostingFake({ baseUrl, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET }),
  client: (baseUrl, settings) => new HostingClient({ baseUrl, clientId: CLIENT_ID, clientSecret: CLIENT_SECRET, ...settings, logLevel: 'debug' }),
  read: (client, options) => client.sites.get(1, options),
  checkRead: (value) => {
    expect(value).toMatchObject({ id: 1, name: 'main-site' });
  },
  write: (client, options, n) => client.sites.create({ name: `fault-site-${String(n)}` }, options),
  checkWrite: (value) => {
    expect(value).toMatchObject({ name: expect.stringMatching(/^fault-site-\d+$/) as unknown });
  },
});
