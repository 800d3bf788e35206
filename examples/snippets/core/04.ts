// A code block of packages/core/README.md, type-checked (never run). Keep it identical to the README.
 
// #region readme
import { serveHandlers } from '@typed-api/core/testing/node';
import { PlatformClient } from '@typed-api/platform';
import { createPlatformFake } from '@typed-api/platform/testing';

const server = await serveHandlers([]); // a free port on 127.0.0.1
const fake = createPlatformFake({ baseUrl: `${server.url}/platform` });
server.use(...fake.handlers);
fake.faults.next(2, 429); // the next two calls answer 429
const platform = new PlatformClient({ baseUrl: fake.baseUrl, token: fake.token }); // or a client in another process
console.log((await platform.users.me()).username); // retried twice, then answered
await server.close();
// #endregion
