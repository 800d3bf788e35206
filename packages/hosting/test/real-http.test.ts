import { serveHandlers, type HandlerServer } from '@typed-api/core/testing/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { HostingClient, isHostingError } from '../src/index.js';
import { createHostingFake, type HostingFake } from '../src/testing/index.js';

// The demo serves every fake under its own path of one local server; this runs the same setup over real sockets.
let server: HandlerServer;
let fake: HostingFake;

beforeAll(async () => {
  server = await serveHandlers([]);
  fake = createHostingFake({ baseUrl: `${server.url}/hosting`, downloadBytes: 256 * 1024 });
  server.use(...fake.handlers);
});
afterAll(async () => {
  await server.close();
});

it('answers a client over HTTP: tokens, calls, errors and a streamed download', async () => {
  const hosting = new HostingClient({ baseUrl: `${server.url}/hosting`, clientId: 'test-client-id', clientSecret: 'test-client-secret', maxRetries: 0 });
  await expect(hosting.sites.get(1)).resolves.toMatchObject({ name: 'main-site' });
  const error = await hosting.sites.get(77).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(isHostingError(error, 'not_found') && error.details.errors).toEqual(['Site not found']);
  const backup = await hosting.ondemandBackups.create(1, { backup_type: 'db' });
  const done = await hosting.ondemandBackups.waitForCompletion(1, backup.requestId!);
  const text = await new Response(await hosting.ondemandBackups.download(1, done.id!)).text();
  expect(text.length).toBe(256 * 1024);
  expect(fake.state.requests.map((r) => r.path)).toContain('/auth/token');
});
