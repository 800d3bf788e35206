// A code block of packages/platform/README.md, type-checked (never run). Keep it identical to the README.
/* eslint-disable @typescript-eslint/no-unused-vars -- README code shows values a reader goes on to use */
import { PlatformClient } from '@typed-api/platform';
// #region readme
import { setupServer } from 'msw/node';
import { createPlatformFake } from '@typed-api/platform/testing';

const fake = createPlatformFake(); // https://platform.test, token 'test-token'
const server = setupServer(...fake.handlers);
server.listen({ onUnhandledFrame: 'error' });
const platform = new PlatformClient({ baseUrl: fake.baseUrl, token: fake.token });
fake.faults.next(2, 429); // the next two calls answer 429
// #endregion
