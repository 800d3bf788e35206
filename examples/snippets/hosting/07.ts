// A code block of packages/hosting/README.md, type-checked (never run). Keep it identical to the README.
/* eslint-disable @typescript-eslint/no-unused-vars -- README code shows values a reader goes on to use */
// #region readme
import { afterEach } from 'vitest';
import { setupServer } from 'msw/node';
import { HostingClient } from '@typed-api/hosting';
import { createHostingFake } from '@typed-api/hosting/testing';

const fake = createHostingFake(); // https://hosting.test, client test-client-id / test-client-secret
const server = setupServer(...fake.handlers);
server.listen({ onUnhandledFrame: 'error' });
afterEach(() => { fake.reset(); server.resetHandlers(); });

const hosting = new HostingClient({ baseUrl: fake.baseUrl, clientId: 'test-client-id', clientSecret: 'test-client-secret' });
// #endregion
