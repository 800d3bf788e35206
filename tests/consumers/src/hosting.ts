// Every entry point of @typed-api/hosting, as an application and its tests use them.
import { setupServer } from 'msw/node';
import { HostingClient, isHostingError } from '@typed-api/hosting';
import { createClient } from '@typed-api/hosting/functions';
import * as plugins from '@typed-api/hosting/functions/plugins';
import * as sites from '@typed-api/hosting/functions/sites';
import { operations } from '@typed-api/hosting/operations';
import { createHostingFake } from '@typed-api/hosting/testing';
import { isKnownWebhookEvent, parseWebhook } from '@typed-api/hosting/webhooks';

const fake = createHostingFake();
const server = setupServer(...fake.handlers);
server.listen({ onUnhandledFrame: 'error' });

const hosting = new HostingClient({ baseUrl: fake.baseUrl, clientId: 'test-client-id', clientSecret: 'test-client-secret' });
const site = await hosting.sites.get(1);
for await (const each of hosting.sites.list()) console.log(each.id, each.name);
try {
  await hosting.git.deploy(site.id);
} catch (err) {
  if (isHostingError(err, 'bad_request')) console.log(err.details.errors);
  else if (isHostingError(err, 'unprocessable_entity')) console.log('not enrolled in git');
  else throw err;
}

const client = createClient({ baseUrl: fake.baseUrl, clientId: 'test-client-id', clientSecret: 'test-client-secret' });
const again = await sites.get(client, 1);
await plugins.deactivate(client, again.id, { plugins: [{ path: 'hello-dolly' }] });
const body: unknown = JSON.parse('{}');
if (isKnownWebhookEvent('site.created')) console.log(parseWebhook(body));
console.log(operations.length, operations[0]?.id);

fake.reset();
server.close();
