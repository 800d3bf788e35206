// Every entry point of @typed-api/platform, as an application and its tests use them.
import { setupServer } from 'msw/node';
import { isPlatformError, PlatformClient, type PlatformError } from '@typed-api/platform';
import { createClient } from '@typed-api/platform/functions';
import * as actors from '@typed-api/platform/functions/actors';
import * as requestQueues from '@typed-api/platform/functions/requestQueues';
import { operations } from '@typed-api/platform/operations';
import { createPlatformFake } from '@typed-api/platform/testing';

const fake = createPlatformFake();
const server = setupServer(...fake.handlers);
server.listen({ onUnhandledFrame: 'error' });

const platform = new PlatformClient({ baseUrl: fake.baseUrl, token: fake.token, timeoutMs: 5_000 });
const actor = await platform.actors.create({ name: 'my-actor' });
const run = await platform.actors.call(actor.id, { input: { startUrls: [] } });
for await (const item of platform.datasets.listItems<{ url: string }>(run.defaultDatasetId)) console.log(item.url);
try {
  await platform.requestQueues.getRequest('queue-id', 'request-id');
} catch (err) {
  if (isPlatformError(err, 'record-not-found')) console.log(err.code, err.status);
  else throw err;
}
const failure: PlatformError | undefined = undefined;
console.log(failure);

const client = createClient({ baseUrl: fake.baseUrl, token: fake.token });
const started = await actors.start(client, actor.id, { input: { query: 'shoes' }, memory: 1024 });
const queue = await requestQueues.create(client, { name: 'my-queue' });
const { requestId } = await requestQueues.addRequest(client, queue.id, { url: 'https://example.com', uniqueKey: 'https://example.com' });
for await (const request of requestQueues.listRequests(client, queue.id, { limit: 100 })) console.log(request.url);
console.log(started.status, requestId, operations.length, operations[0]?.id);

fake.reset();
server.close();
